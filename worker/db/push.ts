import { and, eq } from "drizzle-orm";
import type { Db } from "./index.ts";
import { pushSubscriptions } from "./schema.ts";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription. Subscribing again (new keys) updates the user's row; an
 * endpoint another account registered gets a row of its own and never moves: otherwise anybody
 * who learnt an endpoint could take the subscription away from its owner (issue 31).
 */
export function upsertPushSubscription(db: Db, row: Omit<typeof pushSubscriptions.$inferInsert, "id">) {
  return db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
      set: { p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt },
    })
    .run();
}

/** Removes one of the user's subscriptions; true when there was one. */
export async function deleteUserPushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .run();
  return result.meta.changes > 0;
}

/** Removes a subscription its push service reported gone, whoever it belonged to. */
export function deletePushSubscription(db: Db, id: number) {
  return db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)).run();
}

/** The user's subscriptions (`push_user_endpoint` index), oldest first. */
export function pushSubscriptionsOf(db: Db, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id)
    .all();
}
