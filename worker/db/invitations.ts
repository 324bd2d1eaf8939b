import { and, asc, eq, sql } from "drizzle-orm";
import { openGameChanged, versionAfter } from "./game-store/index.ts";
import { statement, type Db } from "./index.ts";
import { invitations, outbox, seats, users } from "./schema.ts";

/** Whether the user is invited to the game. */
export function isInvited(db: Db, gameId: string, userId: string) {
  return db
    .select({ userId: invitations.userId })
    .from(invitations)
    .where(and(eq(invitations.gameId, gameId), eq(invitations.userId, userId)))
    .get();
}

/** Who first invited the user to the game, by name; undefined without an invitation. */
export async function inviterName(db: Db, gameId: string, userId: string): Promise<string | undefined> {
  const row = await db
    .select({ name: users.name })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.gameId, gameId), eq(invitations.userId, userId)))
    .orderBy(asc(invitations.createdAt))
    .get();
  return row?.name;
}

/** Names of the players invited to a game who have not taken a seat (yet), for its lobby. */
export async function invitedNames(db: Db, gameId: string): Promise<string[]> {
  const rows = await db
    .select({ name: users.name })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.gameId, gameId),
        sql`NOT EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${gameId} AND ${seats.userId} = ${invitations.userId})`,
      ),
    )
    .orderBy(asc(invitations.createdAt))
    .all();
  return rows.map((r) => r.name);
}

/**
 * An invitation and its "invited" notification, in one batch. The note is written only when the
 * invitation is new (they come before it, guarded by the invitation's absence), so inviting the
 * same person again mails nobody. A new invitation is a lobby change: like a join it moves the
 * open game's version, so the lobby's poll (a 304 while the version stands) shows it.
 */
export async function insertInvitationWithNote(db: Db, row: typeof invitations.$inferInsert, inviter: { by: string }) {
  const payload = JSON.stringify({ by: inviter.by, gameId: row.gameId });
  const isNew = sql`NOT EXISTS (SELECT 1 FROM ${invitations} WHERE game_id = ${row.gameId} AND user_id = ${row.userId})`;
  // Raw SELECT because drizzle's insert-select takes every column in table order (id NULL: autoincrement).
  const note = sql`SELECT NULL, 'invited', ${row.userId}, ${row.gameId}, ${payload}, 'pending', 0, ${row.createdAt}, NULL, '[]', NULL, ${row.createdAt}, NULL, NULL, NULL
    WHERE ${isNew}`;
  const version = versionAfter(db, row.gameId);
  const results = await db.$client.batch([
    openGameChanged(db, row.gameId, row.createdAt, isNew),
    statement(db, db.insert(outbox).select(note)),
    statement(db, db.insert(invitations).values(row).onConflictDoNothing()),
    version.statement,
  ]);
  version.hand(results.at(-1));
  return results.slice(0, -1);
}
