/**
 * The one interpreter of the card vocabulary (cards/types.ts): every building, event side and
 * inquisitor penalty is data read here; no card has code of its own.
 */
import type { Seat } from "../contract.ts";
import { BUILDING_BY_ID, BUILDINGS, REPUTATION } from "./cards/index.ts";
import {
  commonFirst,
  RARES,
  RESOURCES,
  type Bundle,
  type Common,
  type Condition,
  type Count,
  type Effect,
  type Goods,
  type Master,
  type Payment,
  type Rare,
  type Resource,
} from "./cards/types.ts";
import { emit, type Ctx } from "./ctx.ts";
import { add, cover } from "./market.ts";
import { placeSmall, discardSmall } from "./privileges.ts";
import { player, type DevilState } from "./state.ts";
import { gainAngel, moveReputation, raiseDebt } from "./track.ts";

/** What an effect may read besides the state: reputations at the phase's start (L1350), this phase's tokens. */
export type Situation = {
  startReputation: readonly number[];
  tokensUsed?: number;
  hired?: boolean;
};

/** Choices declared in advance (with the plan, or with the answers to the inquisitors). */
export type Choices = {
  fields?: readonly number[];
  master?: Master;
  kind?: Common;
  stable?: number;
  repay?: number;
  dam?: number;
  handIn?: Goods;
  /** The Libertine's rare resource (L1372); null: none, take the points. */
  rare?: Rare | null;
  destroy?: number;
  /** Goods later planned steps need: a shortfall is not covered by selling them. */
  reserve?: Goods;
};

/** Built buildings carrying `symbol` (doubles count, science and masters never do, L1314). */
export function buildingsWith(s: DevilState, seat: Seat, symbol: Master): number {
  return player(s, seat).built.filter((id) => BUILDING_BY_ID.get(id)?.symbols.includes(symbol)).length;
}

function countOf(s: DevilState, seat: Seat, count: Count, at: Situation): number {
  const p = player(s, seat);
  switch (count.of) {
    case "buildings":
      return buildingsWith(s, seat, count.symbol);
    case "buildingPairs":
      return Math.floor(p.built.length / 2);
    case "privileges": {
      const small = p.small.filter((x) => x.state === "gained").length;
      const large = p.large.filter(Boolean).length;
      return count.size === "small" ? small : count.size === "large" ? large : small + large;
    }
    case "playersBelow": {
      const mine = at.startReputation[seat] ?? 0;
      return at.startReputation.filter((r, other) => other !== seat && r < mine).length;
    }
    case "debtPairs":
      return Math.floor(p.debt / 2);
    case "masters":
      return Object.values(p.masters).filter((m) => m === "held").length;
  }
}

export function holds(s: DevilState, seat: Seat, condition: Condition, at: Situation): boolean {
  const p = player(s, seat);
  switch (condition.kind) {
    case "reputation": {
      const mine = at.startReputation[seat] ?? p.reputation;
      const others = at.startReputation.filter((_, other) => other !== seat);
      if (condition.is === "highest") return others.every((r) => r <= mine);
      if (condition.is === "notHighest") return others.some((r) => r > mine);
      if (condition.is === "lowest") return others.every((r) => r >= mine);
      return mine < REPUTATION.start;
    }
    case "debtAtMost":
      return p.debt <= condition.debt;
    case "tokensUsed":
      return (at.tokensUsed ?? 0) >= condition.atLeast;
    case "hired":
      return at.hired === true;
    case "buildings":
      return buildingsWith(s, seat, condition.symbol) >= condition.atLeast;
  }
}

/** Can the payment's non-goods parts be met (a master to give back)? Goods are covered at the market. */
function payable(s: DevilState, seat: Seat, pay: Payment): boolean {
  const p = player(s, seat);
  if (pay.master && p.masters[pay.master] !== "held") return false;
  if (pay.actionTokens && p.free < pay.actionTokens) return false;
  return true;
}

/** Pays a price (covered at the market); false, with nothing paid, when it cannot be paid. */
export function pay(ctx: Ctx, seat: Seat, price: Payment, choices: Choices): boolean {
  const s = ctx.s;
  if (!payable(s, seat, price)) return false;
  if (!cover(ctx, seat, price.goods ?? {}, choices.reserve)) return false;
  const p = player(s, seat);
  if (price.master) {
    p.masters[price.master] = "three";
    emit(ctx, { type: "masterReturned", seat, master: price.master });
  }
  if (price.actionTokens) {
    // Guild house (L1310): from the next round one free token fewer, for good.
    p.free -= price.actionTokens;
    p.tokens -= price.actionTokens;
  }
  if (price.reputation) moveReputation(ctx, seat, -price.reputation);
  return true;
}

