/**
 * A new game (L229–330; rules file "Setup"): exactly 4 seats, board sides and roles dealt at
 * random with the game's PRNG, each role's chest and each side's starting goods, the decks
 * shuffled, 3 of the 4 red inquisitors dealt face down (the last back to the box, L317), the
 * whole chest routing drawn for all 5 rounds, the first seat drawn; then round 1's production and
 * cards, up to the first trading step.
 */
import * as z from "zod";
import { randomInt, seedRng, shuffle, type RngState } from "../rng.ts";
import {
  BUILDINGS,
  EVENTS,
  INQUISITORS,
  LARGE_PRIVILEGES,
  REPUTATION,
  SEATS,
  SMALL_PRIVILEGES,
  START_GOODS,
} from "./cards/index.ts";
import { LETTERS, ROUNDS, type Goods } from "./cards/types.ts";
import type { Ctx } from "./ctx.ts";
import { startRound } from "./flow.ts";
import { add } from "./market.ts";
import { drawRoutes } from "./routing.ts";
import { emptyStock, type DevilState, type Mark, type Player, type Role } from "./state.ts";

/** No options yet: the rulebook's experienced-player variants (jesters, indulgence trading, bribing with resources) are off. */
export const options = z.strictObject({});
export type Options = z.infer<typeof options>;

/** What each role's chest holds at the start (L333–360). */
const CHEST: Record<Role, { goods: Goods; pure: number; tainted: number }> = {
  mortal: { goods: {}, pure: 3, tainted: 0 },
  cultist: { goods: { marble: 1, glass: 1, ducats: 1 }, pure: 0, tainted: 2 },
  devil: { goods: { marble: 1, glass: 1, wood: 1, stone: 1, grain: 1, ducats: 8 }, pure: 0, tainted: 0 },
};

function newPlayer(side: number, role: Role, mark: Mark, hand: string[]): Player {
  const goods = emptyStock();
  add(goods, START_GOODS[side] ?? {});
  add(goods, CHEST[role].goods);
  return {
    side,
    role,
    mark,
    goods,
    pure: CHEST[role].pure,
    tainted: CHEST[role].tainted,
    hand,
    events: [],
    debt: 0,
    interest: 0,
    reputation: REPUTATION.start,
    score: 0,
    angel: 0,
    demon: 0,
    indulgences: 0,
    guests: 0,
    fields: [1, 1, 1, 1],
    small: SMALL_PRIVILEGES.map(() => ({ state: "open" as const })),
    large: LARGE_PRIVILEGES.map(() => false),
    masters: { rural: "two", urban: "two", church: "two", alchemist: "locked" },
    built: [],
    tokens: 4,
    free: 2,
    wishes: [],
    confessed: false,
  };
}

/** A game at its very start, before round 1's production (tests start positions here). */
export function blankGame(seed: string): DevilState {
  let rng: RngState = seedRng(seed);
  let sides: number[];
  let roles: Role[];
  [sides, rng] = shuffle([0, 1, 2, 3], rng);
  [roles, rng] = shuffle<Role>(["mortal", "mortal", "cultist", "devil"], rng);
  let mortals = 0;
  const marks = roles.map((r): Mark => (r === "mortal" ? (++mortals === 1 ? "mortal1" : "mortal2") : r));
  let decks: Decks;
  [decks, rng] = shuffleDecks(roles.length, rng);
  let routes: number[][][];
  [routes, rng] = drawRoutes(roles, rng);
  let first: number;
  [first, rng] = randomInt(rng, SEATS);
  const players = roles.map((role, seat) =>
    newPlayer(sides[seat] as number, role, marks[seat] as Mark, decks.hands[seat] ?? []),
  );
  return startingState(players, decks, routes, first, rng);
}

/** Every deck shuffled: round 1's buildings already dealt, one of each letter to each seat (L434). */
type Decks = { hands: string[][]; buildings: string[][]; eventDeck: string[]; red: string[] };

function shuffleDecks(seats: number, rng: RngState): [Decks, RngState] {
  const hands: string[][] = Array.from({ length: seats }, () => []);
  for (const letter of LETTERS) {
    let deck: string[];
    [deck, rng] = shuffle(
      BUILDINGS.filter((b) => b.round === 1 && b.letter === letter).map((b) => b.id),
      rng,
    );
    deck.forEach((id, seat) => hands[seat]?.push(id));
  }
  const buildings: string[][] = [[]];
  for (let round = 2; round <= ROUNDS.length; round++) {
    let deck: string[];
    [deck, rng] = shuffle(
      BUILDINGS.filter((b) => b.round === round).map((b) => b.id),
      rng,
    );
    buildings.push(deck);
  }
  let deckA: string[];
  let deckB: string[];
  [deckA, rng] = shuffle(
    EVENTS.filter((e) => e.deck === "A").map((e) => e.id),
    rng,
  );
  [deckB, rng] = shuffle(
    EVENTS.filter((e) => e.deck === "B").map((e) => e.id),
    rng,
  );
  // L317: all 4 red ones shuffled, the first 3 to places 1–3, the fourth back to the box.
  let red: string[];
  [red, rng] = shuffle(
    INQUISITORS.filter((i) => i.colour === "red").map((i) => i.id),
    rng,
  );
  return [{ hands, buildings, eventDeck: [...deckA, ...deckB], red: red.slice(0, 3) }, rng];
}

/** The state the shuffles make: round 1, nothing submitted, nothing chosen yet. */
function startingState(
  players: Player[],
  decks: Decks,
  routes: number[][][],
  first: number,
  rng: RngState,
): DevilState {
  const none = <T>(v: T) => players.map(() => v);
  return {
    game: "deal-with-the-devil",
    rng,
    round: 1,
    first,
    step: "offer",
    done: none(false),
    debt0: none(0),
    acts: players.map(() => []),
    players,
    buildings: decks.buildings,
    eventDeck: decks.eventDeck,
    drawn: players.map(() => []),
    routes,
    chests: players.map(() => ({ offer: {}, price: null })),
    plans: none(null),
    votes: none(null),
    accused: [],
    defences: none(null),
    ritual: none(null),
    guesses: [],
    devilExposed: false,
    inquisitors: { bribes: 0, gone: [false, false, false], red: decks.red, up: [false, false, false] },
    wings: none(0),
    answers: none(null),
    answerChoices: none(null),
    history: [],
  };
}

export function setup(seats: number, _options: Options, seed: string): DevilState {
  if (seats !== SEATS) throw new Error("Deal with the Devil needs exactly 4 players");
  const ctx: Ctx = { s: blankGame(seed), events: [], reveals: false };
  startRound(ctx);
  return ctx.s;
}
