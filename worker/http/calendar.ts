import * as z from "zod";
import type { Context } from "hono";
import { createFeed, FEED_FRESH_MS, readFeed, revokeFeed, showFeed, type FeedAddress } from "../match/calendar-feed.ts";
import type { AppEnv } from "./env.ts";
import { errorBody, failed } from "./errors.ts";
import { ANONYMOUS, apiRoute } from "./routes.ts";
import { json, Ok, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const TOKEN = "[A-Za-z0-9_-]{43}";

const Feed = z
  .object({
    url: z.string().nullable().openapi({
      description:
        "The feed's address (https), secret: whoever has it reads my deadlines. Null when it cannot be shown again (the server's key changed): it still works until revoked; a new feed gives an address to copy",
    }),
    webcal: z.string().nullable().openapi({ description: "The same address as webcal://, which opens a calendar app" }),
    createdAt: z.number(),
  })
  .openapi("CalendarFeed");

const getRoute = apiRoute({
  method: "get",
  path: "/api/me/calendar",
  operationId: "getCalendarFeed",
  scope: "session",
  tags: ["Notifications"],
  summary: "My deadline feed for calendar apps, if I made one",
  middleware: [signedIn] as const,
  responses: { 200: json(z.object({ feed: Feed.nullable() }), "My feed, or null") },
});

const createRoute = apiRoute({
  method: "post",
  path: "/api/me/calendar",
  operationId: "createCalendarFeed",
  scope: "session",
  failures: ["GUEST_NOT_ALLOWED"],
  tags: ["Notifications"],
  summary: "Make my deadline feed (iCalendar), or a new address for it: the old one stops working",
  middleware: [signedIn] as const,
  responses: { 201: json(z.object({ feed: Feed }), "My feed") },
});

const deleteRoute = apiRoute({
  method: "delete",
  path: "/api/me/calendar",
  operationId: "revokeCalendarFeed",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Notifications"],
  summary: "Revoke my deadline feed: its address answers 404 from now on",
  middleware: [signedIn] as const,
  responses: { 200: json(Ok, "Revoked") },
});

const feedRoute = apiRoute({
  method: "get",
  path: "/api/calendar/{file}",
  operationId: "calendarFeed",
  scope: "public",
  security: ANONYMOUS,
  failures: ["NOT_FOUND"],
  tags: ["Notifications"],
  summary: "A deadline feed (RFC 5545): the games waiting on its player and their leagues' seasons",
  description: `The address is the secret: no cookie is read. An event for every running game where the player must move, at the player's deadline (UID stable per game and deadline), and one for every season not yet over of the player's leagues. Poll with If-None-Match: for ${FEED_FRESH_MS / 60_000} minutes after an answer, its ETag gets 304 after reading one row (a change in that time shows after it).`,
  request: {
    params: z.object({
      file: z
        .string()
        .regex(new RegExp(`^${TOKEN}\\.ics$`))
        .openapi({ param: { name: "file", in: "path" }, example: `${"a".repeat(43)}.ics` }),
    }),
    headers: z.object({ "if-none-match": z.string().max(200).optional() }),
  },
  responses: {
    200: { description: "The calendar", content: { "text/calendar": { schema: z.string() } } },
    304: { description: "Unchanged since the ETag you sent" },
  },
});

function shown(c: Context<AppEnv>, feed: FeedAddress) {
  const url = feed.token === null ? null : `${new URL(c.req.url).origin}/api/calendar/${feed.token}.ics`;
  return { url, webcal: url?.replace(/^https?:/, "webcal:") ?? null, createdAt: feed.createdAt };
}

/** A calendar app may keep the answer, but must ask again (with its ETag) before using it. */
const CACHING = { "Cache-Control": "private, no-cache" };

export const calendarRoutes = router()
  .openapi(getRoute, async (c) => {
    const feed = await showFeed(c.get("ctx"), currentUser(c));
    return c.json({ feed: feed ? shown(c, feed) : null }, 200);
  })
  .openapi(createRoute, async (c) => {
    const result = await createFeed(c.get("ctx"), currentUser(c));
    return result.ok ? c.json({ feed: shown(c, result.value) }, 201) : failed(c, result);
  })
  .openapi(deleteRoute, async (c) => {
    const result = await revokeFeed(c.get("ctx"), currentUser(c));
    return result.ok ? c.json({ ok: true as const }, 200) : failed(c, result);
  })
  .openapi(feedRoute, async (c) => {
    const token = c.req.valid("param").file.slice(0, -".ics".length);
    const origin = new URL(c.req.url).origin;
    const answer = await readFeed(c.get("ctx"), token, c.req.valid("header")["if-none-match"], origin);
    if (!answer) return c.json(errorBody("NOT_FOUND"), 404);
    if (answer.status === 304) return c.body(null, 304, { ETag: answer.etag, ...CACHING });
    return c.body(answer.body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="deadlines.ics"',
      ETag: answer.etag,
      ...CACHING,
    });
  });
