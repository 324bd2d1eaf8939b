import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { statement, type Db } from "../index.ts";
import { games, seats, users } from "../schema.ts";
import type { GameRow } from "./load.ts";
import { versionAfter } from "./versions.ts";

/** A started game's page changed without a move: open tabs' polls see it (`games.revision`). */
const revised = { revision: sql`${games.revision} + 1` };

/** When the game's seats are next due (`nextDeadline`) and next reminded (`nextReminder`), for the cron's indexed sweeps. */
export type Due = Pick<GameRow, "nextDeadline" | "nextReminder">;

/**
 * New clocks for a game, only if no move changed it meanwhile, with `alongside` in the same batch
 * (whatever the clocks are set for). Answers whether they were set, and what `alongside` did.
 */
export async function setClocks(
  db: Db,
  game: Pick<GameRow, "id" | "version">,
  clocks: unknown,
  due: Due,
  alongside: readonly D1PreparedStatement[] = [],
): Promise<{ set: boolean; alongside: readonly D1Result[] }> {
  const update = db
    .update(games)
    .set({ clocks, ...due, ...revised })
    .where(and(eq(games.id, game.id), eq(games.version, game.version)));
  const version = versionAfter(db, game.id);
  const [set, ...rest] = await db.$client.batch([statement(db, update), ...alongside, version.statement]);
  if (set?.meta.changes === 1) version.hand(rest.at(-1));
  return { set: set?.meta.changes === 1, alongside: rest.slice(0, -1) };
}

/**
 * Records sent reminders: the clocks and the next reminder time and, from `alongside`, the
 * reminders themselves, which the caller guards with `unchanged`; all only if no move changed
 * the game meanwhile (then the next sweep looks again).
 */
export async function recordReminders(
  db: Db,
  game: Pick<GameRow, "id" | "version">,
  clocks: unknown,
  nextReminder: number | null,
  alongside: (unchanged: SQL) => D1PreparedStatement[],
): Promise<boolean> {
  const unchanged = sql`${games.id} = ${game.id} AND ${games.version} = ${game.version}`;
  const [updated] = await db.$client.batch([
    statement(db, db.update(games).set({ clocks, nextReminder }).where(unchanged)),
    ...alongside(sql`EXISTS (SELECT 1 FROM ${games} WHERE ${unchanged})`),
  ]);
  return updated?.meta.changes === 1;
}

/** Active games with a deadline or a reminder due, by their indexes. */
export function gamesDue(db: Db, column: "deadline" | "reminder" | "bot", now: number, limit: number) {
  const due = { deadline: games.nextDeadline, reminder: games.nextReminder, bot: games.botDue }[column];
  return db
    .select({ id: games.id })
    .from(games)
    .where(and(sql`${due} <= ${now}`, eq(games.status, "active")))
    .orderBy(asc(due))
    .limit(limit)
    .all();
}

/**
 * Takes over a bot chain nobody plays (its move `stalledBefore` overdue): its due time becomes
 * `now`, so of many polls seeing it at once only one wins, and the next ones see a live chain.
 */
export async function claimStalledBots(db: Db, gameId: string, stalledBefore: number, now: number): Promise<boolean> {
  const version = versionAfter(db, gameId);
  const [claimed, read] = await db.$client.batch([
    statement(
      db,
      db
        .update(games)
        .set({ botDue: now })
        .where(and(eq(games.id, gameId), eq(games.status, "active"), sql`${games.botDue} < ${stalledBefore}`)),
    ),
    version.statement,
  ]);
  if (claimed?.meta.changes !== 1) return false;
  version.hand(read);
  return true;
}

/**
 * A new revision of every active game the user sits at (their tables and lists name who is away),
 * for the caller's batch; it returns their ids, for `versionsChanged` after it (`changedIds`).
 */
export function reviseGamesOf(db: Db, userId: string): D1PreparedStatement {
  return statement(
    db,
    db
      .update(games)
      .set(revised)
      .where(
        and(
          eq(games.status, "active"),
          inArray(games.id, db.select({ id: seats.gameId }).from(seats).where(eq(seats.userId, userId))),
        ),
      )
      .returning({ id: games.id }),
  );
}

/**
 * Hands every person's seat of the games `ids` selects to the bot, due now, when `when` holds
 * (the caller's guard, for its batch): the cron's deadline sweep then plays them to the end. A bot
 * seat gets no clock (it never times out): the sweep plays it in turn, as a bot's move. It returns
 * the games' ids, for `versionsChanged` after the batch (`changedIds`).
 */
export function dropEverySeat(db: Db, ids: SQL, when: SQL, now: number): D1PreparedStatement {
  return statement(
    db,
    sql`UPDATE ${games} SET
         clocks = (SELECT json_group_object(s.seat, json_set(json(coalesce(json_extract(games.clocks, '$."' || s.seat || '"'), '{}')), '$.dropped', json('true')))
                   FROM ${seats} s JOIN ${users} u ON u.id = s.user_id WHERE s.game_id = games.id AND u.bot IS NULL),
         next_deadline = ${now}, next_reminder = NULL, revision = revision + 1, updated_at = ${now}
       WHERE id IN (${ids}) AND ${when}
       RETURNING id`,
  );
}
