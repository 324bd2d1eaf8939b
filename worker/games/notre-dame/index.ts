import type { GameDefinition } from "../contract.ts";
import { id, players, webTable } from "./about.ts";
import { botMove } from "./bot.ts";
import { ROUNDS } from "./data.ts";
import { legalMoves } from "./legal.ts";
import { move, type Move } from "./moves.ts";
import { outcome } from "./outcome.ts";
import { planning } from "./planning.ts";
import { play } from "./play.ts";
import { options, setup } from "./setup.ts";
import type { NotreDameState, Options } from "./state.ts";
import { hiddenMoves, toAct } from "./turns.ts";
import { view } from "./view.ts";
import { codes } from "./words/codes.ts";
import { words } from "./words/index.ts";

export const notreDame: GameDefinition<NotreDameState, Move, Options> = {
  id,
  version: 1,
  players,
  webTable,
  options,
  move,
  setup,
  toAct,
  hiddenMoves,
  play,
  legalMoves,
  view,
  outcome,
  progress: (state) => ({ round: state.round, rounds: ROUNDS }),
  botMove,
  planning,
  words,
  codes,
};

export type { NotreDameState, Options } from "./state.ts";
export type { Move } from "./moves.ts";
