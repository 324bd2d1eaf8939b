import type { JSX } from "preact";
import type { Options } from "../../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../../worker/i18n/translate.ts";
import type { GameOptions, Messages } from "../../types.ts";
import en from "./en.ts";

function HiddenScores({ t }: { t: Translate }): JSX.Element {
  return (
    <label>
      <input type="checkbox" name="hiddenScores" defaultChecked /> {t("nd.options.hiddenScores")}
    </label>
  );
}

/** Prestige hidden until the end, or shown all along (the rulebooks allow both). */
export const options: GameOptions<Options> = {
  Fields: HiddenScores,
  read: (form) => ({ hiddenScores: form.get("hiddenScores") === "on" }),
  inWords: (chosen, t) => (chosen.hiddenScores === true ? [t("nd.lists.hiddenScores")] : []),
};

/** English comes with the page (it is every language's fallback); the others when chosen. */
export const messages: Messages = {
  en: async () => en,
  cs: () => import("./cs.ts").then((m) => m.default),
  sk: () => import("./sk.ts").then((m) => m.default),
  ru: () => import("./ru.ts").then((m) => m.default),
};
