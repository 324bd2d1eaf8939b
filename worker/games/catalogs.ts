import { id as carcassonneGhosts } from "./carcassonne-ghosts/about.ts";
import { tableWords as carcassonneGhostsWords } from "./carcassonne-ghosts/words/messages.ts";
import type { GameWords } from "./contract.ts";
import { id as dealWithTheDevil } from "./deal-with-the-devil/about.ts";
import { tableWords as dealWithTheDevilWords } from "./deal-with-the-devil/words/messages.ts";
import { id as notreDame } from "./notre-dame/about.ts";
import { tableWords as notreDameWords } from "./notre-dame/words/messages.ts";

/**
 * Every game's log catalogs by id, as the registry lists the games: the web build writes each as a
 * static file (`logWordsFile`, web/vite.config.ts), which the Worker reads for its mails instead of
 * bundling four languages of every game's words.
 */
export const LOG_CATALOGS: Readonly<Record<string, GameWords["messages"]>> = {
  [notreDame]: notreDameWords.messages,
  [carcassonneGhosts]: carcassonneGhostsWords.messages,
  [dealWithTheDevil]: dealWithTheDevilWords.messages,
};
