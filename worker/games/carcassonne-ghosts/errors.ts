import type { Json, RuleError } from "../contract.ts";

/** Every rule error Carcassonne ghosts can answer; clients translate these codes. */
export const ERROR_CODES = [
  "GAME_OVER",
  "NOT_YOUR_TURN",
  "WRONG_PHASE",
  "SPOT_TAKEN",
  "NOT_ADJACENT",
  "EDGES_DONT_MATCH",
  "NOT_AN_OPEN_CEMETERY",
  "NO_GUARD_THERE",
  "GUARD_STANDING",
  "NO_MEEPLE_LEFT",
  "NOT_YOUR_COLOUR",
  "NO_SUCH_FEATURE",
  "FEATURE_OCCUPIED",
  "NOT_TO_EVALUATE",
  "NOT_ENOUGH_GHOSTS",
  "TOO_MANY_GHOSTS",
  "OUT_OF_REACH",
  "SAME_TILE_TWICE",
  "REMOVALS_NOT_IN_ORDER",
  "NOT_BESIDE_OPEN_CEMETERY",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type CarcassonneError = RuleError & { readonly code: ErrorCode };

export function ruleError(code: ErrorCode, params: Record<string, Json | undefined> = {}): CarcassonneError {
  return { code, ...params };
}
