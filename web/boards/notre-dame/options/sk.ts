import type { Catalog } from "../../../../worker/i18n/translate.ts";

const sk: Catalog = {
  "nd.options.hiddenScores": "Skryť body prestíže až do konca hry",
  "nd.lists.hiddenScores": "prestíž skrytá do konca",
};

export default sk;
