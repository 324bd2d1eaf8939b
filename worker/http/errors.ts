// Loaded first: it gives zod's schemas the `.openapi()` this module calls as it loads.
import "@hono/zod-openapi";
import * as z from "zod";
import type { Context } from "hono";
import type { Failure, FailureCode } from "../match/result.ts";

/** The one table from failure codes to HTTP statuses. */
export const STATUS_OF = {
  NOT_SIGNED_IN: 401,
  NOT_FOUND: 404,
  NOT_A_PLAYER: 403,
  NOT_THE_CREATOR: 403,
  NOT_INVITED: 403,
  GAME_NOT_OPEN: 409,
  GAME_FULL: 409,
  GUEST_NOT_ALLOWED: 403,
  ALREADY_JOINED: 409,
  NOT_ENOUGH_PLAYERS: 409,
  GAME_NOT_ACTIVE: 409,
  GAME_NOT_FINISHED: 409,
  STALE_VERSION: 409,
  ILLEGAL_MOVE: 422,
  INVALID_MOVE: 400,
  INVALID_OPTIONS: 400,
  UNKNOWN_GAME_TYPE: 400,
  UNDO_NOT_ALLOWED: 422,
  NAME_TAKEN: 409,
  UNKNOWN_USER: 404,
  SIGN_IN_LINK_INVALID: 400,
  RATE_LIMITED: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  NOT_ENOUGH_VACATION: 422,
  FORBIDDEN: 403,
  INVALID_LEAGUE: 422,
  INVALID_POINT: 422,
  NOTHING_TO_PLAN: 422,
  NOT_PLANNABLE: 422,
  TOO_MANY_PLANS: 422,
  TOKEN_INVALID: 401,
  TOO_MANY_TOKENS: 409,
  TOO_MANY_BOTS: 409,
  BOT_NOT_ALLOWED: 403,
} as const satisfies Record<FailureCode, number>;

/** Codes the HTTP layer itself answers with. */
export const HTTP_STATUS_OF = {
  INVALID_REQUEST: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BODY_TOO_LARGE: 413,
  CROSS_SITE_REQUEST: 403,
  TOKEN_SCOPE: 403,
  SESSION_ONLY: 403,
  ROUTE_NOT_FOUND: 404,
  INTERNAL: 500,
} as const;

const MESSAGES: Record<FailureCode | keyof typeof HTTP_STATUS_OF, string> = {
  NOT_SIGNED_IN: "Sign in first.",
  NOT_FOUND: "No such thing, or not for your eyes.",
  NOT_A_PLAYER: "Only the players of this game may do that.",
  NOT_THE_CREATOR: "Only the game's creator may do that.",
  NOT_INVITED: "This game is by invitation.",
  GAME_NOT_OPEN: "The game is no longer open.",
  GAME_FULL: "The game is full.",
  GUEST_NOT_ALLOWED: "A guest plays with bots only: sign in by mail to play with people.",
  ALREADY_JOINED: "You are already in this game.",
  NOT_ENOUGH_PLAYERS: "Not enough players to start.",
  GAME_NOT_ACTIVE: "The game is not being played.",
  GAME_NOT_FINISHED: "Replays open when the game is over.",
  STALE_VERSION: "The game moved on; here is its current state.",
  ILLEGAL_MOVE: "The rules do not allow that move.",
  INVALID_MOVE: "The move is not well formed.",
  INVALID_OPTIONS: "The game options are not valid.",
  UNKNOWN_GAME_TYPE: "No such game.",
  UNDO_NOT_ALLOWED: "That move can no longer be taken back.",
  NAME_TAKEN: "That name is taken.",
  UNKNOWN_USER: "No player of that name.",
  SIGN_IN_LINK_INVALID: "The sign-in link is used, expired or wrong. Ask for a new one.",
  RATE_LIMITED: "Too many requests; try again later.",
  IDEMPOTENCY_KEY_REUSED: "That idempotency key belongs to another request.",
  NOT_ENOUGH_VACATION: "Not enough vacation days banked.",
  FORBIDDEN: "Only an administrator may do that.",
  INVALID_LEAGUE: "The league's settings do not fit together.",
  INVALID_POINT: "The chat cannot point there: it is no place on this game's board.",
  NOTHING_TO_PLAN: "Nothing can be planned ahead now: it is your turn, or this game or step plans nothing.",
  NOT_PLANNABLE:
    "That move, or its condition, is not one you may plan for that turn (plan your turns in a row, the next first).",
  TOO_MANY_PLANS: "You have as many plans for that turn or this game as it keeps; cancel one first.",
  TOKEN_INVALID: "The API token is unknown or revoked.",
  TOO_MANY_TOKENS: "You have as many API tokens as you may keep: revoke one first.",
  TOO_MANY_BOTS: "You own as many bot accounts as you may.",
  BOT_NOT_ALLOWED: "A bot plays the games people seat it in; a league's season is for people.",
  TOKEN_SCOPE: "The API token's scopes do not allow this.",
  SESSION_ONLY: "Only a signed-in browser may do this, not an API token.",
  INVALID_REQUEST: "The request is not valid.",
  UNSUPPORTED_MEDIA_TYPE: "Send JSON (Content-Type: application/json).",
  BODY_TOO_LARGE: "The request body is too large.",
  CROSS_SITE_REQUEST: "Cross-site requests are refused.",
  ROUTE_NOT_FOUND: "No such endpoint.",
  INTERNAL: "Something broke on our side; it has been logged.",
};

