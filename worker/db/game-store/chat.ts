import { and, asc, eq, gt, sql } from "drizzle-orm";
import { statement, type Db } from "../index.ts";
import { chat, games, users } from "../schema.ts";
import { versionAfter } from "./versions.ts";

/** A chat message and the game's chat counter (part of its ETag), with `alongside` (the mentions' notes), in one batch. */
export async function insertChat(
  db: Db,
  row: typeof chat.$inferInsert,
  alongside: readonly D1PreparedStatement[] = [],
): Promise<number | undefined> {
  const version = versionAfter(db, row.gameId);
  const results = await db.$client.batch([
    statement(db, db.insert(chat).values(row).returning({ id: chat.id })),
    statement(
      db,
      db
        .update(games)
        .set({ chatCount: sql`${games.chatCount} + 1` })
        .where(eq(games.id, row.gameId)),
    ),
    ...alongside,
    version.statement,
  ]);
  version.hand(results.at(-1));
  return (results[0]?.results[0] as { id: number } | undefined)?.id;
}

/** The game's chat after message `afterId`, oldest first, with the writers' names and, where given, the point on the board. */
export async function listChat(db: Db, gameId: string, afterId: number, limit: number) {
  const rows = await db
    .select({
      id: chat.id,
      userId: chat.userId,
      name: users.name,
      text: chat.text,
      point: chat.point,
      createdAt: chat.createdAt,
    })
    .from(chat)
    .innerJoin(users, eq(users.id, chat.userId))
    .where(and(eq(chat.gameId, gameId), gt(chat.id, afterId)))
    .orderBy(asc(chat.id))
    .limit(limit)
    .all();
  return rows.map(({ point, ...message }) => (point === null ? message : { ...message, point }));
}
