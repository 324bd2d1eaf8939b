import { findUser } from "../db/accounts.ts";
import { deleteWebhook, findWebhook, insertWebhook, webhooksOf, type WebhookRow } from "../db/webhooks.ts";
import type { UseCaseContext } from "../context.ts";
import { overHourlyLimit } from "../match/rate-limit.ts";
import { fail, ok, type Result } from "../match/result.ts";
import { webhookMessage } from "./webhook.ts";
import { postWebhook, type WebhookFlavor } from "../webhook/post.ts";
import { checkWebhookUrl, type WebhookUrlRefusal } from "../webhook/url.ts";
import { pickLanguage } from "../i18n/translate.ts";

/** How many webhooks one player may register. */
export const MAX_WEBHOOKS = 5;
/** Test posts per player and hour: the button makes the Worker send requests, so it is rationed. */
export const WEBHOOK_TESTS_PER_HOUR = 10;

export type Webhook = { id: number; url: string; flavor: WebhookFlavor; createdAt: number };
const shown = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  flavor: row.flavor,
  createdAt: row.createdAt,
});

export async function listWebhooks(ctx: UseCaseContext, userId: string): Promise<Webhook[]> {
  return (await webhooksOf(ctx.db, userId)).map(shown);
}

export type AddRefusal = WebhookUrlRefusal | "too-many" | "duplicate";

/** Registers a webhook after the URL safety check; the URL is stored in its canonical spelling. */
export async function addWebhook(
  ctx: UseCaseContext,
  userId: string,
  input: { url: string; flavor: WebhookFlavor },
): Promise<{ ok: true; webhook: Webhook } | { ok: false; reason: AddRefusal }> {
  const checked = checkWebhookUrl(input.url);
  if (!checked.ok) return checked;
  const url = checked.url.href;
  const existing = await webhooksOf(ctx.db, userId);
  if (existing.some((h) => h.url === url)) return { ok: false, reason: "duplicate" };
  if (existing.length >= MAX_WEBHOOKS) return { ok: false, reason: "too-many" };
  const row = { userId, url, flavor: input.flavor, createdAt: ctx.now };
  const id = await insertWebhook(ctx.db, row, MAX_WEBHOOKS);
  return id === undefined ? { ok: false, reason: "too-many" } : { ok: true, webhook: shown({ id, ...row }) };
}

export function removeWebhook(ctx: UseCaseContext, userId: string, id: number): Promise<boolean> {
  return deleteWebhook(ctx.db, userId, id);
}

/** How a test post went: "gone" means the receiver answered 404/410 and the webhook was deleted. */
export type WebhookTestOutcome =
  | { outcome: "sent" | "gone" | "refused" | "timeout" | "network" | "redirect" }
  | { outcome: "status"; status: number };

/** Posts the test line to one of the player's webhooks now (not through the outbox) and says how it went. */
export async function testWebhook(
  ctx: UseCaseContext,
  userId: string,
  id: number,
): Promise<Result<WebhookTestOutcome>> {
  const [hook, user] = await Promise.all([findWebhook(ctx.db, userId, id), findUser(ctx.db, userId)]);
  if (!hook || !user) return fail("NOT_FOUND");
  const limited = await overHourlyLimit(ctx, `webhook-test:${userId}`, WEBHOOK_TESTS_PER_HOUR);
  if (limited) return limited;
  const language = pickLanguage(user.language, []);
  const result = await postWebhook(
    hook,
    webhookMessage(ctx.env.PUBLIC_URL, { kind: "test", language, user, game: undefined }) ?? "",
  );
  if (result.ok) return ok({ outcome: "sent" });
  if (result.reason !== "status") return ok({ outcome: result.reason });
  if (result.gone) {
    await deleteWebhook(ctx.db, userId, id);
    return ok({ outcome: "gone" });
  }
  return ok({ outcome: "status", status: result.status });
}
