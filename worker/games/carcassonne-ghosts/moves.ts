import * as z from "zod";
import { COLOURS, MAX_REMOVAL } from "./levels.ts";

/** Board coordinates: x east, y south, the start board's north-west quarter at (0, 0). */
const coord = z.int().min(-100).max(100);
const colour = z.enum(COLOURS);
const count = z.int().min(1).max(MAX_REMOVAL);
/** A feature to evaluate: its id as the view lists it. */
const feature = z.int().min(0).max(100_000);

/** Step 1: the drawn tile at (x, y), turned `r` quarters clockwise. */
export const placeMove = z.strictObject({
  type: z.literal("place"),
  x: coord,
  y: coord,
  r: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});

/** Levels 2–4: the open cemetery that takes the extra ghost. */
export const hauntMove = z.strictObject({ type: z.literal("haunt"), x: coord, y: coord });

/** A closed cemetery's guard: a standing one by its tile, or (none standing) a colour's from the supply. */
export const buryMove = z.union([
  z.strictObject({ type: z.literal("bury"), x: coord, y: coord, colour: z.undefined().optional() }),
  z.strictObject({ type: z.literal("bury"), colour, x: z.undefined().optional(), y: z.undefined().optional() }),
]);

/** A guard onto a road, city or castle of the new tile (`index`: the road or city part; 0 for the castle). */
export const meepleMove = z.strictObject({
  type: z.literal("meeple"),
  kind: z.enum(["road", "city", "castle"]),
  index: z.int().min(0).max(3),
  colour,
});
export const noMeepleMove = z.strictObject({ type: z.literal("noMeeple") });

/** An evaluated feature pays its points (once per colour on it)… */
export const scoreMove = z.strictObject({ type: z.literal("score"), feature });
/** …or takes up to 3 ghosts off one tile instead. */
export const appeaseMove = z.strictObject({ type: z.literal("appease"), feature, x: coord, y: coord, count });

const removal = z.strictObject({ x: coord, y: coord, count });
/** Levels 3+: a dog lies beside the guard on (x, y) and takes up to 3 ghosts off each of up to 2 tiles around it. */
export const dogMove = z.strictObject({ type: z.literal("dog"), x: coord, y: coord, remove: z.array(removal).max(2) });

/** Levels 5–6: where this turn's face-down tile goes. */
export const faceDownMove = z.strictObject({ type: z.literal("faceDown"), x: coord, y: coord });

export const move = z.union([
  placeMove,
  hauntMove,
  buryMove,
  meepleMove,
  noMeepleMove,
  scoreMove,
  appeaseMove,
  dogMove,
  faceDownMove,
]);

export type Move = z.infer<typeof move>;
export type PlaceMove = z.infer<typeof placeMove>;
export type BuryMove = z.infer<typeof buryMove>;
export type MeepleMove = z.infer<typeof meepleMove>;
export type ScoreMove = z.infer<typeof scoreMove>;
export type AppeaseMove = z.infer<typeof appeaseMove>;
export type DogMove = z.infer<typeof dogMove>;
