import { hitRateLimit } from "../db/accounts.ts";
import type { UseCaseContext } from "../context.ts";
import { fail, type Failure } from "./result.ts";

const HOUR = 60 * 60_000;

/**
 * Counts one more request under `key` in the current hour; past `perHour` the answer is
 * RATE_LIMITED with the seconds until the window ends (the client's Retry-After).
 */
export async function overHourlyLimit(ctx: UseCaseContext, key: string, perHour: number): Promise<Failure | undefined> {
  const window = Math.floor(ctx.now / HOUR) * HOUR;
  if ((await hitRateLimit(ctx.db, key, window)) <= perHour) return undefined;
  return fail("RATE_LIMITED", { params: { retryAfter: Math.ceil((window + HOUR - ctx.now) / 1000) } });
}
