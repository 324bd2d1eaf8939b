import type { GameDefinition } from "../contract.ts";
import { id, players, webTable } from "./about.ts";
import { botMove, timeoutMove } from "./bot.ts";
import { legalMoves } from "./legal.ts";
import { move, type Move } from "./moves.ts";
import { outcome } from "./outcome.ts";
import { play } from "./play.ts";
import { progress } from "./progress.ts";
import { options, setup } from "./setup.ts";
import type { CarcassonneState, Options } from "./state.ts";
import { toAct } from "./turns.ts";
import { view } from "./view.ts";
import { codes } from "./words/codes.ts";
import { words } from "./words/index.ts";

export const carcassonneGhosts: GameDefinition<CarcassonneState, Move, Options> = {
  id,
  version: 1,
  players,
  webTable,
  // Face-down tiles' fronts stay secret after the end (rules file, "Hidden information").
  secretsAfterEnd: true,
  options,
  move,
  setup,
  toAct,
  play,
  legalMoves,
  view,
  outcome,
  progress,
  // The team plays the level it chose: each of the rulebook's six levels is rated as an opponent.
  ratedAgainst: (options) => String(options.level),
  botMove,
  timeoutMove,
  // A chat may point at a tile on the board, or at an empty place beside one ("what about here?").
  point: (state, point) => Object.hasOwn(state.at, point) || state.frontier.includes(point),
  words,
  codes,
};

export type { CarcassonneState, Options } from "./state.ts";
export type { Move } from "./moves.ts";
