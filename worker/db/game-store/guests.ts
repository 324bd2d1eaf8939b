import type { Db } from "../index.ts";
import { changedIds, versionsChanged } from "./versions.ts";

/*
 * Guests: accounts without a known address, made by "Play now" (worker/match/guests.ts). Their
 * games are theirs and bots' only, so a guest's rows, its games' included (hence here, in the
 * game store), can move to an account, or go, whole.
 */

const run = (db: Db, query: string, ...params: unknown[]) => db.$client.prepare(query).bind(...params);

/** A guest becomes the account of an address nobody has yet: the same id, so every game stays. */
export async function convertGuest(
  db: Db,
  guestId: string,
  account: { email: string; name: string },
): Promise<boolean> {
  const result = await run(
    db,
    "UPDATE users SET email = ?2, name = ?3, name_key = lower(?3), guest = 0 WHERE id = ?1 AND guest = 1",
    guestId,
    account.email,
    account.name,
  ).run();
  return result.meta.changes === 1;
}

/** The rows that name a guest's user id and may move to an account (a guest has no invitations, leagues or ratings). */
const OWNED = [
  "UPDATE seats SET user_id = ?2 WHERE user_id = ?1",
  "UPDATE games SET created_by = ?2 WHERE created_by = ?1",
  "UPDATE moves SET user_id = ?2 WHERE user_id = ?1",
  "UPDATE chat SET user_id = ?2 WHERE user_id = ?1",
  "UPDATE outbox SET user_id = ?2 WHERE user_id = ?1",
  "UPDATE planned_moves SET user_id = ?2 WHERE user_id = ?1",
];

/** A guest who signs in to an existing account: its games, moves and messages move to the account, the guest goes; one batch. */
export async function mergeGuest(db: Db, guestId: string, accountId: string): Promise<void> {
  await db.$client.batch([...OWNED.map((q) => run(db, q, guestId, accountId)), ...accountRows(db, guestId)]);
}

/** The guest's own rows besides its games, then the guest. */
function accountRows(db: Db, guestId: string): D1PreparedStatement[] {
  return [
    run(db, "DELETE FROM sessions WHERE user_id = ?1", guestId),
    run(db, "DELETE FROM push_subscriptions WHERE user_id = ?1", guestId),
    run(db, "DELETE FROM webhooks WHERE user_id = ?1", guestId),
    run(db, "DELETE FROM outbox WHERE user_id = ?1", guestId),
    run(db, "DELETE FROM users WHERE id = ?1 AND guest = 1", guestId),
  ];
}

/**
 * Guests unused since `before`: made before it, with no live session and no game of theirs
 * opened since (a guest's games are with bots only), oldest first, at most `limit`.
 */
export async function idleGuests(db: Db, before: number, now: number, limit: number): Promise<string[]> {
  const { results } = await run(
    db,
    `SELECT u.id FROM users u WHERE u.guest = 1 AND u.created_at < ?1
       AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.expires_at > ?2)
       AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.user_id = u.id AND s.opened_at >= ?1)
     ORDER BY u.created_at LIMIT ?3`,
    before,
    now,
    limit,
  ).all<{ id: string }>();
  return results.map((r) => r.id);
}

/**
 * Deletes a guest with the games it made (it can make no other, and join none: bots are its only
 * company) and their rows, in one batch; then their archives in R2 (a crash between leaves
 * objects nothing names, never a row naming a missing object).
 */
export async function deleteGuest(db: Db, archive: R2Bucket, guestId: string): Promise<void> {
  const games = "SELECT id FROM games WHERE created_by = ?1";
  const { results: archived } = await run(
    db,
    "SELECT archive_key AS key FROM games WHERE created_by = ?1 AND archive_key IS NOT NULL",
    guestId,
  ).all<{ key: string }>();
  const tables = ["moves", "chat", "invitations", "outbox", "rating_history", "planned_moves", "seats"];
  const results = await db.$client.batch([
    ...tables.map((table) => run(db, `DELETE FROM ${table} WHERE game_id IN (${games})`, guestId)),
    run(db, "DELETE FROM games WHERE created_by = ?1 RETURNING id", guestId),
    ...accountRows(db, guestId),
  ]);
  if (archived.length) await archive.delete(archived.map((a) => a.key));
  // A poll of a deleted game finds it gone, not a 304 from what its object held.
  await versionsChanged(db, changedIds(results[tables.length]));
}
