import { and, eq, inArray, sql } from "drizzle-orm";
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

/** A started game's page changed without a move: open tabs' polls see it (`games.revision`). */
const revised = { revision: sql`${games.revision} + 1` };

/** New clocks for a game, only if no move changed it meanwhile. */
export async function saveClocks(
  db: Db,
  game: { id: string; version: number },
  clocks: unknown,
  nextDeadline: number | null,
  nextReminder: number | null,
): Promise<boolean> {
  const result = await db
    .update(games)
    .set({ clocks, nextDeadline, nextReminder, ...revised })
    .where(and(eq(games.id, game.id), eq(games.version, game.version)))
    .run();
  return result.meta.changes === 1;
}

/**
 * Starts or ends a vacation: the balance and the date, and in the same batch a new revision of
 * every active game of the player, whose tables and lists name who is away.
 */
export function setVacation(
  db: Db,
  userId: string,
  fields: Pick<typeof users.$inferSelect, "vacationDays" | "vacationAccruedAt" | "vacationUntil">,
) {
  return db.batch([
    db.update(users).set(fields).where(eq(users.id, userId)),
    db
      .update(games)
      .set(revised)
      .where(
        and(
          eq(games.status, "active"),
          inArray(games.id, db.select({ id: seats.gameId }).from(seats).where(eq(seats.userId, userId))),
        ),
      ),
  ]);
}

export function saveAutoVacation(db: Db, userId: string, autoVacation: boolean) {
  return db.update(users).set({ autoVacation }).where(eq(users.id, userId)).run();
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
    db
      .update(games)
      .set({ clocks, nextDeadline, nextReminder, ...revised })
      .where(and(eq(games.id, game.id), eq(games.version, game.version))),
  ]);
  return spent.meta.changes === 1;
}
