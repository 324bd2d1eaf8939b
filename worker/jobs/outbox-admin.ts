import { findUser } from "../db/accounts.ts";
import { listDeadOutboxRows, reviveOutboxRow } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";

/** Whether the user's address is one of `ADMIN_EMAILS` (comma-separated, any case). */
export async function isAdmin(ctx: UseCaseContext, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const admins = ctx.env.ADMIN_EMAILS.split(",")
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== "");
  const user = admins.length ? await findUser(ctx.db, userId) : undefined;
  return user !== undefined && admins.includes(user.email.toLowerCase());
}

/** Dead rows, newest first: what a person should look at. */
export function deadNotifications(ctx: UseCaseContext, limit = 200) {
  return listDeadOutboxRows(ctx.db, limit);
}

/** Puts a dead row back in the queue with a fresh set of attempts, due now. */
export function retryNotification(ctx: UseCaseContext, id: number): Promise<boolean> {
  return reviveOutboxRow(ctx.db, id, ctx.now);
}
