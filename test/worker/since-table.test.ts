import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";

type Entry = { seq: number; kind: string; seat?: number; events: Record<string, unknown>[] };

describe("the table's 'since your last move'", () => {
  it("lists what came after my own last move, as my seat may see it, leaving out moves taken back and the undos", async () => {
    const players = [await signIn(), await signIn(), await signIn()];
    const id = await startedGame(players);
    const seats = await seatsOf(id);
    const cookieOf = (seat: number) => players.find((p) => p.userId === seats.get(seat))?.cookie ?? "";
    const play = async (seat: number) => {
      const stored = await storedGame(id);
      const move = notreDame.legalMoves(stored.state, seat)[0];
      const response = await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, { version: stored.version, idempotencyKey: `since-table-${id}-${stored.version}`, move });
      expect(response.status).toBe(200);
    };
    const since = async (seat: number) => {
      const response = await call(cookieOf(seat), "GET", `/api/games/${id}/since`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { entries: Entry[] }).entries;
    };
    const log = async (seat: number) => ((await (await call(cookieOf(seat), "GET", `/api/games/${id}/log`)).json()) as { entries: Entry[] }).entries;

    // Nothing has happened yet: the game's start is all there is, and the page says so.
    expect(await since(2)).toEqual([]);
    // Seat 0 keeps a card (seq 1), takes it back (2), keeps one again (3); seat 1 keeps one (4). Seat 2 has not moved.
    await play(0);
    expect((await call(cookieOf(0), "POST", `/api/games/${id}/undo`, { version: (await storedGame(id)).version })).status).toBe(200);
    await play(0);
    await play(1);

    const newcomer = await since(2);
    expect(newcomer.map((e) => e.seq)).toEqual([3, 4]);
    expect(newcomer).toEqual((await log(2)).filter((e) => e.seq >= 3));
    // Another seat's keep says that a card was kept, never which.
    expect(newcomer.flatMap((e) => e.events)).toEqual([
      { type: "kept", seat: 0 },
      { type: "kept", seat: 1 },
    ]);
    // Seat 0's own last move is its second keep: only seat 1's came after.
    expect((await since(0)).map((e) => e.seq)).toEqual([4]);
    expect(await since(1)).toEqual([]);
  });
});
