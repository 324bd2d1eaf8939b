/**
 * The market at the supply (rules file, "Economy"): buy, sell, borrow, repay. Acts are public as
 * at a table (L1185); acts made inside a secret step are kept in `acts` and logged when the step
 * resolves (flow.ts), so their timing tells nothing.
 */
import type { Seat } from "../contract.ts";
import { BUY_PRICE, commonFirst, RESOURCES, SELL_PRICE, type Good, type Goods, type Resource } from "./cards/types.ts";
import { emit, type Ctx } from "./ctx.ts";
import { ruleError, type DevilError } from "./errors.ts";
import type { MarketMove } from "./moves.ts";
import { player, type Stock } from "./state.ts";

export const DEBT_LIMIT = 10;

/** What the market reads and changes of a player. */
export type Wallet = { goods: Stock; debt: number };

/** Applies a seat's market acts in order; `repay` only in its windows (L406, L482). */
export function applyMarket(
  ctx: Ctx,
  seat: Seat,
  acts: readonly MarketMove[] | undefined,
  repayAllowed: boolean,
): DevilError | undefined {
  const p = player(ctx.s, seat);
  for (const a of acts ?? []) {
    const refused = marketStep(p, a, repayAllowed);
    if (refused) return refused;
    record(ctx, seat, { act: a.act, good: "good" in a ? a.good : undefined, count: a.count });
  }
  return undefined;
}

/** One market act on a wallet (changed in place), or the rule that refuses it: the table previews acts with it. */
export function marketStep(p: Wallet, a: MarketMove, repayAllowed: boolean): DevilError | undefined {
  switch (a.act) {
    case "buy": {
      const cost = BUY_PRICE[a.good] * a.count;
      if (p.goods.ducats < cost) return ruleError("NOT_ENOUGH_GOODS", { good: "ducats" });
      p.goods.ducats -= cost;
      p.goods[a.good] += a.count;
      return undefined;
    }
    case "sell":
      if (p.goods[a.good] < a.count) return ruleError("NOT_ENOUGH_GOODS", { good: a.good });
      p.goods[a.good] -= a.count;
      p.goods.ducats += SELL_PRICE[a.good] * a.count;
      return undefined;
    case "borrow":
      if (p.debt + a.count > DEBT_LIMIT) return ruleError("DEBT_LIMIT", { debt: p.debt });
      p.debt += a.count;
      p.goods.ducats += a.count;
      return undefined;
    case "repay":
      if (!repayAllowed) return ruleError("REPAY_NOT_NOW");
      if (a.count > p.debt) return ruleError("NO_DEBT_TO_REPAY", { debt: p.debt });
      if (p.goods.ducats < a.count) return ruleError("NOT_ENOUGH_GOODS", { good: "ducats" });
      p.debt -= a.count;
      p.goods.ducats -= a.count;
      return undefined;
  }
}

/** Logs one seat's market acts made so far, and forgets them. */
export function logActs(ctx: Ctx, seat: Seat): void {
  for (const a of ctx.s.acts[seat] ?? []) emit(ctx, { type: "market", seat, ...a });
  ctx.s.acts[seat] = [];
}

function record(
  ctx: Ctx,
  seat: Seat,
  act: { act: "buy" | "sell" | "borrow" | "repay"; good?: Good; count: number },
): void {
  const list = ctx.s.acts[seat];
  if (list) list.push(act.good === undefined ? { act: act.act, count: act.count } : act);
}

export function has(stock: Stock, goods: Goods): boolean {
  return Object.entries(goods).every(([g, n]) => stock[g as Good] >= (n ?? 0));
}

export function add(stock: Stock, goods: Goods, sign = 1): void {
  for (const [g, n] of Object.entries(goods)) stock[g as Good] += sign * (n ?? 0);
}

/**
 * Pays `need` for a compulsory planned step (rules file, "Planned actions are compulsory"):
 * missing resources are bought; missing ducats come from selling resources that neither this
 * payment nor `reserve` (what later planned steps need) uses, commons first, most-held kind first,
 * then from loans up to 10. Returns false, changing nothing, when it still cannot be paid.
 */
export function cover(ctx: Ctx, seat: Seat, need: Goods, reserve: Goods = {}): boolean {
  const p = player(ctx.s, seat);
  const goods = { ...p.goods };
  let debt = p.debt;
  const acts: { act: "buy" | "sell" | "borrow"; good?: Resource; count: number }[] = [];
  let ducatsNeeded = need.ducats ?? 0;
  for (const r of RESOURCES) {
    const missing = (need[r] ?? 0) - goods[r];
    if (missing > 0) {
      ducatsNeeded += BUY_PRICE[r] * missing;
      acts.push({ act: "buy", good: r, count: missing });
    }
  }
  const keep = (r: Resource) => (need[r] ?? 0) + (reserve[r] ?? 0);
  const sellable = [...RESOURCES].sort((a, b) => commonFirst(a) - commonFirst(b) || goods[b] - goods[a]);
  for (const r of sellable) {
    while (goods.ducats < ducatsNeeded && goods[r] > keep(r)) {
      goods[r] -= 1;
      goods.ducats += SELL_PRICE[r];
      const last = acts.at(-1);
      if (last && last.act === "sell" && last.good === r) last.count++;
      else acts.push({ act: "sell", good: r, count: 1 });
    }
  }
  if (goods.ducats < ducatsNeeded) {
    const loan = ducatsNeeded - goods.ducats;
    if (debt + loan > DEBT_LIMIT) return false;
    debt += loan;
    goods.ducats += loan;
    acts.push({ act: "borrow", count: loan });
  }
  for (const a of acts) {
    if (a.act === "buy" && a.good) goods[a.good] += a.count;
  }
  goods.ducats -= ducatsNeeded - (need.ducats ?? 0);
  add(goods, need, -1);
  p.goods = goods;
  p.debt = debt;
  for (const a of acts) record(ctx, seat, a);
  return true;
}
