import * as z from "zod";
import type { Seat } from "../games/contract.ts";
import { afterWeekdayTime, weekdayTime } from "./calendar.ts";

/** A game's time control: days per move, or a bank of days; the cron's deadline sweep enforces it (timeouts.ts). */
export const timeControl = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("perMove"), days: z.union([1, 2, 3, 5, 7, 10, 14].map((d) => z.literal(d))) }),
  z.strictObject({
    kind: z.literal("bank"),
    initialDays: z.int().min(1).max(60),
    addDays: z.int().min(0).max(14),
    capDays: z.int().min(1).max(90),
    weekendPause: z.boolean().default(false),
  }),
]);

export type TimeControl = z.infer<typeof timeControl>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Reminders before a deadline, nearest last. */
export const REMINDER_HOURS = [24, 4, 1] as const;
export type ReminderHour = (typeof REMINDER_HOURS)[number];

/** The reminder levels a player stored (`users.reminder_hours`), unknown values dropped, in the order of REMINDER_HOURS. */
export function wantedReminders(stored: readonly number[]): ReminderHour[] {
  return REMINDER_HOURS.filter((h) => stored.includes(h));
}

/**
 * One seat's clock. `since`/`deadline` are set while the seat must act; `bank` is the time left
 * in a bank time control; `reminded` counts the reminders already due for this deadline.
 */
export type SeatClock = {
  since?: number;
  deadline?: number;
  bank?: number;
  reminded?: number;
  late?: number;
  dropped?: boolean;
};
export type Clocks = Record<string, SeatClock>;

/** What a seat's clock needs to know of its player: the time zone, and the end of a vacation under way. */
export type ClockPlayer = { zone: string; awayUntil?: number | null };

function weekendPause(control: TimeControl): boolean {
  return control.kind === "bank" && control.weekendPause;
}

function deadlineFor(control: TimeControl, clock: SeatClock, now: number, zone: string): number {
  if (control.kind === "perMove") return now + control.days * DAY;
  const bank = clock.bank ?? control.initialDays * DAY;
  return weekendPause(control) ? afterWeekdayTime(now, bank, zone) : now + bank;
}

/** How many reminder levels have fallen due by `at` (a clock starts with those already past: a one-day move needs no 24-hour reminder). */
export function remindersReached(deadline: number, at: number): number {
  return REMINDER_HOURS.filter((h) => deadline - h * HOUR <= at).length;
}

/**
 * The clocks after a move: the mover's turn ends (a bank is charged for the time used, weekends
 * excepted where paused, then credited and capped), every seat that must act now and did not
 * before (or is the mover again) starts a new turn. Each pending seat has its own clock, so a
 * simultaneous step times out seat by seat. Time before `since` (a vacation) is never charged.
 */
export function advanceClocks(
  control: TimeControl,
  clocks: Clocks,
  before: readonly Seat[],
  after: readonly Seat[],
  mover: Seat | undefined,
  now: number,
  playerOf: (seat: Seat) => ClockPlayer,
): Clocks {
  const next: Clocks = {};
  const seats = new Set([...Object.keys(clocks).map(Number), ...before, ...after]);
  for (const seat of seats) {
    const old = clocks[seat] ?? {};
    let clock: SeatClock = { ...old };
    const ended = before.includes(seat) && (!after.includes(seat) || seat === mover);
    if (ended && old.since !== undefined) {
      if (control.kind === "bank") {
        const used =
          old.since >= now
            ? 0
            : weekendPause(control)
              ? weekdayTime(old.since, now, playerOf(seat).zone)
              : now - old.since;
        const bank = Math.max(0, (old.bank ?? control.initialDays * DAY) - used);
        clock.bank = Math.min(control.capDays * DAY, bank + control.addDays * DAY);
      }
      clock = { ...clock, since: undefined, deadline: undefined, reminded: undefined };
    }
    if (after.includes(seat) && (ended || !before.includes(seat))) {
      // A turn that begins during the player's vacation starts when the vacation ends.
      const { zone, awayUntil } = playerOf(seat);
      const start = Math.max(now, awayUntil ?? 0);
      const deadline = deadlineFor(control, clock, start, zone);
      clock = { ...clock, since: start, deadline, reminded: remindersReached(deadline, start) };
    }
    next[seat] = Object.fromEntries(Object.entries(clock).filter(([, v]) => v !== undefined));
  }
  return next;
}

/**
 * The clocks after an undo. Every seat whose turn the undone move ended or began (its mover among
 * them) gets back its clock from before that move (`before`: deadline, bank and reminders alike),
 * so taking a move back buys no time and charges nobody for a turn that never was; every other
 * seat keeps its clock as it is now (a reminder sent meanwhile stays sent). `toActBefore`: the
 * seats to act before the undone move (and after its undo); `toActAfter`: after it.
 */
export function restoredClocks(
  before: Clocks,
  now: Clocks,
  toActBefore: readonly Seat[],
  toActAfter: readonly Seat[],
  mover: Seat,
): Clocks {
  const changed = (seat: Seat) => seat === mover || toActBefore.includes(seat) !== toActAfter.includes(seat);
  const seats = new Set([...Object.keys(before), ...Object.keys(now)].map(Number));
  return Object.fromEntries([...seats].map((seat) => [seat, (changed(seat) ? before[seat] : now[seat]) ?? {}]));
}

/** The earliest deadline among the seats (a dropped seat is due at once). */
export function nextDeadline(clocks: Clocks, now: number): number | null {
  const due = Object.values(clocks).flatMap((c) => (c.deadline === undefined ? [] : [c.dropped ? now : c.deadline]));
  return due.length ? Math.min(...due) : null;
}

/** When the next reminder falls due, for the cron's indexed sweep. */
export function nextReminder(clocks: Clocks): number | null {
  const due = Object.values(clocks).flatMap((c) => {
    const level = c.reminded ?? 0;
    const hours = REMINDER_HOURS[level];
    return c.deadline === undefined || c.dropped || hours === undefined ? [] : [c.deadline - hours * HOUR];
  });
  return due.length ? Math.min(...due) : null;
}

/** Seats whose reminder is due now, with the hours left before their deadline. */
export function dueReminders(clocks: Clocks, now: number): { seat: Seat; hoursLeft: number; deadline: number }[] {
  return Object.entries(clocks).flatMap(([seat, c]) => {
    const hours = REMINDER_HOURS[c.reminded ?? 0];
    if (c.deadline === undefined || c.dropped || hours === undefined || c.deadline - hours * HOUR > now) return [];
    return [{ seat: Number(seat), hoursLeft: hours, deadline: c.deadline }];
  });
}

/** Seats whose time ran out (or that were dropped and must be played for). */
export function dueSeats(clocks: Clocks, toAct: readonly Seat[], now: number): Seat[] {
  return toAct.filter((seat) => {
    const c = clocks[seat];
    return c?.dropped || (c?.deadline !== undefined && c.deadline <= now);
  });
}
