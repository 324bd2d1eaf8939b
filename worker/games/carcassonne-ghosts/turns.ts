import type { Seat } from "../contract.ts";
import { buryNobody, nobodyToBury } from "./cemeteries.ts";
import type { Ctx } from "./ctx.ts";
import { wakeDogs } from "./dogs.ts";
import { recordTurn } from "./end.ts";
import { drawHidden, faceDownDue } from "./facedown.ts";
import { ghostsAppear } from "./ghosts.ts";
import { meepleSpots, coloursInHand } from "./meeples.ts";
import { drawTurnTile } from "./piles.ts";
import { toEvaluate } from "./scoring.ts";
import type { CarcassonneState, Turn } from "./state.ts";

/** The steps of a turn after the tile is placed (rules file, "Order within a turn"). */
export type Step = "burials" | "ghosts" | "meeple" | "evaluate" | "dogs" | "faceDown" | "end";

export function newTurn(seat: Seat): Turn {
  return { seat, tile: -1, burials: [], after: "ghosts", due: 0, complete: [] };
}

/**
 * Runs the turn on from `from` through every step that needs no decision, and stops at the next
 * one that does (setting `phase`), or when the game ends.
 */
export function advance(ctx: Ctx, from: Step): undefined {
  let step: Step | undefined = from;
  while (step !== undefined && ctx.s.phase !== "over") step = RUN_STEP[step](ctx);
  return undefined;
}

/** Each step run: the step to run next, or undefined where the turn stops (a decision, the turn's end, the game's). */
const RUN_STEP: Readonly<Record<Step, (ctx: Ctx) => Step | undefined>> = {
  burials(ctx) {
    const s = ctx.s;
    if (s.turn.burials.length === 0) return s.turn.after === "ghosts" ? "ghosts" : "end";
    if (!nobodyToBury(s)) {
      s.phase = "bury";
      return undefined;
    }
    buryNobody(ctx);
    return "burials";
  },
  ghosts(ctx) {
    const s = ctx.s;
    ghostsAppear(ctx);
    if (s.phase === "over") return undefined;
    if (s.turn.haunt) {
      s.phase = "haunt";
      return undefined;
    }
    return "meeple";
  },
  meeple({ s }) {
    if (coloursInHand(s, s.turn.seat).length > 0 && meepleSpots(s).length > 0) {
      s.phase = "meeple";
      return undefined;
    }
    return "evaluate";
  },
  evaluate({ s }) {
    s.turn.complete = toEvaluate(s);
    if (s.turn.complete.length > 0) {
      s.phase = "evaluate";
      return undefined;
    }
    return "dogs";
  },
  dogs(ctx) {
    if (wakeDogs(ctx)) {
      ctx.s.phase = "dog";
      return undefined;
    }
    return "faceDown";
  },
  faceDown(ctx) {
    const s = ctx.s;
    if (!faceDownDue(s)) return "end";
    drawHidden(ctx);
    if (s.phase !== "over") s.phase = "faceDown";
    return undefined;
  },
  end(ctx) {
    const s = ctx.s;
    recordTurn(s);
    s.turn = newTurn((s.turn.seat + 1) % s.seats);
    s.phase = "place";
    drawTurnTile(ctx);
    return undefined;
  },
};

export function toAct(state: CarcassonneState): Seat[] {
  return state.phase === "over" ? [] : [state.turn.seat];
}
