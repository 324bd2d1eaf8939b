import type { RngState } from "../rng.ts";
import type { Seat } from "../contract.ts";
import type { Market } from "./board.ts";
import type { Card, Field, Person, TokenKind } from "./data.ts";

export const PHASES = ["draft", "actions", "bribes", "plague", "over"] as const;
export type Phase = (typeof PHASES)[number];

export type Options = { hiddenScores: boolean };

/** A message token held by a player; its colour is the quarter it lay in. */
export type HeldToken = { colour: number; kind: TokenKind };

export type PlayerState = {
  quarter: number;
  /** Face-down action deck, top first: secret to everybody. */
  deck: Card[];
  /** Cards kept in this round's draft and not yet played: secret. */
  hand: Card[];
  /** Cards played face up this round. */
  played: Card[];
  /** Cards this player passed on in this round's draft: known to this player only. */
  passed: Card[];
  /** The unplayed third card, face down: secret. */
  discarded?: Card;
  /** Cubes in the personal supply (usable). */
  supply: number;
  /** Cubes in the reserve beside the board. */
  reserve: number;
  /** Ordinary cubes on each field of the own quarter. */
  fields: Record<Field, number>;
  /** Own cubes on the cathedral. */
  cathedral: number;
  /** Where the advisor stands; absent while off the board. */
  advisor?: Field;
  carriage: Market;
  coins: number;
  /** Secret to the others when the `hiddenScores` option is on. */
  prestige: number;
  /** Position of the rat marker, 0..9. */
  rat: number;
  tokens: HeldToken[];
  /** Bribed the physician this round. */
  physician: boolean;
  /** Fields to choose from after a plague penalty with a tie; absent when no choice is due. */
  sacrifice?: Field[];
};

export type DraftState = {
  step: 1 | 2;
  /** Per seat, the cards to choose from in this step: secret. */
  offers: Card[][];
  /** Per seat, whether it has chosen in this step. */
  done: boolean[];
};

export type NotreDameState = {
  game: "notre-dame";
  options: Options;
  /** Quarters on the board: the number of players, 4 with two players. */
  quarters: number;
  rng: RngState;
  /** 1..9; the period is ceil(round / 3). */
  round: number;
  phase: Phase;
  /** Holder of the bell-ringer: starts phases 3 and 4. */
  bellRinger: Seat;
  /** Moves made so far in the current sequential phase (actions, bribes). */
  turns: number;
  /** Face-down personality decks, top first: secret. */
  brown: Person[];
  grey: Person[];
  /** This round's personalities: two brown, then one grey. */
  revealed: Person[];
  /** Coins in the general supply. */
  coins: number;
  /** Message tokens on the board by market; a token's colour is its market's quarter. */
  tokens: Partial<Record<Market, TokenKind>>;
  players: PlayerState[];
  draft?: DraftState;
  /** Prestige of every seat after each finished round, for the end screen. */
  history: number[][];
};

export function seatCount(state: NotreDameState): number {
  return state.players.length;
}

/** Cubes on a field, the advisor counted as one. */
export function fieldCount(player: PlayerState, field: Field): number {
  return player.fields[field] + (player.advisor === field ? 1 : 0);
}

/** The seat to the left (clockwise next). */
export function leftOf(state: NotreDameState, seat: Seat): Seat {
  return (seat + 1) % state.players.length;
}

/** Structural copy: `play` works on a copy so its input is never changed. */
export function cloneState(state: NotreDameState): NotreDameState {
  return {
    ...state,
    brown: state.brown.slice(),
    grey: state.grey.slice(),
    revealed: state.revealed.slice(),
    tokens: { ...state.tokens },
    players: state.players.map((p) => ({
      ...p,
      deck: p.deck.slice(),
      hand: p.hand.slice(),
      played: p.played.slice(),
      passed: p.passed.slice(),
      fields: { ...p.fields },
      tokens: p.tokens.slice(),
    })),
    draft: state.draft && {
      step: state.draft.step,
      offers: state.draft.offers.map((o) => o.slice()),
      done: state.draft.done.slice(),
    },
    history: state.history.slice(),
  };
}
