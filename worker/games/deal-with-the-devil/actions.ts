/**
 * Phase 4, actions (L566–790; rules file "Actions"): plans are made secretly and simultaneously,
 * then resolved seat by seat from the first seat (CHOSEN) in the plan's order. Planned actions are
 * compulsory; a shortfall is covered at the market (market.ts `cover`), and what still cannot be
 * paid is skipped at −1 reputation.
 */
import type { Seat } from "../contract.ts";
import { BUILDING_BY_ID, EVENT_BY_ID, LARGE_PRIVILEGES, MASTER_PRICE } from "./cards/index.ts";
import type { EventSide, Goods, Payment } from "./cards/types.ts";
import { emit, type Ctx } from "./ctx.ts";
import { gain, holds, pay, run, type Choices, type Situation } from "./effects.ts";
import { ruleError, type DevilError } from "./errors.ts";
import { add, logActs } from "./market.ts";
import type { PlanMove } from "./moves.ts";
import { checkPrivileges } from "./privileges.ts";
import { inOrder, player, type DevilState, type MasterName, type Plan } from "./state.ts";
import { moveReputation } from "./track.ts";

export function tokenCount(plan: Pick<Plan, "use" | "builds" | "hire">): number {
  return plan.use.length + plan.builds.length + plan.builds.filter((b) => b.use).length + (plan.hire ? 1 : 0);
}

export function isActionBuilding(id: string | undefined): boolean {
  return id !== undefined && BUILDING_BY_ID.get(id)?.effect?.timing === "action";
}

/** Built action buildings a slot token may use (indices), the one under Stables excluded. */
export function usable(s: DevilState, seat: Seat): number[] {
  const p = player(s, seat);
  return p.built.flatMap((id, i) => (isActionBuilding(id) && i !== p.stabled ? [i] : []));
}

export function hireable(s: DevilState, seat: Seat): MasterName[] {
  const m = player(s, seat).masters;
  return (Object.keys(m) as MasterName[]).filter((k) => m[k] === "two" || m[k] === "three");
}

/** Checks and stores a plan; with two events in hand, one is discarded now (never shown). */
export function plan(ctx: Ctx, seat: Seat, move: PlanMove): DevilError | undefined {
  const s = ctx.s;
  const p = player(s, seat);
  if (p.events.length > 1) {
    const discard = move.discard ?? (p.events[0] as string);
    const at = p.events.indexOf(discard);
    if (at < 0) return ruleError("EVENT_NOT_IN_HAND", { event: discard });
    p.events.splice(at, 1);
  } else if (move.discard !== undefined) return ruleError("EVENT_NOT_IN_HAND", { event: move.discard });
  if (move.event && !p.events.includes(move.event.id)) return ruleError("EVENT_NOT_IN_HAND", { event: move.event.id });
  const slots = usable(s, seat);
  if (new Set(move.use).size !== move.use.length || move.use.some((i) => !slots.includes(i)))
    return ruleError("NOT_AN_ACTION_BUILDING");
  const hand = p.hand.slice();
  for (const b of move.builds) {
    const at = hand.indexOf(b.card);
    if (at < 0) return ruleError("CARD_NOT_IN_HAND", { card: b.card });
    hand.splice(at, 1);
    if (b.use && !isActionBuilding(b.card)) return ruleError("NOT_AN_ACTION_BUILDING", { card: b.card });
  }
  if (move.hire && !hireable(s, seat).includes(move.hire))
    return ruleError("MASTER_NOT_HIREABLE", { master: move.hire });
  if (tokenCount(move) > p.tokens) return ruleError("TOO_MANY_TOKENS", { tokens: p.tokens });
  if (move.fields && new Set(move.fields).size !== move.fields.length) return ruleError("BAD_FIELD_ORDER");
  s.plans[seat] = {
    event: move.event,
    use: move.use,
    builds: move.builds,
    hire: move.hire,
    fields: move.fields ?? [],
    master: move.master,
    kind: move.kind,
    stable: move.stable,
    repay: move.repay,
    dam: move.dam,
  };
  return undefined;
}

/** Everything later steps of a plan will pay in goods, so a shortfall now does not sell it (rules file). */
function later(s: DevilState, seat: Seat, plan: Plan, from: number): Goods {
  const out: Record<string, number> = {};
  const need = (g: Goods | undefined) => add(out as never, g ?? {});
  plan.builds.slice(from).forEach((b) => need(BUILDING_BY_ID.get(b.card)?.cost.goods));
  if (plan.event?.side === "right") need(EVENT_BY_ID.get(plan.event.id)?.right.pay?.goods);
  const extra = Math.max(0, tokenCount(plan) - player(s, seat).free);
  if (extra > 0) need({ grain: extra });
  return out;
}

function playSide(ctx: Ctx, seat: Seat, side: EventSide, at: Situation, choices: Choices): void {
  const s = ctx.s;
  if ((side.if && !holds(s, seat, side.if, at)) || (side.pay && !pay(ctx, seat, side.pay as Payment, choices))) {
    emit(ctx, { type: "skipped", seat, step: "event" });
    moveReputation(ctx, seat, -1);
    return;
  }
  run(ctx, seat, side.effects, at, choices);
}

