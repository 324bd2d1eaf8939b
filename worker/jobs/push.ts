import { buildPushPayload, type VapidKeys } from "@block65/webcrypto-web-push";
import { deletePushSubscription, pushSubscriptionsOf } from "../db/push.ts";
import type { UseCaseContext } from "../context.ts";
import type { Delivery, Sender } from "./delivery.ts";
import { pushMessage } from "./push-message.ts";

/** How long a push service keeps a message for a device that is offline: a day, then a turn is old news. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** The one call that leaves the Worker; tests pass their own to read what would have gone out. */
export type PushFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> },
) => Promise<Response>;

function vapidKeys(env: Env): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey || !privateKey || !subject)
    throw new Error("web push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)");
  return { publicKey, privateKey, subject };
}

/**
 * The push channel: the localized message, encrypted for each of the player's browsers (RFC
 * 8291, signed with VAPID, RFC 8292, by @block65/webcrypto-web-push). A subscription its push
 * service calls gone (404, 410: RFC 8030 §7.3) is deleted; any other failure is thrown after the
 * other browsers had their turn, so the drain retries the channel (all its browsers again).
 */
export function pushSender(send: PushFetch = (url, init) => fetch(url, init)): Sender {
  return async (ctx: UseCaseContext, d: Delivery) => {
    const subscriptions = await pushSubscriptionsOf(ctx.db, d.user.id);
    if (subscriptions.length === 0) return;
    const vapid = vapidKeys(ctx.env);
    const message = pushMessage(d, ctx.env.PUBLIC_URL);
    const failures: string[] = [];
    for (const s of subscriptions) {
      try {
        const subscription = { endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } };
        const payload = await buildPushPayload(
          { data: message, options: { ttl: PUSH_TTL_SECONDS } },
          subscription,
          vapid,
        );
        const response = await send(s.endpoint, payload);
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) await deletePushSubscription(ctx.db, s.id);
        else if (!response.ok) failures.push(`${new URL(s.endpoint).host} answered ${response.status}`);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (failures.length > 0) throw new Error(`push failed: ${failures.join("; ")}`);
  };
}

export const sendPush: Sender = pushSender();
