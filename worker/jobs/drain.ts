import { meteringSending } from "../db/metered.ts";
import {
  claimDueOutboxRows,
  INTERRUPTED,
  recordOutboxOutcomes,
  type ClaimedNote,
  type OutboxOutcome,
  type OutboxRow,
} from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import { channelsFor, type Channel } from "./channels.ts";
import { digestHourFor, digestTime, sendDigest } from "./digest.ts";
import { deliveryOf, Undeliverable, type Delivery, type Sender } from "./delivery.ts";
import { sendEmail } from "./email.ts";
import { sendPush } from "./push.ts";
import { sendWebhook } from "./webhook.ts";

/** A sender per channel. */
export type Senders = Readonly<Record<Channel, Sender>>;

export const SENDERS: Senders = { email: sendEmail, push: sendPush, webhook: sendWebhook };

/** After this many failed attempts a row is "dead": it waits for a person on /admin/outbox. */
export const MAX_ATTEMPTS = 5;
const MINUTE = 60_000;
/** Exponential back-off: the retry after attempt n (counting from 0) waits 1 min × 2^n. */
export const retryDelay = (attemptsBefore: number) => MINUTE * 2 ** attemptsBefore;

/** `interrupted`: rows found with a claim run out (turned dead, see `CLAIM_LEASE`); `skipped`: turn notes the player acted on during their grace. */
export type DrainReport = {
  sent: number;
  failed: number;
  dead: number;
  postponed: number;
  interrupted: number;
  skipped: number;
};

/** The outcomes of one delivery run, gathered while it sends and written at its end in one statement. */
class Outcomes {
  readonly list: OutboxOutcome[] = [];
  readonly report: DrainReport = { sent: 0, failed: 0, dead: 0, postponed: 0, interrupted: 0, skipped: 0 };

  constructor(private readonly now: number) {}

  sent(row: OutboxRow, done: readonly string[]): void {
    this.list.push({
      id: row.id,
      claimed: row.attempts,
      status: "sent",
      attempts: row.attempts,
      dueAt: row.dueAt,
      error: null,
      done: [...done],
      sentAt: this.now,
      digestAt: row.digestAt,
    });
    this.report.sent += 1;
  }

  /** A failed attempt keeps the error and the channels that did go, and waits `retryDelay`; the last attempt, or a row that can never be sent, is dead. */
  failed(row: OutboxRow, error: unknown, done: readonly string[]): void {
    const dead = error instanceof Undeliverable || row.attempts >= MAX_ATTEMPTS;
    console.warn(
      `outbox row ${row.id} (${row.kind}) failed, attempt ${row.attempts}${dead ? ", now dead" : ""}`,
      error,
    );
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    this.list.push({
      id: row.id,
      claimed: row.attempts,
      status: dead ? "dead" : "pending",
      attempts: row.attempts,
      dueAt: this.now + retryDelay(row.attempts - 1),
      error: message,
      done: [...done],
      sentAt: null,
      digestAt: row.digestAt,
    });
    this.report[dead ? "dead" : "failed"] += 1;
  }

  /** Channels wait until `dueAt` (the turn's grace, or the daily digest at `digestAt`); the claim's attempt is not counted (nothing failed). */
  postponed(row: OutboxRow, done: readonly string[], dueAt: number, digestAt: number | null = row.digestAt): void {
    this.list.push({
      id: row.id,
      claimed: row.attempts,
      status: "pending",
      attempts: row.attempts - 1,
      dueAt,
      error: row.lastError,
      done: [...done],
      sentAt: null,
      digestAt,
    });
    this.report.postponed += 1;
  }
}

/**
 * The channels of a "your turn" that wait for its grace: the e-mail, and the push too when the
 * player was at the table (their open tab shows the turn). Empty once the grace is over.
 */
function waitingForGrace(note: ClaimedNote, now: number): ReadonlySet<Channel> {
  const until = note.row.graceUntil;
  if (until === null || now >= until) return new Set();
  return new Set<Channel>(note.atTable ? ["email", "push"] : ["email"]);
}

/**
 * Sends claimed rows, each through every channel its player wants for its kind, and records all
 * their outcomes in ONE statement at the end: with the claim (which loaded what delivery needs)
 * that makes two round trips for any number of rows, the senders' own work aside. Each row and
 * each channel has its own try/catch; channels that went are recorded, so a retry repeats only
 * the ones that failed. A player with a daily digest gets the e-mail of a digest kind later: the
 * first time the row is held until the digest hour (its other channels go now); at that hour the
 * player's held rows, claimed together, go out as one mail. A "your turn" with a grace sends its
 * other channels now and waits with the rest (`waitingForGrace`) until the grace is over; the
 * claim then skips it if the player moved or opened the game meanwhile.
 */
