import type { Outcome } from "../contract.ts";
import { rulesOf } from "./levels.ts";
import type { CarcassonneState } from "./state.ts";

/** The score that counts toward the goal and the dogs: the shared one, or the lowest colour's on level 6. */
export function reached(s: CarcassonneState): number {
  return Math.min(...s.score);
}

export function goalReached(s: CarcassonneState): boolean {
  return reached(s) >= rulesOf(s.options.level).goal;
}

/** Shared: won or lost together, with the score reached. */
export function outcome(state: CarcassonneState): Outcome | undefined {
  if (!state.result) return undefined;
  return { kind: "shared", won: state.result.won, score: reached(state) };
}
