import { id as carcassonneGhosts } from "./carcassonne-ghosts/about.ts";
import { tableWords as carcassonneGhostsWords } from "./carcassonne-ghosts/words/messages.ts";
import type { GameWords } from "./contract.ts";
import type { Catalog, Language } from "../i18n/translate.ts";
import { id as dealWithTheDevil } from "./deal-with-the-devil/about.ts";
import { tableWords as dealWithTheDevilWords } from "./deal-with-the-devil/words/messages.ts";
import { id as notreDame } from "./notre-dame/about.ts";
import { tableWords as notreDameWords } from "./notre-dame/words/messages.ts";

/** A game's log words and rule errors in one catalog per language: what a mail may tell. */
function mailCatalogs(words: GameWords): GameWords["messages"] {
  const both = (language: Language) => async (): Promise<Catalog> => ({
    ...(await words.messages[language]()),
    ...(await words.rules[language]()),
  });
  return { en: both("en"), cs: both("cs"), sk: both("sk"), ru: both("ru") };
}

/**
 * Every game's catalogs for its mails (log words and rule errors) by id, as the registry lists the
 * games: the web build writes each as a static file (`logWordsFile`, web/vite.config.ts), which
 * the Worker reads for its mails instead of bundling four languages of every game's words.
 */
export const LOG_CATALOGS: Readonly<Record<string, GameWords["messages"]>> = {
  [notreDame]: mailCatalogs(notreDameWords),
  [carcassonneGhosts]: mailCatalogs(carcassonneGhostsWords),
  [dealWithTheDevil]: mailCatalogs(dealWithTheDevilWords),
};
