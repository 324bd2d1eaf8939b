import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { caseName, definitionOf, EVERY_GAME, type GameCase } from "./each-game.ts";
import { call, playWithBot, signIn, startedGameOf, storedGame } from "./helpers.ts";

/** Whole games of every registered game, with the outcome each must end in. */
const CASES: readonly (GameCase & { outcome: "ranked" | "shared" })[] = [
  { type: "notre-dame", seats: 4, options: {}, outcome: "ranked" },
  { type: "carcassonne-ghosts", seats: 1, options: { level: 1 }, outcome: "shared" },
  { type: "carcassonne-ghosts", seats: 3, options: { level: 1 }, outcome: "shared" },
  { type: "carcassonne-ghosts", seats: 1, options: { level: 5 }, outcome: "shared" },
  { type: "carcassonne-ghosts", seats: 3, options: { level: 5 }, outcome: "shared" },
  { type: "deal-with-the-devil", seats: 4, options: {}, outcome: "ranked" },
];

describe("a whole game through HTTP", () => {
  it("covers every registered game", () => {
    for (const [type] of EVERY_GAME)
      expect(
        CASES.some((c) => c.type === type),
        type,
      ).toBe(true);
  });

  for (const c of CASES) {
    it(`${c.seats === 1 ? "one user signs" : `${c.seats} users sign`} in by mail and play a game to the end, the bot choosing moves (${caseName(c)})`, async () => {
      const game = definitionOf(c.type);
      const players: Awaited<ReturnType<typeof signIn>>[] = [];
      for (let i = 0; i < c.seats; i++) players.push(await signIn());
      const id = await startedGameOf(c.type, players, c.options);
      const { moves } = await playWithBot(c.type, id, players);
      const final = await storedGame(id);
      expect(final.status).toBe("finished");
      const stored = await env.DB.prepare("SELECT outcome, move_count, options FROM games WHERE id = ?")
        .bind(id)
        .first<{ outcome: string; move_count: number; options: string }>();
      expect(JSON.parse(stored?.options ?? "null")).toEqual(game.options.parse(c.options));
      const outcome = JSON.parse(stored?.outcome ?? "null") as { kind: string; ranks?: number[]; won?: boolean };
      expect(outcome.kind).toBe(c.outcome);
      if (c.outcome === "ranked") expect(outcome.ranks).toHaveLength(c.seats);
      else expect(typeof outcome.won).toBe("boolean");
      expect(outcome).toEqual(JSON.parse(JSON.stringify(game.outcome(final.state))));
      expect(stored?.move_count).toBe(moves);
      const view = await call(players[0]?.cookie, "GET", `/api/games/${id}`);
      expect(((await view.json()) as { status: string }).status).toBe("finished");
      // Notre Dame: ~27 s on an idle machine, a whole game, every request through the Worker.
    });
  }
});
