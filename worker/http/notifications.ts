import * as z from "zod";
import type { Context } from "hono";
import { Hono } from "hono";
import { html } from "hono/html";
import { botsInBackground, drainInBackground } from "../jobs/background.ts";
import { CHANNELS } from "../jobs/channels.ts";
import { REMINDER_HOURS } from "../match/clock.ts";
import { UNSUBSCRIBE_PATH } from "../jobs/email.ts";
import {
  notificationSettings,
  sendTestNotification,
  TURN_MAIL_GRACES,
  updateNotificationSettings,
} from "../jobs/settings.ts";
import { INVALID_UNSUBSCRIBE, unsubscribe, unsubscribePage } from "../jobs/unsubscribe.ts";
import type { AppEnv } from "./env.ts";
import { htmlPage } from "./html.ts";
import { errorBody, failed } from "./errors.ts";
import { apiRoute } from "./routes.ts";
import { body, json, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

export { UNSUBSCRIBE_PATH };

/**
 * Sends what a write just queued, after the answer has gone, when it queued anything (`due`): a
 * drain of whatever is due (the cron catches whatever this misses).
 */
export function drainSoon(c: Context<AppEnv>, due = true): void {
  if (!due) return;
  try {
    c.executionCtx.waitUntil(drainInBackground(c.env, c.get("ctx").now));
  } catch {
    // No execution context (app.request in a test): the work runs on unawaited.
  }
}

/** Plays the game's bots after the answer has gone, when a bot must act (the cron catches a chain this drops). */
export function botsSoon(c: Context<AppEnv>, gameId: string, due = true): void {
  if (!due) return;
  try {
    c.executionCtx.waitUntil(botsInBackground(c.env, c.get("ctx").now, gameId));
  } catch {
    // No execution context (app.request in a test): the bots wait for the cron.
  }
}

const Channels = z.array(z.enum(CHANNELS)).max(CHANNELS.length);
const Settings = z
  .object({
    yourTurn: Channels,
    gameStarted: Channels,
    gameOver: Channels,
    invited: Channels,
    reminder: Channels,
    timedOut: Channels,
    chatMention: Channels,
    league: Channels,
    planDropped: Channels,
  })
  .openapi("NotificationSettings");
const Reminders = z.array(z.union([z.literal(24), z.literal(4), z.literal(1)])).max(REMINDER_HOURS.length);
const DigestHour = z.int().min(0).max(23).nullable();
const TurnMailGrace = z.literal(TURN_MAIL_GRACES);
const SettingsAnswer = z.object({
  kinds: Settings,
  channels: z.array(z.enum(CHANNELS)),
  /** The reminder levels (hours before a deadline) the player wants. */
  reminders: Reminders,
  /** The local hour of the one daily digest mail, or null for immediate mails. */
  digestHour: DigestHour,
  /** Minutes a "your turn" e-mail waits, dropped if I move or open the game meanwhile (0: at once). */
  turnMailGrace: z.int().min(0),
});

const getSettings = apiRoute({
  method: "get",
  path: "/api/me/notifications",
  operationId: "getNotificationSettings",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Notifications"],
  summary: "For each kind of notification, the channels that carry it",
  middleware: [signedIn] as const,
  responses: { 200: json(SettingsAnswer, "Settings") },
});

const putSettings = apiRoute({
  method: "put",
  path: "/api/me/notifications",
  operationId: "updateNotificationSettings",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Notifications"],
  summary:
    "Set the channels of some kinds (kinds left out keep theirs), the reminder levels, the daily digest's hour, the turn mail's grace",
  middleware: [signedIn] as const,
  request: body(
    z.strictObject({
      kinds: Settings.partial().strict().optional(),
      reminders: Reminders.optional(),
      digestHour: DigestHour.optional(),
      turnMailGrace: TurnMailGrace.optional(),
    }),
  ),
  responses: { 200: json(SettingsAnswer, "Settings") },
});

const postTest = apiRoute({
  method: "post",
  path: "/api/me/notifications/test",
  operationId: "sendTestNotification",
  scope: "session",
  failures: ["RATE_LIMITED"],
  tags: ["Notifications"],
  summary: "Send me a test notification now (by every channel I use)",
  middleware: [signedIn] as const,
  responses: {
    200: json(z.object({ status: z.enum(["sent", "sending", "pending", "dead"]) }), "Where the test stands"),
  },
});

export const notificationRoutes = router()
  .openapi(getSettings, async (c) => {
    const settings = await notificationSettings(c.get("ctx"), currentUser(c));
    return settings ? c.json({ ...settings, channels: [...CHANNELS] }, 200) : c.json(errorBody("NOT_FOUND"), 404);
  })
  .openapi(putSettings, async (c) => {
    const settings = await updateNotificationSettings(c.get("ctx"), currentUser(c), c.req.valid("json"));
    return settings ? c.json({ ...settings, channels: [...CHANNELS] }, 200) : c.json(errorBody("NOT_FOUND"), 404);
  })
  .openapi(postTest, async (c) => {
    const sent = await sendTestNotification(c.get("ctx"), currentUser(c));
    return sent.ok ? c.json({ status: sent.value }, 200) : failed(c, sent);
  });

const invalid = () =>
  htmlPage(INVALID_UNSUBSCRIBE.title, html`<h1>${INVALID_UNSUBSCRIBE.title}</h1><p>${INVALID_UNSUBSCRIBE.message}</p>`);

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the link
 * with no session and from no page of ours, so the app exempts exactly this POST from the CSRF
 * check; the signed token is the authority. A GET (a person, or a scanner) only shows a button.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get(UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query("token") ?? "";
    const page = await unsubscribePage(c.get("ctx"), token);
    if (!page) return c.html(invalid(), 400);
    return c.html(
      htmlPage(
        page.title,
        html`<h1>${page.title}</h1>
          <form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <p>${page.question}</p>
            <button type="submit">${page.button}</button>
          </form>`,
        page.language,
      ),
    );
  })
  .post(UNSUBSCRIBE_PATH, async (c) => {
    const page = await unsubscribe(c.get("ctx"), c.req.query("token") ?? "");
    if (!page) return c.html(invalid(), 400);
    return c.html(htmlPage(page.title, html`<h1>${page.title}</h1><p>${page.done}</p>`, page.language));
  });