/** One seat's planned action phase, in the plan's order (L680–696). */
function resolveSeat(ctx: Ctx, seat: Seat, plan: Plan, start: readonly number[]): void {
  const s = ctx.s;
  const p = player(s, seat);
  const at: Situation = { startReputation: start, tokensUsed: 0, hired: false };
  const choices = (from: number): Choices => ({ ...plan, reserve: later(s, seat, plan, from) });
  // Guild house's price takes a free token from the next round on (L1310): this phase keeps its own.
  const free = p.free;
  // Stables' building acts first, before the left event (L1334).
  const stabled = p.stabled === undefined ? undefined : BUILDING_BY_ID.get(p.built[p.stabled] ?? "");
  if (stabled?.effect?.timing === "action") run(ctx, seat, stabled.effect.effects, at, choices(0));
  const event = plan.event ? EVENT_BY_ID.get(plan.event.id) : undefined;
  if (event && plan.event) {
    p.events.splice(p.events.indexOf(plan.event.id), 1);
    emit(ctx, { type: "eventPlayed", seat, event: event.id, side: plan.event.side });
  }
  if (event && plan.event?.side === "left") playSide(ctx, seat, event.left, at, choices(0));
  let resolved = useBuildings(ctx, seat, plan, at, choices);
  resolved += buildAll(ctx, seat, plan, at, choices);
  if (plan.hire && hire(ctx, seat, plan.hire, at, choices(plan.builds.length))) resolved++;
  at.tokensUsed = resolved;
  if (event && plan.event?.side === "right") playSide(ctx, seat, event.right, at, choices(plan.builds.length));
  // Grain for the 3rd and 4th token that resolved (L625); each grain unpaid costs 1 reputation (CHOSEN).
  const extra = Math.max(0, resolved - free);
  for (let i = 0; i < extra; i++) {
    if (!pay(ctx, seat, { goods: { grain: 1 } }, {})) moveReputation(ctx, seat, -1);
  }
  checkPrivileges(ctx, seat, plan.fields, (i) => {
    const reward = LARGE_PRIVILEGES[i]?.reward;
    if (reward === "alchemist") p.masters.alchemist = "held";
    else if (reward) gain(ctx, seat, reward);
  });
}

/** The built action buildings the plan uses, in its order; how many resolved. */
function useBuildings(ctx: Ctx, seat: Seat, plan: Plan, at: Situation, choices: (from: number) => Choices): number {
  const p = player(ctx.s, seat);
  let resolved = 0;
  for (const index of plan.use) {
    const building = BUILDING_BY_ID.get(p.built[index] ?? "");
    if (building?.effect?.timing !== "action") continue;
    emit(ctx, { type: "used", seat, building: building.id });
    if (run(ctx, seat, building.effect.effects, at, choices(0))) resolved++;
  }
  return resolved;
}

/**
 * The plan's buildings built in its order (one that cannot be paid is skipped at −1 reputation),
 * each with its immediate effect, and used at once where the plan says so; how many tokens resolved.
 */
function buildAll(ctx: Ctx, seat: Seat, plan: Plan, at: Situation, choices: (from: number) => Choices): number {
  const p = player(ctx.s, seat);
  let resolved = 0;
  plan.builds.forEach((b, i) => {
    const building = BUILDING_BY_ID.get(b.card);
    if (!building) return;
    if (!pay(ctx, seat, building.cost, choices(i + 1))) {
      emit(ctx, { type: "skipped", seat, step: "build", building: building.id });
      moveReputation(ctx, seat, -1);
      return;
    }
    resolved++;
    p.hand.splice(p.hand.indexOf(b.card), 1);
    p.built.push(b.card);
    emit(ctx, { type: "built", seat, building: b.card });
    if (building.effect?.timing === "immediate") run(ctx, seat, building.effect.effects, at, choices(i + 1));
    if (b.use && building.effect?.timing === "action" && run(ctx, seat, building.effect.effects, at, choices(i + 1)))
      resolved++;
  });
  return resolved;
}

/** The planned master hired if not held yet and paid for; else skipped at −1 reputation. */
function hire(ctx: Ctx, seat: Seat, master: MasterName, at: Situation, choices: Choices): boolean {
  const p = player(ctx.s, seat);
  const price = p.masters[master] === "two" ? MASTER_PRICE.first : MASTER_PRICE.again;
  if (p.masters[master] !== "held" && pay(ctx, seat, { goods: { ducats: price } }, choices)) {
    p.masters[master] = "held";
    at.hired = true;
    emit(ctx, { type: "hired", seat, master });
    return true;
  }
  emit(ctx, { type: "skipped", seat, step: "hire" });
  moveReputation(ctx, seat, -1);
  return false;
}

/** Every plan is in: all are shown, then resolved seat by seat from the first seat (CHOSEN; L680 says only "one after another"). */
export function resolvePlans(ctx: Ctx): void {
  const s = ctx.s;
  const start = s.players.map((p) => p.reputation);
  s.plans.forEach((plan, seat) => {
    if (!plan) return;
    const p = player(s, seat);
    emit(ctx, {
      type: "planned",
      seat,
      event: plan.event ? { id: plan.event.id, side: plan.event.side } : null,
      use: plan.use.map((i) => p.built[i] ?? ""),
      builds: plan.builds.map((b) => ({ card: b.card, use: b.use })),
      hire: plan.hire ?? null,
    });
  });
  for (const seat of inOrder(s)) {
    const plan = s.plans[seat];
    if (plan) resolveSeat(ctx, seat, plan, start);
    // What the market covered for this seat is logged with its own actions.
    logActs(ctx, seat);
  }
  s.plans = s.players.map(() => null);
}
