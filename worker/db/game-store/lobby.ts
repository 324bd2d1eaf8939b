import { and, eq, sql, type SQL } from "drizzle-orm";
import { statement, type Db } from "../index.ts";
import { games, seats } from "../schema.ts";
import type { GameRow } from "./load.ts";
import { versionAfter, versionsChanged } from "./versions.ts";

/*
 * The lobby's writes. A started game's seats must be exactly its players, and D1 has no
 * interactive transactions, so every seat change is one batch that checks the game is still open
 * in the same statement that changes the seat, and bumps the version with it; the start's batch
 * is guarded on that version and on the seats it numbers.
 */

/** A new open game, its creator's seat and the seats of `others` (bots), in one batch. */
export async function insertGame(db: Db, game: typeof games.$inferInsert, now: number, others: readonly string[] = []) {
  const joined = [game.createdBy, ...others].map((userId, i) => ({ gameId: game.id, userId, joinedAt: now + i }));
  const version = versionAfter(db, game.id);
  const [, , read] = await db.$client.batch([
    statement(db, db.insert(games).values(game)),
    statement(db, db.insert(seats).values(joined)),
    version.statement,
  ]);
  version.hand(read);
}

/** Checked inside the very statement that changes a seat, so no start can come between the check and the change. */
const gameIsOpen = (gameId: string) =>
  sql`(SELECT ${games.status} FROM ${games} WHERE ${games.id} = ${gameId}) = 'open'`;

/** The version of an open game, bumped when `changed` holds (the batch's other write took effect). */
function bumpVersion(db: Db, gameId: string, now: number, changed: SQL) {
  return db
    .update(games)
    .set({ version: sql`${games.version} + 1`, updatedAt: now })
    .where(and(eq(games.id, gameId), eq(games.status, "open"), changed));
}

/** Adds a seat if the game is still open, has room and the user is not seated yet; the version moves with it. */
export async function insertSeatIfRoom(db: Db, gameId: string, userId: string, now: number): Promise<boolean> {
  const seatedNow = sql`EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${gameId} AND ${seats.userId} = ${userId} AND ${seats.joinedAt} = ${now})`;
  const version = versionAfter(db, gameId);
  const [inserted, , read] = await db.$client.batch([
    statement(
      db,
      sql`
      INSERT INTO ${seats} (game_id, user_id, joined_at)
      SELECT ${gameId}, ${userId}, ${now}
      WHERE ${gameIsOpen(gameId)}
        AND (SELECT COUNT(*) FROM ${seats} WHERE ${seats.gameId} = ${gameId}) < (SELECT ${games.seatCount} FROM ${games} WHERE ${games.id} = ${gameId})
        AND NOT EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${gameId} AND ${seats.userId} = ${userId})`,
    ),
    statement(db, bumpVersion(db, gameId, now, seatedNow)),
    version.statement,
  ]);
  version.hand(read);
  return inserted?.meta.changes === 1;
}

/** Removes a seat while the game is still open; the version moves with it. */
export async function deleteSeat(db: Db, gameId: string, userId: string, now: number): Promise<boolean> {
  const mine = and(eq(seats.gameId, gameId), eq(seats.userId, userId));
  const version = versionAfter(db, gameId);
  const [deleted, , read] = await db.$client.batch([
    statement(db, db.delete(seats).where(and(mine, gameIsOpen(gameId)))),
    statement(db, bumpVersion(db, gameId, now, sql`NOT EXISTS (SELECT 1 FROM ${seats} WHERE ${mine})`)),
    version.statement,
  ]);
  version.hand(read);
  return deleted?.meta.changes === 1;
}

/**
 * A lobby change outside the game's rows (an invitation), for the caller's batch: the open game's
 * version moves when `changed` holds, so the lobby's poll (a 304 while the version stands) sees it.
 * The caller's batch ends with `versionAfter`'s read (or is followed by `versionsChanged`, as
 * `cancelOpenGame`'s), so the game's version object hears of it.
 */
export function openGameChanged(db: Db, gameId: string, now: number, changed: SQL): D1PreparedStatement {
  return statement(db, bumpVersion(db, gameId, now, changed));
}