export function gain(ctx: Ctx, seat: Seat, bundle: Bundle, times = 1): void {
  if (times <= 0) return;
  const p = player(ctx.s, seat);
  if (bundle.goods) {
    const goods: Record<string, number> = {};
    for (const [g, n] of Object.entries(bundle.goods)) goods[g] = (n ?? 0) * times;
    add(p.goods, goods);
    for (const g of Object.keys(goods))
      if (p.goods[g as keyof typeof p.goods] < 0) p.goods[g as keyof typeof p.goods] = 0;
  }
  if (bundle.points) {
    p.score += bundle.points * times;
    emit(ctx, { type: "points", seat, count: bundle.points * times });
  }
  if (bundle.reputation) moveReputation(ctx, seat, bundle.reputation * times);
  if (bundle.angelWings) gainAngel(ctx, seat, bundle.angelWings * times);
  if (bundle.demonWingsBack) {
    const back = Math.min(p.demon, bundle.demonWingsBack * times);
    if (back > 0) {
      p.demon -= back;
      emit(ctx, { type: "demonWingsBack", seat, count: back });
    }
  }
  if (bundle.indulgences) p.indulgences += bundle.indulgences * times;
}

/**
 * Runs a card's effects in order. An exchange that cannot be paid skips the rest at −1
 * reputation (L706); the answer says whether everything was paid (a skipped action's token does
 * not count, L1292).
 */
export function run(ctx: Ctx, seat: Seat, effects: readonly Effect[], at: Situation, choices: Choices): boolean {
  const s = ctx.s;
  const p = player(s, seat);
  for (const effect of effects) {
    switch (effect.kind) {
      case "gain":
        if (effect.if && !holds(s, seat, effect.if, at)) break;
        gain(ctx, seat, effect.gain, effect.per ? countOf(s, seat, effect.per, at) : 1);
        break;
      case "exchange":
        if (!pay(ctx, seat, effect.pay, choices)) {
          emit(ctx, { type: "skipped", seat });
          moveReputation(ctx, seat, -1);
          return false;
        }
        gain(ctx, seat, effect.gain);
        break;
      case "master":
        grantMaster(ctx, seat, effect.master, choices);
        break;
      case "privilege":
        if (effect.act === "place") placeSmall(ctx, seat, choices.fields);
        else discardSmall(ctx, seat, choices.dam);
        break;
      case "repay":
        repay(ctx, seat, choices);
        break;
      case "slot":
        useStable(ctx, seat, at, choices);
        break;
      case "discardAll":
        discardAll(ctx, seat, effect, choices);
        break;
      case "skipInterest":
        break;
      case "handIn":
        handIn(ctx, seat, effect, choices);
        break;
      case "debt":
        raiseDebt(ctx, seat, effect.amount);
        emit(ctx, { type: "debt", seat, debt: p.debt });
        break;
      case "destroy":
        destroy(ctx, seat, choices);
        break;
    }
  }
  return true;
}

/** A master token: the one named, or for "any" the declared one, else the first free. */
function grantMaster(ctx: Ctx, seat: Seat, master: Master | "any", choices: Choices): void {
  const p = player(ctx.s, seat);
  const wanted: Master[] = master === "any" ? [choices.master ?? "rural", "rural", "urban", "church"] : [master];
  const free = wanted.find((m) => p.masters[m] !== "held");
  if (free) {
    p.masters[free] = "held";
    emit(ctx, { type: "masterGranted", seat });
  }
}

/** Repays the declared ducats of the debt, as far as debt and ducats go. */
function repay(ctx: Ctx, seat: Seat, choices: Choices): void {
  const p = player(ctx.s, seat);
  const amount = Math.min(choices.repay ?? 0, p.debt, p.goods.ducats);
  if (amount > 0) {
    p.debt -= amount;
    p.goods.ducats -= amount;
    emit(ctx, { type: "market", seat, act: "repay", count: amount });
  }
}

/** Stables the declared building, if an action building and the stable is free, and runs its action. */
function useStable(ctx: Ctx, seat: Seat, at: Situation, choices: Choices): void {
  const p = player(ctx.s, seat);
  const target = choices.stable;
  const id = target === undefined ? undefined : p.built[target];
  const building = id === undefined ? undefined : BUILDING_BY_ID.get(id);
  if (target === undefined || !building || building.effect?.timing !== "action" || p.stabled !== undefined) return;
  p.stabled = target;
  emit(ctx, { type: "stabled", seat, building: id });
  run(ctx, seat, building.effect.effects, at, choices);
}

