import type { UseCaseContext } from "../context.ts";
import { notificationMail } from "../mail/notification.ts";
import { sendMail } from "../mail/send.ts";
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
  });
  await sendMail(ctx, mail);
}
