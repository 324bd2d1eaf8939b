import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { handleEmail, type InboundReport } from "../../worker/inbound/index.ts";

/**
 * Raw replies to a turn mail as mail clients write them (RFC 5322 with CRLF), and a way to hand
 * one to the Worker's email() handler as Email Routing would.
 */

export type ReplyParts = { from: string; to: string; code: string; messageId?: string; headers?: string[] };

let counter = 0;
const messageIdOf = (p: ReplyParts) => p.messageId ?? `<reply.${Date.now()}.${++counter}@mail.example.com>`;

function head(p: ReplyParts, contentType: string): string[] {
  return [
    ...(p.headers ?? []),
    `From: Player <${p.from}>`,
    `To: Correspondence games <${p.to}>`,
    "Subject: Re: Your turn in Notre Dame",
    "Date: Fri, 27 Nov 2026 19:45:00 +0000",
    `Message-ID: ${messageIdOf(p)}`,
    "MIME-Version: 1.0",
    `Content-Type: ${contentType}`,
  ];
}

const crlf = (lines: readonly string[]) => `${lines.join("\r\n")}\r\n`;
const QUOTED_TURN_MAIL = [
  "It is your turn in Notre Dame.",
  "To move, reply to this mail with the code of your move alone:",
  "  K B  you keep the bank",
];

/** The kinds of reply the handler must read, each as its client writes it. */
export const CLIENTS: Readonly<Record<string, (p: ReplyParts) => string>> = {
  plain: (p) => crlf([...head(p, "text/plain; charset=utf-8"), "", p.code]),
  htmlOnly: (p) =>
    crlf([
      ...head(p, "text/html; charset=utf-8"),
      "",
      `<html><body><div dir="ltr">${p.code}&nbsp;</div><br><div class="gmail_quote"><div class="gmail_attr">On Fri wrote:</div><blockquote>${QUOTED_TURN_MAIL.join("<br>")}</blockquote></div></body></html>`,
    ]),
  gmail: (p) =>
    crlf([
      ...head(p, 'multipart/alternative; boundary="g1"'),
      "",
      "--g1",
      "Content-Type: text/plain; charset=UTF-8",
      "",
      p.code,
      "",
      "On Fri, Nov 27, 2026 at 7:40 PM Correspondence games <",
      `${p.to}> wrote:`,
      "",
      ...QUOTED_TURN_MAIL.map((l) => `> ${l}`),
      "--g1",
      "Content-Type: text/html; charset=UTF-8",
      "",
      `<div dir="ltr">${p.code}</div><br><div class="gmail_quote"><blockquote class="gmail_quote">${QUOTED_TURN_MAIL.join("<br>")}</blockquote></div>`,
      "--g1--",
    ]),
  outlook: (p) =>
    crlf([
      ...head(p, 'multipart/alternative; boundary="o1"'),
      "",
      "--o1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      p.code,
      "",
      "________________________________",
      "From: Correspondence games <games@example.com>",
      "Sent: Friday, November 27, 2026 7:40 PM",
      "Subject: Your turn in Notre Dame",
      "",
      ...QUOTED_TURN_MAIL,
      "--o1",
      "Content-Type: text/html; charset=utf-8",
      "",
      `<html><body><div>${p.code}</div><hr style=3D"display:inline-block"><div id=3D"divRplyFwdMsg">${QUOTED_TURN_MAIL.join("<br>")}</div></body></html>`,
      "--o1--",
    ]),
  appleMail: (p) =>
    crlf([
      ...head(p, "text/plain; charset=us-ascii"),
      "Content-Transfer-Encoding: 7bit",
      "",
      p.code,
      "",
      "Sent from my iPhone",
      "",
      "> On 27 Nov 2026, at 19:40, Correspondence games <games@example.com> wrote:",
      ">",
      ...QUOTED_TURN_MAIL.map((l) => `> ${l}`),
    ]),
  thunderbird: (p) =>
    crlf([
      ...head(p, "text/plain; charset=UTF-8; format=flowed"),
      "",
      p.code.toLowerCase(),
      "",
      "Dne 27. 11. 2026 v 19:40 Correspondence games napsal(a):",
      ...QUOTED_TURN_MAIL.map((l) => `> ${l}`),
      "",
      "-- ",
      "Alice, sent with Thunderbird",
    ]),
};

/** A mail as Email Routing hands it to the Worker, recording whether the handler refused it at the door. */
export function incoming(raw: string | Uint8Array, from: string, to: string) {
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
  const rejected: string[] = [];
  return {
    rejected,
    message: {
      from,
      to,
      rawSize: bytes.byteLength,
      raw: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      setReject: (reason: string) => void rejected.push(reason),
    },
  };
}

/** Hands a raw mail to the email() handler and waits for its work after it (the moves' notifications). */
export async function deliver(
  raw: string | Uint8Array,
  from: string,
  to: string,
  now = Date.now(),
): Promise<InboundReport & { rejected: string[] }> {
  const { message, rejected } = incoming(raw, from, to);
  const execution = createExecutionContext();
  const report = await handleEmail(message, env, execution, now);
  await waitOnExecutionContext(execution);
  return { ...report, rejected };
}

/** The latest mail to `email` that can be answered (a turn mail, or an answer whose turn stays): its reply address and first code. */
export async function latestTurnMail(email: string): Promise<{ replyTo: string; code: string; text: string }> {
  const row = await env.DB.prepare(
    'SELECT reply_to, text FROM dev_mail WHERE "to" = ? AND reply_to IS NOT NULL ORDER BY id DESC LIMIT 1',
  )
    .bind(email)
    .first<{ reply_to: string; text: string }>();
  if (!row) throw new Error(`no turn mail to ${email}`);
  const code = row.text.match(/^ {2}(\S(?:\S| (?! ))*) {2}/m)?.[1];
  if (!code) throw new Error(`no code in ${row.text}`);
  return { replyTo: row.reply_to, code, text: row.text };
}
