import type { RuleError, Seat } from "./contract.ts";

/**
 * What every game refuses before it looks at a move, in this order: the game is over, the seat
 * need not act now, the move is not one the current step takes.
 */
export function refusedBeforeRules(
  over: boolean,
  acting: readonly Seat[],
  seat: Seat,
  step: string,
  takes: readonly (string | undefined)[],
  move: string,
): RuleError | undefined {
  if (over) return { code: "GAME_OVER" };
  if (!acting.includes(seat)) return { code: "NOT_YOUR_TURN", seat };
  if (!takes.includes(move)) return { code: "WRONG_PHASE", phase: step, move };
  return undefined;
}
