import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EVENT_SETTLE_MS } from "../../worker/match/player-events.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";

type Answer = { events: { type: string; gameId: string; version?: number; text?: string }[]; cursor: string };

const events = async (cookie: string, query = "", wait = 0) =>
  (await (await call(cookie, "GET", `/api/me/events?wait=${wait}${query}`)).json()) as Answer;

describe("the event stream (GET /api/me/events)", () => {
  it("names each game waiting on me in every answer, tells chat and a game's end once", async () => {
    const [me, other] = [await signIn(), await signIn()];
    const id = await startedGame([me, other]);
    const first = await events(me.cookie);
    const turn = first.events.find((e) => e.type === "yourTurn" && e.gameId === id);
    expect(turn?.version).toBe((await storedGame(id)).version);
    // A state, not an edge: still there in the next answer.
    const again = await events(me.cookie, `&cursor=${first.cursor}`);
    expect(again.events.filter((e) => e.type === "yourTurn").map((e) => e.gameId)).toContain(id);

    expect((await call(other.cookie, "POST", `/api/games/${id}/chat`, { text: "good luck" })).status).toBe(201);
    expect((await call(me.cookie, "POST", `/api/games/${id}/chat`, { text: "mine" })).status).toBe(201);
    const said = await events(me.cookie, `&cursor=${again.cursor}`);
    expect(said.events.filter((e) => e.type === "chat").map((e) => e.text)).toEqual(["good luck"]);
    const after = await events(me.cookie, `&cursor=${said.cursor}`);
    expect(after.events.filter((e) => e.type === "chat")).toEqual([]);

    // The game ends (both seats dropped); its end is told once it is older than the settling delay.
    await env.DB.prepare("UPDATE games SET status = 'finished', to_act = '[]', updated_at = ? WHERE id = ?")
      .bind(Date.now() - EVENT_SETTLE_MS - 1000, id)
      .run();
    const past = `${Date.now() - 3 * EVENT_SETTLE_MS}.${after.cursor.split(".")[1]}`;
    const over = await events(me.cookie, `&cursor=${past}`);
    expect(over.events).toEqual([expect.objectContaining({ type: "gameOver", gameId: id })]);
    expect((await events(me.cookie, `&cursor=${over.cursor}`)).events).toEqual([]);
  });

  it("waits when nothing happened, answers a stranger's seat nothing, refuses a bad cursor", async () => {
    const [me, other] = [await signIn(), await signIn()];
    await startedGame([me, other]);
    const outsider = await signIn();
    const made = await call(outsider.cookie, "POST", "/api/me/tokens", { name: "stream", scopes: ["read"] });
    const { token } = (await made.json()) as { token: string };
    const started = Date.now();
    const waited = await call(undefined, "GET", "/api/me/events?wait=3", undefined, {
      Authorization: `Bearer ${token}`,
    });
    expect(((await waited.json()) as Answer).events).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    // A browser's session answers at once.
    const browser = Date.now();
    await events(outsider.cookie, "", 25);
    expect(Date.now() - browser).toBeLessThan(1_900);
    expect((await call(outsider.cookie, "GET", "/api/me/events?cursor=x")).status).toBe(400);
    expect((await call(outsider.cookie, "GET", "/api/me/events?wait=26")).status).toBe(400);
    expect((await call(undefined, "GET", "/api/me/events")).status).toBe(401);
  });

  it("the legal-move pages list the seat's moves for any game, empty when it need not act", async () => {
    const [me, other] = [await signIn(), await signIn()];
    const id = await startedGame([me, other]);
    const seats = await seatsOf(id);
    const mine = [...seats].find(([, u]) => u === me.userId)?.[0];
    const all = (await (await call(me.cookie, "GET", `/api/games/${id}/legal?limit=2000`)).json()) as {
      total: number;
      moves: unknown[];
      version: number;
    };
    const view = (await (await call(me.cookie, "GET", `/api/games/${id}`)).json()) as { legalMoves: unknown[] };
    expect(all.moves).toEqual(view.legalMoves);
    expect(all.total).toBe(all.moves.length);
    const one = (await (await call(me.cookie, "GET", `/api/games/${id}/legal?offset=1&limit=1`)).json()) as {
      moves: unknown[];
    };
    expect(one.moves).toEqual(all.moves.slice(1, 2));
    expect(mine).toBeDefined();
    const stranger = await signIn();
    const none = (await (await call(stranger.cookie, "GET", `/api/games/${id}/legal`)).json()) as { total: number };
    expect(none.total).toBe(0);
  });
});
