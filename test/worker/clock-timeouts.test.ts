import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { submitMove } from "../../worker/match/play.ts";
import { MOVES_PER_RUN, runTimeouts, sendReminders, settleTimeouts } from "../../worker/match/timeouts.ts";
import worker from "../../worker/index.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";
import { budget } from "../budget.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function game(seats: number, timeControl: unknown, timeoutPolicy: "bot" | "drop" = "bot") {
  const players = [];
  for (let i = 0; i < seats; i++) players.push(await signIn());
  const id = await startedGame(players, {}, { timeControl, timeoutPolicy });
  const row = await env.DB.prepare("SELECT clocks, next_deadline, next_reminder, updated_at FROM games WHERE id = ?")
    .bind(id)
    .first<{ clocks: string; next_deadline: number; next_reminder: number; updated_at: number }>();
  const seatMap = await seatsOf(id);
  return {
    id,
    players,
    seatMap,
    startedAt: row?.updated_at ?? 0,
    clocks: JSON.parse(row?.clocks ?? "{}") as Record<string, { deadline?: number; late?: number; dropped?: boolean }>,
  };
}

const ctxAt = (now: number) => ({ db: openDb(env.DB), env, now });

async function logKinds(id: string) {
  const { results } = await env.DB.prepare("SELECT seq, kind, seat FROM moves WHERE game_id = ? ORDER BY seq")
    .bind(id)
    .all<{ seq: number; kind: string; seat: number }>();
  return results;
}

async function outboxKinds(id: string) {
  const { results } = await env.DB.prepare("SELECT kind, user_id, payload FROM outbox WHERE game_id = ? ORDER BY id")
    .bind(id)
    .all<{ kind: string; user_id: string; payload: string }>();
  return results;
}

describe("deadlines", () => {
  it("gives every seat of the simultaneous draft its own clock and lets the bot play each one that runs out", async () => {
    const g = await game(3, { kind: "perMove", days: 1 });
    expect(Object.values(g.clocks).map((c) => c.deadline)).toEqual([
      g.startedAt + DAY,
      g.startedAt + DAY,
      g.startedAt + DAY,
    ]);
    expect(await settleTimeouts(ctxAt(g.startedAt + DAY - 1), g.id)).toBe(0);
    expect(await settleTimeouts(ctxAt(g.startedAt + DAY + 1), g.id)).toBe(3);
    const log = await logKinds(g.id);
    expect(log.map((r) => r.kind)).toEqual(["timeout", "timeout", "timeout"]);
    expect(new Set(log.map((r) => r.seat))).toEqual(new Set([0, 1, 2]));
    const stored = await storedGame(g.id);
    const clocks = JSON.parse(
      (await env.DB.prepare("SELECT clocks FROM games WHERE id = ?").bind(g.id).first<{ clocks: string }>())?.clocks ??
        "{}",
    ) as Record<string, { late?: number; deadline?: number }>;
    expect(Object.values(clocks).map((c) => c.late)).toEqual([1, 1, 1]);
    // The draft moved on to its second step: everybody has a fresh day.
    expect(stored.to_act).toHaveLength(3);
    expect(Object.values(clocks).map((c) => c.deadline)).toEqual([1, 2, 3].map(() => g.startedAt + DAY + 1 + DAY));
    const notes = (await outboxKinds(g.id)).filter((n) => n.kind === "timedOut");
    expect(notes).toHaveLength(3);
    expect(JSON.parse(notes[0]?.payload ?? "{}")).toMatchObject({ policy: "bot" });
  });

  it("times out a sequential action for the one seat that must act", async () => {
    const g = await game(2, { kind: "perMove", days: 2 });
    // Both players draft at once through the bot, as if they had played.
    for (let i = 0; i < 4; i++) {
      const s = await storedGame(g.id);
      const seat = s.to_act[0] as number;
      const userId = g.seatMap.get(seat) ?? "";
      await submitMove(ctxAt(g.startedAt + i), userId, g.id, {
        version: s.version,
        idempotencyKey: `draft-${g.id}-${i}`,
        move: notreDame.botMove(s.state, seat),
      });
    }
    const before = await storedGame(g.id);
    expect((before.state as { phase: string }).phase).toBe("actions");
    const actor = before.to_act[0] as number;
    expect(await settleTimeouts(ctxAt(g.startedAt + 3 + 2 * DAY), g.id)).toBe(1);
    const last = (await logKinds(g.id)).at(-1);
    expect(last).toMatchObject({ kind: "timeout", seat: actor });
  });

  it("lets exactly one of a player's move and a racing timeout land", async () => {
    const g = await game(2, { kind: "perMove", days: 1 });
    const s = await storedGame(g.id);
    const seat = s.to_act[0] as number;
    const late = g.startedAt + DAY + 5;
    const [timeouts, played] = await Promise.all([
      settleTimeouts(ctxAt(late), g.id).catch(() => -1),
      submitMove(ctxAt(late), g.seatMap.get(seat) ?? "", g.id, {
        version: s.version,
        idempotencyKey: `race-${g.id}`,
        move: notreDame.legalMoves(s.state, seat)[0],
      }),
    ]);
    const log = await logKinds(g.id);
    expect(log.map((r) => r.seq)).toEqual(log.map((_, i) => i + 1));
    const forSeat = log.filter((r) => r.seat === seat);
    expect(forSeat).toHaveLength(1);
    expect(forSeat[0]?.kind === "move").toBe(played.ok);
    expect(timeouts).toBeGreaterThanOrEqual(0);
  });

  it("with the drop policy, plays the timed-out seat to the end of the game", async () => {
    const g = await game(2, { kind: "perMove", days: 1 }, "drop");
    const dropAt = g.startedAt + DAY + 1;
    await settleTimeouts(ctxAt(dropAt), g.id);
    // Both seats ran out at once, so the bot now plays the whole game for both.
    for (let i = 0; i < 20 && (await storedGame(g.id)).status === "active"; i++)
      await settleTimeouts(ctxAt(dropAt + i), g.id);
    const final = await storedGame(g.id);
    expect(final.status).toBe("finished");
    const notes = (await outboxKinds(g.id)).filter((n) => n.kind === "timedOut");
    expect(notes).toHaveLength(2); // told once each, not for every move the bot then makes
  });
});

