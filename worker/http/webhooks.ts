import * as z from "zod";
import { WEBHOOK_FLAVORS } from "../webhook/post.ts";
import { MAX_WEBHOOK_URL } from "../webhook/url.ts";
import { addWebhook, listWebhooks, MAX_WEBHOOKS, removeWebhook, testWebhook } from "../jobs/webhooks.ts";
import { errorBody, failed } from "./errors.ts";
import { apiRoute } from "./routes.ts";
import { body, json, Ok, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const Webhook = z
  .object({ id: z.number(), url: z.string(), flavor: z.enum(WEBHOOK_FLAVORS), createdAt: z.number() })
  .openapi("Webhook");

const WebhookId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: "id", in: "path" }, example: 1 }),
});

const NewWebhook = z.strictObject({
  url: z.string().trim().min(1).max(MAX_WEBHOOK_URL).openapi({ example: "https://discord.com/api/webhooks/123/abc" }),
  flavor: z.enum(WEBHOOK_FLAVORS),
});

const listRoute = apiRoute({
  method: "get",
  path: "/api/me/webhooks",
  operationId: "listWebhooks",
  scope: "session",
  tags: ["Notifications"],
  summary: "My webhooks (Discord- or Slack-compatible; they carry “your turn” and “game over”)",
  middleware: [signedIn] as const,
  responses: { 200: json(z.object({ webhooks: z.array(Webhook), max: z.number() }), "Webhooks") },
});

const addRoute = apiRoute({
  method: "post",
  path: "/api/me/webhooks",
  operationId: "addWebhook",
  scope: "session",
  tags: ["Notifications"],
  summary: `Register a webhook (at most ${MAX_WEBHOOKS})`,
  description:
    "The URL must be https on the default port, without user:password, and not name a local host or a loopback, " +
    "private, link-local, shared or multicast address. A refused URL answers 400 INVALID_REQUEST with one issue at " +
    'path ["url"] whose message says why: not-a-url, not-https, userinfo, port, local-name, private-address, ' +
    "duplicate or too-many.",
  middleware: [signedIn] as const,
  request: body(NewWebhook),
  responses: { 201: json(Webhook, "The new webhook") },
});

const deleteRoute = apiRoute({
  method: "delete",
  path: "/api/me/webhooks/{id}",
  operationId: "deleteWebhook",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Notifications"],
  summary: "Delete one of my webhooks",
  middleware: [signedIn] as const,
  request: { params: WebhookId },
  responses: { 200: json(Ok, "Deleted") },
});

const testRoute = apiRoute({
  method: "post",
  path: "/api/me/webhooks/{id}/test",
  operationId: "testWebhook",
  scope: "session",
  failures: ["NOT_FOUND", "RATE_LIMITED"],
  tags: ["Notifications"],
  summary: "Post a test message to one of my webhooks now",
  description:
    "Answers how it went: sent; gone (the receiver answered 404 or 410, so the webhook was deleted); refused, timeout, " +
    "network or redirect (redirects are never followed); or status with the receiver's HTTP status. The receiver's " +
    "body is never read. Rate-limited per player.",
  middleware: [signedIn] as const,
  request: { params: WebhookId },
  responses: {
    200: json(
      z.object({
        outcome: z.enum(["sent", "gone", "refused", "timeout", "network", "redirect", "status"]),
        status: z.number().optional(),
      }),
      "How the test post went",
    ),
  },
});

export const webhookRoutes = router()
  .openapi(listRoute, async (c) =>
    c.json({ webhooks: await listWebhooks(c.get("ctx"), currentUser(c)), max: MAX_WEBHOOKS }, 200),
  )
  .openapi(addRoute, async (c) => {
    const added = await addWebhook(c.get("ctx"), currentUser(c), c.req.valid("json"));
    if (!added.ok)
      return c.json(errorBody("INVALID_REQUEST", { issues: [{ path: ["url"], message: added.reason }] }), 400);
    return c.json(added.webhook, 201);
  })
  .openapi(deleteRoute, async (c) => {
    const deleted = await removeWebhook(c.get("ctx"), currentUser(c), c.req.valid("param").id);
    return deleted ? c.json({ ok: true as const }, 200) : c.json(errorBody("NOT_FOUND"), 404);
  })
  .openapi(testRoute, async (c) => {
    const result = await testWebhook(c.get("ctx"), currentUser(c), c.req.valid("param").id);
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  });
