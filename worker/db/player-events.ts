import { and, asc, eq, gt, inArray, lte, max, ne, sql } from "drizzle-orm";
import type { Db } from "./index.ts";
import { chat, games, invitations, seats, users } from "./schema.ts";

/** The user's seated games that are being played or are over, with what an event needs (`seats_user`). */
const seatedGames = (db: Db) =>
  db
    .select({
      id: games.id,
      type: games.type,
      status: games.status,
      version: games.version,
      moveCount: games.moveCount,
      toAct: games.toAct,
      updatedAt: games.updatedAt,
      seat: seats.seat,
    })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId));

/** Active games where the user's seat is among those to act (whatever the game shows others of it). */
export function gamesToActIn(db: Db, userId: string) {
  return seatedGames(db)
    .where(
      and(
        eq(seats.userId, userId),
        eq(games.status, "active"),
        sql`${seats.seat} IN (SELECT value FROM json_each(${games.toAct}))`,
      ),
    )
    .orderBy(asc(games.updatedAt))
    .limit(100)
    .all();
}

/** The user's games (active or finished) last changed in `(after, until]`, oldest change first. */
export function gamesChangedIn(db: Db, userId: string, after: number, until: number) {
  return seatedGames(db)
    .where(
      and(
        eq(seats.userId, userId),
        inArray(games.status, ["active", "finished"]),
        gt(games.updatedAt, after),
        lte(games.updatedAt, until),
      ),
    )
    .orderBy(asc(games.updatedAt))
    .limit(100)
    .all();
}

/** Open games the user is invited to and not seated at yet (`invitations_user`). */
export function invitationsOf(db: Db, userId: string) {
  return db
    .select({ gameId: games.id, gameType: games.type })
    .from(invitations)
    .innerJoin(games, eq(games.id, invitations.gameId))
    .where(
      and(
        eq(invitations.userId, userId),
        eq(games.status, "open"),
        sql`NOT EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${games.id} AND ${seats.userId} = ${userId})`,
      ),
    )
    .limit(100)
    .all();
}

/** Chat in the user's games after message `afterId`, by others, oldest first. */
export function chatAfter(db: Db, userId: string, afterId: number) {
  return db
    .select({ id: chat.id, gameId: chat.gameId, from: users.name, text: chat.text, at: chat.createdAt })
    .from(seats)
    .innerJoin(chat, eq(chat.gameId, seats.gameId))
    .innerJoin(users, eq(users.id, chat.userId))
    .where(and(eq(seats.userId, userId), gt(chat.id, afterId), ne(chat.userId, userId)))
    .orderBy(asc(chat.id))
    .limit(100)
    .all();
}

/** The newest chat message's id (0 before any): a new stream starts after it. */
export async function lastChatId(db: Db): Promise<number> {
  const row = await db
    .select({ id: max(chat.id) })
    .from(chat)
    .get();
  return row?.id ?? 0;
}
