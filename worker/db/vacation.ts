import { and, eq } from "drizzle-orm";
import { changedIds, reviseGamesOf, setClocks, versionsChanged, type Due } from "./game-store/index.ts";
import { statement, type Db } from "./index.ts";
import { games, seats, users } from "./schema.ts";

/** The user's active games with the user's seat and the clocks, for moving deadlines (a list of the games' summaries). */
export function activeGamesOf(db: Db, userId: string) {
  return db
    .select({ id: games.id, version: games.version, clocks: games.clocks, toAct: games.toAct, seat: seats.seat })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(eq(seats.userId, userId), eq(games.status, "active")))
    .all();
}

/**
 * Starts or ends a vacation: the balance and the date, and in the same batch a new revision of
 * every active game of the player, whose tables and lists name who is away.
 */
export async function setVacation(
  db: Db,
  userId: string,
  fields: Pick<typeof users.$inferSelect, "vacationDays" | "vacationAccruedAt" | "vacationUntil">,
) {
  const [, revised] = await db.$client.batch([
    statement(db, db.update(users).set(fields).where(eq(users.id, userId))),
    reviseGamesOf(db, userId),
  ]);
  await versionsChanged(db, changedIds(revised));
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
  due: Due,
): Promise<boolean> {
  const spend = db
    .update(users)
    .set({ vacationDays: balance.after, vacationAccruedAt: balance.now })
    .where(and(eq(users.id, userId), eq(users.vacationDays, balance.before)));
  const {
    alongside: [spent],
  } = await setClocks(db, game, clocks, due, [statement(db, spend)]);
  return spent?.meta.changes === 1;
}
