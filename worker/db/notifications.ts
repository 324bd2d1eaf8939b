import { and, asc, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { placeholders, prepared, type Db } from "./index.ts";
import { games, invitations, moves, outbox, seats, users } from "./schema.ts";

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxInsert = typeof outbox.$inferInsert;

const dueRows = prepared((db) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.dueAt, sql.placeholder("now"))))
    .orderBy(asc(outbox.dueAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** Rows whose time has come, oldest first; `(status, due_at)` is the index `outbox_due`. */
export function dueOutboxRows(db: Db, now: number, limit: number) {
  return dueRows(db).all({ now, limit });
}

const claim = prepared((db) =>
  db
    .update(outbox)
    .set({ ...placeholders(outbox, ["attempts"]), status: "sending" })
    .where(and(eq(outbox.id, sql.placeholder("id")), eq(outbox.status, "pending"), eq(outbox.attempts, sql.placeholder("before")), eq(outbox.dueAt, sql.placeholder("dueAt"))))
    .prepare(),
);

/**
 * Takes a row for one drain: counts the attempt and moves `due_at` to the retry time in one
 * conditional UPDATE. Only one of two racing drains changes the row (the other finds it no
 * longer due), so a row is sent at most once per attempt; a drain that dies mid-send leaves the
 * row to be retried at that time.
 */
export async function claimOutboxRow(db: Db, row: Pick<OutboxRow, "id" | "attempts" | "dueAt">): Promise<boolean> {
  const result = await claim(db).run({ id: row.id, attempts: row.attempts + 1, before: row.attempts, dueAt: row.dueAt });
  return result.meta.changes === 1;
}

const setDone = prepared((db) => db.update(outbox).set(placeholders(outbox, ["done"])).where(eq(outbox.id, sql.placeholder("id"))).prepare());

/** The channels that already carried a row. */
export function markOutboxDone(db: Db, id: number, done: string[]) {
  return setDone(db).run({ id, done });
}

/**
 * Holds a claimed row's e-mail for the player's daily digest: the row waits until `digestAt`
 * with the channels that already went; the claim's attempt is not counted (nothing failed).
 */
export function postponeOutboxRow(db: Db, row: Pick<OutboxRow, "id" | "attempts">, done: string[], digestAt: number) {
  return db.update(outbox).set({ status: "pending", attempts: row.attempts, dueAt: digestAt, digestAt, done }).where(eq(outbox.id, row.id)).run();
}

/** A player's rows held for the digest whose time has come, oldest first (by the `outbox_due` index, then the user). */
export function dueDigestRows(db: Db, userId: string, now: number) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.dueAt, now), eq(outbox.userId, userId), isNotNull(outbox.digestAt)))
    .orderBy(asc(outbox.id))
    .all();
}

const setSent = prepared((db) =>
  db
    .update(outbox)
    .set({ status: "sent", ...placeholders(outbox, ["sentAt"]), lastError: null })
    .where(eq(outbox.id, sql.placeholder("id")))
    .prepare(),
);

export function markOutboxSent(db: Db, id: number, now: number) {
  return setSent(db).run({ id, sentAt: now });
}

/** A failed attempt: the error is kept; the row waits for `retryAt`, or dies. */
export function markOutboxFailed(db: Db, id: number, error: string, dead: boolean, retryAt: number) {
  return db
    .update(outbox)
    .set({ lastError: error.slice(0, 1000), ...(dead ? { status: "dead" as const } : { status: "pending" as const, dueAt: retryAt }) })
    .where(eq(outbox.id, id))
    .run();
}

export async function insertOutboxRow(db: Db, row: OutboxInsert): Promise<number> {
  const inserted = await db.insert(outbox).values(row).returning({ id: outbox.id }).get();
  if (!inserted) throw new Error("outbox insert returned nothing");
  return inserted.id;
}

export function findOutboxRow(db: Db, id: number) {
  return db.select().from(outbox).where(eq(outbox.id, id)).get();
}

