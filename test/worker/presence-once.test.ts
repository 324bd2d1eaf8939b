import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signIn, startedGame } from "./helpers.ts";

const usage = (response: Response) => response.headers.get("X-D1-Usage") ?? "";
const written = (response: Response) => Number(/written=(\d+)/.exec(usage(response))?.[1]);

describe("a poll records the player's presence at most once", () => {
  it("a visible tab's poll that finds the game changed writes the seat once: in the tag check, not again with the load", async () => {
    const players = [await signIn(), await signIn()];
    const id = await startedGame(players);
    const [me] = players;
    const tag = (await call(me?.cookie, "GET", `/api/games/${id}?tab=hidden`)).headers.get("ETag") ?? "";
    await env.DB.prepare("UPDATE seats SET opened_at = 1 WHERE game_id = ?").bind(id).run();
    // Something changed meanwhile (as a move would): the tag is stale.
    await env.DB.prepare("UPDATE games SET revision = revision + 1 WHERE id = ?").bind(id).run();

    const before = Date.now();
    const poll = await call(me?.cookie, "GET", `/api/games/${id}?tab=visible`, undefined, { "If-None-Match": tag });
    expect(poll.status).toBe(200);
    expect(poll.headers.get("ETag")).not.toBe(tag);
    expect(written(poll), usage(poll)).toBe(1);
    const seat = await env.DB.prepare("SELECT opened_at FROM seats WHERE game_id = ? AND user_id = ?")
      .bind(id, me?.userId)
      .first<{ opened_at: number }>();
    expect(seat?.opened_at).toBeGreaterThanOrEqual(before);

    // The same poll with nothing changed writes the same one row, and answers 304.
    const unchanged = await call(me?.cookie, "GET", `/api/games/${id}?tab=visible`, undefined, {
      "If-None-Match": poll.headers.get("ETag") ?? "",
    });
    expect(unchanged.status).toBe(304);
    expect(written(unchanged), usage(unchanged)).toBe(1);
  });
});
