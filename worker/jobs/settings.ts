import { findUser, type User } from "../db/accounts.ts";
import { findOutboxRow, insertOutboxRow, setNotificationPreferences } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import type { NotificationKind } from "../mail/kinds.ts";
import { wantedReminders, type ReminderHour } from "../match/clock.ts";
import { overHourlyLimit } from "../match/rate-limit.ts";
import { ok, type Result } from "../match/result.ts";
import { effectiveSettings, type Channel, type NotifySettings } from "./channels.ts";
import { drainOutbox } from "./drain.ts";

/** Minutes a "your turn" e-mail may wait for the player to come back on their own (0: at once). */
export const TURN_MAIL_GRACES = [0, 5, 10, 30, 60] as const;
export type TurnMailGrace = (typeof TURN_MAIL_GRACES)[number];

/** Everything the Notifications page sets: channels per kind, reminder levels, the daily digest's local hour (null: immediate), the turn mail's grace in minutes. */
export type NotificationPreferences = {
  kinds: NotifySettings;
  reminders: ReminderHour[];
  digestHour: number | null;
  turnMailGrace: number;
};

export type PreferencesChange = {
  kinds?: Partial<Record<NotificationKind, readonly Channel[]>> | undefined;
  reminders?: readonly ReminderHour[] | undefined;
  digestHour?: number | null | undefined;
  turnMailGrace?: TurnMailGrace | undefined;
};

const preferencesOf = (user: User): NotificationPreferences => ({
  kinds: effectiveSettings(user.notify),
  reminders: wantedReminders(user.reminderHours),
  digestHour: user.digestHour,
  turnMailGrace: user.turnMailGrace,
});

/** The player's preferences, defaults filled in; undefined for an unknown user. */
export async function notificationSettings(
  ctx: UseCaseContext,
  userId: string,
): Promise<NotificationPreferences | undefined> {
  const user = await findUser(ctx.db, userId);
  return user && preferencesOf(user);
}

/** Sets what the change names: the channels of the kinds given (the other kinds keep theirs), the reminder levels, the digest hour, the turn mail's grace. */
export async function updateNotificationSettings(
  ctx: UseCaseContext,
  userId: string,
  change: PreferencesChange,
): Promise<NotificationPreferences | undefined> {
  const current = await notificationSettings(ctx, userId);
  if (!current) return undefined;
  const kinds: NotifySettings = { ...current.kinds };
  for (const [kind, channels] of Object.entries(change.kinds ?? {}) as [
    NotificationKind,
    readonly Channel[] | undefined,
  ][]) {
    if (channels) kinds[kind] = [...new Set(channels)];
  }
  const reminders = change.reminders ? wantedReminders(change.reminders) : current.reminders;
  const digestHour = change.digestHour === undefined ? current.digestHour : change.digestHour;
  const turnMailGrace = change.turnMailGrace ?? current.turnMailGrace;
  await setNotificationPreferences(ctx.db, userId, {
    notify: kinds,
    reminderHours: reminders,
    digestHour,
    turnMailGrace,
  });
  // What the drain will honour: channels a kind cannot take are dropped.
  return { kinds: effectiveSettings(kinds), reminders, digestHour, turnMailGrace };
}

/** Test notifications a player may send per hour: each one is a real mail, push and webhook call. */
export const TEST_NOTIFICATIONS_PER_HOUR = 5;

/** Queues a "test" notification and drains at once; answers where the row stands afterwards. */
export async function sendTestNotification(
  ctx: UseCaseContext,
  userId: string,
): Promise<Result<"sent" | "sending" | "pending" | "dead">> {
  const limited = await overHourlyLimit(ctx, `test-notification:${userId}`, TEST_NOTIFICATIONS_PER_HOUR);
  if (limited) return limited;
  const id = await insertOutboxRow(ctx.db, { kind: "test", userId, payload: {}, dueAt: ctx.now, createdAt: ctx.now });
  await drainOutbox(ctx);
  const status = (await findOutboxRow(ctx.db, id))?.status;
  // A test has no grace, so it is never skipped.
  return ok(status === undefined || status === "skipped" ? "pending" : status);
}
