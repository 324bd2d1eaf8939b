import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** The options form and the settings in a list. English: the source every other language is translated from. */
const en: Catalog = {
  "nd.options.hiddenScores": "Keep prestige hidden until the end",
  "nd.lists.hiddenScores": "prestige hidden until the end",
};

export default en;