/** Dead rows with their user's e-mail, newest first, for the admin page. */
export function listDeadOutboxRows(db: Db, limit: number) {
  return db
    .select({ id: outbox.id, kind: outbox.kind, email: users.email, gameId: outbox.gameId, attempts: outbox.attempts, lastError: outbox.lastError, createdAt: outbox.createdAt })
    .from(outbox)
    .innerJoin(users, eq(users.id, outbox.userId))
    .where(eq(outbox.status, "dead"))
    .orderBy(sql`${outbox.id} DESC`)
    .limit(limit)
    .all();
}

/** Gives a dead row a fresh set of attempts, due now. */
export async function reviveOutboxRow(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db.update(outbox).set({ status: "pending", attempts: 0, dueAt: now }).where(and(eq(outbox.id, id), eq(outbox.status, "dead"))).run();
  return result.meta.changes === 1;
}

export function setNotify(db: Db, userId: string, notify: Record<string, string[]>) {
  return db.update(users).set({ notify }).where(eq(users.id, userId)).run();
}

/** The channels per kind, the reminder levels wanted and the digest hour (null: immediate mails), in one UPDATE. */
export function setNotificationPreferences(db: Db, userId: string, change: { notify: Record<string, string[]>; reminderHours: number[]; digestHour: number | null }) {
  return db.update(users).set(change).where(eq(users.id, userId)).run();
}

const notifiedGame = prepared((db) =>
  db.select({ id: games.id, type: games.type, status: games.status }).from(games).where(eq(games.id, sql.placeholder("gameId"))).prepare(),
);

export function gameForNotification(db: Db, gameId: string) {
  return notifiedGame(db).get({ gameId });
}

const logSinceOwn = prepared((db) => {
  const gameId = sql.placeholder("gameId");
  const ownLast = sql`COALESCE((SELECT MAX(${moves.seq}) FROM ${moves} WHERE ${moves.gameId} = ${gameId} AND ${moves.userId} = ${sql.placeholder("userId")} AND ${moves.kind} = 'move'), 0)`;
  return db
    .select()
    .from(moves)
    .where(and(eq(moves.gameId, gameId), sql`${moves.seq} > ${ownLast}`))
    .orderBy(desc(moves.seq))
    .limit(sql.placeholder("limit"))
    .prepare();
});

/** The log since the user's own last move (or since the start), oldest first: at most the last `limit` rows. */
export async function logSinceOwnLastMove(db: Db, gameId: string, userId: string, limit: number) {
  return (await logSinceOwn(db).all({ gameId, userId, limit })).reverse();
}

const seating = prepared((db) =>
  db
    .select({ seat: seats.seat, userId: seats.userId, name: users.name })
    .from(seats)
    .innerJoin(users, eq(users.id, seats.userId))
    .where(eq(seats.gameId, sql.placeholder("gameId")))
    .prepare(),
);

/** Who sits where, with their names. */
export function seatingOf(db: Db, gameId: string) {
  return seating(db).all({ gameId });
}

/**
 * An invitation and its "invited" notification, in one batch. The note is written only when the
 * invitation is new (it is inserted first, guarded by the invitation's absence), so inviting the
 * same person again mails nobody.
 */
export function insertInvitationWithNote(db: Db, row: typeof invitations.$inferInsert, inviter: { by: string }) {
  const payload = JSON.stringify({ by: inviter.by, gameId: row.gameId });
  // Raw SELECT because drizzle's insert-select takes every column in table order (id NULL: autoincrement).
  const note = sql`SELECT NULL, 'invited', ${row.userId}, ${row.gameId}, ${payload}, 'pending', 0, ${row.createdAt}, NULL, '[]', NULL, ${row.createdAt}, NULL
    WHERE NOT EXISTS (SELECT 1 FROM ${invitations} WHERE game_id = ${row.gameId} AND user_id = ${row.userId})`;
  return db.batch([db.insert(outbox).select(note), db.insert(invitations).values(row).onConflictDoNothing()]);
}
