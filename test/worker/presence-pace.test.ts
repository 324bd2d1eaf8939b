import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signIn, startedGame } from "./helpers.ts";

const usage = (response: Response) => response.headers.get("X-D1-Usage") ?? "";
const rowsRead = (response: Response) => Number(/read=(\d+)/.exec(usage(response))?.[1]);
const others = (response: Response) => response.headers.get("X-Others-Present");

/** A started two-player game nobody sits at (every seat's presence long past), and each player's ETag. */
async function emptyTable() {
  const [me, other] = [await signIn(), await signIn()];
  const id = await startedGame([me, other]);
  const poll = (who: typeof me, tab?: "visible" | "hidden", etag?: string) =>
    call(
      who.cookie,
      "GET",
      `/api/games/${id}${tab ? `?tab=${tab}` : ""}`,
      undefined,
      etag ? { "If-None-Match": etag } : {},
    );
  const tags = [
    (await poll(me, "hidden")).headers.get("ETag") ?? "",
    (await poll(other, "hidden")).headers.get("ETag") ?? "",
  ] as const;
  await env.DB.prepare("UPDATE seats SET opened_at = 1 WHERE game_id = ?").bind(id).run();
  return { id, me, other, poll, tags };
}

describe("a poll's answer says whether other players sit at the table, at the 304's old cost", () => {
  it("alone: 0 on a load and on a visible tab's 304; a plain 304 says nothing", async () => {
    const { me, poll, tags } = await emptyTable();
    expect(others(await poll(me))).toBe("0");
    const tag = (await poll(me, "hidden")).headers.get("ETag") ?? tags[0];
    const visible = await poll(me, "visible", tag);
    expect(visible.status).toBe(304);
    expect(others(visible)).toBe("0");
    const plain = await poll(me, undefined, tag);
    expect(plain.status).toBe(304);
    expect(others(plain)).toBeNull();
  });

  it("another player's visible tab makes my next load and my visible 304 say so, for about three minutes", async () => {
    const { me, other, poll, tags } = await emptyTable();
    expect((await poll(other, "visible", tags[1])).status).toBe(304);
    const visible = await poll(me, "visible", tags[0]);
    expect(visible.status).toBe(304);
    expect(Number(others(visible))).toBeGreaterThan(170);
    expect(Number(others(visible))).toBeLessThanOrEqual(180);
    const load = await poll(me);
    expect(load.status).toBe(200);
    expect(Number(others(load))).toBeGreaterThan(170);
    // The other player's own presence is no company: once I have gone, they hear 0.
    await env.DB.prepare("UPDATE seats SET opened_at = 1 WHERE user_id = ?").bind(me.userId).run();
    expect(others(await poll(other, "visible", tags[1]))).toBe("0");
  });

  it("a plain 304 still costs D1 nothing with others at the table (one statement and one row before issue 29); a visible 304 one round trip", async () => {
    const { me, other, poll, tags } = await emptyTable();
    expect((await poll(other, "visible", tags[1])).status).toBe(304);
    const plain = await poll(me, undefined, tags[0]);
    expect(plain.status).toBe(304);
    expect(usage(plain)).toBe("statements=0; read=0; written=0");
    expect(plain.headers.get("X-D1-Round-Trips")).toBe("0");
    const visible = await poll(me, "visible", tags[0]);
    expect(visible.status).toBe(304);
    expect(visible.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(usage(visible), usage(visible)).toMatch(/^statements=2; read=\d+; written=1$/);
    // Once a minute, in the same round trip: my seat's write and the game's row (2 rows before), and the other seat's presence beside them.
    expect(rowsRead(visible), usage(visible)).toBeLessThanOrEqual(5);
  });

  it("sitting down where another player sits changes their ETag once, so their next poll hears of it; alone or already seated, nothing", async () => {
    const { me, other, poll, tags } = await emptyTable();
    expect((await poll(me)).status).toBe(200);
    expect((await poll(other, undefined, tags[1])).status).toBe(304);

    expect((await poll(other, "visible", tags[1])).status).toBe(304);
    await env.DB.prepare("UPDATE seats SET opened_at = 1 WHERE user_id = ?").bind(me.userId).run();
    const arrival = await poll(me);
    expect(arrival.headers.get("X-D1-Round-Trips")).toBe("1");
    const heard = await poll(other, undefined, tags[1]);
    expect(heard.status).toBe(200);
    expect(Number(others(heard))).toBeGreaterThan(170);

    expect((await poll(me)).status).toBe(200);
    expect((await poll(other, undefined, heard.headers.get("ETag") ?? "")).status).toBe(304);
  });
});
