/**
 * A role bot's action phase: candidate plans are resolved with the engine's own `plan` and
 * `resolvePlans` on the bot's sight (its own seat only; the others' plans are unknown, so blank),
 * and the one leaving the best position (bot-value.ts) wins. A planned step the market cannot
 * cover would cost reputation; the simulation shows it, so such plans lose. Builds are searched
 * whole, then slot uses, the master to hire and the event side are added one at a time.
 */
import type { Seat } from "../contract.ts";
import { resolvePlans, hireable, isActionBuilding, plan as storePlan, tokenCount, usable } from "./actions.ts";
import { BUILDING_BY_ID } from "./cards/index.ts";
import type { Ctx } from "./ctx.ts";
import type { PlanMove } from "./moves.ts";
import { cloneState, player, type DevilState } from "./state.ts";
import { worth } from "./bot-value.ts";

type Draft = Omit<PlanMove, "type" | "market" | "use" | "builds" | "repay"> & {
  use: number[];
  builds: { card: string; use: boolean }[];
};

/** The position after only this seat's plan resolves; −∞ when the engine refuses it. Each skipped step counts double. */
function score(k: DevilState, seat: Seat, draft: Draft): number {
  const ctx: Ctx = { s: cloneState(k), events: [], reveals: false };
  if (storePlan(ctx, seat, { type: "plan", repay: 0, ...draft })) return -Infinity;
  resolvePlans(ctx);
  const skipped = ctx.events.filter((e) => e.event.type === "skipped" && e.event.seat === seat).length;
  return worth(ctx.s, seat, true) - skipped * 2;
}

function subsets<T>(items: readonly T[], most: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const base of out.slice()) if (base.length < most) out.push([...base, item]);
  return out;
}

export function choosePlan(k: DevilState, seat: Seat): PlanMove {
  const p = player(k, seat);
  // With two events in hand, the one not played goes; the newer is kept unless the older is played.
  const events = p.events.slice();
  const base: Draft = { use: [], builds: [] };
  if (events.length > 1) base.discard = events[0];
  let best = { draft: base, value: score(k, seat, base) };
  const consider = (draft: Draft) => {
    if (tokenCount({ ...draft, hire: draft.hire }) > p.tokens) return;
    const value = score(k, seat, draft);
    if (value > best.value + 1e-9) best = { draft, value };
  };
  const hand = [...new Set(p.hand)].filter((id) => BUILDING_BY_ID.has(id));
  for (const builds of subsets(hand, 2)) {
    if (builds.length === 0) continue;
    const variants = subsets(builds.filter(isActionBuilding), 2);
    for (const used of variants)
      consider({ ...base, builds: builds.map((card) => ({ card, use: used.includes(card) })) });
  }
  const slots = usable(k, seat);
  for (const use of subsets(slots, 2)) if (use.length > 0) consider({ ...best.draft, use });
  for (const hire of hireable(k, seat)) consider({ ...best.draft, hire });
  for (const id of events) {
    for (const side of ["left", "right"] as const) {
      const rest = events.filter((e) => e !== id);
      consider({ ...best.draft, event: { id, side }, ...(events.length > 1 ? { discard: rest[0] } : {}) });
    }
  }
  // A second pass on the slots: a new build may have made one worth using.
  for (const use of subsets(slots, 2)) if (use.length > 0) consider({ ...best.draft, use });
  return { type: "plan", repay: 0, ...best.draft };
}
