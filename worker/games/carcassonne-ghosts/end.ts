import { emit, type Ctx } from "./ctx.ts";
import { rulesOf } from "./levels.ts";
import { goalReached, reached } from "./outcome.ts";
import type { CarcassonneState } from "./state.ts";

/** The players lose at once: a ghost had no place in the bank, or a tile had to be drawn and there was none. */
export function lose(ctx: Ctx, reason: "ghosts" | "tiles"): void {
  ctx.s.result = { won: false, reason };
  ctx.s.phase = "over";
  recordTurn(ctx.s);
  emit(ctx, { type: "lost", reason, score: reached(ctx.s) });
}

/** Ends the game won if the goal is reached; true when it did. */
export function checkWin(ctx: Ctx): boolean {
  if (!goalReached(ctx.s)) return false;
  ctx.s.result = { won: true };
  ctx.s.phase = "over";
  recordTurn(ctx.s);
  emit(ctx, { type: "won", score: reached(ctx.s) });
  return true;
}

/** Notes the score reached and the ghosts on the board as a turn ends (a new array: copies of the state share the old one). */
export function recordTurn(s: CarcassonneState): void {
  s.trail = [...(s.trail ?? []), [reached(s), rulesOf(s.options.level).bank - s.bank]];
}
