import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signIn, startedGame, startedGameOf, storedGame } from "./helpers.ts";

type Message = { id: number; text: string; point?: string };

const stored = async (gameId: string) =>
  (
    await env.DB.prepare("SELECT text, point FROM chat WHERE game_id = ? ORDER BY id")
      .bind(gameId)
      .all<{ text: string; point: string | null }>()
  ).results;

const post = (cookie: string, id: string, body: Record<string, unknown>) =>
  call(cookie, "POST", `/api/games/${id}/chat`, body);

const code = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe("a chat message pointing at the board", () => {
  it("stores a point the game's rules know and returns it with the message", async () => {
    const [ann, ben] = [await signIn(), await signIn()];
    const id = await startedGameOf("carcassonne-ghosts", [ann, ben], { level: 1 });
    const { at, frontier } = (await storedGame(id)).state as { at: Record<string, number>; frontier: string[] };
    const [tile] = Object.keys(at);
    const [empty] = frontier;
    expect((await post(ann.cookie, id, { text: "this one", point: tile })).status).toBe(201);
    expect((await post(ben.cookie, id, { text: "what about here?", point: empty })).status).toBe(201);
    expect((await post(ben.cookie, id, { text: "no point" })).status).toBe(201);
    const response = await call(ann.cookie, "GET", `/api/games/${id}/chat`);
    const { messages } = (await response.json()) as { messages: Message[] };
    expect(messages.map(({ text, point }) => ({ text, point }))).toEqual([
      { text: "this one", point: tile },
      { text: "what about here?", point: empty },
      { text: "no point", point: undefined },
    ]);
    expect(messages[2]).not.toHaveProperty("point");
  });

  it("refuses a place that is not on the board (422) or a malformed point (400), storing nothing", async () => {
    const [ann, ben] = [await signIn(), await signIn()];
    const id = await startedGameOf("carcassonne-ghosts", [ann, ben], { level: 1 });
    const far = await post(ann.cookie, id, { text: "over there", point: "40,40" });
    expect(far.status).toBe(422);
    expect(await code(far)).toBe("INVALID_POINT");
    for (const point of ["", "x".repeat(33), "<b>0,0</b>", "0, 0", 7])
      expect((await post(ann.cookie, id, { text: "bad", point })).status, JSON.stringify(point)).toBe(400);
    expect(await stored(id)).toEqual([]);
    expect(((await storedGame(id)) as unknown as { chat_count: number }).chat_count).toBe(0);
  });

  it("refuses any point in a game whose rules take none", async () => {
    const [ann, ben] = [await signIn(), await signIn()];
    const id = await startedGame([ann, ben]);
    const response = await post(ann.cookie, id, { text: "here", point: "0,0" });
    expect(response.status).toBe(422);
    expect(await code(response)).toBe("INVALID_POINT");
    expect(await stored(id)).toEqual([]);
  });
});
