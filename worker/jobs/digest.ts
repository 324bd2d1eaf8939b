import type { Recipient } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import { digestMail } from "../mail/digest.ts";
import { DIGEST_KINDS, type NotificationKind, type OutboxKind } from "../mail/kinds.ts";
import { sendMail } from "../mail/send.ts";
import { nextLocalHour } from "../match/calendar.ts";
import { gameDefinition } from "../match/definitions.ts";
import type { Delivery } from "./delivery.ts";
import { unsubscribeUrl } from "./email.ts";

/** The local hour of the player's daily digest when a row of `kind` waits for it; undefined when its e-mail goes at once. */
export function digestHourFor(user: Pick<Recipient, "digestHour">, kind: OutboxKind): number | undefined {
  return user.digestHour !== null && kind !== "test" && DIGEST_KINDS.includes(kind) ? user.digestHour : undefined;
}

/** The next `hour`:00 in the player's time zone (UTC if the stored zone is not one Intl knows). */
export function digestTime(now: number, hour: number, zone: string): number {
  try {
    return nextLocalHour(now, hour, zone);
  } catch {
    return nextLocalHour(now, hour, "UTC");
  }
}

/**
 * The digest of one player at its time: the player's held rows, claimed together by the drain,
 * as ONE localized e-mail with a line and a link per game and kind. Throws when it did not leave.
 */
export async function sendDigest(ctx: UseCaseContext, deliveries: readonly Delivery[]): Promise<void> {
  const [first] = deliveries;
  if (!first) return;
  const kinds = [...new Set(deliveries.map((d) => d.kind))].filter((k): k is NotificationKind => k !== "test");
  const mail = digestMail({
    to: first.user.email,
    language: first.language,
    timeZone: first.user.timeZone,
    items: deliveries.map((d) => ({
      content: d.content,
      gameName: d.game ? (gameDefinition(d.game.type)?.words.names[d.language] ?? d.game.type) : "",
      gameUrl: d.game ? `${ctx.env.PUBLIC_URL}/games/${d.game.id}` : undefined,
    })),
    unsubscribe: await Promise.all(
      kinds.map(async (kind) => ({ kind, url: await unsubscribeUrl(ctx, first.user.id, kind) })),
    ),
    unsubscribeDigest: await unsubscribeUrl(ctx, first.user.id, "digest"),
  });
  await sendMail(ctx, mail);
}
