/**
 * The market acts a move may carry before its decision (rules file, "Economy"), listed one act at
 * a time: a prefix of acts is legal exactly when each act is listed in the state the acts before
 * it left (`afterMarket`), and the rest of the move is then judged in the state after all of them.
 */
import type { Seat } from "../contract.ts";
import { BUY_PRICE, RESOURCES } from "./cards/types.ts";
import type { Ctx } from "./ctx.ts";
import { applyMarket, DEBT_LIMIT, type Wallet } from "./market.ts";
import type { MarketMove, Move } from "./moves.ts";
import { cloneState, player, type DevilState } from "./state.ts";
import { MOVES_BY_STEP, REPAY_STEPS, toAct } from "./turns.ts";

/** Move types whose schema has a `market` field (a vote and a defence carry none). */
const WITH_MARKET: ReadonlySet<Move["type"]> = new Set([
  "keep",
  "pass",
  "offer",
  "view",
  "plan",
  "wings",
  "ritual",
  "answer",
]);
/** The schema's caps on one act's count (moves.ts). */
const MAX_BUY = 20;
const MAX_SELL = 99;
const MAX_REPAY = 10;

const upTo = (n: number): number[] => Array.from({ length: Math.max(0, n) }, (_, i) => i + 1);

/** Whether a move of the step may carry market acts, and repayments among them; undefined: none. */
export function marketWindow(step: DevilState["step"]): { repay: boolean } | undefined {
  const type = MOVES_BY_STEP[step];
  return type && WITH_MARKET.has(type) ? { repay: REPAY_STEPS.includes(step) } : undefined;
}

/** Every single market act the seat may make now, as the first act of its move's `market`. */
export function marketActs(state: DevilState, seat: Seat): MarketMove[] {
  const window = marketWindow(state.step);
  if (!window || !toAct(state).includes(seat)) return [];
  return walletActs(player(state, seat), window.repay);
}

/** Every single market act a wallet allows (the table lists the next act after those already chosen with it). */
export function walletActs(wallet: Wallet, repay: boolean): MarketMove[] {
  const out: MarketMove[] = [];
  for (const good of RESOURCES)
    for (const count of upTo(Math.min(MAX_BUY, Math.floor(wallet.goods.ducats / BUY_PRICE[good]))))
      out.push({ act: "buy", good, count });
  for (const good of RESOURCES)
    for (const count of upTo(Math.min(MAX_SELL, wallet.goods[good]))) out.push({ act: "sell", good, count });
  for (const count of upTo(DEBT_LIMIT - wallet.debt)) out.push({ act: "borrow", count });
  if (repay)
    for (const count of upTo(Math.min(MAX_REPAY, wallet.debt, wallet.goods.ducats))) out.push({ act: "repay", count });
  return out;
}

/** The state after the seat's market acts, in which the rest of its move is judged; undefined when an act is refused. */
export function afterMarket(state: DevilState, seat: Seat, acts: readonly MarketMove[]): DevilState | undefined {
  const ctx: Ctx = { s: cloneState(state), events: [], reveals: false };
  return applyMarket(ctx, seat, acts, REPAY_STEPS.includes(state.step)) ? undefined : ctx.s;
}
