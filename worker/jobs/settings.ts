import { findUser } from "../db/accounts.ts";
import { findOutboxRow, insertOutboxRow, setNotify } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import type { NotificationKind } from "../mail/kinds.ts";
import { effectiveSettings, type Channel, type NotifySettings } from "./channels.ts";
import { drainOutbox } from "./drain.ts";

/** The player's channels for every kind, defaults filled in; undefined for an unknown user. */
export async function notificationSettings(ctx: UseCaseContext, userId: string): Promise<NotifySettings | undefined> {
  const user = await findUser(ctx.db, userId);
  return user && effectiveSettings(user.notify);
}

/** Sets the channels of the kinds given; the other kinds keep theirs. */
export async function updateNotificationSettings(
  ctx: UseCaseContext,
  userId: string,
  change: Partial<Record<NotificationKind, readonly Channel[]>>,
): Promise<NotifySettings | undefined> {
  const current = await notificationSettings(ctx, userId);
  if (!current) return undefined;
  const next: NotifySettings = { ...current };
  for (const [kind, channels] of Object.entries(change) as [NotificationKind, readonly Channel[] | undefined][]) {
    if (channels) next[kind] = [...new Set(channels)];
  }
  await setNotify(ctx.db, userId, next);
  // What the drain will honour: channels a kind cannot take are dropped.
  return effectiveSettings(next);
}

/** Queues a "test" notification and drains at once; answers where the row stands afterwards. */
export async function sendTestNotification(ctx: UseCaseContext, userId: string): Promise<"sent" | "sending" | "pending" | "dead"> {
  const id = await insertOutboxRow(ctx.db, { kind: "test", userId, payload: {}, dueAt: ctx.now, createdAt: ctx.now });
  await drainOutbox(ctx);
  return (await findOutboxRow(ctx.db, id))?.status ?? "pending";
}
