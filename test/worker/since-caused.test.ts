import { describe, expect, it } from "vitest";
import { notreDame, type NotreDameState } from "../../worker/games/notre-dame/index.ts";
import { drainOutbox } from "../../worker/jobs/drain.ts";
import { sinceOwnLastMove } from "../../worker/match/since.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";
import { contextAt, future, mailsTo, queue } from "./notifications-helpers.ts";

type Entry = { seq: number; kind: string; seat?: number; events: Record<string, unknown>[] };
type Since = { seenSeq: number; lastMove?: number; entries: Entry[] };

let keys = 0;
const nextKey = () => `caused-${++keys}-${Date.now()}`;

/** A two-player Notre Dame game played by the bot up to the move that ends round 1 (and plays it). */
async function roundEnded() {
  const players = [await signIn(), await signIn()];
  const id = await startedGame(players);
  const seats = await seatsOf(id);
  const userOf = (seat: number) => seats.get(seat) ?? "";
  const player = (seat: number) => players.find((p) => p.userId === userOf(seat));
  const cookieOf = (seat: number) => player(seat)?.cookie ?? "";
  const emailOf = (seat: number) => player(seat)?.email ?? "";
  for (let guard = 0; guard < 100; guard++) {
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const move = notreDame.botMove(stored.state, seat);
    const played = notreDame.play(stored.state, seat, move);
    if (!played.ok) throw new Error(played.error.code);
    const response = await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: nextKey(),
      move,
    });
    expect(response.status).toBe(200);
    if ((played.played.state as NotreDameState).round === 2)
      return {
        id,
        userOf,
        cookieOf,
        emailOf,
        mover: seat,
        other: 1 - seat,
        seq: stored.move_count + 1,
        played: played.played,
      };
  }
  throw new Error("round 1 never ended");
}

const since = async (cookie: string, id: string) => {
  const response = await call(cookie, "GET", `/api/games/${id}/since`);
  expect(response.status).toBe(200);
  return (await response.json()) as Since;
};

describe("'since your last move' opens with what that move caused", () => {
  it("a move that ends a round: the table and the mail tell the plague, the new round and my new cards, not my own act", async () => {
    const g = await roundEnded();
    const logged = g.played.events;
    // The act names the mover's seat; the round's end (the plague, the reveal, new cards) follows it.
    const act = logged.findIndex((e) => e.event.seat !== g.mover);
    expect(act).toBeGreaterThan(0);
    const visible = (seat: number) => (e: (typeof logged)[number]) => !e.to || e.to.includes(seat);

    const mine = await since(g.cookieOf(g.mover), g.id);
    expect(mine.lastMove).toBe(g.seq);
    expect(mine.entries.map((e) => e.seq)).toEqual([g.seq]);
    const [caused] = mine.entries;
    expect(caused?.seat).toBe(g.mover);
    expect(caused?.events).toEqual(
      logged
        .slice(act)
        .filter(visible(g.mover))
        .map((e) => e.event),
    );
    const types = caused?.events.map((e) => e.type);
    expect(types).toContain("plague");
    expect(types).toContain("roundStarted");
    // My new cards, and never the other seat's.
    expect(caused?.events.filter((e) => e.type === "offered")).toEqual([expect.objectContaining({ seat: g.mover })]);
    expect(caused?.events.some((e) => e.type === logged[0]?.event.type && e.seat === g.mover)).toBe(false);

    // The mail tells the same: nobody moved since, so its heading says what my move led to.
    const summary = await sinceOwnLastMove(contextAt(), { id: g.id, type: "notre-dame" }, g.userOf(g.mover), "en");
    expect(summary?.moves).toBe(0);
    expect(summary?.lines.some((l) => l.startsWith("The plague strikes with"))).toBe(true);
    expect(summary?.lines.some((l) => l.startsWith("Round 2:"))).toBe(true);
    const due = future();
    await queue(g.userOf(g.mover), "reminder", { deadline: due + 4 * 3_600_000, hoursLeft: 4 }, due, g.id);
    await drainOutbox(contextAt(due));
    const reminder = (await mailsTo(g.emailOf(g.mover))).at(-1);
    expect(reminder?.subject).toMatch(/^4 hours left/);
    expect(reminder?.text).toContain(`What your last move led to:\n${summary?.lines.map((l) => `- ${l}`).join("\n")}`);

    // The other seat keeps a card: it follows what my move caused; it moved, I did not.
    const stored = await storedGame(g.id);
    const keep = await call(g.cookieOf(g.other), "POST", `/api/games/${g.id}/moves`, {
      version: stored.version,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(stored.state, g.other)[0],
    });
    expect(keep.status).toBe(200);
    expect((await since(g.cookieOf(g.mover), g.id)).entries.map((e) => e.seq)).toEqual([g.seq, g.seq + 1]);
    const later = await sinceOwnLastMove(contextAt(), { id: g.id, type: "notre-dame" }, g.userOf(g.mover), "en");
    expect(later).toMatchObject({ moves: 1, lines: [...(summary?.lines ?? []), expect.stringMatching(/kept a card/)] });

    // The other seat's own last move is now its keep, which caused nothing it may see: nothing since.
    expect(await since(g.cookieOf(g.other), g.id)).toMatchObject({ lastMove: g.seq + 1, entries: [] });
  });
});
