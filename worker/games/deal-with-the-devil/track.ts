/**
 * The reputation track, wings and debt (rules file, "Reputation", "Interest"): every change of
 * reputation, wings or debt goes through here so the wings' effects apply whenever they change.
 */
import type { Seat } from "../contract.ts";
import { REPUTATION } from "./cards/index.ts";
import { emit, type Ctx } from "./ctx.ts";
import { DEBT_LIMIT } from "./market.ts";
import { player } from "./state.ts";

/**
 * Moves reputation by `delta`, stopping at the ends: reaching the top while moving up gives an
 * angel wing (not when already there, CHOSEN mirroring L880); entering each of the 3 lowest spaces
 * while moving down gives a demon wing each (L856).
 */
export function moveReputation(ctx: Ctx, seat: Seat, delta: number): void {
  const p = player(ctx.s, seat);
  const from = p.reputation;
  const to = Math.max(1, Math.min(REPUTATION.top, from + delta));
  if (to === from) return;
  p.reputation = to;
  emit(ctx, { type: "reputation", seat, from, to });
  if (to > from && to === REPUTATION.top) gainAngel(ctx, seat, 1);
  if (to < from) {
    const entered = REPUTATION.demonSpaces.filter((space) => space < from && space >= to).length;
    if (entered > 0) gainDemon(ctx, seat, entered);
  }
}

/** Angel wings: every 3 turn into an indulgence (secret: the log says only that wings converted). */
export function gainAngel(ctx: Ctx, seat: Seat, n: number): void {
  const p = player(ctx.s, seat);
  p.angel += n;
  emit(ctx, { type: "angelWings", seat, count: n });
  while (p.angel >= 3) {
    p.angel -= 3;
    p.indulgences += 1;
    emit(ctx, { type: "indulgence", seat });
  }
}

/** Demon wings: every 3 bring a house guest and −2 points at once. */
export function gainDemon(ctx: Ctx, seat: Seat, n: number): void {
  const p = player(ctx.s, seat);
  p.demon += n;
  emit(ctx, { type: "demonWings", seat, count: n });
  while (p.demon >= 3) {
    p.demon -= 3;
    p.guests += 1;
    p.score -= 2;
    emit(ctx, { type: "houseGuest", seat });
  }
}

/** Debt rises one step at a time; a rise above 10 sets it to 9 and gives a demon wing (L822, L1370). */
export function raiseDebt(ctx: Ctx, seat: Seat, steps: number): void {
  const p = player(ctx.s, seat);
  for (let i = 0; i < steps; i++) {
    if (p.debt + 1 > DEBT_LIMIT) {
      p.debt = DEBT_LIMIT - 1;
      gainDemon(ctx, seat, 1);
    } else p.debt += 1;
  }
}

/** Interest (L794–826): the marker moves by the debt round its 4 spaces; each entry onto start raises debt by 1. */
export function payInterest(ctx: Ctx, seat: Seat): void {
  const p = player(ctx.s, seat);
  const debt = p.debt;
  if (debt === 0) return;
  const passes = Math.floor((p.interest + debt) / 4);
  p.interest = (p.interest + debt) % 4;
  const before = p.debt;
  raiseDebt(ctx, seat, passes);
  if (p.debt !== before) emit(ctx, { type: "interest", seat, from: before, to: p.debt });
}

/** Drift toward the knot at the end of the reputation phase (L890–898). */
export function drift(ctx: Ctx, seat: Seat): void {
  const p = player(ctx.s, seat);
  const steps = REPUTATION.drift[p.reputation - 1] ?? 0;
  if (steps === 0) return;
  const from = p.reputation;
  p.reputation =
    from > REPUTATION.knot ? Math.max(REPUTATION.knot, from - steps) : Math.min(REPUTATION.knot, from + steps);
  emit(ctx, { type: "drift", seat, from, to: p.reputation });
}
