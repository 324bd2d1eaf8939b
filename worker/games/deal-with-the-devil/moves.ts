import * as z from "zod";
import { BUILDING_BY_ID, EVENT_BY_ID } from "./cards/index.ts";
import { COMMONS, GOODS, MASTERS, RARES, RESOURCES } from "./cards/types.ts";

const seat = z.int().min(0).max(3);
const count = z.int().min(0).max(99);
const card = z.string().refine((id) => BUILDING_BY_ID.has(id), { message: "a building id" });
const eventId = z.string().refine((id) => EVENT_BY_ID.has(id), { message: "an event id" });
const good = z.enum(GOODS);
const goods = z.partialRecord(good, z.int().min(1).max(99));

/**
 * A market act made with a decision, applied before it (rules file, "Economy"): buy or sell
 * `count` of `good`, borrow or repay `count` ducats.
 */
const marketAct = z.discriminatedUnion("act", [
  z.strictObject({ act: z.literal("buy"), good: z.enum(RESOURCES), count: z.int().min(1).max(20) }),
  z.strictObject({ act: z.literal("sell"), good: z.enum(RESOURCES), count: z.int().min(1).max(99) }),
  z.strictObject({ act: z.literal("borrow"), count: z.int().min(1).max(10) }),
  z.strictObject({ act: z.literal("repay"), count: z.int().min(1).max(10) }),
]);
const market = z.array(marketAct).max(12).optional();

/** Cards phase, rounds 2–5: the one building kept before drawing (L439). */
export const keepMove = z.strictObject({ type: z.literal("keep"), card, market });
/** What a requirement card asks for (L560): shown to all for the coming trading phase. */
const wish = z.enum(["rare", "common", "ducats"]);
/** Cards phase: the 2 newly drawn buildings passed to the neighbour, and the requirement cards to show for trading. */
export const passMove = z.strictObject({
  type: z.literal("pass"),
  cards: z.tuple([card, card]),
  wishes: z.array(wish).max(3).optional(),
  market,
});
/** Trading: the own chest's offer and price (null: an empty chest, which no one can accept). */
export const offerMove = z.strictObject({
  type: z.literal("offer"),
  goods,
  price: z
    .union([z.strictObject({ ducats: z.int().min(1).max(7) }), z.strictObject({ souls: z.int().min(1).max(2) })])
    .nullable(),
  market,
});
/** Trading: accept the chest in front of you by paying its price (soul pieces: how many tainted), or decline. */
export const viewMove = z.strictObject({
  type: z.literal("view"),
  accept: z.boolean(),
  tainted: count.optional(),
  market,
});
/** Actions: the whole secret plan (rules file "Actions"). */
export const planMove = z.strictObject({
  type: z.literal("plan"),
  /** With two events in hand, the one discarded (default: the older). */
  discard: eventId.optional(),
  event: z.strictObject({ id: eventId, side: z.enum(["left", "right"]) }).optional(),
  /** Built action buildings used by the slot tokens (indices into the built list), at most 2. */
  use: z.array(z.int().min(0).max(40)).max(2).default([]),
  builds: z
    .array(z.strictObject({ card, use: z.boolean().default(false) }))
    .max(2)
    .default([]),
  hire: z.enum([...MASTERS, "alchemist"]).optional(),
  /** Small-privilege field order (default: inner fields first, then field order). */
  fields: z.array(z.int().min(0).max(3)).max(4).optional(),
  master: z.enum(MASTERS).optional(),
  kind: z.enum(COMMONS).optional(),
  stable: z.int().min(0).max(40).optional(),
  repay: z.int().min(0).max(10).default(0),
  dam: z.int().min(0).max(3).optional(),
  market,
});
/** Witch hunt: a ring on another player, or none. */
export const voteMove = z.strictObject({ type: z.literal("vote"), target: seat.nullable() });
/** Witch hunt, questioned: prove innocence with exactly 3 pieces, or confess. */
export const defendMove = z.strictObject({ type: z.literal("defend"), prove: z.boolean() });
/** Inquisition: angel wings bought at 5 ducats (and repayments as market acts). */
export const wingsMove = z.strictObject({ type: z.literal("wings"), count: z.int().min(0).max(20), market });
/** Inquisition, the dark ritual: bribe ducats, role guesses (a seat each), the devil's soul pieces. */
export const ritualMove = z.strictObject({
  type: z.literal("ritual"),
  bribe: z.int().min(0).max(99).default(0),
  devil: seat.optional(),
  cultist: seat.optional(),
  pure: count.default(0),
  tainted: count.default(0),
  market,
});
/**
 * Inquisition: for each inquisitor the seat must answer (in the order the view lists), `piece`,
 * `indulgence` or `penalty`; the Ascetic's hand-in, the Libertine's rare resource (null: keep it and
 * lose the points; default: the rare held most, L1372) and the Vandal's pick when a penalty needs them.
 */
export const answerMove = z.strictObject({
  type: z.literal("answer"),
  answers: z.array(z.enum(["piece", "indulgence", "penalty"])).max(12),
  handIn: goods.optional(),
  rare: z.enum(RARES).nullable().optional(),
  destroy: z.int().min(0).max(40).optional(),
  market,
});

export const move = z.discriminatedUnion("type", [
  keepMove,
  passMove,
  offerMove,
  viewMove,
  planMove,
  voteMove,
  defendMove,
  wingsMove,
  ritualMove,
  answerMove,
]);

export type Move = z.infer<typeof move>;
export type MarketMove = z.infer<typeof marketAct>;
export type KeepMove = z.infer<typeof keepMove>;
export type PassMove = z.infer<typeof passMove>;
export type OfferMove = z.infer<typeof offerMove>;
export type ViewMove = z.infer<typeof viewMove>;
export type PlanMove = z.infer<typeof planMove>;
export type RitualMove = z.infer<typeof ritualMove>;
export type AnswerMove = z.infer<typeof answerMove>;
