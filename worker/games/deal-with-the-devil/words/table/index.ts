import type { Catalog, Language } from "../../../../i18n/translate.ts";

/**
 * The game's words only the table reads (card texts), per language, each loaded when
 * needed: the Worker's bundle leaves them out.
 */
export const TABLE_WORDS: Readonly<Record<Language, () => Promise<Catalog>>> = {
  en: () => import("./en.ts").then((m) => m.default),
  cs: () => import("./cs.ts").then((m) => m.default),
  sk: () => import("./sk.ts").then((m) => m.default),
  ru: () => import("./ru.ts").then((m) => m.default),
};
