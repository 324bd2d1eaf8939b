import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "./index.ts";
import { apiTokens } from "./schema.ts";

export type ApiTokenRow = typeof apiTokens.$inferSelect;
/** A token as its owner sees it listed: never its hash. */
export type ApiTokenItem = Omit<ApiTokenRow, "hash" | "userId">;

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** The user's tokens, oldest first (`api_tokens_user`). */
export function apiTokensOf(db: Db, userId: string): Promise<ApiTokenItem[]> {
  return db.select(listed).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.id)).all();
}

/**
 * Inserts a token unless the user already has `max`: the count and the insert are one statement,
 * so racing requests cannot pass the limit together. Answers the new row, or undefined at the limit.
 */
export async function insertApiToken(
  db: Db,
  row: Omit<ApiTokenRow, "id" | "lastUsedAt">,
  max: number,
): Promise<ApiTokenItem | undefined> {
  const inserted = await db.get<{ id: number } | undefined>(sql`
    INSERT INTO api_tokens (user_id, name, hash, scopes, created_at)
    SELECT ${row.userId}, ${row.name}, ${row.hash}, ${JSON.stringify(row.scopes)}, ${row.createdAt}
    WHERE (SELECT count(*) FROM api_tokens WHERE user_id = ${row.userId}) < ${max}
    RETURNING id`);
  return (
    inserted && { id: inserted.id, name: row.name, scopes: row.scopes, createdAt: row.createdAt, lastUsedAt: null }
  );
}

/** The token with this hash (`api_tokens_hash_unique`), if it exists (revoking deletes the row). */
export function findApiToken(db: Db, hash: string) {
  return db
    .select({ id: apiTokens.id, userId: apiTokens.userId, scopes: apiTokens.scopes, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(eq(apiTokens.hash, hash))
    .get();
}

/** Notes the token's use unless it was noted since `staleBefore`. */
export function touchApiToken(db: Db, id: number, now: number, staleBefore: number) {
  return db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), sql`coalesce(${apiTokens.lastUsedAt}, 0) < ${staleBefore}`))
    .run();
}

/** Revokes one of the user's tokens; answers whether there was one. */
export async function deleteApiToken(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .run();
  return result.meta.changes > 0;
}
