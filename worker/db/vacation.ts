import { and, eq } from "drizzle-orm";
import type { Db } from "./index.ts";
import { games, seats, users } from "./schema.ts";

/** The user's active games with the user's seat and the clocks, for moving deadlines. */
export function activeGamesOf(db: Db, userId: string) {
  return db
    .select({ id: games.id, version: games.version, clocks: games.clocks, toAct: games.toAct, seat: seats.seat })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(eq(seats.userId, userId), eq(games.status, "active")))
    .all();
}

/** New clocks for a game, only if no move changed it meanwhile. */
export async function saveClocks(db: Db, game: { id: string; version: number }, clocks: unknown, nextDeadline: number | null, nextReminder: number | null): Promise<boolean> {
  const result = await db
    .update(games)
    .set({ clocks, nextDeadline, nextReminder })
    .where(and(eq(games.id, game.id), eq(games.version, game.version)))
    .run();
  return result.meta.changes === 1;
}

export function setVacation(db: Db, userId: string, fields: Partial<Pick<typeof users.$inferSelect, "vacationDays" | "vacationAccruedAt" | "vacationUntil" | "autoVacation">>) {
  return db.update(users).set(fields).where(eq(users.id, userId)).run();
}

/** One vacation day spent against a timeout: the user's balance and the game's clocks in one batch. */
export async function spendVacationDay(
  db: Db,
  userId: string,
  balance: { before: number; after: number; now: number },
  game: { id: string; version: number },
  clocks: unknown,
  nextDeadline: number | null,
  nextReminder: number | null,
): Promise<boolean> {
  const [spent] = await db.batch([
    db
      .update(users)
      .set({ vacationDays: balance.after, vacationAccruedAt: balance.now })
      .where(and(eq(users.id, userId), eq(users.vacationDays, balance.before))),
    db.update(games).set({ clocks, nextDeadline, nextReminder }).where(and(eq(games.id, game.id), eq(games.version, game.version))),
  ]);
  return spent.meta.changes === 1;
}
