import type { PlayResult, Seat } from "../contract.ts";
import { refusedBeforeRules } from "../refusals.ts";
import { playCard } from "./actions.ts";
import { bribe, passBribe } from "./bribes.ts";
import { keepCard } from "./draft.ts";
import type { Ctx } from "./gains.ts";
import type { Move } from "./moves.ts";
import { sacrifice } from "./plague.ts";
import { cloneState, type NotreDameState } from "./state.ts";
import { MOVES_BY_PHASE, toAct } from "./turns.ts";

/** Applies a move to a copy of the state; an illegal move answers a rule error and changes nothing. */
export function play(state: NotreDameState, seat: Seat, move: Move): PlayResult<NotreDameState> {
  const refused = refusedBeforeRules(
    state.phase === "over",
    toAct(state),
    seat,
    state.phase,
    MOVES_BY_PHASE[state.phase],
    move.type,
  );
  if (refused) return { ok: false, error: refused };
  const ctx: Ctx = { s: cloneState(state), events: [], reveals: false };
  const error = apply(ctx, seat, move);
  if (error) return { ok: false, error };
  return { ok: true, played: { state: ctx.s, events: ctx.events, reveals: ctx.reveals } };
}

function apply(ctx: Ctx, seat: Seat, move: Move) {
  switch (move.type) {
    case "keep":
      return keepCard(ctx, seat, move);
    case "play":
      return playCard(ctx, seat, move);
    case "bribe":
      return bribe(ctx, seat, move);
    case "pass":
      return passBribe(ctx, seat);
    case "sacrifice":
      return sacrifice(ctx, seat, move);
  }
}
