import * as z from "zod";
import { randomInt, seedRng, shuffle } from "../rng.ts";
import { faceUp, placeFaceUp } from "./board.ts";
import { shape, START_IDS, tilesFor } from "./catalogue.ts";
import type { Ctx } from "./ctx.ts";
import { PILE_SIZE, rulesOf } from "./levels.ts";
import { drawTurnTile } from "./piles.ts";
import type { CarcassonneState, Colour, Level } from "./state.ts";
import { newTurn } from "./turns.ts";

export const options = z.strictObject({
  /** The rulebook's six levels, each adding rules to the last. */
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]).default(1),
});

/** The start board's quarters: (0,0) (1,0) (0,1) (1,1), unturned. */
const START_SPOTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
];

/**
 * Meeples: 3–5 players one colour of 5 each, 2 players two colours of 3 each, solo four colours
 * of 3. On level 6 with 3–5 players one of the 5 is the colour's score marker (solo and 2 players
 * take the markers from the box, CHOSEN after L458).
 */
function coloursFor(seats: number, level: Level): Colour[] {
  const perSeat = seats === 1 ? 4 : seats === 2 ? 2 : 1;
  const each = seats <= 2 ? 3 : rulesOf(level).perColour ? 4 : 5;
  const out: Colour[] = [];
  for (let seat = 0; seat < seats; seat++)
    for (let k = 0; k < perSeat; k++) out.push({ seat, supply: each, buried: 0 });
  return out;
}

/** A game with nothing on the board and no tile drawn (test positions start here too). */
export function blankGame(seats: number, level: Level, piles: string[][], first = 0): CarcassonneState {
  const rules = rulesOf(level);
  const colours = coloursFor(seats, level);
  return {
    game: "carcassonne-ghosts",
    options: { level },
    seats,
    phase: "place",
    turn: newTurn(first),
    piles,
    pile: 0,
    discarded: [],
    tiles: [],
    at: {},
    frontier: [],
    parent: [],
    groups: [],
    castles: [],
    cemeteries: [],
    graves: [],
    meeples: [],
    colours,
    score: rules.perColour ? colours.map(() => 0) : [0],
    bank: rules.bank,
    dogs: rules.dogs.map(() => ({ status: "waiting" })),
  };
}

/** The start board laid and its ghosts on, before any tile is drawn. */
function layStartBoard(s: CarcassonneState): void {
  START_IDS.forEach((id, i) => {
    const [x, y] = START_SPOTS[i] ?? [0, 0];
    const placed = placeFaceUp(s, id, x, y, 0);
    const symbols = shape(id).def.fog?.symbols ?? 0;
    if (symbols > 0) faceUp(s, placed.index).g = symbols;
    s.bank -= symbols;
  });
}

export function setup(seats: number, opts: z.infer<typeof options>, seed: string): CarcassonneState {
  if (!Number.isInteger(seats) || seats < 1 || seats > 5)
    throw new RangeError(`Carcassonne ghosts seats 1 to 5, not ${seats}`);
  const level = opts.level;
  // All the game's randomness is spent here (who starts, the piles' order): the state keeps no rng.
  const [first, rng] = randomInt(seedRng(seed), seats);
  const [tiles] = shuffle(tilesFor(level), rng);
  const piles =
    rulesOf(level).dogs.length > 0 ? [0, 1, 2].map((p) => tiles.slice(p * PILE_SIZE, (p + 1) * PILE_SIZE)) : [tiles];
  const state = blankGame(seats, level, piles, first);
  layStartBoard(state);
  const ctx: Ctx = { s: state, events: [], reveals: false };
  drawTurnTile(ctx);
  return state;
}
