import type { Language } from "../../../i18n/translate.ts";

/**
 * The published titles: Z-Man's English edition, Mindok's Czech one, the Slovak rulebook's. No
 * Russian edition could be confirmed: the Russian is the title Russian players use for it.
 */
export const names: Readonly<Record<Language, string>> = {
  en: "Mists over Carcassonne",
  cs: "Duchové Carcassonne",
  sk: "Duchovia Carcassonne",
  ru: "Каркассон: Туманы и призраки",
};

export const blurbs: Readonly<Record<Language, string>> = {
  en: "Lay tiles, build cities and roads, and keep the ghosts at bay.",
  cs: "Pokládejte dílky, stavte města a cesty a držte duchy v šachu.",
  sk: "Kladte dieliky, stavajte mestá a cesty a držte duchov v šachu.",
  ru: "Выкладывайте тайлы, стройте города и дороги и держите призраков в узде.",
};
