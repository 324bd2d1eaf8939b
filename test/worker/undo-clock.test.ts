import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { submitMove, undoMove } from "../../worker/match/play.ts";
import { seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";
import { contextAt } from "./notifications-helpers.ts";

const HOUR = 3_600_000;
let keys = 0;
const nextKey = () => `undo-clock-${++keys}-${Date.now()}`;

/** What the cron and the page go by: every seat's clock, the game's next deadline and next reminder. */
async function timing(id: string) {
  const row = await env.DB.prepare("SELECT clocks, next_deadline, next_reminder FROM games WHERE id = ?")
    .bind(id)
    .first<{ clocks: string; next_deadline: number | null; next_reminder: number | null }>();
  return {
    clocks: JSON.parse(row?.clocks ?? "{}") as Record<string, { deadline?: number; bank?: number }>,
    nextDeadline: row?.next_deadline,
    nextReminder: row?.next_reminder,
  };
}

/** When the game started: its last change before any move. */
const startOf = async (id: string) =>
  (await env.DB.prepare("SELECT updated_at FROM games WHERE id = ?").bind(id).first<{ updated_at: number }>())
    ?.updated_at ?? 0;

async function game(seats: number, timeControl: unknown) {
  const players = [];
  for (let i = 0; i < seats; i++) players.push(await signIn());
  const id = await startedGame(players, {}, { timeControl });
  const bySeat = await seatsOf(id);
  return { id, userOf: (seat: number) => bySeat.get(seat) ?? "" };
}

/** The seat's first legal move that reveals nothing (so it may be taken back), played at `now`. */
async function undoableMove(g: Awaited<ReturnType<typeof game>>, seat: number, now: number) {
  const stored = await storedGame(g.id);
  const move = notreDame.legalMoves(stored.state, seat).find((m) => {
    const played = notreDame.play(stored.state, seat, m);
    return played.ok && !played.played.reveals;
  });
  const answer = await submitMove(contextAt(now), g.userOf(seat), g.id, {
    version: stored.version,
    idempotencyKey: nextKey(),
    move,
  });
  if (!answer.ok) throw new Error(answer.code);
  expect(answer.value.body.canUndo).toBe(true);
  return stored.version + 1;
}

describe("undo restores the clocks", () => {
  it("days per move: a pick in the draft, taken back an hour later, leaves the deadline where it was before the pick", async () => {
    const g = await game(2, { kind: "perMove", days: 2 });
    const start = await startOf(g.id);
    const before = await timing(g.id);
    const seat = 0;
    expect(before.clocks[seat]?.deadline).toBe(start + 48 * HOUR);
    const version = await undoableMove(g, seat, start + 5 * HOUR);
    expect((await timing(g.id)).clocks[seat]?.deadline).toBeUndefined();
    const undone = await undoMove(contextAt(start + 6 * HOUR), g.userOf(seat), g.id, version);
    expect(undone.ok).toBe(true);
    // Before the fix the undo started a new turn: the deadline became the undo's time plus two days.
    expect(await timing(g.id)).toEqual(before);
    expect((await storedGame(g.id)).to_act).toEqual([0, 1]);
  });

  it("a bank: a move that began the other seat's turn, taken back, leaves both banks and deadlines as they were", async () => {
    const g = await game(2, { kind: "bank", initialDays: 3, addDays: 1, capDays: 5 });
    const start = await startOf(g.id);
    // The draft, both steps, at once: then the actions, one seat after the other.
    for (let at = 1; (await storedGame(g.id)).to_act.length > 1; at++) {
      const stored = await storedGame(g.id);
      for (const seat of stored.to_act) {
        const now = await storedGame(g.id);
        const answer = await submitMove(contextAt(start + at * HOUR), g.userOf(seat), g.id, {
          version: now.version,
          idempotencyKey: nextKey(),
          move: notreDame.legalMoves(now.state, seat)[0],
        });
        expect(answer.ok).toBe(true);
      }
    }
    const before = await timing(g.id);
    const [mover] = (await storedGame(g.id)).to_act as [number];
    const other = 1 - mover;
    expect(before.clocks[other]?.deadline).toBeUndefined();
    const version = await undoableMove(g, mover, start + 10 * HOUR);
    const moved = await timing(g.id);
    expect(moved.clocks[other]?.deadline).toBeDefined();
    const undone = await undoMove(contextAt(start + 30 * HOUR), g.userOf(mover), g.id, version);
    expect(undone.ok).toBe(true);
    // The mover's bank is not credited a day for a move taken back, nor the other's charged for a turn that never was.
    expect(await timing(g.id)).toEqual(before);
  });
});
