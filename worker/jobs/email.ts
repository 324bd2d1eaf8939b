import type { Language, UseCaseContext } from "../context.ts";
import { notificationMail, type MailMoves } from "../mail/notification.ts";
import { REPLY_LIFETIME, replyAddress } from "../mail/reply-address.ts";
import { sendMail } from "../mail/send.ts";
import { turnOffer } from "../match/by-mail.ts";
import { gameDefinition } from "../match/definitions.ts";
import type { Delivery } from "./delivery.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

/** The path of the one-click unsubscribe endpoint (the app exempts its POST from the CSRF check). */
export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

export async function unsubscribeUrl(
  ctx: UseCaseContext,
  userId: string,
  kind: Parameters<typeof unsubscribeToken>[2],
): Promise<string> {
  return `${ctx.env.PUBLIC_URL}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(await unsubscribeToken(ctx.env.SESSION_KEY, userId, kind))}`;
}

/**
 * Play by mail: the moves the player's turn offers as codes and the seat's signed reply address,
 * read from the game as it is when the mail leaves; none where play by mail is not configured
 * (MAIL_REPLY_KEY and MAIL_REPLY_TO) or the player is not to act.
 */
export async function turnMailMoves(
  ctx: UseCaseContext,
  gameId: string,
  userId: string,
  language: Language,
): Promise<MailMoves | undefined> {
  const { MAIL_REPLY_KEY: key, MAIL_REPLY_TO: box } = ctx.env;
  if (!key || !box?.includes("@")) return undefined;
  const offer = await turnOffer(ctx, gameId, userId, language);
  if (!offer) return undefined;
  const target = { gameId, seat: offer.seat, version: offer.version, expires: ctx.now + REPLY_LIFETIME };
  return { moves: offer.moves, more: offer.more, replyTo: await replyAddress(key, box, target) };
}

/** A turn mail's or a reminder's codes (`turnMailMoves`). */
function byMailOf(ctx: UseCaseContext, d: Delivery): Promise<MailMoves | undefined> {
  const kind = d.content.kind;
  if (!d.game || (kind !== "yourTurn" && kind !== "reminder")) return Promise.resolve(undefined);
  return turnMailMoves(ctx, d.game.id, d.user.id, d.language);
}

/** The e-mail channel: one localized mail through `sendMail` (so development keeps its copy on /dev/mail). */
export async function sendEmail(ctx: UseCaseContext, d: Delivery): Promise<void> {
  const content = d.content;
  const unsubscribe =
    content.kind === "test"
      ? undefined
      : { kind: content.kind, url: await unsubscribeUrl(ctx, d.user.id, content.kind) };
  const mail = notificationMail({
    to: d.user.email,
    language: d.language,
    timeZone: d.user.timeZone,
    content,
    gameName: d.game ? (gameDefinition(d.game.type)?.words.names[d.language] ?? d.game.type) : "",
    gameUrl: d.game
      ? `${ctx.env.PUBLIC_URL}/games/${d.game.id}`
      : content.kind === "league"
        ? `${ctx.env.PUBLIC_URL}/leagues/${content.news.leagueId}`
        : undefined,
    summary: d.summary,
    unsubscribe,
    byMail: await byMailOf(ctx, d),
  });
  await sendMail(ctx, mail);
}
