import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { prepared, type Db } from "./index.ts";
import { rateLimits, sessions, signInTokens, users } from "./schema.ts";

export type User = typeof users.$inferSelect;

export function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email)).get();
}

const userById = prepared((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

export function findUser(db: Db, id: string) {
  return userById(db).get({ id });
}

export function findUserByName(db: Db, name: string) {
  return db.select().from(users).where(eq(users.nameKey, name.toLowerCase())).get();
}

export async function insertUser(db: Db, user: typeof users.$inferInsert): Promise<User> {
  const [created] = await db.insert(users).values(user).returning();
  if (!created) throw new Error("user insert returned nothing");
  return created;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<Pick<User, "name" | "nameKey" | "language" | "timeZone">>,
) {
  return db.update(users).set(patch).where(eq(users.id, id)).returning().get();
}

export function insertSignInToken(db: Db, row: typeof signInTokens.$inferInsert) {
  return db.insert(signInTokens).values(row).run();
}

const LIVE_TOKEN = { email: signInTokens.email, language: signInTokens.language, timeZone: signInTokens.timeZone };

/** Marks a token used if it is unused and unexpired; answers its e-mail and the asking browser's language and zone, else undefined. */
export function consumeSignInToken(db: Db, id: string, now: number) {
  return db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(and(eq(signInTokens.id, id), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)))
    .returning(LIVE_TOKEN)
    .get();
}

/** An unused, unexpired token without spending it (the link's page names the address and speaks the asker's language). */
export function findLiveSignInToken(db: Db, id: string, now: number) {
  return db
    .select(LIVE_TOKEN)
    .from(signInTokens)
    .where(and(eq(signInTokens.id, id), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)))
    .get();
}

export function insertSession(db: Db, row: typeof sessions.$inferInsert) {
  return db.insert(sessions).values(row).run();
}

export function findLiveSession(db: Db, id: string, now: number) {
  return db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .get();
}

export function listSessions(db: Db, userId: string, now: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .all();
}

export function deleteSession(db: Db, userId: string, id: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .run();
}

/**
 * Counts one more hit under every key of `limits` in the window, in one statement, unless a key
 * already has its maximum: then nothing is counted (a refused request changes nothing) and the
 * answer is false.
 */
export async function hitRateLimits(db: Db, limits: Record<string, number>, windowStart: number): Promise<boolean> {
  const wanted = JSON.stringify(Object.entries(limits).map(([key, max]) => ({ key, max })));
  const counted = await db.all(sql`
    INSERT INTO ${rateLimits} (key, window_start, count)
    SELECT value ->> 'key', ${windowStart}, 1 FROM json_each(${wanted})
    WHERE NOT EXISTS (
      SELECT 1 FROM ${rateLimits} AS r, json_each(${wanted}) AS l
      WHERE r.window_start = ${windowStart} AND r.key = l.value ->> 'key' AND r.count >= l.value ->> 'max'
    )
    ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
    RETURNING key`);
  return counted.length > 0;
}

export function usersByIds(db: Db, ids: readonly string[]) {
  return ids.length
    ? db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]))
        .all()
    : Promise.resolve([]);
}
