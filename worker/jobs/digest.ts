import type { User } from "../db/accounts.ts";
import { claimOutboxRow, dueDigestRows, markOutboxSent, type OutboxRow } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import { digestMail } from "../mail/digest.ts";
import { gameName } from "../mail/game-names.ts";
import { DIGEST_KINDS, type NotificationKind, type OutboxKind } from "../mail/kinds.ts";
import { sendMail } from "../mail/send.ts";
import { nextLocalHour } from "../match/calendar.ts";
import { channelsFor } from "./channels.ts";
import { loadDelivery, type Delivery } from "./delivery.ts";
import { unsubscribeUrl } from "./email.ts";

/** The local hour of the player's daily digest when a row of `kind` waits for it; undefined when its e-mail goes at once. */
export function digestHourFor(user: Pick<User, "digestHour">, kind: OutboxKind): number | undefined {
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

/** How the drain records a row that failed (its attempts, retry time or death). */
export type RecordFailure = (row: OutboxRow, error: unknown) => Promise<void>;

/**
 * The digest of one player, at its time: `first` (claimed by the drain) and every other held row
 * of the player that is due, claimed here, as ONE e-mail. Rows whose kind no longer goes by e-mail
 * are marked sent without a line. Answers how many rows besides `first` were sent; throws (after
 * recording the others' failure) when the mail did not leave.
 */
export async function sendDigest(ctx: UseCaseContext, first: Delivery, recordFailure: RecordFailure): Promise<number> {
  const claimed: OutboxRow[] = [];
  for (const row of await dueDigestRows(ctx.db, first.user.id, ctx.now)) {
    if (row.id !== first.row.id && (await claimOutboxRow(ctx.db, row))) claimed.push(row);
  }
  const deliveries: Delivery[] = [first];
  const loaded: OutboxRow[] = [];
  for (const row of claimed) {
    try {
      deliveries.push(await loadDelivery(ctx, row));
      loaded.push(row);
    } catch (error) {
      await recordFailure(row, error);
    }
  }
  const mailed = deliveries.filter((d) => channelsFor(d.user.notify, d.kind).includes("email"));
  const kinds = [...new Set(mailed.map((d) => d.kind))].filter((k): k is NotificationKind => k !== "test");
  try {
    if (mailed.length) {
      const mail = digestMail({
        to: first.user.email,
        language: first.language,
        timeZone: first.user.timeZone,
        items: mailed.map((d) => ({ content: d.content, gameName: d.game ? gameName(d.game.type) : "", gameUrl: d.game ? `${ctx.env.PUBLIC_URL}/games/${d.game.id}` : undefined })),
        unsubscribe: await Promise.all(kinds.map(async (kind) => ({ kind, url: await unsubscribeUrl(ctx, first.user.id, kind) }))),
        unsubscribeDigest: await unsubscribeUrl(ctx, first.user.id, "digest"),
      });
      await sendMail(ctx, mail);
    }
  } catch (error) {
    for (const row of loaded) await recordFailure(row, error);
    throw error;
  }
  for (const row of loaded) await markOutboxSent(ctx.db, row.id, ctx.now);
  return loaded.length;
}
