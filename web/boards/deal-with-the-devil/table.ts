import { composeParts, words } from "../../../worker/games/deal-with-the-devil/table.ts";
import { lazy } from "../lazy.tsx";
import type { GameTable } from "../types.ts";
import { withWords } from "../words.ts";
import { Board } from "./Board.tsx";
import { guide } from "./guide.ts";
import { describeMove, namesBySeat } from "./labels.ts";
import { section } from "./log-sections.ts";
import { BOARD_MESSAGES } from "./messages.ts";
import { prompt } from "./prompt.ts";
import type { DevilView, Move } from "./types.ts";

/** Deal with the Devil's table: the engine plus its board, end screen, rules, words and translations. */
export const table: GameTable<DevilView, Move> = {
  // The answer carries the legal moves in parts: the page composes them with the engine's own code.
  engine: { words, legalParts: { compose: composeParts } },
  Board,
  // The end screen (the scoring, the rounds' charts) comes only for a finished game.
  EndScreen: lazy(() => import("./EndScreen.tsx").then((m) => m.EndScreen)),
  // A vote or a guess names the player at the seat: who sits where is public, roles are not.
  describeMove: (move, t, view, players = []) => describeMove(move, t, view, namesBySeat(players)),
  describeError: words.describeError,
  prompt,
  guide,
  section,
  loadRules: (language) => import("./rules/Rules.tsx").then((m) => m.rulesFor(language)),
  messages: withWords(words, BOARD_MESSAGES),
};
