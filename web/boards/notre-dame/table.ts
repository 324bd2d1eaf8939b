import { words, type Move, type NotreDameView } from "../../../worker/games/notre-dame/table.ts";
import type { GameTable } from "../types.ts";
import { withWords } from "../words.ts";
import { Board } from "./Board.tsx";
import { describeMove } from "./labels.ts";
import { EndScreen } from "./LazyEndScreen.tsx";
import { section } from "./log-sections.ts";
import { BOARD_MESSAGES } from "./messages.ts";
import { guide } from "./guide.ts";
import { prompt } from "./prompt.ts";

/** Notre Dame's table: the engine plus its board, end screen, rules, words and translations. */
export const table: GameTable<NotreDameView, Move> = {
  engine: { words },
  Board,
  EndScreen,
  describeMove,
  describeError: words.describeError,
  prompt,
  guide,
  section,
  loadRules: (language) => import("./rules/Rules.tsx").then((m) => m.rulesFor(language)),
  messages: withWords(words, BOARD_MESSAGES),
};
