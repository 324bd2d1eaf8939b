import type { Catalog, Language } from "../../../worker/i18n/translate.ts";
import { words } from "../../../worker/games/notre-dame/table.ts";
import { withTableWords } from "../words.ts";

/**
 * The table's own strings per language with the game's rule errors (its engine's `words.rules`,
 * which reply mails say too), each loaded when that language is chosen.
 */
export const BOARD_MESSAGES: Readonly<Record<Language, () => Promise<Catalog>>> = withTableWords(
  {
    en: () => import("./i18n/en.ts").then((m) => m.default),
    cs: () => import("./i18n/cs.ts").then((m) => m.default),
    sk: () => import("./i18n/sk.ts").then((m) => m.default),
    ru: () => import("./i18n/ru.ts").then((m) => m.default),
  },
  words.rules,
);
