import { words, type CarcassonneView, type Move } from "../../../worker/games/carcassonne-ghosts/table.ts";
import type { GameTable } from "../types.ts";
import { withWords } from "../words.ts";
import { Board } from "./Board.tsx";
import { EndScreen } from "./EndScreen.tsx";
import { guide } from "./guide.ts";
import { describeMove } from "./labels.ts";
import { section } from "./log-sections.ts";
import { BOARD_MESSAGES } from "./messages.ts";
import { pointLabel } from "./points.ts";
import { prompt } from "./prompt.ts";

/** Carcassonne ghosts' table: the engine plus its board, end screen, rules, words and translations. */
export const table: GameTable<CarcassonneView, Move> = {
  engine: { words },
  Board,
  EndScreen,
  describeMove,
  describeError: words.describeError,
  prompt,
  guide,
  section,
  point: { label: pointLabel },
  loadRules: (language) => import("./rules/Rules.tsx").then((m) => m.rulesFor(language)),
  messages: withWords(words, BOARD_MESSAGES),
};
