import type { GameWords } from "../../worker/games/contract.ts";
import type { Catalog, Language } from "../../worker/i18n/translate.ts";

type Messages = Readonly<Record<Language, () => Promise<Catalog>>>;

/** A board's strings per language: its own (the table's) together with the game's words (shared with mails). */
export function withWords(words: GameWords, board: Messages): Messages {
  const both = (language: Language) => () =>
    Promise.all([board[language](), words.messages[language]()]).then(([own, game]) => ({ ...game, ...own }));
  return { en: both("en"), cs: both("cs"), sk: both("sk"), ru: both("ru") };
}
