import { describe, expect, it } from "vitest";
import { call, keptTakenBackAndKept } from "./helpers.ts";

type Entry = { seq: number; kind: string; seat?: number; events: Record<string, unknown>[] };

describe("the table's 'since your last move'", () => {
  it("lists what came after my own last move, as my seat may see it, leaving out moves taken back and the undos", async () => {
    const since = async (cookie: string, id: string) => {
      const response = await call(cookie, "GET", `/api/games/${id}/since`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { entries: Entry[] }).entries;
    };
    // Before anybody moved, the game's start is all there is, and the page says so.
    const { id, cookieOf } = await keptTakenBackAndKept(async (table) =>
      expect(await since(table.cookieOf(2), table.id)).toEqual([]),
    );
    const log = async (seat: number) =>
      ((await (await call(cookieOf(seat), "GET", `/api/games/${id}/log`)).json()) as { entries: Entry[] }).entries;

    const newcomer = await since(cookieOf(2), id);
    expect(newcomer.map((e) => e.seq)).toEqual([3, 4]);
    expect(newcomer).toEqual((await log(2)).filter((e) => e.seq >= 3));
    // Another seat's keep says that a card was kept, never which.
    expect(newcomer.flatMap((e) => e.events)).toEqual([
      { type: "kept", seat: 0 },
      { type: "kept", seat: 1 },
    ]);
    // Seat 0's own last move is its second keep: only seat 1's came after.
    expect((await since(cookieOf(0), id)).map((e) => e.seq)).toEqual([4]);
    expect(await since(cookieOf(1), id)).toEqual([]);
  });
});
