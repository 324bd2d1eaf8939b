import type { AnyGame } from "../../../worker/games/contract.ts";
import { dealWithTheDevil } from "../../../worker/games/deal-with-the-devil/table.ts";
import type { GameTable } from "../types.ts";
import { withWords } from "../words.ts";
import { Board } from "./Board.tsx";
import { EndScreen } from "./EndScreen.tsx";
import { describeError } from "./errors.ts";
import { describeMove } from "./labels.ts";
import { section } from "./log-sections.ts";
import { BOARD_MESSAGES } from "./messages.ts";
import { prompt } from "./prompt.ts";
import type { DevilView, Move } from "./types.ts";

/** Deal with the Devil's table: the engine plus its board, end screen, rules, words and translations. */
export const table: GameTable<DevilView, Move> = {
  // The platform handles every engine through the same untyped contract.
  engine: dealWithTheDevil as unknown as AnyGame,
  Board,
  EndScreen,
  describeMove: (move, t, view) => describeMove(move, t, view),
  describeError,
  prompt,
  section,
  loadRules: (language) => import("./rules/Rules.tsx").then((m) => m.rulesFor(language)),
  messages: withWords(dealWithTheDevil.words, BOARD_MESSAGES),
};
