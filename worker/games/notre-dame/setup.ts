import * as z from "zod";
import type { Seat } from "../contract.ts";
import { randomInt, seedRng, shuffle } from "../rng.ts";
import { EDGE_MARKETS, market, type Market } from "./board.ts";
import {
  BROWN,
  CARDS,
  COINS_IN_GAME,
  CUBES_PER_COLOUR,
  GREY_A,
  GREY_B,
  GREY_C,
  START_COINS,
  START_SUPPLY_CUBES,
  TOKEN_KINDS,
  type Person,
  type TokenKind,
} from "./data.ts";
import { startRound } from "./rounds.ts";
import type { NotreDameState, PlayerState } from "./state.ts";

export const options = z.strictObject({
  /** Prestige stays private until the end, as the rulebooks allow. */
  hiddenScores: z.boolean().default(true),
});

/** The quarter each seat plays: with two players, opposite quarters of the four-quarter board. */
export function quarterOf(seats: number, seat: Seat): number {
  return seats === 2 ? seat * 2 : seat;
}

export function setup(seats: number, opts: z.infer<typeof options>, seed: string): NotreDameState {
  if (!Number.isInteger(seats) || seats < 2 || seats > 5) throw new RangeError(`Notre Dame seats 2 to 5, not ${seats}`);
  let rng = seedRng(seed);
  const quarters = seats === 2 ? 4 : seats;
  let bellRinger: Seat;
  [bellRinger, rng] = randomInt(rng, seats);
  const tokens: Partial<Record<Market, TokenKind>> = {};
  for (let q = 0; q < quarters; q++) {
    let kinds: TokenKind[];
    [kinds, rng] = shuffle(TOKEN_KINDS, rng);
    EDGE_MARKETS.forEach((spot, i) => (tokens[market(q, spot)] = kinds[i]));
  }
  const players: PlayerState[] = [];
  for (let seat = 0; seat < seats; seat++) {
    let deck: PlayerState["deck"];
    [deck, rng] = shuffle(CARDS, rng);
    players.push(newPlayer(quarterOf(seats, seat), deck));
  }
  let brown: Person[];
  [brown, rng] = shuffle(BROWN, rng);
  const grey: Person[] = [];
  for (const letter of [GREY_A, GREY_B, GREY_C]) {
    let cards: Person[];
    [cards, rng] = shuffle(letter, rng);
    grey.push(...cards);
  }
  const state: NotreDameState = {
    game: "notre-dame",
    options: opts,
    quarters,
    rng,
    round: 1,
    phase: "draft",
    bellRinger,
    turns: 0,
    brown,
    grey,
    revealed: [],
    coins: COINS_IN_GAME - START_COINS * seats,
    tokens,
    players,
    history: [],
  };
  startRound({ s: state, events: [], reveals: false });
  return state;
}

/** A player at the start: its shuffled deck, its cubes and coins, its carriage on its quarter's centre. */
function newPlayer(quarter: number, deck: PlayerState["deck"]): PlayerState {
  return {
    quarter,
    deck,
    hand: [],
    played: [],
    passed: [],
    supply: START_SUPPLY_CUBES,
    reserve: CUBES_PER_COLOUR - START_SUPPLY_CUBES,
    fields: { hospital: 0, residence: 0, school: 0, inn: 0, bank: 0, coach: 0, park: 0 },
    cathedral: 0,
    carriage: market(quarter, "c"),
    coins: START_COINS,
    prestige: 0,
    rat: 0,
    tokens: [],
    physician: false,
  };
}
