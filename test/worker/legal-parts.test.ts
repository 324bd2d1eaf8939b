import { describe, expect, it } from "vitest";
import { GAMES } from "../../worker/games/registry.ts";
import { dealWithTheDevil } from "../../worker/games/deal-with-the-devil/index.ts";
import { call, signIn, startedGameOf, storedGame } from "./helpers.ts";

type Answer = { version: number; legalMoves: unknown[]; legalParts?: unknown; mySeat?: number };

async function answerOf(cookie: string, id: string): Promise<Answer> {
  const response = await call(cookie, "GET", `/api/games/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

describe("the game answer's legal moves (contract `legalParts`, issue 28)", () => {
  it("carries Deal with the Devil's moves in parts, which compose its list; a move made of them is accepted", async () => {
    const players = [await signIn(), await signIn(), await signIn(), await signIn()];
    const id = await startedGameOf(dealWithTheDevil.id, players);
    const stored = await storedGame(id);
    const [first] = players;
    if (!first) throw new Error("no players");
    const answer = await answerOf(first.cookie, id);
    expect(answer.legalMoves).toEqual([]);
    expect(answer.legalParts).toBeDefined();
    const seat = answer.mySeat ?? 0;
    const composed = dealWithTheDevil.legalParts?.compose(answer.legalParts as never) ?? [];
    expect(composed).toEqual(dealWithTheDevil.legalMoves(stored.state as never, seat));
    const move = composed.at(-1);
    const sent = await call(first.cookie, "POST", `/api/games/${id}/moves`, {
      version: answer.version,
      move,
      idempotencyKey: `parts-${Date.now()}`,
    });
    expect(sent.status).toBe(200);
  });

  it("carries every other game's list as it was, and no parts", async () => {
    const others = Object.values(GAMES).filter((game) => !game.legalParts);
    expect(others.map((g) => g.id).sort()).toEqual(["carcassonne-ghosts", "notre-dame"]);
    for (const game of others) {
      const players = await Promise.all(Array.from({ length: game.players.min }, () => signIn()));
      const options = game.id === "carcassonne-ghosts" ? { level: 1 } : {};
      const id = await startedGameOf(game.id, players, options);
      const stored = await storedGame(id);
      const seat = (stored.to_act as number[])[0];
      const seats = await Promise.all(players.map(async (p) => ({ p, answer: await answerOf(p.cookie, id) })));
      const acting = seats.find((s) => s.answer.mySeat === seat);
      expect(acting?.answer.legalParts).toBeUndefined();
      expect(acting?.answer.legalMoves).toEqual(game.legalMoves(stored.state, seat ?? 0));
      expect(acting?.answer.legalMoves.length).toBeGreaterThan(0);
    }
  });
});
