import type { GameWords } from "../../worker/games/contract.ts";
import type { Catalog, Language } from "../../worker/i18n/translate.ts";

type Messages = Readonly<Record<Language, () => Promise<Catalog>>>;

/** Two sets of catalogs as one, per language: `over`'s strings before `under`'s. */
function merged(over: Messages, under: Messages): Messages {
  const both = (language: Language) => () =>
    Promise.all([over[language](), under[language]()]).then(([first, second]) => ({ ...second, ...first }));
  return { en: both("en"), cs: both("cs"), sk: both("sk"), ru: both("ru") };
}

/** A board's strings per language: its own (the table's) together with the game's words (shared with mails). */
export function withWords(words: GameWords, board: Messages): Messages {
  return merged(board, words.messages);
}

/**
 * A table's own strings with the game's words that only the table reads (its engine's
 * `TABLE_WORDS`: card texts, rule errors), which the game's `words.messages` leaves out so that
 * the Worker's log words stay small.
 */
export function withTableWords(own: Messages, table: Messages): Messages {
  return merged(own, table);
}
