import type { Json, RuleError } from "../games/contract.ts";

/** Every failure a use case can answer; `worker/http/errors.ts` maps each to an HTTP status. */
export const FAILURE_CODES = [
  "NOT_SIGNED_IN",
  "NOT_FOUND",
  "NOT_A_PLAYER",
  "NOT_THE_CREATOR",
  "NOT_INVITED",
  "GAME_NOT_OPEN",
  "GAME_FULL",
  "GUEST_NOT_ALLOWED",
  "ALREADY_JOINED",
  "NOT_ENOUGH_PLAYERS",
  "GAME_NOT_ACTIVE",
  "GAME_NOT_FINISHED",
  "STALE_VERSION",
  "ILLEGAL_MOVE",
  "INVALID_MOVE",
  "INVALID_OPTIONS",
  "UNKNOWN_GAME_TYPE",
  "UNDO_NOT_ALLOWED",
  "NAME_TAKEN",
  "UNKNOWN_USER",
  "SIGN_IN_LINK_INVALID",
  "RATE_LIMITED",
  "IDEMPOTENCY_KEY_REUSED",
  "NOT_ENOUGH_VACATION",
  "FORBIDDEN",
  "INVALID_LEAGUE",
  "INVALID_POINT",
  "NOTHING_TO_PLAN",
  "NOT_PLANNABLE",
  "TOO_MANY_PLANS",
  "TOKEN_INVALID",
  "TOO_MANY_TOKENS",
  "TOO_MANY_BOTS",
  "BOT_NOT_ALLOWED",
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export type Failure = {
  readonly ok: false;
  readonly code: FailureCode;
  readonly params?: { readonly [key: string]: Json | undefined };
  /** For ILLEGAL_MOVE: the game's rule error. */
  readonly rule?: RuleError;
  /** For INVALID_*: what the schema found wrong, with field paths. */
  readonly issues?: readonly { path: (string | number)[]; message: string }[];
  /** For STALE_VERSION: the fresh view. */
  readonly current?: unknown;
};
export type Success<T> = { readonly ok: true; readonly value: T };
export type Result<T> = Success<T> | Failure;

export function ok<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function fail(code: FailureCode, extra: Omit<Failure, "ok" | "code"> = {}): Failure {
  return { ok: false, code, ...extra };
}

/** Zod issues as plain data with field paths. */
export function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === "number" ? p : String(p))),
    message: i.message,
  }));
}
