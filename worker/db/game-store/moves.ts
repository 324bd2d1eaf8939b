import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import { isUniqueViolation, placeholders, prepared, preparedWrite, type Db } from "../index.ts";
import { games, moves } from "../schema.ts";
import type { GameRow } from "./load.ts";
import { versionAfter } from "./versions.ts";

type NewMove = typeof moves.$inferInsert;

/** What a move makes of the game row: the new snapshot and what the lists and the cron index. */
export type Snapshot = Pick<
  GameRow,
  "state" | "toAct" | "status" | "outcome" | "undoSeat" | "clocks" | "nextDeadline" | "nextReminder"
> & { progress?: GameRow["progress"]; undoClocks?: GameRow["undoClocks"]; botDue?: GameRow["botDue"] };

/** A move to append: its log row, at the version the writer read, with the snapshot it leads to. */
export type Append = {
  move: NewMove;
  expectedVersion: number;
  snapshot: Snapshot;
  now: number;
  /** Writes that land with the move or not at all (its notifications, a finishing move's ratings), in this order. */
  alongside?: readonly D1PreparedStatement[];
};

/** Committed; or lost, nothing written (`keyTaken`: the request's idempotency key is in the log already). */
export type Appended = { committed: true } | { committed: false; keyTaken: boolean };

const MOVE_COLUMNS = [
  "gameId",
  "seq",
  "kind",
  "seat",
  "userId",
  "move",
  "events",
  "undoable",
  "idempotencyKey",
  "createdAt",
] as const;
const insertMove = preparedWrite<Required<NewMove>>((db) => db.insert(moves).values(placeholders(moves, MOVE_COLUMNS)));

const MOVE_UPDATE_COLUMNS = [
  "state",
  "toAct",
  "status",
  "outcome",
  "progress",
  "undoSeat",
  "undoClocks",
  "clocks",
  "nextDeadline",
  "nextReminder",
  "botDue",
  "version",
  "moveCount",
  "updatedAt",
] as const;
const updateGameAfterMove = preparedWrite<
  Snapshot & Pick<GameRow, "id" | "version" | "moveCount" | "updatedAt"> & { expectedVersion: number }
>((db) =>
  db
    .update(games)
    .set(placeholders(games, MOVE_UPDATE_COLUMNS))
    .where(and(eq(games.id, sql.placeholder("id")), eq(games.version, sql.placeholder("expectedVersion")))),
);

/**
 * A move is one batch, its SQL built once: the log row (its primary key (game, seq) makes a
 * racing second writer fail and roll the batch back, and so does an idempotency key used
 * before), the game row guarded by its version, then the writes that go with the move.
 */
export async function appendMove(
  db: Db,
  { move, expectedVersion, snapshot, now, alongside = [] }: Append,
): Promise<Appended> {
  const version = versionAfter(db, move.gameId);
  try {
    const [, written, ...rest] = await db.$client.batch([
      insertMove(db, {
        ...move,
        seat: move.seat ?? null,
        userId: move.userId ?? null,
        idempotencyKey: move.idempotencyKey ?? null,
      }),
      updateGameAfterMove(db, {
        ...snapshot,
        progress: snapshot.progress ?? null,
        undoClocks: snapshot.undoClocks ?? null,
        botDue: snapshot.botDue ?? null,
        id: move.gameId,
        version: expectedVersion + 1,
        moveCount: move.seq,
        updatedAt: now,
        expectedVersion,
      }),
      ...alongside,
      version.statement,
    ]);
    if (written?.meta.changes !== 1) throw new Error(`game ${move.gameId} changed outside the move log`);
    version.hand(rest.at(-1));
    return { committed: true };
  } catch (error) {
    // SQLite names the failed index's columns: the key's violation says "idempotency_key".
    if (isUniqueViolation(error)) return { committed: false, keyTaken: isUniqueViolation(error, "idempotency") };
    throw error;
  }
}

/** An append that lost to another writer, for `retryLost`: nothing of it was written. */
export const LOST = Symbol("lost");
export type Lost = typeof LOST;

/**
 * Tries of one write: each lost race means another move landed meanwhile, so with five seats
 * choosing at once the last of them wins by its fifth try.
 */
const APPEND_TRIES = 6;

/**
 * Runs `attempt` (read the game, decide, append) again while its append loses to another writer,
 * at most `APPEND_TRIES` times; then answers `LOST`.
 */
export async function retryLost<T>(attempt: () => Promise<T | Lost>): Promise<T | Lost> {
  for (let tries = 1; ; tries++) {
    const result = await attempt();
    if (result !== LOST || tries === APPEND_TRIES) return result;
  }
}

/** The log row written under a request's idempotency key, if any. */
export function moveByKey(db: Db, gameId: string, key: string) {
  return db
    .select({ seq: moves.seq, userId: moves.userId, move: moves.move })
    .from(moves)
    .where(and(eq(moves.gameId, gameId), eq(moves.idempotencyKey, key)))
    .get();
}

/** The log after `afterSeq` (the whole log by default), oldest first. */
export function movesAfter(db: Db, gameId: string, afterSeq = 0) {
  return db
    .select()
    .from(moves)
    .where(and(eq(moves.gameId, gameId), gt(moves.seq, afterSeq)))
    .orderBy(asc(moves.seq))
    .all();
}

/** The log's rows up to `seq`, oldest first, with only what a replay reads (no events): the game as it was at an older version. */
export function movesUpTo(db: Db, gameId: string, seq: number) {
  return db
    .select({ seq: moves.seq, kind: moves.kind, seat: moves.seat, move: moves.move })
    .from(moves)
    .where(and(eq(moves.gameId, gameId), lte(moves.seq, seq)))
    .orderBy(asc(moves.seq))
    .all();
}

const sinceOwn = prepared((db) => {
  const gameId = sql.placeholder("gameId");
  const ownLast = sql`COALESCE((SELECT MAX(${moves.seq}) FROM ${moves} WHERE ${moves.gameId} = ${gameId} AND ${moves.userId} = ${sql.placeholder("userId")} AND ${moves.kind} = 'move'), 0)`;
  return db
    .select()
    .from(moves)
    .where(and(eq(moves.gameId, gameId), sql`${moves.seq} >= ${ownLast}`))
    .orderBy(desc(moves.seq))
    .limit(sql.placeholder("limit"))
    .prepare();
});

/**
 * The log from the user's own last move on, that row included (what it caused opens "since your
 * last move"), or from the start; oldest first, at most the last `limit` rows.
 */
export async function movesSinceOwnLastMove(db: Db, gameId: string, userId: string, limit: number) {
  return (await sinceOwn(db).all({ gameId, userId, limit })).reverse();
}
