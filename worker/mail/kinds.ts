/** Kinds of notification a player can switch per channel (outbox rows of these kinds). */
export const NOTIFICATION_KINDS = ["yourTurn", "gameStarted", "gameOver", "invited", "reminder", "timedOut"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Every kind the drain can send: the switchable ones and the settings page's test. */
export type OutboxKind = NotificationKind | "test";

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}
