/**
 * The role bots (issue 11 §3): a mortal, a cultist and a devil that play to their role's goals.
 * They fill seats and play the balance runs; a timed-out seat keeps the rules file's default
 * (bot.ts). Every decision reads only the bot's sight (bot-sight.ts: the state as its seat sees
 * it), so what the others hide cannot change it; ties break on a hash of that sight, never on
 * chance. Goals: everyone builds for points (bot-plan.ts), trades goods it has to spare for what
 * its hand needs, votes and guesses on what the table saw, and buys wings and repays debt with
 * round 5's last ducats; a mortal sells a soul piece only for a chest worth more to it than the
 * piece (priced in bot-value.ts by the inquisitors it answers, and what it gives the devil); the
 * cultist pays a tainted piece into the devil's chest (its reward, no −1 at the end) but keeps
 * one for the inquisitors; the devil fills its chest to buy a piece in rounds 1, 3 (the
 * cultist's), 4 and 5, builds as the others do so that the table cannot name it by its few
 * buildings, shows every piece at the ritual and never pays one away.
 */
import type { Seat } from "../contract.ts";
import { BUILDING_BY_ID } from "./cards/index.ts";
import { GOODS, RESOURCES, ROUNDS, type Good, type Goods } from "./cards/types.ts";
import { bestAnswer, timeoutMove } from "./bot.ts";
import { choosePlan } from "./bot-plan.ts";
import { hashOf, sight, type Sight } from "./bot-sight.ts";
import { behind, cardWorth, goodsValue, MID, soulsValue } from "./bot-value.ts";
import { guessAllowed, WING_PRICE } from "./inquisition.ts";
import type { MarketMove, Move, OfferMove, RitualMove, ViewMove } from "./moves.ts";
import { player, type DevilState, type Player, type Price, type Role } from "./state.ts";
import { canVoteFor } from "./witch.ts";

/** A soul piece handed to another seat also scores for it: a mortal counts that against the trade. */
const FEEDING_THE_DEVIL = 0.5;
/** A trade must beat keeping things as they are by this much (it tells the table something). */
const MARGIN = 0.25;

export function roleBotMove(state: DevilState, seat: Seat): Move {
  const sg = sight(state, seat);
  const { k } = sg;
  switch (k.step) {
    case "keep":
      return { type: "keep", card: bestCard(sg, player(k, seat).hand) };
    case "pass":
      return { type: "pass", cards: passing(sg) };
    case "offer":
      return offer(sg);
    case "view1":
    case "view2":
      return look(sg);
    case "plan":
      return choosePlan(k, seat);
    case "vote":
      return vote(sg);
    case "defend":
      return timeoutMove(k, seat);
    case "wings":
      return wings(sg);
    case "ritual":
      return ritual(sg);
    case "answer":
      return bestAnswer(k, seat);
    case "over":
      throw new Error("the game is over");
  }
}

function bestCard(sg: Sight, cards: readonly string[]): string {
  return cards.reduce((best, id) => (cardWorth(sg.k, id) > cardWorth(sg.k, best) ? id : best), cards[0] as string);
}

/** The two newly drawn buildings worth least to this seat go to the neighbour. */
function passing(sg: Sight): [string, string] {
  const drawn = (sg.k.drawn[sg.seat] ?? []).map((id, i) => ({ id, i, w: cardWorth(sg.k, id) }));
  const sorted = drawn.sort((a, b) => a.w - b.w || b.i - a.i);
  return [sorted[0]?.id as string, sorted[1]?.id as string];
}

/** Goods the buildings worth building in hand still ask for. */
function wanted(sg: Sight): Record<Good, number> {
  const me = player(sg.k, sg.seat);
  const out: Record<Good, number> = { wood: 0, stone: 0, grain: 0, glass: 0, marble: 0, ducats: 0 };
  const cards = me.hand
    .map((id) => ({ id, w: cardWorth(sg.k, id) }))
    .filter((c) => c.w > 0)
    .sort((a, b) => b.w - a.w)
    .slice(0, 2);
  for (const c of cards)
    for (const [g, n] of Object.entries(BUILDING_BY_ID.get(c.id)?.cost.goods ?? {})) out[g as Good] += n ?? 0;
  return out;
}

/** Goods valued for this seat: what its hand asks for and lacks is worth more, what it has to spare less. */
function valueFor(sg: Sight, goods: Goods): number {
  const me = player(sg.k, sg.seat);
  const want = wanted(sg);
  let v = 0;
  for (const g of GOODS) {
    const n = goods[g] ?? 0;
    const short = Math.max(0, want[g] - me.goods[g]);
    const needed = Math.min(n, short);
    v += needed * (MID[g] + (g === "ducats" ? 0 : 0.45)) + (n - needed) * MID[g] * (g === "ducats" ? 1 : 0.85);
  }
  return v;
}

