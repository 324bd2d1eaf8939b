import type { Language } from "../../../i18n/translate.ts";

/**
 * The published titles of Czech Games Edition's game: English, Czech, and the title its Russian
 * players know it by. No Slovak edition could be confirmed: the Slovak is a faithful translation.
 */
export const names: Readonly<Record<Language, string>> = {
  en: "Deal with the Devil",
  cs: "Smlouva s ďáblem",
  sk: "Zmluva s diablom",
  ru: "Сделка с дьяволом",
};

export const blurbs: Readonly<Record<Language, string>> = {
  en: "Trade your soul's worth in secret bargains with the devil.",
  cs: "Tajně smlouvejte s ďáblem o cenu své duše.",
  sk: "Tajne sa dohadujte s diablom o cenu svojej duše.",
  ru: "Тайно торгуйтесь с дьяволом о цене своей души.",
};
