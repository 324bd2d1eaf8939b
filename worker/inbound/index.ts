import PostalMime, { type Email } from "postal-mime";
import { openDb } from "../db/index.ts";
import { botsInBackground, drainInBackground } from "../jobs/background.ts";
import { turnMailMoves } from "../jobs/email.ts";
import { readReplyAddress } from "../mail/reply-address.ts";
import { replyAnswerMail } from "../mail/reply-answer.ts";
import { sendMail } from "../mail/send.ts";
import { playReply } from "../match/by-mail.ts";
import { gameDefinition } from "../match/definitions.ts";
import type { UseCaseContext } from "../context.ts";
import { senderAuthenticated } from "./authentication.ts";
import { replyCode } from "./reply-text.ts";

/**
 * The Worker's `email()` handler: a reply to a turn mail plays its move (worker/inbound/README.md).
 * Every refusal before the sender is known to be the seat's player is silent (no backscatter):
 * the mail is dropped and logged. An authenticated sender gets an answer: the move played, or why not.
 */

/** The largest mail read: a reply is a code and a quoted turn mail; anything bigger is refused unread. */
export const MAX_RAW_BYTES = 512 * 1024;

/** What became of an incoming mail, for the log and the development page. */
export type InboundReport =
  | { outcome: "played" | "refused"; detail: string }
  | { outcome: "dropped"; reason: string }
  | { outcome: "duplicate" };

/** The slice of `ForwardableEmailMessage` the handler uses, so the development page can hand it a pasted message. */
export type IncomingMail = Pick<ForwardableEmailMessage, "from" | "to" | "raw" | "rawSize" | "setReject">;

/** The raw bytes, at most `MAX_RAW_BYTES` of them (undefined beyond: the rest is never read). */
async function readRaw(raw: ReadableStream<Uint8Array>): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = raw.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RAW_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

async function parse(bytes: Uint8Array): Promise<Email | undefined> {
  try {
    return await PostalMime.parse(bytes, { maxNestingDepth: 20, maxHeadersSize: 64 * 1024 });
  } catch {
    return undefined;
  }
}

/** The idempotency key of a reply (a redelivered mail plays once): from its Message-ID, else from its bytes. */
async function replyKey(email: Email, bytes: Uint8Array): Promise<string> {
  const source = email.messageId ? new TextEncoder().encode(email.messageId.trim()) : bytes;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", source));
  let text = "";
  for (const b of digest) text += String.fromCharCode(b);
  return `mail-${btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "").slice(0, 40)}`;
}

const fromAddress = (email: Email) => (email.from && "address" in email.from ? email.from.address : undefined);

/** Handles one incoming mail: reads, authenticates, plays, answers. Never throws for a bad mail. */
export async function handleEmail(
  message: IncomingMail,
  env: Env,
  execution: Pick<ExecutionContext, "waitUntil">,
  now = Date.now(),
): Promise<InboundReport> {
  const report = await handle(message, env, execution, now);
  if (report.outcome === "dropped") console.warn(`inbound mail dropped: ${report.reason}`);
  return report;
}

async function handle(
  message: IncomingMail,
  env: Env,
  execution: Pick<ExecutionContext, "waitUntil">,
  now: number,
): Promise<InboundReport> {
  if (!env.MAIL_REPLY_KEY) return { outcome: "dropped", reason: "play by mail is off (no MAIL_REPLY_KEY)" };
  if (message.rawSize > MAX_RAW_BYTES) {
    message.setReject("Message too large");
    return { outcome: "dropped", reason: `too large: ${message.rawSize} bytes` };
  }
  const address = await readReplyAddress(env.MAIL_REPLY_KEY, message.to, now);
  if (!address.ok) return { outcome: "dropped", reason: address.refusal };
  const bytes = await readRaw(message.raw);
  if (!bytes) {
    message.setReject("Message too large");
    return { outcome: "dropped", reason: "too large" };
  }
  const email = await parse(bytes);
  const from = email && fromAddress(email);
  if (!email || !from) return { outcome: "dropped", reason: "malformed" };
  if (!senderAuthenticated(email.headers, from)) return { outcome: "dropped", reason: "sender not authenticated" };
  const ctx: UseCaseContext = { db: openDb(env.DB), env, now };
  const outcome = await playReply(ctx, {
    ...address.target,
    sender: from,
    code: replyCode(email),
    idempotencyKey: await replyKey(email, bytes),
  });
  if (outcome.kind === "unauthenticated") return { outcome: "dropped", reason: "sender is not the seat's player" };
  if (outcome.kind === "duplicate") return { outcome: "duplicate" };
  if (outcome.kind === "played") {
    if (outcome.notified) execution.waitUntil(drainInBackground(env, now));
    if (outcome.botsDue) execution.waitUntil(botsInBackground(env, now, address.target.gameId));
  }
  const { player } = outcome;
  const gameName = gameDefinition(player.gameType)?.words.names[player.language] ?? player.gameType;
  const answer =
    outcome.kind === "played"
      ? { kind: "played" as const, move: outcome.move, next: outcome.next }
      : { kind: "refused" as const, refusal: outcome.refusal, detail: outcome.detail };
  await sendMail(
    ctx,
    replyAnswerMail({
      to: player.email,
      language: player.language,
      gameName,
      gameUrl: `${env.PUBLIC_URL}/games/${address.target.gameId}`,
      answer,
      inReplyTo: email.messageId,
      // The turn stays with the player: the answer is their next turn mail too.
      byMail:
        outcome.kind === "played" && outcome.next.kind === "again"
          ? await turnMailMoves(ctx, address.target.gameId, player.userId, player.language)
          : undefined,
    }),
  );
  return outcome.kind === "played"
    ? { outcome: "played", detail: outcome.move }
    : { outcome: "refused", detail: outcome.refusal };
}
