import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "./index.ts";
import { webhooks } from "./schema.ts";

export type WebhookRow = typeof webhooks.$inferSelect;

/** A player's webhooks, oldest first (`webhooks_user`). */
export function webhooksOf(db: Db, userId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(asc(webhooks.id)).all();
}

export function findWebhook(db: Db, userId: string, id: number): Promise<WebhookRow | undefined> {
  return db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .get();
}

/**
 * Inserts a webhook unless the player already has `max`: the count and the insert are one
 * statement, so two racing requests cannot pass the limit together. Answers the new id, or
 * undefined when the limit was reached.
 */
export async function insertWebhook(db: Db, row: Omit<WebhookRow, "id">, max: number): Promise<number | undefined> {
  const inserted = await db.get<{ id: number } | undefined>(sql`
    INSERT INTO webhooks (user_id, url, flavor, created_at)
    SELECT ${row.userId}, ${row.url}, ${row.flavor}, ${row.createdAt}
    WHERE (SELECT count(*) FROM webhooks WHERE user_id = ${row.userId}) < ${max}
    RETURNING id`);
  return inserted?.id;
}

/** Deletes one of the player's webhooks; answers whether there was one. */
export async function deleteWebhook(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .run();
  return result.meta.changes > 0;
}
