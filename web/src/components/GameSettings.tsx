import type { Translate } from "../../../worker/i18n/translate.ts";

type TimeControl =
  | { kind: "perMove"; days: number }
  | { kind: "bank"; initialDays: number; addDays: number; capDays: number; weekendPause?: boolean };

/** What a game was created with, in words: the time control, who may join, what a timeout does, the game's own options. */
export function settingsInWords(
  t: Translate,
  game: { timeControl: unknown; timeoutPolicy?: "bot" | "drop"; visibility?: "public" | "invite"; options?: unknown },
): string[] {
  const words: string[] = [];
  const control = game.timeControl as TimeControl | undefined;
  if (control?.kind === "perMove") words.push(t("lists.perMove", { count: control.days }));
  if (control?.kind === "bank") {
    words.push(t("lists.bank", { count: control.initialDays, add: control.addDays, cap: control.capDays }));
    if (control.weekendPause) words.push(t("lists.weekendPause"));
  }
  if (game.visibility) words.push(t(game.visibility === "invite" ? "lists.inviteOnly" : "lists.public"));
  if (game.timeoutPolicy) words.push(t(game.timeoutPolicy === "drop" ? "lists.timeoutDrop" : "lists.timeoutBot"));
  const options = (game.options ?? {}) as Record<string, unknown>;
  if (options.hiddenScores === true) words.push(t("lists.hiddenScores"));
  return words;
}

/** The settings as a short list under a lobby's title or in a dashboard row. */
export function GameSettings({ t, game }: { t: Translate; game: Parameters<typeof settingsInWords>[1] }) {
  return <span class="game-settings">{settingsInWords(t, game).join(" · ")}</span>;
}
