import { hitRateLimits } from "../db/accounts.ts";
import type { UseCaseContext } from "../context.ts";
import { fail, type Failure } from "./result.ts";

const HOUR = 60 * 60_000;

/**
 * Counts one more request under each key of `limits` (its maximum per hour) unless one is at its
 * maximum: then nothing is counted and the answer is RATE_LIMITED with the seconds until the
 * window ends (the client's Retry-After).
 */
export async function overHourlyLimits(
  ctx: UseCaseContext,
  limits: Record<string, number>,
): Promise<Failure | undefined> {
  const window = Math.floor(ctx.now / HOUR) * HOUR;
  if (await hitRateLimits(ctx.db, limits, window)) return undefined;
  return fail("RATE_LIMITED", { params: { retryAfter: Math.ceil((window + HOUR - ctx.now) / 1000) } });
}

export function overHourlyLimit(ctx: UseCaseContext, key: string, perHour: number): Promise<Failure | undefined> {
  return overHourlyLimits(ctx, { [key]: perHour });
}