const issue = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });

/** Every error answer: `{ error: { code, message, ... } }`. */
export const ErrorEnvelope = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "ILLEGAL_MOVE" }),
      message: z.string(),
      params: z.record(z.string(), z.unknown()).optional(),
      rule: z
        .object({ code: z.string() })
        .catchall(z.unknown())
        .optional()
        .openapi({ example: { code: "NOT_ENOUGH_COINS", need: 2, have: 1 } }),
      issues: z.array(issue).optional(),
      current: z.unknown().optional(),
    }),
  })
  .openapi("Error");
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export function errorBody(
  code: keyof typeof MESSAGES,
  extra: Omit<ErrorEnvelope["error"], "code" | "message"> = {},
): ErrorEnvelope {
  return { error: { code, message: MESSAGES[code], ...extra } };
}

export function failureBody(f: Failure): ErrorEnvelope {
  return errorBody(f.code, {
    ...(f.params ? { params: f.params } : {}),
    ...(f.rule ? { rule: f.rule } : {}),
    ...(f.issues ? { issues: [...f.issues] } : {}),
    ...(f.current !== undefined ? { current: f.current } : {}),
  });
}

/** Answers a use case's failure with its status and the error envelope. */
export function failed(c: Context, f: Failure) {
  const headers: Record<string, string> =
    f.code === "RATE_LIMITED" && typeof f.params?.retryAfter === "number"
      ? { "Retry-After": String(f.params.retryAfter) }
      : {};
  return c.json(failureBody(f), STATUS_OF[f.code], headers);
}

/** Every code an error answer can carry. */
export type ErrorCode = keyof typeof MESSAGES;

const statusOf = (code: ErrorCode): number =>
  code in STATUS_OF ? STATUS_OF[code as FailureCode] : HTTP_STATUS_OF[code as keyof typeof HTTP_STATUS_OF];

/**
 * One response per status among `codes`, each listing its codes (in the description for people,
 * as an enum on `error.code` for client generators), mapped through the tables above.
 */
export function errorResponses(
  codes: Iterable<ErrorCode>,
): Record<string, { description: string; content: { "application/json": { schema: object } } }> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: list.map((code) => `\`${code}\`: ${MESSAGES[code]}`).join(" "),
          content: {
            "application/json": {
              schema: {
                allOf: [
                  { $ref: "#/components/schemas/Error" },
                  {
                    type: "object",
                    properties: { error: { type: "object", properties: { code: { type: "string", enum: list } } } },
                  },
                ],
              },
            },
          },
        },
      ]),
  );
}

/**
 * What no route should ever answer: a bug on our side (500 INTERNAL, logged). Each route's real
 * 4XX answers come from `errorResponses`; this one also keeps the handlers' types open to every
 * status `failed` can answer.
 */
export const ERRORS = {
  default: {
    description: "500 INTERNAL: a bug on our side; it is logged. The same envelope.",
    content: { "application/json": { schema: ErrorEnvelope } },
  },
} as const;
