import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { AnyGame } from "../../../worker/games/contract.ts";
import type { BoardModule } from "../types.ts";
import { withWords } from "../words.ts";
import { Board } from "./Board.tsx";
import { EndScreen } from "./LazyEndScreen.tsx";
import { describeError } from "./errors.ts";
import { describeMove } from "./labels.ts";
import { section } from "./log-sections.ts";
import { prompt } from "./prompt.ts";
import { BOARD_MESSAGES } from "./messages.ts";

/** Notre Dame for the web client: the engine plus its table, end screen, rules, words and translations. */
export const notreDameBoard: BoardModule = {
  // The platform handles every game through the same untyped contract.
  engine: notreDame as unknown as AnyGame,
  Board,
  EndScreen,
  describeMove,
  describeError,
  prompt,
  section,
  loadRules: (language) => import("./rules/Rules.tsx").then((m) => m.rulesFor(language)),
  messages: withWords(notreDame.words, BOARD_MESSAGES),
};