/** Every good of one kind (the declared one, else the most held) turned into points. */
function discardAll(ctx: Ctx, seat: Seat, effect: Extract<Effect, { kind: "discardAll" }>, choices: Choices): void {
  const p = player(ctx.s, seat);
  const kind = choices.kind && effect.of.includes(choices.kind) ? choices.kind : mostHeld(p.goods, effect.of);
  const n = p.goods[kind];
  p.goods[kind] = 0;
  p.score += n * effect.points;
  emit(ctx, { type: "discardAll", seat, good: kind, count: n, points: n * effect.points });
}

/** Goods handed in (the declared ones if held); each one missing scores the effect's points. */
function handIn(ctx: Ctx, seat: Seat, effect: Extract<Effect, { kind: "handIn" }>, choices: Choices): void {
  const p = player(ctx.s, seat);
  const chosen =
    effect.of === "rare"
      ? rareChoice(p.goods, effect.resources, choices.rare)
      : handInChoice(p.goods, effect.resources, choices.handIn);
  const handed = Object.values(chosen).reduce((a, b) => a + (b ?? 0), 0);
  add(p.goods, chosen, -1);
  const missing = effect.resources - handed;
  if (missing > 0) p.score += missing * effect.points;
  emit(ctx, { type: "handedIn", seat, count: handed, points: missing > 0 ? missing * effect.points : 0 });
}

/** The Vandal: one of the candidate buildings (the declared one, else the last) is destroyed, the stable kept pointing at its building. */
function destroy(ctx: Ctx, seat: Seat, choices: Choices): void {
  const p = player(ctx.s, seat);
  const candidates = vandalTargets(ctx.s, seat);
  if (candidates.length === 0) return;
  const pick =
    choices.destroy !== undefined && candidates.includes(choices.destroy)
      ? choices.destroy
      : (candidates.at(-1) as number);
  const [gone] = p.built.splice(pick, 1);
  if (p.stabled !== undefined)
    p.stabled = p.stabled === pick ? undefined : p.stabled > pick ? p.stabled - 1 : p.stabled;
  emit(ctx, { type: "destroyed", seat, building: gone });
}

/** Vandal's candidates (L1368): the buildings of the second-highest printed points (of two tied on top, those). */
function vandalTargets(s: DevilState, seat: Seat): number[] {
  const built = player(s, seat).built;
  if (built.length < 2) return [];
  const points = built.map((id) => BUILDING_BY_ID.get(id)?.points ?? 0);
  const second = [...points].sort((a, b) => b - a)[1] as number;
  return points.flatMap((pt, i) => (pt === second ? [i] : []));
}

function mostHeld(goods: Record<Resource, number>, of: readonly Common[]): Common {
  return [...of].sort((a, b) => goods[b] - goods[a])[0] as Common;
}

/** The Ascetic's hand-in: the declared goods if held (resources only), else commons first, most-held kind first. */
function handInChoice(goods: Record<Resource | "ducats", number>, wanted: number, declared: Goods | undefined): Goods {
  if (declared) {
    const total = RESOURCES.reduce((n, r) => n + (declared[r] ?? 0), 0);
    if (!declared.ducats && total <= wanted && RESOURCES.every((r) => (declared[r] ?? 0) <= goods[r])) return declared;
  }
  const left = { ...goods };
  const out: Record<string, number> = {};
  for (let i = 0; i < wanted; i++) {
    const order = [...RESOURCES].sort((a, b) => commonFirst(a) - commonFirst(b) || left[b] - left[a]);
    const r = order.find((x) => left[x] > 0);
    if (!r) break;
    left[r] -= 1;
    out[r] = (out[r] ?? 0) + 1;
  }
  return out;
}

/** The Libertine's hand-in (L1372): the declared rare if held, none if declined (null), else the most-held rare (glass on ties). */
function rareChoice(
  goods: Record<Resource | "ducats", number>,
  wanted: number,
  declared: Rare | null | undefined,
): Goods {
  if (declared === null) return {};
  const out: Record<string, number> = {};
  const left = { ...goods };
  for (let i = 0; i < wanted; i++) {
    const r =
      declared !== undefined && left[declared] > 0
        ? declared
        : [...RARES].sort((a, b) => left[b] - left[a]).find((x) => left[x] > 0);
    if (!r) break;
    left[r] -= 1;
    out[r] = (out[r] ?? 0) + 1;
  }
  return out;
}

/** A player's ongoing effects of one phase, in BUILDINGS order (Abbey before Gaming house, L1322). */
export function ongoing(
  ctx: Ctx,
  seat: Seat,
  phase: "production" | "reputation" | "final",
  at: Situation,
  choices: Choices = {},
): void {
  const built = player(ctx.s, seat).built;
  for (const b of BUILDINGS) {
    if (b.effect?.timing !== "ongoing" || b.effect.phase !== phase) continue;
    const copies = built.filter((id) => id === b.id).length;
    for (let i = 0; i < copies; i++) run(ctx, seat, b.effect.effects, at, choices);
  }
}
