import { asWriter, keepVersions, versionsHanded } from "../db/game-store/index.ts";
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
import type { ReadMail } from "./read.ts";
import { dropped, type InboundReport } from "./report.ts";
import { replyCode } from "./reply-text.ts";

/**
 * A reply to a turn mail plays its move (worker/inbound/README.md). Every refusal before the
 * sender is known to be the seat's player is silent (no backscatter): the mail is dropped and
 * logged. An authenticated sender gets an answer: the move played, or why not. The mail arrives
 * read (`read.ts`): deployed, the mail Worker (`worker.ts`) reads it and hands it to the main
 * Worker's `InboundMail` (worker/index.ts); development builds read it themselves (`index.ts`).
 */

type Execution = Pick<ExecutionContext, "waitUntil">;

/** Plays a mail already read, sent to `to`: address, authentication, play, answer. Never throws for a bad mail. */
export async function playMail(
  to: string,
  mail: ReadMail,
  env: Env,
  execution: Execution,
  now = Date.now(),
): Promise<InboundReport> {
  // A writer of its own: it waits for its own parts only (versions.ts).
  const report = await asWriter(() => handle(to, mail, env, execution, now));
  return report.outcome === "dropped" ? dropped(report.reason) : report;
}

async function handle(to: string, mail: ReadMail, env: Env, execution: Execution, now: number): Promise<InboundReport> {
  if (!env.MAIL_REPLY_KEY) return { outcome: "dropped", reason: "play by mail is off (no MAIL_REPLY_KEY)" };
  const address = await readReplyAddress(env.MAIL_REPLY_KEY, to, now);
  if (!address.ok) return { outcome: "dropped", reason: address.refusal };
  if (!senderAuthenticated(mail.headers, mail.from)) return { outcome: "dropped", reason: "sender not authenticated" };
  const ctx: UseCaseContext = { db: keepVersions(openDb(env.DB), env.GAME_VERSIONS), env, now };
  const outcome = await playReply(ctx, {
    ...address.target,
    sender: mail.from,
    code: replyCode(mail),
    idempotencyKey: mail.key,
  });
  // The move's parts reach the game's version object before the answer tells the player of it.
  await versionsHanded();
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
      inReplyTo: mail.messageId,
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
