import type { Outcome } from "../../../worker/games/contract.ts";
import type { Market } from "../../../worker/games/notre-dame/board.ts";
import type { Card, Field, Person, TokenKind } from "../../../worker/games/notre-dame/data.ts";
import type { Move } from "../../../worker/games/notre-dame/moves.ts";
import type { HeldToken, Phase } from "../../../worker/games/notre-dame/state.ts";

export type { Card, Field, Market, Move, Person, Phase, TokenKind };

/** One player as `view()` in worker/games/notre-dame/view.ts shows it. */
export type PlayerView = {
  quarter: number;
  supply: number;
  reserve: number;
  fields: Record<Field, number>;
  cathedral: number;
  advisor?: Field;
  carriage: Market;
  coins: number;
  rat: number;
  ratForecast: number;
  plagueStrikes: boolean;
  tokens: HeldToken[];
  played: Card[];
  cards: { deck: number; hand: number; discarded: boolean };
  drafted?: boolean;
  physician: boolean;
  sacrifice?: Field[];
  prestige?: number;
  prestigeHistory?: number[];
};

/** The whole view of one seat (or a spectator); mirrors `view()` of the engine. */
export type NdView = {
  round: number;
  period: number;
  phase: Phase;
  toAct: number[];
  bellRinger: number;
  quarters: number;
  revealed: { person: Person; rats: number }[];
  plague: number;
  cathedralPrestige: number;
  coins: number;
  decks: { brown: number; grey: number };
  tokens: Partial<Record<Market, TokenKind>>;
  players: PlayerView[];
  me?: { seat: number; hand: Card[]; offer?: Card[]; draftStep?: 1 | 2; passed: Card[]; discarded?: Card };
  outcome?: Outcome;
};

/** The board gets the view as `unknown`: the engine's `view()` is the only producer. */
export function asView(view: unknown): NdView {
  return view as NdView;
}
