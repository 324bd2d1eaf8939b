import { findUser, type User } from "../db/accounts.ts";
import { storeOf } from "../db/game-store/index.ts";
import { activeGamesOf, saveAutoVacation, setVacation } from "../db/vacation.ts";
import type { UseCaseContext } from "../context.ts";
import { nextDeadline, nextReminder, remindersReached, type Clocks } from "./clock.ts";
import { fail, ok, type Result } from "./result.ts";

const DAY = 24 * 3_600_000;

/** Every account starts with 10 days, earns one a week, and keeps at most 30 (CHOSEN). */
export const VACATION = { cap: 30, earnEvery: 7 * DAY } as const;

/** Banked vacation days now: the stored balance plus what accrued since, capped. */
export function vacationBalance(
  user: Pick<User, "vacationDays" | "vacationAccruedAt" | "createdAt">,
  now: number,
): number {
  const since = user.vacationAccruedAt || user.createdAt;
  return Math.min(VACATION.cap, user.vacationDays + Math.max(0, now - since) / VACATION.earnEvery);
}

/** A seat's clock pushed back by `by` milliseconds: deadline and start alike, so a bank is not charged for it. */
export function postponed(clock: Clocks[string], by: number, now: number): Clocks[string] {
  if (clock.deadline === undefined) return clock;
  const deadline = clock.deadline + by;
  return { ...clock, deadline, since: (clock.since ?? now) + by, reminded: remindersReached(deadline, now) };
}

/** Pushes the user's deadlines in every active game back by `by` (a move racing it wins; the push retries). */
async function postponeEverywhere(ctx: UseCaseContext, userId: string, by: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    let missed = 0;
    for (const game of await activeGamesOf(ctx.db, userId)) {
      const clocks = game.clocks as Clocks;
      const mine = game.seat === null ? undefined : clocks[game.seat];
      if (game.seat === null || !mine?.deadline) continue;
      const next = { ...clocks, [game.seat]: postponed(mine, by, ctx.now) };
      const { set } = await storeOf(ctx).setClocks(game, next, {
        nextDeadline: game.toAct.length ? nextDeadline(next, ctx.now) : null,
        nextReminder: game.toAct.length ? nextReminder(next) : null,
      });
      if (!set) missed++;
    }
    if (missed === 0) return;
  }
}

export type VacationStatus = { days: number; until: number | null; auto: boolean };

export async function vacationStatus(ctx: UseCaseContext, userId: string): Promise<Result<VacationStatus>> {
  const user = await findUser(ctx.db, userId);
  if (!user) return fail("NOT_FOUND");
  const until = user.vacationUntil && user.vacationUntil > ctx.now ? user.vacationUntil : null;
  return ok({ days: Math.floor(vacationBalance(user, ctx.now) * 10) / 10, until, auto: user.autoVacation });
}

/** Starts (or lengthens) a vacation: every clock of the player stops for that many days. */
export async function startVacation(
  ctx: UseCaseContext,
  userId: string,
  days: number,
): Promise<Result<VacationStatus>> {
  const user = await findUser(ctx.db, userId);
  if (!user) return fail("NOT_FOUND");
  const balance = vacationBalance(user, ctx.now);
  if (days > balance) return fail("NOT_ENOUGH_VACATION", { params: { want: days, have: Math.floor(balance) } });
  const from = Math.max(ctx.now, user.vacationUntil ?? 0);
  await setVacation(ctx.db, userId, {
    vacationDays: balance - days,
    vacationAccruedAt: ctx.now,
    vacationUntil: from + days * DAY,
  });
  await postponeEverywhere(ctx, userId, days * DAY);
  return vacationStatus(ctx, userId);
}

/** Ends a vacation early: the whole days not used go back to the bank; deadlines already moved stay. */
export async function endVacation(ctx: UseCaseContext, userId: string): Promise<Result<VacationStatus>> {
  const user = await findUser(ctx.db, userId);
  if (!user) return fail("NOT_FOUND");
  const left =
    user.vacationUntil && user.vacationUntil > ctx.now ? Math.floor((user.vacationUntil - ctx.now) / DAY) : 0;
  await setVacation(ctx.db, userId, {
    vacationDays: Math.min(VACATION.cap, vacationBalance(user, ctx.now) + left),
    vacationAccruedAt: ctx.now,
    vacationUntil: null,
  });
  return vacationStatus(ctx, userId);
}

export async function setAutoVacation(
  ctx: UseCaseContext,
  userId: string,
  auto: boolean,
): Promise<Result<VacationStatus>> {
  await saveAutoVacation(ctx.db, userId, auto);
  return vacationStatus(ctx, userId);
}
