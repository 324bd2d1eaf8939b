import type { Language } from "../../../i18n/translate.ts";

/** The published titles: Alea's in English, Czech and Slovak, the Russian edition's (Стиль Жизни). */
export const names: Readonly<Record<Language, string>> = {
  en: "Notre Dame",
  cs: "Notre Dame",
  sk: "Notre Dame",
  ru: "Нотр Дам",
};

export const blurbs: Readonly<Record<Language, string>> = {
  en: "Build up your quarter of medieval Paris, gain prestige and keep the plague rats away.",
  cs: "Budujte svou čtvrť středověké Paříže, získávejte prestiž a nedopusťte, aby vaši čtvrť zachvátilo zamoření.",
  sk: "Budujte svoju štvrť stredovekého Paríža, získavajte prestíž a držte potkany s morom ďalej.",
  ru: "Развивайте свой квартал средневекового Парижа, набирайте престиж и не дайте загрязнению охватить ваш квартал.",
};