describe("reminders", () => {
  it("sends the 24-, 4- and 1-hour reminders once each", async () => {
    const g = await game(2, { kind: "perMove", days: 2 });
    const deadline = g.startedAt + 2 * DAY;
    const reminders = async () => (await outboxKinds(g.id)).filter((n) => n.kind === "reminder");
    await sendReminders(ctxAt(deadline - 25 * HOUR));
    expect(await reminders()).toHaveLength(0);
    await sendReminders(ctxAt(deadline - 24 * HOUR));
    await sendReminders(ctxAt(deadline - 23 * HOUR));
    expect((await reminders()).map((r) => JSON.parse(r.payload).hoursLeft)).toEqual([24, 24]);
    await sendReminders(ctxAt(deadline - 4 * HOUR));
    await sendReminders(ctxAt(deadline - HOUR));
    await sendReminders(ctxAt(deadline - HOUR));
    expect((await reminders()).map((r) => JSON.parse(r.payload).hoursLeft)).toEqual([24, 24, 4, 4, 1, 1]);
  });

  it("counts every level on the clock but writes a reminder only for the levels the player wants", async () => {
    const g = await game(2, { kind: "perMove", days: 2 });
    const [picky, other] = g.players;
    const put = await call(picky?.cookie, "PUT", "/api/me/notifications", { reminders: [1, 24] });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { reminders: number[] }).reminders).toEqual([24, 1]);
    expect((await call(other?.cookie, "PUT", "/api/me/notifications", { reminders: [5] })).status).toBe(400);
    const deadline = g.startedAt + 2 * DAY;
    const levels = async (userId: string | undefined) =>
      (await outboxKinds(g.id))
        .filter((n) => n.kind === "reminder" && n.user_id === userId)
        .map((r) => JSON.parse(r.payload).hoursLeft as number);
    const reminded = async () => {
      const row = await env.DB.prepare("SELECT clocks FROM games WHERE id = ?").bind(g.id).first<{ clocks: string }>();
      return Object.values(JSON.parse(row?.clocks ?? "{}") as Record<string, { reminded?: number }>).map(
        (c) => c.reminded,
      );
    };
    await sendReminders(ctxAt(deadline - 24 * HOUR));
    await sendReminders(ctxAt(deadline - 4 * HOUR));
    expect(await reminded()).toEqual([2, 2]);
    await sendReminders(ctxAt(deadline - HOUR));
    expect(await reminded()).toEqual([3, 3]);
    expect(await levels(picky?.userId)).toEqual([24, 1]);
    expect(await levels(other?.userId)).toEqual([24, 4, 1]);
    // Nothing more is due: the clocks moved past every level, wanted or not.
    await sendReminders(ctxAt(deadline - HOUR / 2));
    expect(await levels(picky?.userId)).toEqual([24, 1]);
  });

  it("runs from the cron: the worker's scheduled() uses its scheduled time as now", async () => {
    const g = await game(2, { kind: "perMove", days: 1 });
    const controller = createScheduledController({ scheduledTime: g.startedAt + DAY + 60_000, cron: "* * * * *" });
    await worker.scheduled(controller, env);
    expect((await logKinds(g.id)).filter((r) => r.kind === "timeout")).toHaveLength(2);
  });

  it("makes at most MOVES_PER_RUN bot moves in one cron run, so a season's end of many dropped games keeps each run inside D1's query limit", {
    timeout: budget(15_000),
  }, async () => {
    const games: Awaited<ReturnType<typeof game>>[] = [];
    for (let i = 0; i < 10; i++) games.push(await game(2, { kind: "perMove", days: 1 }, "drop"));
    const dropAt = Math.max(...games.map((g) => g.startedAt)) + DAY + 1;
    const first = await runTimeouts(ctxAt(dropAt));
    expect(first).toBe(MOVES_PER_RUN);
    const logged = async () =>
      (await Promise.all(games.map((g) => logKinds(g.id)))).reduce((sum, log) => sum + log.length, 0);
    expect(await logged()).toBe(MOVES_PER_RUN);
    for (let run = 1; run < 20 && (await runTimeouts(ctxAt(dropAt + run))) > 0; run++);
    for (const g of games) expect((await storedGame(g.id)).status).toBe("finished");
  });
});
