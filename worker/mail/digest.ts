import type { Language } from "../context.ts";
import type { NotificationKind } from "./kinds.ts";
import { notificationMail, type NotificationContent } from "./notification.ts";
import type { Mail } from "./send.ts";
import { NOTIFICATION_TEXTS } from "./texts/index.ts";

/** One held notification: what happened, in which game. */
export type DigestItem = { content: NotificationContent; gameName: string; gameUrl: string | undefined };

export type DigestMailInput = {
  to: string;
  language: Language;
  timeZone: string;
  items: readonly DigestItem[];
  /** One-click unsubscribe links, one per kind in the digest. */
  unsubscribe: readonly { url: string; kind: NotificationKind }[];
  /** The one-click link that stops the whole digest, for the `List-Unsubscribe` header. */
  unsubscribeDigest: string;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The daily digest: one line per game and kind (each item's own subject, so the words live in one
 * place), with the game's link. Repeats of the same line (two "your turn" in one game) show once.
 */
export function digestMail(input: DigestMailInput): Mail {
  const t = NOTIFICATION_TEXTS[input.language];
  const lines = new Map<string, { text: string; url: string | undefined }>();
  for (const item of input.items) {
    const { subject } = notificationMail({
      ...input,
      content: item.content,
      gameName: item.gameName,
      gameUrl: undefined,
      summary: undefined,
      unsubscribe: undefined,
    });
    lines.set(`${item.gameUrl ?? ""}\n${subject}`, { text: subject, url: item.gameUrl });
  }
  const items = [...lines.values()];
  const unsubscribe = input.unsubscribe.map((u) => ({ text: t.unsubscribe(t.kinds[u.kind]), url: u.url }));
  const text = [
    t.digest.lead,
    items.map((l) => `- ${l.text}${l.url ? `: ${l.url}` : ""}`).join("\n"),
    unsubscribe.length ? `--\n${unsubscribe.map((u) => `${u.text} ${u.url}`).join("\n")}` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join("\n\n");
  const html = [
    `<p>${escapeHtml(t.digest.lead)}</p>`,
    `<ul>${items.map((l) => `<li>${l.url ? `<a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a>` : escapeHtml(l.text)}</li>`).join("")}</ul>`,
    unsubscribe.length
      ? `<hr><p><small>${unsubscribe.map((u) => `${escapeHtml(u.text)} <a href="${escapeHtml(u.url)}">${escapeHtml(u.url)}</a>`).join("<br>")}</small></p>`
      : "",
  ].join("");
  const headers = {
    "List-Unsubscribe": `<${input.unsubscribeDigest}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  return { to: input.to, subject: t.digest.subject(items.length), text: `${text}\n`, html, headers };
}
