import { claimOutboxRow, dueOutboxRows, markOutboxDone, markOutboxFailed, markOutboxSent, postponeOutboxRow, type OutboxRow } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import { channelsFor, type Channel } from "./channels.ts";
import { digestHourFor, digestTime, sendDigest, type RecordFailure } from "./digest.ts";
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

export type DrainReport = { sent: number; failed: number; dead: number; skipped: number; postponed: number };

type Outcome = { postponed: boolean; alsoSent: number };

/**
 * Sends one claimed row through each channel its player wants for its kind. Channels that went
 * out are recorded on the row, so a retry repeats only the ones that failed. A player with a daily
 * digest gets the e-mail of a digest kind later: the first time the row is held until the digest
 * hour (its other channels go now); at that hour it goes out together with the player's other
 * held rows as one mail.
 */
async function deliver(ctx: UseCaseContext, row: OutboxRow, senders: Senders, recordFailure: RecordFailure): Promise<Outcome> {
  const delivery = await loadDelivery(ctx, row);
  const done = new Set(row.done);
  const channels = channelsFor(delivery.user.notify, delivery.kind);
  const hour = digestHourFor(delivery.user, delivery.kind);
  const digest = hour !== undefined && channels.includes("email") && !done.has("email");
  let failure: unknown;
  for (const channel of channels) {
    if (done.has(channel) || (digest && channel === "email")) continue;
    try {
      await senders[channel](ctx, delivery);
      done.add(channel);
    } catch (error) {
      failure ??= error;
    }
  }
  let alsoSent = 0;
  if (digest && failure === undefined) {
    if (row.digestAt === null) {
      await postponeOutboxRow(ctx.db, row, [...done], digestTime(ctx.now, hour, delivery.user.timeZone));
      return { postponed: true, alsoSent };
    }
    try {
      alsoSent = await sendDigest(ctx, delivery, recordFailure);
      done.add("email");
    } catch (error) {
      failure = error;
    }
  }
  if (done.size !== row.done.length) await markOutboxDone(ctx.db, row.id, [...done]);
  if (failure !== undefined) throw failure;
  return { postponed: false, alsoSent };
}

/**
 * Sends the due outbox rows (oldest first, at most `limit`). Each row is claimed ("sending") by a
 * conditional UPDATE before anything leaves, so two drains never send the same row and a drain
 * that dies mid-send never sends it again: at most once per row. Each row has its own try/catch;
 * a failure keeps the error and waits `retryDelay`; the fifth failure, or a row that can never
 * be sent, is dead.
 */
export async function drainOutbox(ctx: UseCaseContext, limit = 50, senders: Senders = SENDERS): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, dead: 0, skipped: 0, postponed: 0 };
  const recordFailure = async (row: OutboxRow, error: unknown) => {
    const dead = error instanceof Undeliverable || row.attempts + 1 >= MAX_ATTEMPTS;
    console.warn(`outbox row ${row.id} (${row.kind}) failed, attempt ${row.attempts + 1}${dead ? ", now dead" : ""}`, error);
    try {
      await markOutboxFailed(ctx.db, row.id, error instanceof Error ? error.message : String(error), dead, ctx.now + retryDelay(row.attempts));
    } catch (recording) {
      // The row stays "sending": never sent twice, and visible as stuck.
      console.error(`could not record the failure of outbox row ${row.id}`, recording);
    }
    report[dead ? "dead" : "failed"] += 1;
  };
  for (const row of await dueOutboxRows(ctx.db, ctx.now, limit)) {
    if (!(await claimOutboxRow(ctx.db, row))) {
      report.skipped += 1;
      continue;
    }
    try {
      const outcome = await deliver(ctx, row, senders, recordFailure);
      if (outcome.postponed) {
        report.postponed += 1;
        continue;
      }
      await markOutboxSent(ctx.db, row.id, ctx.now);
      report.sent += 1 + outcome.alsoSent;
    } catch (error) {
      await recordFailure(row, error);
    }
  }
  return report;
}
