import { deleteWebhook, webhooksOf } from "../db/webhooks.ts";
import type { UseCaseContext } from "../context.ts";
import { gameDefinition } from "../match/definitions.ts";
import type { Delivery } from "./delivery.ts";
import { postWebhook, webhookLine, type WebhookPostOptions, type WebhookResult } from "../webhook/post.ts";
import { WEBHOOK_TEXTS } from "./webhook-texts.ts";

/** The one line a webhook posts for a delivery, or undefined for kinds webhooks do not carry. */
export function webhookMessage(
  publicUrl: string,
  d: Pick<Delivery, "kind" | "language" | "user" | "game">,
): string | undefined {
  const t = WEBHOOK_TEXTS[d.language];
  const game = d.game && (gameDefinition(d.game.type)?.words.names[d.language] ?? d.game.type);
  const link = d.game && `${publicUrl}/games/${d.game.id}`;
  switch (d.kind) {
    case "yourTurn":
    case "gameOver":
      return webhookLine(t[d.kind](d.user.name, game ?? ""), link);
    case "test":
      return webhookLine(t.test(d.user.name), `${publicUrl}/settings`);
    default:
      return undefined;
  }
}

/** A failed post in words for the outbox's `last_error` (a status code at most, never the remote body). */
export function describeFailure(id: number, result: Exclude<WebhookResult, { ok: true }>): string {
  return result.reason === "status" ? `webhook ${id} answered ${result.status}` : `webhook ${id}: ${result.reason}`;
}

/**
 * The webhook channel: the delivery's line to every webhook of the player, at the same time.
 * A webhook that answers 404 or 410 no longer exists at the receiver: it is deleted and does
 * not count as a failure. Any other failure throws after all were tried, so the drain retries
 * the channel (and with it the webhooks that did work: a retry may post twice there).
 * `options` is for tests (an injected fetch, a short timeout); the drain passes none.
 */
export async function sendWebhook(ctx: UseCaseContext, d: Delivery, options: WebhookPostOptions = {}): Promise<void> {
  const text = webhookMessage(ctx.env.PUBLIC_URL, d);
  if (text === undefined) return;
  const hooks = await webhooksOf(ctx.db, d.user.id);
  const results = await Promise.all(
    hooks.map(async (hook) => ({ hook, result: await postWebhook(hook, text, options) })),
  );
  const failures: string[] = [];
  for (const { hook, result } of results) {
    if (result.ok) continue;
    if (result.reason === "status" && result.gone) await deleteWebhook(ctx.db, d.user.id, hook.id);
    else failures.push(describeFailure(hook.id, result));
  }
  if (failures.length > 0) throw new Error(failures.join("; "));
}
