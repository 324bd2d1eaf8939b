import type { PlayResult, Seat } from "../contract.ts";
import { refusedBeforeRules } from "../refusals.ts";
import { plan } from "./actions.ts";
import { keep, pass } from "./cards.ts";
import type { Ctx } from "./ctx.ts";
import type { DevilError } from "./errors.ts";
import { stepDone } from "./flow.ts";
import { answer, buyWings, ritual } from "./inquisition.ts";
import { applyMarket } from "./market.ts";
import type { Move } from "./moves.ts";
import { cloneState, type DevilState } from "./state.ts";
import { offer, view } from "./trading.ts";
import { dueSeats, MOVES_BY_STEP, REPAY_STEPS, toAct } from "./turns.ts";
import { defend, vote } from "./witch.ts";

/** Applies a move to a copy of the state; an illegal move answers a rule error and changes nothing. */
export function play(state: DevilState, seat: Seat, move: Move): PlayResult<DevilState> {
  const refused = refusedBeforeRules(
    state.step === "over",
    toAct(state),
    seat,
    state.step,
    [MOVES_BY_STEP[state.step]],
    move.type,
  );
  if (refused) return { ok: false, error: refused };
  const ctx: Ctx = { s: cloneState(state), events: [], reveals: false };
  const market = "market" in move ? move.market : undefined;
  const error = applyMarket(ctx, seat, market, REPAY_STEPS.includes(state.step)) ?? apply(ctx, seat, move);
  if (error) return { ok: false, error };
  const s = ctx.s;
  s.done[seat] = true;
  if (dueSeats(s).every((due) => s.done[due])) stepDone(ctx);
  return { ok: true, played: { state: ctx.s, events: ctx.events, reveals: ctx.reveals } };
}

function apply(ctx: Ctx, seat: Seat, move: Move): DevilError | undefined {
  switch (move.type) {
    case "keep":
      return keep(ctx, seat, move);
    case "pass":
      return pass(ctx, seat, move);
    case "offer":
      return offer(ctx, seat, move);
    case "view":
      return view(ctx, seat, move, ctx.s.step === "view1" ? 1 : 2);
    case "plan":
      return plan(ctx, seat, move);
    case "vote":
      return vote(ctx, seat, move.target);
    case "defend":
      return defend(ctx, seat, move.prove);
    case "wings":
      return buyWings(ctx, seat, move.count);
    case "ritual":
      return ritual(ctx, seat, move);
    case "answer":
      return answer(ctx, seat, move);
  }
}
