import type { Json, RuleError } from "../contract.ts";

/** Every rule error Deal with the Devil can answer; clients translate these codes (`rule.<code>`). */
export const ERROR_CODES = [
  "GAME_OVER",
  "NOT_YOUR_TURN",
  "WRONG_PHASE",
  "NOT_ENOUGH_GOODS",
  "DEBT_LIMIT",
  "NO_DEBT_TO_REPAY",
  "REPAY_NOT_NOW",
  "CARD_NOT_IN_HAND",
  "PRICE_NOT_ALLOWED",
  "EMPTY_OFFER_PRICED",
  "CANNOT_ACCEPT",
  "WRONG_PAYMENT",
  "TOO_MANY_TOKENS",
  "NOT_AN_ACTION_BUILDING",
  "EVENT_NOT_IN_HAND",
  "MASTER_NOT_HIREABLE",
  "BAD_FIELD_ORDER",
  "NOT_A_RING",
  "CANNOT_BE_ACCUSED",
  "NOT_ENOUGH_SOULS",
  "GUESS_NOT_ALLOWED",
  "BAD_ANSWER",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type DevilError = RuleError & { readonly code: ErrorCode };

export function ruleError(code: ErrorCode, params: Record<string, Json | undefined> = {}): DevilError {
  return { code, ...params };
}
