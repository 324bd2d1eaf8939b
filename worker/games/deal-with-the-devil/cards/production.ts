/**
 * The production board (CHOSEN: the rulebook's icons are lost in the text): the production wheel,
 * which fields are inner, and each seat's starting resources (L273). Seats are the board's four
 * sides, 0–3, dealt at random (L239).
 *
 * The wheel's values honour the rulebook's examples: round 1 gives every seat one rare (L416), two
 * glass and two marble; seat 0's round 1 is L426's example (1 glass, 1 grain, 1 stone, 2 ducats at
 * level 1); seat 0's round 1 layout is also L776's Blue (with both inner fields upgraded: 1 glass,
 * 2 grain, 1 stone, 4 ducats) and seat 1's round 1 its Red (fields 0, 1 and 3 upgraded: 2 marble,
 * 1 grain, 2 wood, 3 ducats). Every seat has one round of four commons, each in another round.
 */
import type { FieldYield, Goods } from "./types.ts";

export const SEATS = 4;

/** Fields 1 and 2 are inner: an upgraded inner field also yields 1 ducat more (L772). */
export const INNER_FIELDS: readonly number[] = [1, 2];

/** Every seat's base yield in ducats each round (L424). */
export const BASE_DUCATS = 2;

/** `WHEEL[seat][round - 1]`: the resource of each of the seat's four fields. */
export const WHEEL: readonly (readonly FieldYield[])[] = [
  [
    ["glass", "glass", "grain", "stone"],
    ["wood", "marble", "marble", "grain"],
    ["stone", "grain", "glass", "glass"],
    ["marble", "marble", "wood", "stone"],
    ["grain", "wood", "stone", "wood"],
  ],
  [
    ["marble", "marble", "grain", "wood"],
    ["stone", "glass", "glass", "wood"],
    ["grain", "marble", "marble", "stone"],
    ["wood", "stone", "grain", "grain"],
    ["glass", "glass", "stone", "grain"],
  ],
  [
    ["wood", "glass", "glass", "stone"],
    ["marble", "marble", "stone", "wood"],
    ["grain", "wood", "stone", "grain"],
    ["glass", "glass", "grain", "wood"],
    ["stone", "marble", "marble", "wood"],
  ],
  [
    ["stone", "marble", "marble", "wood"],
    ["grain", "grain", "wood", "stone"],
    ["glass", "glass", "wood", "grain"],
    ["stone", "marble", "marble", "grain"],
    ["wood", "grain", "glass", "glass"],
  ],
];

/**
 * Starting resources by seat (L273), on top of the role's chest. A seat whose wheel is leaner
 * early starts a little richer; all are worth 11–12 ducats at the market's buying prices.
 */
export const START_GOODS: readonly Goods[] = [
  { wood: 1, stone: 1, ducats: 5 },
  { stone: 1, grain: 1, ducats: 5 },
  { wood: 1, grain: 1, ducats: 6 },
  { wood: 1, stone: 1, grain: 1, ducats: 3 },
];
