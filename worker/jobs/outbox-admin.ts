import { listDeadOutboxRows, reviveOutboxRow } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";

/** Dead rows, newest first: what a person should look at. */
export function deadNotifications(ctx: UseCaseContext, limit = 200) {
  return listDeadOutboxRows(ctx.db, limit);
}

/** Puts a dead row back in the queue with a fresh set of attempts, due now. */
export function retryNotification(ctx: UseCaseContext, id: number): Promise<boolean> {
  return reviveOutboxRow(ctx.db, id, ctx.now);
}