/** Cancels a game still open, when `when` holds too (the caller's own guard, for its batch). */
export function cancelOpenGame(db: Db, gameId: string, now: number, when: SQL = sql`1`): D1PreparedStatement {
  return statement(
    db,
    db
      .update(games)
      .set({ status: "cancelled", version: sql`${games.version} + 1`, updatedAt: now })
      .where(and(eq(games.id, gameId), eq(games.status, "open"), when)),
  );
}

/** Whether the game is still in its lobby: for a guard in another table's statement. */
export const gameStillOpen = (gameId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM ${games} WHERE ${games.id} = ${gameId} AND ${games.status} <> 'open')`;

/** What a start writes on the game row: the seed, the first state and the clocks. */
export type Start = Pick<
  GameRow,
  "state" | "toAct" | "clocks" | "nextDeadline" | "nextReminder" | "progress" | "botDue"
> & {
  seed: string;
};

/**
 * Starts an open game in one batch: the game row, the seat numbers, and `alongside` (the
 * notifications), which the caller guards with `won`. The game row changes only if nothing
 * changed since the caller read it (its version) and its seats are exactly `order`; the seats
 * and the caller's writes follow only if the game now carries this start's seed, so a start that
 * lost its race writes nothing at all. Answers whether this start took effect.
 */
export async function startOpenGame(
  db: Db,
  game: Pick<GameRow, "id" | "version">,
  order: readonly string[],
  start: Start,
  now: number,
  alongside: (won: SQL) => D1PreparedStatement[],
): Promise<boolean> {
  const seatOrder = JSON.stringify(order);
  const seatsAreTheOrder = sql`(SELECT COUNT(*) FROM ${seats} WHERE ${seats.gameId} = ${game.id}) = ${order.length}
    AND (SELECT COUNT(*) FROM ${seats} WHERE ${seats.gameId} = ${game.id} AND ${seats.userId} IN (SELECT value FROM json_each(${seatOrder}))) = ${order.length}`;
  const won = sql`(SELECT ${games.seed} FROM ${games} WHERE ${games.id} = ${game.id}) = ${start.seed}`;
  const version = versionAfter(db, game.id);
  const results = await db.$client.batch([
    statement(
      db,
      db
        .update(games)
        .set({ ...start, status: "active", version: game.version + 1, updatedAt: now })
        .where(and(eq(games.id, game.id), eq(games.version, game.version), eq(games.status, "open"), seatsAreTheOrder)),
    ),
    statement(
      db,
      db
        .update(seats)
        .set({ seat: sql`(SELECT key FROM json_each(${seatOrder}) WHERE value = ${seats.userId})` })
        .where(and(eq(seats.gameId, game.id), won)),
    ),
    ...alongside(won),
    version.statement,
  ]);
  version.hand(results.at(-1));
  return results[0]?.meta.changes === 1;
}

/**
 * A league game's lobby: the game row (its first player as creator) and every seat, each insert
 * ignored when already there, so a second run (or a crash in between) writes nothing twice.
 */
export async function insertLeagueLobby(
  db: Db,
  game: {
    id: string;
    type: string;
    rulesVersion: number;
    options: unknown;
    seatCount: number;
    inviteCode: string;
    timeControl: unknown;
    now: number;
  },
  players: readonly string[],
) {
  const run = (query: string, ...params: unknown[]) => db.$client.prepare(query).bind(...params);
  const results = await db.$client.batch([
    run(
      `INSERT OR IGNORE INTO games (id, type, rules_version, options, seat_count, visibility, invite_code, status, created_by, time_control, timeout_policy, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'public', ?6, 'open', ?7, ?8, 'bot', ?9, ?9)`,
      game.id,
      game.type,
      game.rulesVersion,
      JSON.stringify(game.options),
      game.seatCount,
      game.inviteCode,
      players[0] ?? "",
      JSON.stringify(game.timeControl),
      game.now,
    ),
    run(
      `INSERT OR IGNORE INTO seats (game_id, user_id, joined_at)
       SELECT ?1, value, ?2 + key FROM json_each(?3) WHERE (SELECT status FROM games WHERE id = ?1) = 'open'`,
      game.id,
      game.now,
      JSON.stringify(players),
    ),
  ]);
  await versionsChanged(db, [game.id]);
  return results;
}
