import type { Seat } from "../contract.ts";
import { buryNobody, nobodyToBury } from "./cemeteries.ts";
import type { Ctx } from "./ctx.ts";
import { wakeDogs } from "./dogs.ts";
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
  const s = ctx.s;
  let step: Step = from;
  for (;;) {
    if (s.phase === "over") return undefined;
    switch (step) {
      case "burials":
        if (s.turn.burials.length > 0) {
          if (!nobodyToBury(s)) {
            s.phase = "bury";
            return undefined;
          }
          buryNobody(ctx);
          continue;
        }
        step = s.turn.after === "ghosts" ? "ghosts" : "end";
        continue;
      case "ghosts":
        ghostsAppear(ctx);
        if (isOver(s)) return undefined;
        if (s.turn.haunt) {
          s.phase = "haunt";
          return undefined;
        }
        step = "meeple";
        continue;
      case "meeple":
        if (coloursInHand(s, s.turn.seat).length > 0 && meepleSpots(s).length > 0) {
          s.phase = "meeple";
          return undefined;
        }
        step = "evaluate";
        continue;
      case "evaluate":
        s.turn.complete = toEvaluate(s);
        if (s.turn.complete.length > 0) {
          s.phase = "evaluate";
          return undefined;
        }
        step = "dogs";
        continue;
      case "dogs":
        if (wakeDogs(ctx)) {
          s.phase = "dog";
          return undefined;
        }
        step = "faceDown";
        continue;
      case "faceDown":
        if (faceDownDue(s)) {
          drawHidden(ctx);
          if (!isOver(s)) s.phase = "faceDown";
          return undefined;
        }
        step = "end";
        continue;
      case "end":
        s.turn = newTurn((s.turn.seat + 1) % s.seats);
        s.phase = "place";
        drawTurnTile(ctx);
        return undefined;
    }
  }
}

/** Read through a call: the steps above may end the game under TypeScript's narrowing. */
function isOver(s: CarcassonneState): boolean {
  return s.phase === "over";
}

export function toAct(state: CarcassonneState): Seat[] {
  return state.phase === "over" ? [] : [state.turn.seat];
}
