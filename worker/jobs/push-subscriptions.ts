import { deleteUserPushSubscription, upsertPushSubscription } from "../db/push.ts";
import type { UseCaseContext } from "../context.ts";

/** A browser's `PushSubscription.toJSON()`, already checked at the HTTP boundary. */
export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Remembers a browser for the user's push notifications (again: the user's row for that endpoint is updated). */
export async function subscribePush(ctx: UseCaseContext, userId: string, s: BrowserSubscription): Promise<void> {
  await upsertPushSubscription(ctx.db, {
    userId,
    endpoint: s.endpoint,
    p256dh: s.keys.p256dh,
    auth: s.keys.auth,
    createdAt: ctx.now,
  });
}

/** Forgets one of the user's browsers; false when the user had no such subscription. */
export function unsubscribePush(ctx: UseCaseContext, userId: string, endpoint: string): Promise<boolean> {
  return deleteUserPushSubscription(ctx.db, userId, endpoint);
}

/** The VAPID public key browsers subscribe with (`applicationServerKey`), if push is set up. */
export function pushPublicKey(ctx: UseCaseContext): string | undefined {
  return ctx.env.VAPID_PUBLIC_KEY || undefined;
}
