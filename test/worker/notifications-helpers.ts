import { env } from "cloudflare:test";
import { openDb } from "../../worker/db/index.ts";
import type { UseCaseContext } from "../../worker/context.ts";
import { meterD1 } from "../../worker/db/metered.ts";
import { claimDueOutboxRows, type ClaimedNote } from "../../worker/db/notifications.ts";
import { deliverClaimed, type Senders } from "../../worker/jobs/drain.ts";
import { seatsOf, signIn, startedGame } from "./helpers.ts";

export type Player = Awaited<ReturnType<typeof signIn>>;

/** A use-case context on the test database; `now` defaults to the real time. */
export function contextAt(now = Date.now(), bindings: Env = env): UseCaseContext {
  return { db: openDb(bindings.DB), env: bindings, now };
}

/**
 * A time far ahead, so rows queued for it are due for the test's own drains only (the drains a
 * request starts in the background run at the real time and leave them alone).
 */
let ahead = 0;
export function future(): number {
  ahead += 1;
  return Date.now() + 365 * 24 * 3_600_000 + ahead * 24 * 3_600_000;
}

export type OutboxRecord = {
  id: number;
  kind: string;
  user_id: string;
  game_id: string | null;
  payload: string;
  status: string;
  attempts: number;
  due_at: number;
  last_error: string | null;
  sent_at: number | null;
};

export async function queue(
  userId: string,
  kind: string,
  payload: unknown,
  dueAt: number,
  gameId: string | null = null,
): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO outbox (kind, user_id, game_id, payload, status, attempts, due_at, created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?) RETURNING id",
  )
    .bind(kind, userId, gameId, JSON.stringify(payload), dueAt, dueAt)
    .first<{ id: number }>();
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

export async function outboxRow(id: number): Promise<OutboxRecord> {
  const row = await env.DB.prepare("SELECT * FROM outbox WHERE id = ?").bind(id).first<OutboxRecord>();
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

export type Sent = Parameters<SendEmail["send"]>[0] & {
  headers?: Record<string, string>;
  to: string;
  subject: string;
  text?: string;
};

/** The test's bindings with `MAIL.send` recording what reaches it. */
export function capturingEnv(): { env: Env; sent: Sent[] } {
  const sent: Sent[] = [];
  const MAIL = {
    send: async (message: Sent) => (sent.push(message), { messageId: `m${sent.length}` }),
  } as unknown as SendEmail;
  return { env: { ...env, MAIL }, sent };
}

export async function mailsTo(email: string) {
  const { results } = await env.DB.prepare('SELECT subject, text, html FROM dev_mail WHERE "to" = ? ORDER BY id')
    .bind(email)
    .all<{ subject: string; text: string; html: string }>();
  return results;
}

/** The players take "your turn" mails at once (no grace): for tests of the outbox's own workings. */
export async function turnMailsAtOnce(...players: readonly { userId: string }[]): Promise<void> {
  await env.DB.prepare(`UPDATE users SET turn_mail_grace = 0 WHERE id IN (${players.map(() => "?").join(", ")})`)
    .bind(...players.map((p) => p.userId))
    .run();
}

/**
 * A started two-player Notre Dame game (its creator is `players[0]`) with the seat → player map;
 * with `atOnce`, its players take turn mails at once (no grace).
 */
export async function twoPlayerGame({
  atOnce = false,
} = {}): Promise<{ id: string; players: Player[]; bySeat: Map<number, Player> }> {
  const players = [await signIn(), await signIn()];
  if (atOnce) await turnMailsAtOnce(...players);
  const id = await startedGame(players);
  const seats = await seatsOf(id);
  return {
    id,
    players,
    bySeat: new Map([...seats].map(([seat, userId]) => [seat, players.find((p) => p.userId === userId) as Player])),
  };
}

export const pause = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** Senders that only record what they were given (no D1, no network): channel and row id. */
export function recording(): { senders: Senders; sent: { channel: string; rowId: number }[] } {
  const sent: { channel: string; rowId: number }[] = [];
  const record = (channel: string) => async (_ctx: unknown, d: { row: { id: number } }) =>
    void sent.push({ channel, rowId: d.row.id });
  return { senders: { email: record("email"), push: record("push"), webhook: record("webhook") }, sent };
}

const ignoring: Senders = { email: async () => {}, push: async () => {}, webhook: async () => {} };

/**
 * What the drain after a move at `now` takes of that move's notifications (the game's rows of log
 * row `seq`): claimed, with what their delivery needs, as `drainOutbox` claims them; the move's
 * batch only inserted them. Other rows due then, claimed with them, go to `others`. Its statements
 * count in the caller's `metering`.
 */
export async function claimedAfterMove(
  gameId: string,
  seq: number,
  now: number,
  others: Senders = ignoring,
): Promise<ClaimedNote[]> {
  const ctx = { ...contextAt(now), db: openDb(meterD1(env.DB)) };
  const { claimed } = await claimDueOutboxRows(ctx.db, now, 500);
  const ofMove = (n: ClaimedNote) => n.row.gameId === gameId && (n.row.payload as { seq?: number }).seq === seq;
  await deliverClaimed(
    ctx,
    claimed.filter((n) => !ofMove(n)),
    others,
  );
  return claimed.filter(ofMove);
}
