import * as z from "zod";
import { pushPublicKey, subscribePush, unsubscribePush } from "../jobs/push-subscriptions.ts";
import { errorBody } from "./errors.ts";
import { ANONYMOUS, apiRoute } from "./routes.ts";
import { body, json, Ok, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

/** Decodes base64url (padded or not); undefined when it is not base64url. */
function base64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "")), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const Endpoint = z
  .url({ protocol: /^https$/, message: "an https URL of a push service" })
  .max(1024)
  .openapi({ example: "https://fcm.googleapis.com/fcm/send/dXJlbmRwb2ludC1leGFtcGxl" });

/** What `PushSubscription.toJSON()` gives in the browser; the keys are checked so encryption cannot fail on them later. */
const Subscription = z
  .object({
    endpoint: Endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z.string().refine((k) => {
        const bytes = base64url(k);
        return bytes?.length === 65 && bytes[0] === 4;
      }, "an uncompressed P-256 public key, base64url"),
      auth: z.string().refine((k) => base64url(k)?.length === 16, "16 bytes, base64url"),
    }),
  })
  .openapi("PushSubscription");

const postPush = apiRoute({
  method: "post",
  path: "/api/me/push",
  operationId: "subscribePush",
  scope: "session",
  tags: ["Notifications"],
  summary: "Receive push notifications on this browser (its PushSubscription; again with the same endpoint updates it)",
  middleware: [signedIn] as const,
  request: body(Subscription),
  responses: { 200: json(Ok, "Subscribed") },
});

const deletePush = apiRoute({
  method: "delete",
  path: "/api/me/push",
  operationId: "unsubscribePush",
  scope: "session",
  tags: ["Notifications"],
  summary: "Stop push notifications to a browser, by its endpoint",
  middleware: [signedIn] as const,
  request: body(z.strictObject({ endpoint: z.string().max(1024) })),
  responses: { 200: json(z.object({ removed: z.boolean() }), "Whether there was such a subscription") },
});

const getKey = apiRoute({
  method: "get",
  path: "/api/push/key",
  operationId: "getPushKey",
  scope: "public",
  security: ANONYMOUS,
  failures: ["ROUTE_NOT_FOUND"],
  tags: ["Notifications"],
  summary: "The VAPID public key to subscribe with (applicationServerKey); 404 when push is not set up",
  responses: { 200: json(z.object({ publicKey: z.string() }), "The key, base64url") },
});

export const pushRoutes = router()
  .openapi(postPush, async (c) => {
    await subscribePush(c.get("ctx"), currentUser(c), c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(deletePush, async (c) =>
    c.json({ removed: await unsubscribePush(c.get("ctx"), currentUser(c), c.req.valid("json").endpoint) }, 200),
  )
  .openapi(getKey, (c) => {
    const publicKey = pushPublicKey(c.get("ctx"));
    return publicKey ? c.json({ publicKey }, 200) : c.json(errorBody("ROUTE_NOT_FOUND"), 404);
  });
