/** Kinds of notification a player can switch per channel (outbox rows of these kinds). */
export const NOTIFICATION_KINDS = [
  "yourTurn",
  "gameStarted",
  "gameOver",
  "invited",
  "reminder",
  "timedOut",
  "chatMention",
  "league",
  "planDropped",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds whose e-mails a player may take as one daily digest instead (reminders and timeouts always come at once). */
export const DIGEST_KINDS: readonly NotificationKind[] = [
  "yourTurn",
  "gameStarted",
  "gameOver",
  "invited",
  "chatMention",
];

/** What a one-click unsubscribe link stops: e-mails of one kind, or the daily digest (all its kinds). */
export type UnsubscribeTopic = NotificationKind | "digest";

export function isUnsubscribeTopic(topic: string): topic is UnsubscribeTopic {
  return topic === "digest" || isNotificationKind(topic);
}

/** Every kind the drain can send: the switchable ones and the settings page's test. */
export type OutboxKind = NotificationKind | "test";

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}
