import type { GameDefinition } from "../contract.ts";
import { timeoutMove } from "./bot.ts";
import { roleBotMove } from "./bot-roles.ts";
import type { DevilParts } from "./legal.ts";
import type { Move } from "./moves.ts";
import { devilReferee } from "./referee.ts";
import { codes } from "./words/codes.ts";
import type { Options } from "./setup.ts";
import type { DevilState } from "./state.ts";

export const dealWithTheDevil: GameDefinition<DevilState, Move, Options, DevilParts> = {
  ...devilReferee,
  // The role bots (a mortal, the cultist, the devil playing to their goals) fill seats; a timed-out seat gets the rules' default.
  botMove: roleBotMove,
  timeoutMove,
  codes,
};

export { timeoutMove };
export type { DevilState } from "./state.ts";
export type { Options } from "./setup.ts";
export type { Move } from "./moves.ts";
export type { DevilParts } from "./legal.ts";
