import { claimOutboxRow, dueOutboxRows, markOutboxDone, markOutboxFailed, markOutboxSent, type OutboxRow } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import { channelsFor, type Channel } from "./channels.ts";
import { loadDelivery, Undeliverable, type Delivery } from "./delivery.ts";
import { sendEmail } from "./email.ts";
import { sendPush } from "./push.ts";
import { sendWebhook } from "./webhook.ts";

/** One channel's way out; it throws when the message did not leave. */
export type Sender = (ctx: UseCaseContext, delivery: Delivery) => Promise<void>;
/** A sender per channel: push and webhook slot in here when they exist. */
export type Senders = Readonly<Record<Channel, Sender>>;

export const SENDERS: Senders = { email: sendEmail, push: sendPush, webhook: sendWebhook };

/** After this many failed attempts a row is "dead": it waits for a person on /admin/outbox. */
export const MAX_ATTEMPTS = 5;
const MINUTE = 60_000;
/** Exponential back-off: the retry after attempt n (counting from 0) waits 1 min × 2^n. */
export const retryDelay = (attemptsBefore: number) => MINUTE * 2 ** attemptsBefore;

export type DrainReport = { sent: number; failed: number; dead: number; skipped: number };

/**
 * Sends one claimed row through each channel its player wants for its kind. Channels that went
 * out are recorded on the row, so a retry repeats only the ones that failed.
 */
async function deliver(ctx: UseCaseContext, row: OutboxRow, senders: Senders): Promise<void> {
  const delivery = await loadDelivery(ctx, row);
  const done = new Set(row.done);
  let failure: unknown;
  for (const channel of channelsFor(delivery.user.notify, delivery.kind)) {
    if (done.has(channel)) continue;
    try {
      await senders[channel](ctx, delivery);
      done.add(channel);
    } catch (error) {
      failure ??= error;
    }
  }
  if (done.size !== row.done.length) await markOutboxDone(ctx.db, row.id, [...done]);
  if (failure !== undefined) throw failure;
}

/**
 * Sends the due outbox rows (oldest first, at most `limit`). Each row is claimed ("sending") by a
 * conditional UPDATE before anything leaves, so two drains never send the same row and a drain
 * that dies mid-send never sends it again: at most once per row. Each row has its own try/catch;
 * a failure keeps the error and waits `retryDelay`; the fifth failure, or a row that can never
 * be sent, is dead.
 */
export async function drainOutbox(ctx: UseCaseContext, limit = 50, senders: Senders = SENDERS): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, dead: 0, skipped: 0 };
  for (const row of await dueOutboxRows(ctx.db, ctx.now, limit)) {
    if (!(await claimOutboxRow(ctx.db, row))) {
      report.skipped += 1;
      continue;
    }
    try {
      await deliver(ctx, row, senders);
      await markOutboxSent(ctx.db, row.id, ctx.now);
      report.sent += 1;
    } catch (error) {
      const dead = error instanceof Undeliverable || row.attempts + 1 >= MAX_ATTEMPTS;
      console.warn(`outbox row ${row.id} (${row.kind}) failed, attempt ${row.attempts + 1}${dead ? ", now dead" : ""}`, error);
      try {
        await markOutboxFailed(ctx.db, row.id, error instanceof Error ? error.message : String(error), dead, ctx.now + retryDelay(row.attempts));
      } catch (recording) {
        // The row stays "sending": never sent twice, and visible as stuck.
        console.error(`could not record the failure of outbox row ${row.id}`, recording);
      }
      report[dead ? "dead" : "failed"] += 1;
    }
  }
  return report;
}
