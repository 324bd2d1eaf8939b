/**
 * The 60 land tiles and the 2×2 start board (CHOSEN: the printed list is not public; see
 * shared/rules/carcassonne-ghosts.md, "Tiles"). Segment numbering and rotation: ./types.ts.
 *
 * Built from the 24 shapes of the classic base set (A×2 B×4 C×1 D×4 E×5 F×2 G×1 H×3 I×2 J×3 K×3
 * L×3 M×2 N×3 O×2 P×3 Q×1 R×3 S×2 T×1 U×8 V×9 W×4 X×1 = 72), thinned to 60 by dropping
 * U×2 V×2 E×1 H×1 I×1 J×1 K×1 N×1 P×1 R×1. The monastery shapes A and B carry the castles and
 * cemeteries, with four more on other shapes: a castle where a D tile's two roads end and one in
 * a W junction's place, a cemetery on an E city cap and one where an L tile's three roads meet.
 *
 * Ghost symbols are tuned by the balance run (`npm run bench`): change the `symbols` here only.
 */
import type { StartBoard, TileDef } from "./types.ts";

type Shape = Pick<TileDef, "shape" | "cities" | "roads" | "fields" | "centre">;

const NORTH_CAP = [0, 1, 2];

const A: Shape = {
  shape: "A",
  cities: [],
  roads: [{ segments: [7] }],
  fields: [{ segments: [8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6] }],
};
const B: Shape = { shape: "B", cities: [], roads: [], fields: [{ segments: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }] };
const C: Shape = {
  shape: "C",
  cities: [{ segments: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], shields: 1 }],
  roads: [],
  fields: [],
};
/** City cap north, straight road west–east. */
const D: Shape = {
  shape: "D",
  cities: [{ segments: NORTH_CAP, shields: 0 }],
  roads: [{ segments: [4, 10] }],
  fields: [{ segments: [11, 3] }, { segments: [5, 6, 7, 8, 9] }],
};
const E: Shape = {
  shape: "E",
  cities: [{ segments: NORTH_CAP, shields: 0 }],
  roads: [],
  fields: [{ segments: [3, 4, 5, 6, 7, 8, 9, 10, 11] }],
};
/** City through the middle, west to east. */
const F: Shape = {
  shape: "F",
  cities: [{ segments: [3, 4, 5, 9, 10, 11], shields: 1 }],
  roads: [],
  fields: [{ segments: [0, 1, 2] }, { segments: [6, 7, 8] }],
};
const G: Shape = { ...F, shape: "G", cities: [{ segments: [3, 4, 5, 9, 10, 11], shields: 0 }] };
/** Two city caps on opposite edges (east, west), one field between them. */
const H: Shape = {
  shape: "H",
  cities: [
    { segments: [3, 4, 5], shields: 0 },
    { segments: [9, 10, 11], shields: 0 },
  ],
  roads: [],
  fields: [{ segments: [0, 1, 2, 6, 7, 8] }],
};
/** Two city caps on adjacent edges (north, east), not joined. */
const I: Shape = {
  shape: "I",
  cities: [
    { segments: NORTH_CAP, shields: 0 },
    { segments: [3, 4, 5], shields: 0 },
  ],
  roads: [],
  fields: [{ segments: [6, 7, 8, 9, 10, 11] }],
};
/** City cap north, road curving east–south. */
const J: Shape = {
  shape: "J",
  cities: [{ segments: NORTH_CAP, shields: 0 }],
  roads: [{ segments: [4, 7] }],
  fields: [{ segments: [5, 6] }, { segments: [8, 9, 10, 11, 3] }],
};
/** City cap north, road curving south–west. */
const K: Shape = {
  shape: "K",
  cities: [{ segments: NORTH_CAP, shields: 0 }],
  roads: [{ segments: [7, 10] }],
  fields: [{ segments: [8, 9] }, { segments: [11, 3, 4, 5, 6] }],
};
/** City cap north, roads east, south and west meeting at a junction. */
const L: Shape = {
  shape: "L",
  cities: [{ segments: NORTH_CAP, shields: 0 }],
  roads: [{ segments: [4] }, { segments: [7] }, { segments: [10] }],
  fields: [{ segments: [11, 3] }, { segments: [5, 6] }, { segments: [8, 9] }],
  centre: "junction",
};
/** City over the north and west edges. */
const M: Shape = {
  shape: "M",
  cities: [{ segments: [9, 10, 11, 0, 1, 2], shields: 1 }],
  roads: [],
  fields: [{ segments: [3, 4, 5, 6, 7, 8] }],
};
const N: Shape = { ...M, shape: "N", cities: [{ segments: [9, 10, 11, 0, 1, 2], shields: 0 }] };
/** City over the north and west edges, road curving east–south. */
const O: Shape = {
  shape: "O",
  cities: [{ segments: [9, 10, 11, 0, 1, 2], shields: 1 }],
  roads: [{ segments: [4, 7] }],
  fields: [{ segments: [5, 6] }, { segments: [8, 3] }],
};
const P: Shape = { ...O, shape: "P", cities: [{ segments: [9, 10, 11, 0, 1, 2], shields: 0 }] };
/** City over the west, north and east edges. */
const Q: Shape = {
  shape: "Q",
  cities: [{ segments: [9, 10, 11, 0, 1, 2, 3, 4, 5], shields: 1 }],
  roads: [],
  fields: [{ segments: [6, 7, 8] }],
};
const R: Shape = { ...Q, shape: "R", cities: [{ segments: [9, 10, 11, 0, 1, 2, 3, 4, 5], shields: 0 }] };
/** City over the west, north and east edges, a road from the south ending at its gate. */
const S: Shape = {
  shape: "S",
  cities: [{ segments: [9, 10, 11, 0, 1, 2, 3, 4, 5], shields: 1 }],
  roads: [{ segments: [7] }],
  fields: [{ segments: [6] }, { segments: [8] }],
};
const T: Shape = { ...S, shape: "T", cities: [{ segments: [9, 10, 11, 0, 1, 2, 3, 4, 5], shields: 0 }] };
/** Straight road north–south. */
const U: Shape = {
  shape: "U",
  cities: [],
  roads: [{ segments: [1, 7] }],
  fields: [{ segments: [2, 3, 4, 5, 6] }, { segments: [8, 9, 10, 11, 0] }],
};
/** Road curving south–west. */
const V: Shape = {
  shape: "V",
  cities: [],
  roads: [{ segments: [7, 10] }],
  fields: [{ segments: [8, 9] }, { segments: [11, 0, 1, 2, 3, 4, 5, 6] }],
};
/** Roads east, south and west meeting at a junction. */
const W: Shape = {
  shape: "W",
  cities: [],
  roads: [{ segments: [4] }, { segments: [7] }, { segments: [10] }],
  fields: [{ segments: [11, 0, 1, 2, 3] }, { segments: [5, 6] }, { segments: [8, 9] }],
  centre: "junction",
};
const X: Shape = {
  shape: "X",
  cities: [],
  roads: [{ segments: [1] }, { segments: [4] }, { segments: [7] }, { segments: [10] }],
  fields: [{ segments: [2, 3] }, { segments: [5, 6] }, { segments: [8, 9] }, { segments: [11, 0] }],
  centre: "junction",
};