export async function deliverClaimed(
  ctx: UseCaseContext,
  notes: readonly ClaimedNote[],
  senders: Senders = SENDERS,
): Promise<DrainReport> {
  const outcomes = new Outcomes(ctx.now);
  const digests = new Map<string, HeldForDigest[]>();
  for (const note of notes) {
    const held = await deliverOne(ctx, note, senders, outcomes);
    if (held) digests.set(held.delivery.user.id, [...(digests.get(held.delivery.user.id) ?? []), held]);
  }
  for (const held of digests.values()) await sendDigestOf(ctx, held, outcomes);
  if (outcomes.list.length > 0) {
    try {
      await recordOutboxOutcomes(ctx.db, outcomes.list);
    } catch (error) {
      // The rows stay "sending": never sent twice; when their claim runs out they turn dead, visible to a person.
      console.error(`could not record the outcome of outbox rows ${outcomes.list.map((o) => o.id).join(", ")}`, error);
    }
  }
  return outcomes.report;
}

/** A row whose e-mail goes in the player's digest now, with the channels that already carried it. */
type HeldForDigest = { delivery: Delivery; done: string[] };

/**
 * One claimed row through the channels its player wants (`deliverClaimed`), its outcome noted;
 * a row due in this run's digest comes back instead, its other channels sent.
 */
async function deliverOne(
  ctx: UseCaseContext,
  note: ClaimedNote,
  senders: Senders,
  outcomes: Outcomes,
): Promise<HeldForDigest | undefined> {
  let delivery: Delivery;
  try {
    delivery = await deliveryOf(note, ctx.env.ASSETS);
  } catch (error) {
    outcomes.failed(note.row, error, note.row.done);
    return undefined;
  }
  const { row, user } = delivery;
  const done = new Set(row.done);
  const channels = channelsFor(user.notify, delivery.kind);
  const hour = digestHourFor(user, delivery.kind);
  const held = hour !== undefined && channels.includes("email") && !done.has("email");
  const waiting = waitingForGrace(note, ctx.now);
  const failures: unknown[] = [];
  for (const channel of channels) {
    if (done.has(channel) || waiting.has(channel) || (held && channel === "email")) continue;
    try {
      await meteringSending(() => senders[channel](ctx, delivery));
      done.add(channel);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) outcomes.failed(row, failures[0], [...done]);
  else if (row.graceUntil !== null && channels.some((c) => waiting.has(c) && !done.has(c)))
    outcomes.postponed(row, [...done], row.graceUntil);
  else if (!held) outcomes.sent(row, [...done]);
  else if (row.digestAt === null) {
    const at = digestTime(ctx.now, hour, user.timeZone);
    outcomes.postponed(row, [...done], at, at);
  } else return { delivery, done: [...done] };
  return undefined;
}

/** One player's held rows as one digest mail. */
async function sendDigestOf(ctx: UseCaseContext, held: readonly HeldForDigest[], outcomes: Outcomes): Promise<void> {
  try {
    await meteringSending(() =>
      sendDigest(
        ctx,
        held.map((h) => h.delivery),
      ),
    );
    for (const { delivery, done } of held) outcomes.sent(delivery.row, [...done, "email"]);
  } catch (error) {
    for (const { delivery, done } of held) outcomes.failed(delivery.row, error, done);
  }
}

/**
 * Sends the due outbox rows (oldest first, at most `limit`, a digest player's held rows all
 * together): one claiming statement that also loads what delivery needs, the sending, one
 * statement with the outcomes. The claim makes each row "sending" before anything leaves, so two
 * drains never send the same row, and a Worker that dies mid-send never sends it again: at most
 * once per row; such a row turns dead when its claim runs out, for a person to judge.
 */
export async function drainOutbox(ctx: UseCaseContext, limit = 50, senders: Senders = SENDERS): Promise<DrainReport> {
  const { claimed, interrupted, skipped } = await claimDueOutboxRows(ctx.db, ctx.now, limit);
  for (const row of interrupted) console.warn(`outbox row ${row.id} (${row.kind}) ${INTERRUPTED}; now dead`);
  const report = await deliverClaimed(ctx, claimed, senders);
  return { ...report, interrupted: interrupted.length, skipped };
}
