import { describe, expect, it } from "vitest";
import { afterWeekdayTime, weekdayTime } from "../../worker/match/calendar.ts";
import {
  advanceClocks,
  dueReminders,
  dueSeats,
  nextDeadline,
  nextReminder,
  restoredClocks,
  type Clocks,
} from "../../worker/match/clock.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const utc = (iso: string) => Date.parse(iso);
const zone = (z: string) => () => ({ zone: z });

describe("days per move", () => {
  const control = { kind: "perMove", days: 3 } as const;
  it("gives every seat that must act its own deadline, and clears the mover's", () => {
    const now = utc("2026-11-02T10:00:00Z");
    const start = advanceClocks(control, {}, [], [0, 1, 2], undefined, now, zone("UTC"));
    expect(start["1"]?.deadline).toBe(now + 3 * DAY);
    const later = advanceClocks(control, start, [0, 1, 2], [1, 2], 0, now + HOUR, zone("UTC"));
    expect(later["0"]?.deadline).toBeUndefined();
    expect(later["1"]?.deadline).toBe(now + 3 * DAY);
    expect(nextDeadline(later, now)).toBe(now + 3 * DAY);
  });

  it("restarts the mover's clock when the mover must act again", () => {
    const now = utc("2026-11-02T10:00:00Z");
    const start = advanceClocks(control, {}, [], [0], undefined, now, zone("UTC"));
    const again = advanceClocks(control, start, [0], [0], 0, now + 5 * HOUR, zone("UTC"));
    expect(again["0"]?.deadline).toBe(now + 5 * HOUR + 3 * DAY);
  });
});

describe("bank", () => {
  const control = { kind: "bank", initialDays: 5, addDays: 1, capDays: 5, weekendPause: false } as const;
  it("charges the time used, credits the days per move, caps the bank", () => {
    const now = utc("2026-11-02T00:00:00Z");
    let clocks = advanceClocks(control, {}, [], [0], undefined, now, zone("UTC"));
    expect(clocks["0"]?.deadline).toBe(now + 5 * DAY);
    clocks = advanceClocks(control, clocks, [0], [1], 0, now + 2 * DAY, zone("UTC"));
    expect(clocks["0"]?.bank).toBe(4 * DAY);
    clocks = advanceClocks(control, clocks, [1], [0], 1, now + 2 * DAY + HOUR, zone("UTC"));
    expect(clocks["1"]?.bank).toBe(5 * DAY); // 5 days - 1 hour + 1 day, capped at 5
    expect(clocks["0"]?.deadline).toBe(now + 2 * DAY + HOUR + 4 * DAY);
    clocks = advanceClocks(control, clocks, [0], [1], 0, now + 2 * DAY + 2 * HOUR, zone("UTC"));
    expect(clocks["0"]?.bank).toBe(5 * DAY - HOUR);
  });
});

