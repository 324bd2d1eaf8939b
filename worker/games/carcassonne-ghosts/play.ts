import type { PlayResult, Seat } from "../contract.ts";
import { refusedBeforeRules } from "../refusals.ts";
import { bury } from "./cemeteries.ts";
import { emit, type Ctx } from "./ctx.ts";
import { placeDog } from "./dogs.ts";
import { ruleError, type CarcassonneError } from "./errors.ts";
import { placeHidden } from "./facedown.ts";
import { haunt } from "./ghosts.ts";
import { legalMoves } from "./legal.ts";
import { placeMeeple } from "./meeples.ts";
import type { Move } from "./moves.ts";
import { placeTile } from "./place.ts";
import { appease, score } from "./scoring.ts";
import { cloneState, type CarcassonneState, type Phase } from "./state.ts";
import { advance, toAct } from "./turns.ts";

/** The move types each decision accepts. */
export const MOVES_BY_PHASE: Readonly<Record<Phase, readonly Move["type"][]>> = {
  place: ["place"],
  haunt: ["haunt"],
  bury: ["bury"],
  meeple: ["meeple", "noMeeple"],
  evaluate: ["score", "appease"],
  dog: ["dog"],
  faceDown: ["faceDown"],
  over: [],
};

/** Decisions made for the player when only one choice exists (never the tile's place, never the meeple). */
const FORCEABLE: readonly Phase[] = ["haunt", "bury", "evaluate", "dog", "faceDown"];

/** Applies a move to a copy of the state; an illegal move answers a rule error and changes nothing. */
export function play(state: CarcassonneState, seat: Seat, move: Move): PlayResult<CarcassonneState> {
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
  for (;;) {
    const s = ctx.s;
    if (!FORCEABLE.includes(s.phase)) break;
    const [only, other] = legalMoves(s, s.turn.seat);
    if (!only || other) break;
    const [phase, seat, from] = [s.phase, s.turn.seat, ctx.events.length];
    const failed = apply(ctx, s.turn.seat, only);
    if (failed) throw new Error(`forced move refused: ${JSON.stringify(failed)}`);
    markForced(ctx, from, phase, seat);
  }
  return { ok: true, played: { state: ctx.s, events: ctx.events, reveals: ctx.reveals } };
}

/** The events that tell a decision's act (a scoring's returned guards come before its "scored"). */
const ACTS: readonly string[] = ["ghostsAppeared", "buried", "scored", "appeased", "dogPlaced", "faceDownPlaced"];

/**
 * Marks the act of a decision the engine made alone with the decision's phase and the player it
 * was made for, so the log and the turn's summary say that nobody chose.
 */
function markForced(ctx: Ctx, from: number, phase: Phase, seat: Seat): void {
  const at = ctx.events.findIndex((e, i) => i >= from && ACTS.includes(e.event.type));
  const act = ctx.events[at];
  if (act) ctx.events[at] = { ...act, event: { ...act.event, forced: phase, forcedFor: seat } };
}

function apply(ctx: Ctx, seat: Seat, move: Move): CarcassonneError | undefined {
  const s = ctx.s;
  switch (move.type) {
    case "place":
      return placeTile(ctx, seat, move) ?? advance(ctx, "burials");
    case "haunt": {
      const failed = haunt(ctx, move.x, move.y);
      return failed ? ruleError(failed.code, { x: move.x, y: move.y }) : advance(ctx, "meeple");
    }
    case "bury":
      return bury(ctx, seat, move) ?? advance(ctx, "burials");
    case "meeple":
      return placeMeeple(ctx, seat, move) ?? advance(ctx, "evaluate");
    case "noMeeple":
      emit(ctx, { type: "noMeeple", seat });
      return advance(ctx, "evaluate");
    case "score":
      return score(ctx, seat, move) ?? advance(ctx, "evaluate");
    case "appease":
      return appease(ctx, seat, move) ?? advance(ctx, "evaluate");
    case "dog":
      return placeDog(ctx, seat, move) ?? advance(ctx, "dogs");
    case "faceDown": {
      const closed = placeHidden(ctx, seat, move.x, move.y);
      if (!Array.isArray(closed)) return closed;
      s.turn.burials = closed;
      s.turn.after = "end";
      return advance(ctx, "burials");
    }
  }
}
