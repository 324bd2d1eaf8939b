import type { Json, RuleError } from "../contract.ts";

/** Every rule error Notre Dame can answer; clients translate these codes. */
export const ERROR_CODES = [
  "GAME_OVER",
  "NOT_YOUR_TURN",
  "WRONG_PHASE",
  "UNEXPECTED_PARAMETER",
  "MISSING_PARAMETER",
  "CARD_NOT_OFFERED",
  "CARD_NOT_IN_HAND",
  "NO_CUBE_AVAILABLE",
  "SUPPLY_NOT_EMPTY",
  "NO_CUBE_THERE",
  "SAME_PLACE",
  "ADVISOR_ALREADY_THERE",
  "NOT_ENOUGH_COINS",
  "UNKNOWN_MARKET",
  "MARKET_OUT_OF_REACH",
  "NO_TOKEN_THERE",
  "TOKEN_COLOUR_BLOCKED",
  "WRONG_NUMBER_OF_GAINS",
  "RAT_AT_ZERO",
  "PERSON_NOT_REVEALED",
  "NO_EFFECT_POSSIBLE",
  "FIELD_NOT_EMPTY",
  "RESERVE_EMPTY",
  "WRONG_NUMBER_OF_PIECES",
  "NOT_A_FULLEST_FIELD",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type NotreDameError = RuleError & { readonly code: ErrorCode };

export function ruleError(code: ErrorCode, params: Record<string, Json | undefined> = {}): NotreDameError {
  return { code, ...params };
}