describe("weekend pause in the player's own time zone", () => {
  const control = { kind: "bank", initialDays: 2, addDays: 0, capDays: 10, weekendPause: true } as const;
  it("does not count Saturday and Sunday, local time", () => {
    // Friday 2026-11-06 12:00 in Prague (UTC+1): 12 hours left on Friday, then the weekend.
    const from = utc("2026-11-06T11:00:00Z");
    const clocks = advanceClocks(control, {}, [], [0], undefined, from, zone("Europe/Prague"));
    // 2 days of weekday time: 12 h Friday + 24 h Monday + 12 h Tuesday → Tuesday 12:00 Prague.
    expect(clocks["0"]?.deadline).toBe(utc("2026-11-10T11:00:00Z"));
  });

  it("counts the same instants differently in another zone", () => {
    const from = utc("2026-11-06T11:00:00Z"); // Friday 03:00 in Los Angeles
    expect(afterWeekdayTime(from, 2 * DAY, "America/Los_Angeles")).toBe(utc("2026-11-10T11:00:00Z"));
    // Los Angeles: Friday 03:00 → Saturday 00:00 is 21 h; Monday 00:00 → Tuesday 03:00 is 27 h.
    expect(weekdayTime(from, utc("2026-11-10T11:00:00Z"), "America/Los_Angeles")).toBe(48 * HOUR);
    expect(weekdayTime(utc("2026-11-07T12:00:00Z"), utc("2026-11-08T12:00:00Z"), "Asia/Tokyo")).toBe(0);
  });

  it("keeps a weekend 48 hours long across a daylight-saving change", () => {
    // Europe: summer time ends on Sunday 2026-10-25 (the weekend has 49 real hours).
    const friday = utc("2026-10-23T10:00:00Z"); // 12:00 in Prague (UTC+2)
    const monday = utc("2026-10-26T11:00:00Z"); // 12:00 in Prague (UTC+1)
    expect(weekdayTime(friday, monday, "Europe/Prague")).toBe(24 * HOUR);
    // US: summer time starts on Sunday 2026-03-08 (a 47-hour weekend).
    const usFriday = utc("2026-03-06T20:00:00Z"); // 12:00 in Los Angeles (UTC-8)
    const usMonday = utc("2026-03-09T19:00:00Z"); // 12:00 in Los Angeles (UTC-7)
    expect(weekdayTime(usFriday, usMonday, "America/Los_Angeles")).toBe(24 * HOUR);
  });
});

describe("reminders and timeouts", () => {
  it("falls due 24, 4 and 1 hours before the deadline, each once, skipping those already past", () => {
    const now = utc("2026-11-02T00:00:00Z");
    let clocks: Clocks = advanceClocks({ kind: "perMove", days: 2 }, {}, [], [0], undefined, now, zone("UTC"));
    const deadline = now + 2 * DAY;
    expect(nextReminder(clocks)).toBe(deadline - 24 * HOUR);
    expect(dueReminders(clocks, deadline - 25 * HOUR)).toEqual([]);
    expect(dueReminders(clocks, deadline - 24 * HOUR)).toEqual([{ seat: 0, hoursLeft: 24, deadline }]);
    clocks = { 0: { ...clocks["0"], reminded: 1 } };
    expect(nextReminder(clocks)).toBe(deadline - 4 * HOUR);
    clocks = { 0: { ...clocks["0"], reminded: 3 } };
    expect(nextReminder(clocks)).toBeNull();
    const short = advanceClocks({ kind: "perMove", days: 1 }, {}, [], [0], undefined, now, zone("UTC"));
    expect(short["0"]?.reminded).toBe(1); // a one-day move starts with its 24-hour reminder spent
  });

  it("finds the seats whose time ran out and the dropped ones", () => {
    const clocks: Clocks = { 0: { deadline: 100 }, 1: { deadline: 300 }, 2: { dropped: true, deadline: 900 } };
    expect(dueSeats(clocks, [0, 1, 2], 200)).toEqual([0, 2]);
    expect(nextDeadline(clocks, 50)).toBe(50);
  });
});

describe("undo", () => {
  it("puts back the clocks of the seats whose turn the move ended or began, and keeps the others' as they are now", () => {
    const control = { kind: "perMove", days: 3 } as const;
    const now = utc("2026-11-02T10:00:00Z");
    // The plague asks seats 0 and 1; seat 0 chooses, and its choice lets seat 2 act too.
    const before = advanceClocks(control, {}, [], [0, 1], undefined, now, zone("UTC"));
    const moved = advanceClocks(control, before, [0, 1], [1, 2], 0, now + HOUR, zone("UTC"));
    // Seat 1's 24-hour reminder went out meanwhile.
    const reminded: Clocks = { ...moved, "1": { ...moved["1"], reminded: 1 } };
    const undone = restoredClocks(before, reminded, [0, 1], [1, 2], 0);
    expect(undone).toEqual({ "0": before["0"], "1": reminded["1"], "2": {} });
    expect(nextDeadline(undone, now + 2 * HOUR)).toBe(now + 3 * DAY);
  });
});
