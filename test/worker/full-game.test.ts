import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";

describe("a whole game through HTTP", () => {
  it("four users sign in by mail and play Notre Dame to the end, the bot choosing moves", async () => {
    const players = [await signIn(), await signIn(), await signIn(), await signIn()];
    const id = await startedGame(players);
    const seats = await seatsOf(id);
    const cookieOf = new Map(players.map((p) => [p.userId, p.cookie]));
    let moves = 0;
    for (;;) {
      const game = await storedGame(id);
      if (game.status !== "active") break;
      const seat = game.to_act[0] as number;
      const move = notreDame.botMove(game.state, seat);
      const response = await call(cookieOf.get(seats.get(seat) ?? ""), "POST", `/api/games/${id}/moves`, {
        version: game.version,
        idempotencyKey: `move-${moves}-${seat}`,
        move,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      moves++;
    }
    const final = await storedGame(id);
    expect(final.status).toBe("finished");
    const stored = await env.DB.prepare("SELECT outcome, move_count FROM games WHERE id = ?").bind(id).first<{ outcome: string; move_count: number }>();
    const outcome = JSON.parse(stored?.outcome ?? "null") as { kind: string; ranks: number[] };
    expect(outcome.kind).toBe("ranked");
    expect(outcome.ranks).toHaveLength(4);
    expect(stored?.move_count).toBe(moves);
    const view = await call(players[0]?.cookie, "GET", `/api/games/${id}`);
    expect(((await view.json()) as { status: string }).status).toBe("finished");
    // ~27 s on an idle machine: a whole game, every request through the Worker.
  }, 600_000);
});
