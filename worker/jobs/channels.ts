import { NOTIFICATION_KINDS, type NotificationKind, type OutboxKind } from "../mail/kinds.ts";

/** The channels a notification can travel by, each with its sender (`SENDERS` in drain.ts). */
export const CHANNELS = ["email", "push", "webhook"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Every kind goes by e-mail unless the player says otherwise. */
export const DEFAULT_CHANNELS: readonly Channel[] = ["email"];

const isChannel = (c: string): c is Channel => (CHANNELS as readonly string[]).includes(c);
/** Channels that carry only some kinds: webhooks post into shared chat channels, so only "your turn" and "game over". */
export const ONLY_KINDS: Partial<Record<Channel, readonly NotificationKind[]>> = { webhook: ["yourTurn", "gameOver"] };

export type NotifySettings = Record<NotificationKind, Channel[]>;

/** The stored `users.notify` with the defaults filled in and unknown kinds and channels dropped. */
export function effectiveSettings(stored: Readonly<Record<string, readonly string[]>>): NotifySettings {
  const entries = NOTIFICATION_KINDS.map((kind) => {
    const own = Object.hasOwn(stored, kind) ? stored[kind] : undefined;
    return [
      kind,
      own ? own.filter((c) => isChannel(c) && (ONLY_KINDS[c]?.includes(kind) ?? true)) : [...DEFAULT_CHANNELS],
    ] as const;
  });
  return Object.fromEntries(entries) as NotifySettings;
}

/** The channels that carry a row of `kind`; the test goes by every channel the player uses anywhere (e-mail if none). */
export function channelsFor(stored: Readonly<Record<string, readonly string[]>>, kind: OutboxKind): Channel[] {
  const settings = effectiveSettings(stored);
  if (kind !== "test") return settings[kind];
  const used = new Set(Object.values(settings).flat());
  return used.size ? CHANNELS.filter((c) => used.has(c)) : [...DEFAULT_CHANNELS];
}