export const TILES: readonly TileDef[] = [
  // Castles (5) and cemeteries (5): levels 2–6 only.
  { id: "A1", ...A, centre: "castle", fog: { segments: [6, 7, 8], symbols: 0 } },
  { id: "A2", ...A, centre: "cemetery", fog: { segments: [5, 6, 7], symbols: 0 } },
  { id: "B1", ...B, centre: "castle", fog: { segments: [11, 0, 1], symbols: 0 } },
  { id: "B2", ...B, centre: "castle" },
  { id: "B3", ...B, centre: "cemetery", fog: { segments: [3, 4, 5, 6, 7, 8], symbols: 2 } },
  { id: "B4", ...B, centre: "cemetery", fog: { segments: [8, 9], symbols: 0 } },
  {
    id: "D4",
    ...D,
    roads: [{ segments: [4] }, { segments: [10] }],
    centre: "castle",
    fog: { segments: [8, 9, 10], symbols: 0 },
  },
  { id: "W4", ...W, centre: "castle", fog: { segments: [6, 7, 8], symbols: 0 } },
  { id: "E4", ...E, centre: "cemetery", fog: { segments: [6, 7, 8, 9, 10, 11], symbols: 1 } },
  { id: "L3", ...L, centre: "cemetery", fog: { segments: [4, 5, 6, 7], symbols: 1 } },
  // Level 1's 50.
  { id: "C1", ...C },
  { id: "D1", ...D, fog: { segments: [5, 6, 7, 8, 9], symbols: 1 } },
  { id: "D2", ...D, fog: { segments: [10, 11], symbols: 1 } },
  { id: "D3", ...D },
  { id: "E1", ...E, fog: { segments: [6, 7, 8], symbols: 1 } },
  { id: "E2", ...E, fog: { segments: [3, 4, 5, 6], symbols: 1 } },
  { id: "E3", ...E },
  { id: "F1", ...F, fog: { segments: [6, 7, 8], symbols: 1 } },
  { id: "F2", ...F },
  { id: "G1", ...G, fog: { segments: [0, 1, 2], symbols: 1 } },
  { id: "H1", ...H, fog: { segments: [0, 1, 2, 6, 7, 8], symbols: 2 } },
  { id: "H2", ...H },
  { id: "I1", ...I, fog: { segments: [7, 8, 9], symbols: 1 } },
  { id: "J1", ...J, fog: { segments: [5, 6], symbols: 1 } },
  { id: "J2", ...J, fog: { segments: [4, 5, 6, 7], symbols: 1 } },
  { id: "K1", ...K, fog: { segments: [9, 10, 11], symbols: 1 } },
  { id: "K2", ...K, fog: { segments: [4, 5, 6, 7], symbols: 2 } },
  { id: "L1", ...L, fog: { segments: [7, 8, 9, 10], symbols: 1 } },
  { id: "L2", ...L },
  { id: "M1", ...M, fog: { segments: [3, 4, 5, 6, 7, 8], symbols: 2 } },
  { id: "M2", ...M },
  { id: "N1", ...N, fog: { segments: [4, 5, 6, 7], symbols: 1 } },
  { id: "N2", ...N },
  { id: "O1", ...O, fog: { segments: [5, 6], symbols: 1 } },
  { id: "O2", ...O, fog: { segments: [3, 4, 7, 8], symbols: 1 } },
  { id: "P1", ...P, fog: { segments: [4, 5, 6, 7], symbols: 1 } },
  { id: "P2", ...P },
  { id: "Q1", ...Q, fog: { segments: [6, 7, 8], symbols: 1 } },
  { id: "R1", ...R, fog: { segments: [6, 7, 8], symbols: 1 } },
  { id: "R2", ...R },
  { id: "S1", ...S, fog: { segments: [6, 7, 8], symbols: 1 } },
  { id: "S2", ...S },
  { id: "T1", ...T, fog: { segments: [7], symbols: 1 } },
  { id: "U1", ...U, fog: { segments: [1, 7], symbols: 1 } },
  { id: "U2", ...U, fog: { segments: [2, 3, 4, 5, 6], symbols: 1 } },
  { id: "U3", ...U, fog: { segments: [0, 1, 2], symbols: 1 } },
  { id: "U4", ...U, fog: { segments: [5, 6, 7, 8, 9], symbols: 2 } },
  { id: "U5", ...U, fog: { segments: [9, 10, 11, 0], symbols: 1 } },
  { id: "U6", ...U },
  { id: "V1", ...V, fog: { segments: [8, 9], symbols: 1 } },
  { id: "V2", ...V, fog: { segments: [7, 8, 9, 10], symbols: 1 } },
  { id: "V3", ...V, fog: { segments: [0, 1, 2, 3, 4, 5], symbols: 2 } },
  { id: "V4", ...V, fog: { segments: [3, 4, 5, 6], symbols: 1 } },
  { id: "V5", ...V, fog: { segments: [11, 0, 1], symbols: 1 } },
  { id: "V6", ...V, fog: { segments: [6, 7], symbols: 0 } },
  { id: "V7", ...V },
  { id: "W1", ...W, fog: { segments: [5, 6], symbols: 1 } },
  { id: "W2", ...W, fog: { segments: [11, 0, 1, 2, 3], symbols: 2 } },
  { id: "W3", ...W },
  { id: "X1", ...X, fog: { segments: [1, 2, 3, 4], symbols: 1 } },
];

/**
 * One city cap (north-west quarter) on the board's north edge; roads leave west (twice), south
 * (twice) and east; 3 ghost symbols, one on each fogged quarter.
 */
export const START_BOARD: StartBoard = {
  tiles: [
    { id: "start-nw", ...D, shape: "S0" },
    { id: "start-ne", ...V, shape: "S1", fog: { segments: [1, 2, 3, 4], symbols: 1 } },
    { id: "start-sw", ...V, shape: "S2", fog: { segments: [8, 9], symbols: 1 } },
    {
      id: "start-se",
      shape: "S3",
      cities: [],
      roads: [{ segments: [1] }, { segments: [4] }, { segments: [7] }],
      fields: [{ segments: [2, 3] }, { segments: [5, 6] }, { segments: [8, 9, 10, 11, 0] }],
      centre: "junction",
      fog: { segments: [4, 5, 6], symbols: 1 },
    },
  ],
};