/** What paying `n` soul pieces costs this seat, pure or tainted as it lays them (tainted first). */
function soulPrice(me: Player, n: number, round: number): { cost: number; tainted: number } | undefined {
  if (me.pure + me.tainted < n) return undefined;
  const tainted = Math.min(me.tainted, n);
  let cost = soulsValue(me.role, me.pure + me.tainted) - soulsValue(me.role, me.pure + me.tainted - n);
  // A tainted piece costs its holder 1 at the end; before round 3's ritual it also earns the cultist its reward in the devil's chest.
  cost -= tainted;
  if (me.role === "cultist" && round <= 3) cost -= 1.5 * tainted;
  // The cultist keeps one piece: with none it answers no inquisitor and must confess.
  if (me.role === "cultist" && me.pure + me.tainted - n < 1) cost += 3;
  if (me.role === "mortal") cost += FEEDING_THE_DEVIL * n;
  return { cost, tainted };
}

/** The own chest: spare goods for ducats (mortal, cultist), or a rich chest for soul pieces (devil). */
function offer(sg: Sight): OfferMove {
  const { k, seat } = sg;
  const me = player(k, seat);
  const none: OfferMove = { type: "offer", goods: {}, price: null };
  if (me.role === "devil") return devilChest(sg) ?? none;
  const want = wanted(sg);
  const spare = RESOURCES.filter((r) => me.goods[r] - want[r] > 0).sort(
    (a, b) => MID[b] - MID[a] || me.goods[b] - want[b] - (me.goods[a] - want[a]),
  );
  const first = spare[0];
  if (!first) return none;
  const goods: Partial<Record<Good, number>> = { [first]: 1 };
  const second =
    spare.find((r) => r !== first && MID[r] === MID[first]) ?? (me.goods[first] - want[first] > 1 ? first : undefined);
  if (second) goods[second] = (goods[second] ?? 0) + 1;
  const asked = Math.round((goodsValue(goods) / MID.ducats) * 0.8);
  const limit = me.role === "cultist" ? 6 : 7;
  return { type: "offer", goods, price: { ducats: Math.max(2, Math.min(limit, asked)) } };
}

/**
 * The devil's chest. In round 3 the cultist sees it first and pays with a tainted piece gladly (its
 * reward, and no −1 at the end), so a chest a little richer than a mortal's price buys it: two
 * pieces at the ritual bring the devil 2 ducats and turn an inquisitor up. In the other rounds a mortal sees it
 * first, so the chest is rich enough for a mortal to part with a piece (what bot-value.ts prices
 * it at, and more; if the mortal declines, the cultist may take it second), two pieces in round
 * 5 when the devil can afford it.
 */
function devilChest(sg: Sight): OfferMove | undefined {
  const me = player(sg.k, sg.seat);
  const last = sg.k.round === ROUNDS.length;
  const lure = sg.k.round === 3;
  // A devil that builds little is named at round 3's ritual: before it, the devil pays for one
  // piece only (the cultist's, in round 3) and builds as the others do; behind them later, it builds first.
  if (sg.k.round === 2 || (!lure && !last && behind(sg.k, sg.seat) >= 1)) return undefined;
  const perSoul = lure ? 3.5 : MORTAL_PIECE;
  const pool: Record<Good, number> = { ...me.goods, ducats: Math.max(0, me.goods.ducats - (last ? 0 : 2)) };
  const souls = !lure && last && goodsValue(pool) * 0.85 >= 2 * perSoul + 1.5 ? 2 : 1;
  // Rares first: a few goods carry the value, where ducats would take the devil's building money.
  return soulChest(pool, souls, perSoul, ["glass", "marble", "stone", "wood", "grain", "ducats"]);
}

/** What a mortal holding three pieces asks for its third, with the margin. */
const MORTAL_PIECE = soulsValue("mortal", 3) - soulsValue("mortal", 2) + FEEDING_THE_DEVIL + MARGIN + 0.1;

/** Goods from `pool`, in `order`, until a viewer would value them above `perSoul` for each piece asked. */
function soulChest(
  pool: Record<Good, number>,
  souls: 1 | 2,
  perSoul: number,
  order: readonly Good[],
): OfferMove | undefined {
  const goods: Partial<Record<Good, number>> = {};
  let value = 0;
  for (const g of order) {
    while (pool[g] > 0 && value < perSoul * souls) {
      pool[g]--;
      goods[g] = (goods[g] ?? 0) + 1;
      value += MID[g] * 0.85;
    }
  }
  if (value < perSoul * souls) return undefined;
  const price: Price = { souls };
  return { type: "offer", goods, price };
}

