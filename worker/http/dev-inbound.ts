import { html } from "hono/html";
import type { InboundReport } from "../inbound/index.ts";

/**
 * The development-only page that hands a raw MIME message to the email() handler, as Email
 * Routing would: the mail page's "Reply to this turn mail" opens it with a reply prefilled.
 */

/** A reply to a kept turn mail, as a mail client would send it: the first listed code, the mail quoted below. */
export function replyDraft(mail: { to: string; subject: string; text: string; replyTo: string }, now: number): string {
  const code = mail.text.match(/^ {2}(\S(?:\S| (?! ))*) {2}/m)?.[1] ?? "";
  const quoted = mail.text
    .trimEnd()
    .split("\n")
    .map((line) => `> ${line}`);
  return [
    `From: <${mail.to}>`,
    `To: <${mail.replyTo}>`,
    `Subject: Re: ${mail.subject}`,
    `Message-ID: <dev.${now.toString(36)}@localhost>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    code,
    "",
    "On the turn mail, you wrote:",
    ...quoted,
  ].join("\r\n");
}

/** The envelope of a pasted message: its From and To headers' addresses. */
export function envelopeOf(raw: string): { from: string; to: string } {
  const header = (name: string) =>
    raw.split(/\r?\n\r?\n/)[0]?.match(new RegExp(`^${name}:.*?<?([^<>\\s]+@[^<>\\s]+)>?\\s*$`, "im"))?.[1] ?? "";
  return { from: header("From"), to: header("To") };
}

export const inboundForm = (raw: string) => html`<h1>Reply by mail</h1>
  <p>
    A raw MIME message, handed to the Worker's <code>email()</code> handler as Cloudflare Email Routing
    would hand it. The reply's first line under the headers is the move's code: change it to play another
    listed move, then send. This page exists
    only with <code>ENVIRONMENT=development</code>.
  </p>
  <form method="post" action="/dev/mail/inbound">
    <p><textarea name="raw" rows="18" style="width: 100%; box-sizing: border-box" aria-label="Raw MIME message">${raw}</textarea></p>
    <p><button type="submit">Send to the email() handler</button> <a href="/dev/mail">Back to the mail page</a></p>
  </form>`;

function reportText(report: InboundReport): string {
  switch (report.outcome) {
    case "played":
      return `Played: ${report.detail}. The answer and the next turn mails are on the mail page.`;
    case "refused":
      return `Not played (${report.detail}); the sender was answered with the reason.`;
    case "duplicate":
      return "Already played: this Message-ID came before. Nothing changed, nothing was answered.";
    case "dropped":
      return `Dropped unanswered: ${report.reason}.`;
  }
}

export const inboundResult = (report: InboundReport) => html`<h1>Reply by mail</h1>
  <p role="status" class="done">${reportText(report)}</p>
  <p><a href="/dev/mail">Back to the mail page</a></p>`;
