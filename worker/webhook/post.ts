import { checkWebhookUrl } from "./url.ts";

export const WEBHOOK_FLAVORS = ["discord", "slack"] as const;
export type WebhookFlavor = (typeof WEBHOOK_FLAVORS)[number];

/** How long a receiver may take to answer: Discord and Slack answer in well under a second. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * What a post came to. The remote body is never read, so it can never reach a player, a log or
 * the outbox: only the status code.
 */
export type WebhookResult =
  | { ok: true }
  | { ok: false; reason: "refused" | "timeout" | "network" | "redirect"; status?: undefined }
  | { ok: false; reason: "status"; status: number; gone: boolean };

export type WebhookPostOptions = {
  /** Defaults to the global `fetch` (read at call time, so tests may stub it). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Test-only: one origin (e.g. `http://127.0.0.1:41234`) exempt from the URL safety check, so a
   * Node test can receive posts on a local server. Nothing reachable from HTTP passes it.
   */
  allowOrigin?: string;
};

/** Slack's mrkdwn treats these three as control characters (https://api.slack.com/reference/surfaces/formatting#escaping). */
const slackEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The JSON a receiver of `flavor` expects: Discord's `{ content }` (mentions switched off, so a
 * name in a message can never ping anybody), Slack's `{ text }`.
 */
export function webhookPayload(flavor: WebhookFlavor, text: string): Record<string, unknown> {
  return flavor === "discord"
    ? { content: text.slice(0, 2000), allowed_mentions: { parse: [] } }
    : { text: slackEscape(text) };
}

/** One line: the message and, when there is one, the link (receivers make it clickable). */
export const webhookLine = (message: string, link: string | undefined) => (link ? `${message} ${link}` : message);

/**
 * Posts one message to one webhook. Redirects are not followed (`redirect: "manual"`; a 3xx is a
 * failure), the request gives up after `timeoutMs`, and the answer's body is cancelled unread.
 * Answers a result instead of throwing: the drain and the test button decide what a failure means.
 */
export async function postWebhook(
  hook: { url: string; flavor: WebhookFlavor },
  text: string,
  options: WebhookPostOptions = {},
): Promise<WebhookResult> {
  const allowed =
    options.allowOrigin !== undefined && URL.canParse(hook.url) && new URL(hook.url).origin === options.allowOrigin;
  if (!allowed && !checkWebhookUrl(hook.url).ok) return { ok: false, reason: "refused" };
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(hook.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "correspondence-games-webhook/1" },
      body: JSON.stringify(webhookPayload(hook.flavor, text)),
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { ok: false, reason: name === "TimeoutError" || name === "AbortError" ? "timeout" : "network" };
  }
  // Never read: the remote body must not reach a player, a log or the outbox. Cancelling frees the connection.
  await response.body?.cancel().catch(() => undefined);
  if (String(response.type) === "opaqueredirect" || (response.status >= 300 && response.status < 400))
    return { ok: false, reason: "redirect" };
  if (response.status < 200 || response.status >= 300)
    return {
      ok: false,
      reason: "status",
      status: response.status,
      gone: response.status === 404 || response.status === 410,
    };
  return { ok: true };
}
