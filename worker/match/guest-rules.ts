import { findUser } from "../db/accounts.ts";
import type { UseCaseContext } from "../context.ts";
import { fail, type Failure } from "./result.ts";

/**
 * Guests ("Play now", worker/match/guests.ts) play with bots only: joining a game, making one
 * that others could join, and chatting where another person sits answer this for them.
 */
export async function refusedToGuests(ctx: UseCaseContext, userId: string): Promise<Failure | undefined> {
  const user = await findUser(ctx.db, userId);
  return user?.guest ? fail("GUEST_NOT_ALLOWED") : undefined;
}
