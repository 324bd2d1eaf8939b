import type { Catalog, Language } from "../../../worker/i18n/translate.ts";
import { TABLE_WORDS } from "../../../worker/games/deal-with-the-devil/table.ts";
import { withTableWords } from "../words.ts";

/**
 * The table's own strings per language with the game's words only the table reads (the Worker's
 * bundle leaves those out), each loaded when that language is chosen.
 */
export const BOARD_MESSAGES: Readonly<Record<Language, () => Promise<Catalog>>> = withTableWords(
  {
    en: () => import("./i18n/en.ts").then((m) => m.default),
    cs: () => import("./i18n/cs.ts").then((m) => m.default),
    sk: () => import("./i18n/sk.ts").then((m) => m.default),
    ru: () => import("./i18n/ru.ts").then((m) => m.default),
  },
  TABLE_WORDS,
);
