import type { Catalog } from "../../../../worker/i18n/translate.ts";

const cs: Catalog = {
  "nd.options.hiddenScores": "Skrýt body prestiže až do konce hry",
  "nd.lists.hiddenScores": "prestiž skrytá do konce",
};

export default cs;
