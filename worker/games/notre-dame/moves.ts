import * as z from "zod";
import { CARDS, FIELDS, GAINS, PERSONS } from "./data.ts";
import type { Market } from "./board.ts";

const card = z.enum(CARDS);
const field = z.enum(FIELDS);
/** Where an own cube can stand: a field of the own quarter or the cathedral. */
const place = z.union([field, z.literal("cathedral")]);
const market = z.custom<Market>((v) => typeof v === "string" && /^\d\.(c|il|ir|ol|or)$/.test(v), {
  message: "a market id such as 2.ol",
});
const gains = z.array(z.enum(GAINS)).min(1).max(2);

/** What a field's action needs to know: where the carriage goes (coach), what the inn gives. */
const fieldChoice = {
  market: market.optional(),
  take: z.literal(true).optional(),
  gains: gains.optional(),
};

export const keepMove = z.strictObject({ type: z.literal("keep"), card });

/**
 * Play an action card. `skip` plays it without its action. `from` names where the cube comes
 * from when the personal supply is empty; `field` is the advisor's destination; `donate` the
 * Notre Dame donation.
 */
export const playMove = z.strictObject({
  type: z.literal("play"),
  card,
  skip: z.literal(true).optional(),
  from: place.optional(),
  field: field.optional(),
  donate: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  ...fieldChoice,
});

/**
 * Bribe a revealed personality for one coin. Barmaid: `gains` (one). Minstrel: `from`, `to`,
 * `cubes` and `advisor`. Juggler: `from`, `to`, `advisor` and the field's choice. Bishop:
 * `field` and its choice.
 */
export const bribeMove = z.strictObject({
  type: z.literal("bribe"),
  person: z.enum(PERSONS),
  from: place.optional(),
  to: field.optional(),
  field: field.optional(),
  cubes: z.int().min(0).max(3).optional(),
  advisor: z.literal(true).optional(),
  ...fieldChoice,
});

export const passMove = z.strictObject({ type: z.literal("pass") });

/** After a plague penalty with a tie: the field that gives up a cube. */
export const sacrificeMove = z.strictObject({ type: z.literal("sacrifice"), field });

export const move = z.discriminatedUnion("type", [keepMove, playMove, bribeMove, passMove, sacrificeMove]);

export type Move = z.infer<typeof move>;
export type KeepMove = z.infer<typeof keepMove>;
export type PlayMove = z.infer<typeof playMove>;
export type BribeMove = z.infer<typeof bribeMove>;
export type SacrificeMove = z.infer<typeof sacrificeMove>;
export type FieldChoice = Pick<PlayMove, "market" | "take" | "gains">;
