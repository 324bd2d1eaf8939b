import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { sinceOwnLastMove } from "../../worker/match/since.ts";
import { keptTakenBackAndKept } from "./helpers.ts";

const nameOf = async (id: string) =>
  (await env.DB.prepare("SELECT name FROM users WHERE id = ?").bind(id).first<{ name: string }>())?.name ?? "";

describe("what happened since my last move", () => {
  it("tells the moves since then in my words, as my seat may see them, leaving out moves taken back", async () => {
    // Seat 0 keeps a card, takes it back, keeps one again; seat 1 keeps one. Seat 2 has not moved.
    const { id, seats } = await keptTakenBackAndKept();
    const ctx = { db: openDb(env.DB), env, now: Date.now() };
    const game = { id, type: "notre-dame" };
    const [first, second] = await Promise.all([0, 1].map((s) => nameOf(seats.get(s) ?? "")));

    const mine = await sinceOwnLastMove(ctx, game, seats.get(2) ?? "", "en");
    expect(mine).toEqual({ moves: 2, lines: [`${first} kept a card.`, `${second} kept a card.`], earlier: 0 });

    // Seat 0's own last move is its second keep: only seat 1's move came after, which it may see but not the card.
    expect(await sinceOwnLastMove(ctx, game, seats.get(0) ?? "", "ru")).toEqual({
      moves: 1,
      lines: [`${second} оставляет себе карту.`],
      earlier: 0,
    });
  });
});
