import type { Catalog } from "../../../../worker/i18n/translate.ts";

const ru: Catalog = {
  "nd.options.hiddenScores": "Скрывать очки престижа до конца партии",
  "nd.lists.hiddenScores": "престиж скрыт до конца",
};

export default ru;
