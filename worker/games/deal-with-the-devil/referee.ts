/**
 * Deal with the Devil's definition without its bots and move codes: the rules, the view, the legal moves and the
 * words. The web table needs nothing more (the pages never play a bot's move), so its bundle
 * leaves the role bots out; `index.ts` adds them for the server.
 */
import type { GameDefinition } from "../contract.ts";
import { id, players, webTable } from "./about.ts";
import { ROUNDS } from "./cards/types.ts";
import { composeParts, legalMoves, legalParts, type DevilParts } from "./legal.ts";
import { move, type Move } from "./moves.ts";
import { outcome } from "./scoring.ts";
import { play } from "./play.ts";
import { options, setup, type Options } from "./setup.ts";
import type { DevilState } from "./state.ts";
import { hiddenMoves, toAct } from "./turns.ts";
import { view } from "./view.ts";
import { words } from "./words/index.ts";

export type DevilReferee = Omit<
  GameDefinition<DevilState, Move, Options, DevilParts>,
  "botMove" | "timeoutMove" | "codes"
>;

export const devilReferee: DevilReferee = {
  id,
  version: 1,
  players,
  webTable,
  options,
  move,
  setup,
  toAct,
  hiddenMoves,
  // A timed-out seat's default (an empty chest, no bribe) would name its chest's mark if others knew who timed out.
  secretWaiting: true,
  play,
  legalMoves,
  // A plan's token part alone lists up to 1,512 moves: answers carry the parts (legal.ts).
  legalParts: { of: legalParts, compose: composeParts },
  view,
  outcome,
  progress: (state) => ({ round: state.round, rounds: ROUNDS.length }),
  words,
};
