import { gameClient } from "../../boards/index.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { TimeControl } from "../../../worker/http/client.ts";

type Settings = {
  type: string;
  timeControl: unknown;
  timeoutPolicy?: "bot" | "drop";
  visibility?: "public" | "invite";
  options?: unknown;
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null;

function timeInWords(t: Translate, control: TimeControl | undefined): string[] {
  if (control?.kind === "perMove") return [t("lists.perMove", { count: control.days })];
  if (control?.kind !== "bank") return [];
  const bank = t("lists.bank", { count: control.initialDays, add: control.addDays, cap: control.capDays });
  return control.weekendPause ? [bank, t("lists.weekendPause")] : [bank];
}

/** What a game was created with, in words: the time control, who may join, what a timeout does, the game's own options. */
export function settingsInWords(t: Translate, game: Settings): string[] {
  const words = timeInWords(t, game.timeControl as TimeControl | undefined);
  if (game.visibility) words.push(t(game.visibility === "invite" ? "lists.inviteOnly" : "lists.public"));
  if (game.timeoutPolicy) words.push(t(game.timeoutPolicy === "drop" ? "lists.timeoutDrop" : "lists.timeoutBot"));
  const options = isRecord(game.options) ? game.options : {};
  return [...words, ...(gameClient(game.type)?.options.inWords(options, t) ?? [])];
}

/** The settings as a short list under a lobby's title or in a dashboard row. */
export function GameSettings({ t, game }: { t: Translate; game: Settings }) {
  return <span class="game-settings">{settingsInWords(t, game).join(" · ")}</span>;
}
