import {
  apiTokensOf,
  deleteApiToken,
  findApiToken,
  insertApiToken,
  touchApiToken,
  type ApiTokenItem,
} from "../db/api-tokens.ts";
import { findUser } from "../db/accounts.ts";
import type { TokenScope } from "../db/schema.ts";
import type { UseCaseContext } from "../context.ts";
import { overHourlyLimit } from "./rate-limit.ts";
import { fail, ok, type Result } from "./result.ts";
import { randomToken, sha256 } from "./tokens.ts";

/** How many tokens a player may keep: enough for a few programs and bots, few enough to review. */
export const MAX_API_TOKENS = 20;
/** Requests one token may make per hour: a poll a second all hour, and some moves besides. */
export const TOKEN_REQUESTS_PER_HOUR = 4000;
/** The last-used time is written at most this often, so a polling program costs no write per request. */
export const LAST_USED_GRAIN = 60_000;
/** Tokens start with this, so a secret scanner (or a person) recognises one pasted where it should not be. */
export const TOKEN_PREFIX = "cgt_";

/** Who a valid token acts for, and what it may do. */
export type Bearer = { tokenId: number; userId: string; scopes: readonly TokenScope[] };

/**
 * Makes a token and answers it once; only its SHA-256 is stored. A slow password hash (bcrypt,
 * scrypt) protects guessable secrets; this one is 256 random bits, which no offline search can
 * find from its hash, and a fast hash keeps every authenticated request cheap on the Worker's CPU.
 */
export async function createApiToken(
  ctx: UseCaseContext,
  userId: string,
  input: { name: string; scopes: readonly TokenScope[] },
): Promise<Result<{ token: string; item: ApiTokenItem }>> {
  // A guest's account may be merged away when it signs in by mail: its tokens would hold it back.
  if ((await findUser(ctx.db, userId))?.guest) return fail("GUEST_NOT_ALLOWED");
  const token = `${TOKEN_PREFIX}${randomToken(32)}`;
  const scopes = [...new Set(input.scopes)];
  const row = { userId, name: input.name, hash: await sha256(token), scopes, createdAt: ctx.now };
  const item = await insertApiToken(ctx.db, row, MAX_API_TOKENS);
  return item ? ok({ token, item }) : fail("TOO_MANY_TOKENS", { params: { max: MAX_API_TOKENS } });
}

export function listApiTokens(ctx: UseCaseContext, userId: string): Promise<ApiTokenItem[]> {
  return apiTokensOf(ctx.db, userId);
}

/** Revokes a token at once: its row goes, so the next request with it is refused. */
export function revokeApiToken(ctx: UseCaseContext, userId: string, id: number): Promise<boolean> {
  return deleteApiToken(ctx.db, userId, id);
}

/**
 * The bearer of `token`, counted against its hourly limit, or TOKEN_INVALID (unknown or revoked)
 * or RATE_LIMITED. Its last-used time is written only when older than `LAST_USED_GRAIN`.
 */
export async function bearerOf(ctx: UseCaseContext, token: string): Promise<Result<Bearer>> {
  const row = token.startsWith(TOKEN_PREFIX) ? await findApiToken(ctx.db, await sha256(token)) : undefined;
  if (!row) return fail("TOKEN_INVALID");
  const limited = await overHourlyLimit(ctx, `token:${row.id}`, TOKEN_REQUESTS_PER_HOUR);
  if (limited) return limited;
  if ((row.lastUsedAt ?? 0) < ctx.now - LAST_USED_GRAIN)
    await touchApiToken(ctx.db, row.id, ctx.now, ctx.now - LAST_USED_GRAIN);
  return ok({ tokenId: row.id, userId: row.userId, scopes: row.scopes });
}