/** The chest in front of the seat: accept when it is worth more than the price to this seat. */
function look(sg: Sight): ViewMove {
  const { k, seat } = sg;
  const me = player(k, seat);
  const seen = sg.v.me?.viewing;
  const decline: ViewMove = { type: "view", accept: false };
  if (!seen || seen.accepted || !seen.price || !seen.offer) return decline;
  const gain = valueFor(sg, seen.offer);
  if ("ducats" in seen.price) {
    const n = seen.price.ducats;
    const short = Math.max(0, n - me.goods.ducats);
    const market: MarketMove[] = short > 0 ? [{ act: "borrow", count: short }] : [];
    if (me.debt + short > 6) return decline;
    const cost = n * MID.ducats + short * 0.4;
    return gain - cost > MARGIN ? { type: "view", accept: true, ...(market.length ? { market } : {}) } : decline;
  }
  // The devil never pays souls away; the others weigh the pieces.
  if (me.role === "devil") return decline;
  const paid = soulPrice(me, seen.price.souls, k.round);
  if (!paid) return decline;
  return gain - paid.cost > MARGIN ? { type: "view", accept: true, tainted: paid.tainted } : decline;
}

/**
 * How much another seat looks like the devil or the cultist, from what the table saw. Over bot
 * games the devil builds less (its goods go into its chest for souls) and so gains fewer large
 * privileges, and borrows more; the cultist, holding two pieces, confesses when questioned and
 * gathers demon wings. A confession alone says little of the devil: mortals who sold a piece
 * confess too. A seat's own role rules out itself; the hash only breaks ties.
 */
function suspicion(sg: Sight, other: Seat, role: "devil" | "cultist"): number {
  const o = sg.v.players[other];
  if (!o) return -Infinity;
  const h = (hashOf(`${sg.seat}:${other}:${sg.k.round}:${role}`) % 1000) / 4000;
  if (role === "devil") return -0.5 * o.built.length - 0.8 * o.large.filter(Boolean).length + 0.3 * o.debt + h;
  return (o.confessed ? 1.5 : 0) + o.demonWings * 0.5 + (9 - o.reputation) * 0.1 + h;
}

function ranked(sg: Sight, role: "devil" | "cultist", allowed: (t: Seat) => boolean): Seat[] {
  return [0, 1, 2, 3]
    .filter((t) => t !== sg.seat && allowed(t))
    .sort((a, b) => suspicion(sg, b, role) - suspicion(sg, a, role));
}

/**
 * The witch hunt: a mortal puts its ring on the seat that looks most like the devil; the cultist
 * and the devil do the same, which hides them among the mortals and may push a mortal who sold a
 * piece to confess.
 */
function vote(sg: Sight): Move {
  const target = ranked(sg, "devil", (t) => canVoteFor(sg.k, sg.seat, t))[0];
  return { type: "vote", target: target ?? null };
}

/** Angel wings: round 5's spare ducats score more as wings and repayments than as fifths. */
function wings(sg: Sight): Move {
  const me = player(sg.k, sg.seat);
  let ducats = me.goods.ducats;
  const market: MarketMove[] = [];
  if (sg.k.round === ROUNDS.length) {
    const repay = Math.min(me.debt, ducats);
    if (repay > 0) {
      market.push({ act: "repay", count: repay });
      ducats -= repay;
    }
    const count = Math.floor(ducats / WING_PRICE);
    return { type: "wings", count, ...(market.length ? { market } : {}) };
  }
  const count = ducats >= 14 ? 1 : 0;
  return { type: "wings", count };
}

/**
 * The dark ritual: the devil shows every piece (round 3: the flips and goods; round 5: points);
 * the others name whom they suspect most; a seat short of pieces for the inquisitors it faces
 * bribes the Ascetic away when 5 ducats would do it.
 */
function ritual(sg: Sight): RitualMove {
  const { k, seat } = sg;
  const me = player(k, seat);
  if (me.role === "devil")
    return { type: "ritual", bribe: 0, pure: me.pure, tainted: me.tainted, ...guesses(sg, me.role) };
  let bribe = 0;
  const q = k.inquisitors;
  const due = 1 + (k.round === ROUNDS.length ? 2 : 0) + q.up.filter(Boolean).length + me.guests;
  const cover = me.pure + me.tainted + me.indulgences;
  const toNext = 5 - (q.bribes % 5);
  if (cover < due && q.bribes < 15 && me.goods.ducats >= toNext + (k.round === ROUNDS.length ? 0 : 3) && toNext <= 5)
    bribe = toNext;
  return { type: "ritual", bribe, pure: 0, tainted: 0, ...guesses(sg, me.role) };
}

function guesses(sg: Sight, role: Role): { devil?: Seat; cultist?: Seat } {
  const { k, seat } = sg;
  if (role === "devil") return {};
  const out: { devil?: Seat; cultist?: Seat } = {};
  const devil = ranked(sg, "devil", (t) => guessAllowed(k, seat, "devil", t))[0];
  if (devil !== undefined) out.devil = devil;
  if (role === "mortal") {
    const cultist = ranked(sg, "cultist", (t) => t !== out.devil && guessAllowed(k, seat, "cultist", t))[0];
    if (cultist !== undefined) out.cultist = cultist;
  }
  return out;
}
