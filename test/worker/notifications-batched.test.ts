import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { emptyUsage, meterD1, metering } from "../../worker/db/metered.ts";
import { CLAIM_LEASE, INTERRUPTED, type ClaimedNote } from "../../worker/db/notifications.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { deliveryOf } from "../../worker/jobs/delivery.ts";
import { deliverClaimed, drainOutbox, SENDERS, type Senders } from "../../worker/jobs/drain.ts";
import { submitMove } from "../../worker/match/play.ts";
import { sinceOwnLastMove } from "../../worker/match/since.ts";
import { settleTimeouts } from "../../worker/match/timeouts.ts";
import { call, ORIGIN, signIn, startedGame, storedGame, WORKER } from "./helpers.ts";
import {
  claimedAfterMove,
  contextAt,
  future,
  outboxRow,
  pause,
  queue,
  twoPlayerGame,
  type Player,
} from "./notifications-helpers.ts";

/** Senders that only count what they were given (no D1, no network): row id → times sent, per channel. */
function counting(): { senders: Senders; sent: Map<number, number> } {
  const sent = new Map<number, number>();
  const count = async (_ctx: unknown, d: { row: { id: number } }) =>
    void sent.set(d.row.id, (sent.get(d.row.id) ?? 0) + 1);
  return { senders: { email: count, push: count, webhook: count }, sent };
}

/**
 * Plays first legal moves through the use case (not HTTP: nothing is sent behind the test's back)
 * until one move writes a notification; answers that move's notes as the drain after it claims
 * them (`claim`: what that claim cost D1).
 */
async function moveUntilNotes(
  id: string,
  bySeat: Map<number, Player>,
  now: number,
  usage = emptyUsage(),
  claim = emptyUsage(),
): Promise<readonly ClaimedNote[]> {
  const ctx = { ...contextAt(now), db: openDb(meterD1(env.DB)) };
  for (let i = 0; i < 60; i++) {
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const player = bySeat.get(seat) as Player;
    const move = notreDame.legalMoves(stored.state, seat)[0];
    const step = emptyUsage();
    const answer = await metering(step, () =>
      submitMove(ctx, player.userId, id, { version: stored.version, idempotencyKey: `b-${now}-${i}`, move }),
    );
    if (!answer.ok) throw new Error(`move refused: ${answer.code}`);
    if (answer.value.notified) {
      Object.assign(usage, step);
      return metering(claim, () => claimedAfterMove(id, answer.value.seq, now));
    }
  }
  throw new Error("no move notified anybody");
}

async function statusOf(ids: readonly number[]): Promise<string[]> {
  return Promise.all(ids.map(async (id) => (await outboxRow(id)).status));
}

describe("a move's notifications", () => {
  it("are inserted by the move's own batch, claimed and loaded by the drain after it, and sent with one more round trip", async () => {
    const { id, bySeat } = await twoPlayerGame({ atOnce: true });
    const now = Date.now();
    const usage = emptyUsage();
    const claim = emptyUsage();
    const notes = await moveUntilNotes(id, bySeat, now, usage, claim);
    // The move: one read (the game and its players, by key), one batch (log row, game row, the notifications, the game's version read back for its version object).
    expect(usage).toMatchObject({ roundTrips: 2, statements: 5 });
    // What they tell (the recipient, the log since their own last move, the seating) is the drain's read: one statement claims and loads them.
    expect(claim).toMatchObject({ roundTrips: 1, statements: 1 });
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(note.row).toMatchObject({ status: "sending", attempts: 1, dueAt: now + CLAIM_LEASE });
      expect(note.recipient?.id).toBe(note.row.userId);
      expect(note.game).toEqual({ id, type: "notre-dame" });
      // What the mail tells is what the table's "since your last move" reads from the log.
      const delivery = await deliveryOf(note, env.ASSETS);
      expect(delivery.summary).toEqual(
        await sinceOwnLastMove(contextAt(now), { id, type: "notre-dame" }, note.row.userId, delivery.language),
      );
      expect(delivery.summary?.moves).toBeGreaterThan(0);
    }
    const { senders, sent } = counting();
    const after = emptyUsage();
    const report = await metering(after, () =>
      deliverClaimed({ ...contextAt(now), db: openDb(meterD1(env.DB)) }, notes, senders),
    );
    // The sending: one round trip, the outcomes of every row at once.
    expect(after).toMatchObject({ roundTrips: 1, statements: 1 });
    expect(report.sent).toBe(notes.length);
    for (const note of notes)
      expect(await outboxRow(note.row.id)).toMatchObject({ status: "sent", sent_at: now, attempts: 1 });
    expect([...sent.values()]).toEqual(notes.map(() => 1));
  });

  it("over HTTP: the move answers after two round trips, its notifications go out behind it with two more (the drain's claim and outcomes)", async () => {
    const { id, bySeat } = await twoPlayerGame({ atOnce: true });
    const background = async () => {
      const header = (await call(bySeat.get(0)?.cookie, "GET", "/api/me")).headers.get("X-D1-Background") ?? "";
      return Number(/^round-trips=(\d+);/.exec(header)?.[1]);
    };
    const settled = async () => {
      for (let i = 0; i < 600; i++) {
        const open = await env.DB.prepare(
          "SELECT COUNT(*) AS n FROM outbox WHERE game_id = ? AND status IN ('pending', 'sending')",
        )
          .bind(id)
          .first<{ n: number }>();
        if (!open?.n) return;
        await pause(50);
      }
      throw new Error("the background never finished");
    };
    for (let i = 0; i < 40; i++) {
      await settled();
      const before = await background();
      const stored = await storedGame(id);
      const seat = stored.to_act[0] as number;
      const move = notreDame.legalMoves(stored.state, seat)[0];
      const played = await call(bySeat.get(seat)?.cookie, "POST", `/api/games/${id}/moves`, {
        version: stored.version,
        idempotencyKey: `h-${id}-${i}`,
        move,
      });
      expect(played.status).toBe(200);
      expect(played.headers.get("X-D1-Round-Trips")).toBe("2");
      const seq = ((await played.json()) as { seq: number }).seq;
      const { results } = await env.DB.prepare(
        "SELECT id FROM outbox WHERE game_id = ? AND json_extract(payload, '$.seq') = ?",
      )
        .bind(id, seq)
        .all<{ id: number }>();
      await settled();
      if (results.length === 0) {
        expect(await background()).toBe(before);
        continue;
      }
      expect(await statusOf(results.map((r) => r.id))).toEqual(results.map(() => "sent"));
      expect(await background()).toBe(before + 2);
      return;
    }
    throw new Error("no move notified anybody");
  });

  it("a drain never takes rows the drain after a move claimed; a slow send still records its outcome", async () => {
    const { id, bySeat } = await twoPlayerGame({ atOnce: true });
    const now = Date.now();
    const notes = await moveUntilNotes(id, bySeat, now);
    const ids = notes.map((n) => n.row.id);
    const { senders, sent } = counting();
    // Drains while the claim holds: the rows stay the move's.
    await Promise.all([
      drainOutbox(contextAt(now), 50, senders),
      drainOutbox(contextAt(now + CLAIM_LEASE - 1), 50, senders),
    ]);
    expect(ids.filter((i) => sent.has(i))).toEqual([]);
    expect(await statusOf(ids)).toEqual(ids.map(() => "sending"));
    await deliverClaimed(contextAt(now), notes, senders);
    await drainOutbox(contextAt(now + 2 * CLAIM_LEASE), 50, senders);
    expect(ids.map((i) => sent.get(i))).toEqual(ids.map(() => 1));
    expect(await statusOf(ids)).toEqual(ids.map(() => "sent"));
  });

  it("a sender that throws leaves the row to a retry with its error; the retry sends it once", async () => {
    const { id, bySeat } = await twoPlayerGame({ atOnce: true });
    const now = Date.now();
    const notes = await moveUntilNotes(id, bySeat, now);
    const failing: Senders = { ...SENDERS, email: async () => Promise.reject(new Error("mail server down")) };
    const report = await deliverClaimed(contextAt(now), notes, failing);
    expect(report.failed).toBe(notes.length);
    for (const note of notes)
      expect(await outboxRow(note.row.id)).toMatchObject({
        status: "pending",
        attempts: 1,
        due_at: now + 60_000,
        last_error: "mail server down",
      });
    const { senders, sent } = counting();
    await drainOutbox(contextAt(now + 60_000 - 1), 50, senders);
    expect(notes.filter((n) => sent.has(n.row.id))).toEqual([]);
    await drainOutbox(contextAt(now + 60_000), 50, senders);
    await drainOutbox(contextAt(now + 3_600_000), 50, senders);
    for (const note of notes) {
      expect(sent.get(note.row.id)).toBe(1);
      expect(await outboxRow(note.row.id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    }
  });

  it("a Worker that dies between claim and outcome: never sent twice, turned dead when the claim runs out, shown on /admin/outbox", async () => {
    const admin = await signIn("admin@example.com");
    const { id, bySeat } = await twoPlayerGame({ atOnce: true });
    const now = Date.now();
    // Died before sending: the drain after the move claimed its rows, nothing ever sent them.
    const unsent = await moveUntilNotes(id, bySeat, now);
    // Died after sending, before the outcome: D1 refuses the outcome write.
    const sentOnce = await moveUntilNotes(id, bySeat, now + 1);
    const { senders, sent } = counting();
    const broken = {
      ...env,
      DB: new Proxy(env.DB, {
        get: (target, prop) =>
          prop === "prepare"
            ? () => {
                throw new Error("D1 went away");
              }
            : Reflect.get(target, prop),
      }),
    };
    const lost = { ...contextAt(now + 1, broken), db: openDb(broken.DB) };
    await deliverClaimed(lost, sentOnce, senders);
    expect(sentOnce.map((n) => sent.get(n.row.id))).toEqual(sentOnce.map(() => 1));
    const ids = [...unsent, ...sentOnce].map((n) => n.row.id);
    expect(await statusOf(ids)).toEqual(ids.map(() => "sending"));

    const report = await drainOutbox(contextAt(now + CLAIM_LEASE + 1), 50, senders);
    expect(report.interrupted).toBeGreaterThanOrEqual(ids.length);
    for (const i of ids) expect(await outboxRow(i)).toMatchObject({ status: "dead", last_error: INTERRUPTED });
    expect(unsent.filter((n) => sent.has(n.row.id))).toEqual([]);
    expect(sentOnce.map((n) => sent.get(n.row.id))).toEqual(sentOnce.map(() => 1));

    const page = await (await call(admin.cookie, "GET", "/admin/outbox")).text();
    for (const i of ids) expect(page).toContain(`action="/admin/outbox/${i}/retry"`);
    expect(page).toContain("it may have gone out");
    // A person who knows it never left puts it back; it goes once.
    const [first] = unsent;
    const retried = await WORKER.fetch(`${ORIGIN}/admin/outbox/${first?.row.id}/retry`, {
      method: "POST",
      headers: { cookie: admin.cookie, Origin: ORIGIN },
      redirect: "manual",
    });
    expect(retried.status).toBe(303);
    await drainOutbox(contextAt(Date.now()), 50, senders);
    await drainOutbox(contextAt(Date.now() + 3_600_000), 50, senders);
    expect(sent.get(first?.row.id ?? 0)).toBe(1);
    expect(await outboxRow(first?.row.id ?? 0)).toMatchObject({ status: "sent" });
  });

  it("a timeout's notifications wait for the cron's drain: none starts behind the timeout", async () => {
    const { id } = await twoPlayerGame({ atOnce: true });
    const stored = await storedGame(id);
    const deadline = Math.max(...Object.values(stored.clocks).map((c) => c.deadline ?? 0));
    expect(await settleTimeouts(contextAt(deadline + 1), id)).toBeGreaterThan(0);
    const { results } = await env.DB.prepare("SELECT id, status FROM outbox WHERE game_id = ? AND kind = 'timedOut'")
      .bind(id)
      .all<{ id: number; status: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((r) => r.status)).toEqual(results.map(() => "pending"));
  });
});

describe("the batched drain", () => {
  it("claims and loads every due row in one statement and records every outcome in one more", async () => {
    const player = await signIn();
    const at = future();
    const ids = await Promise.all(Array.from({ length: 12 }, () => queue(player.userId, "test", {}, at)));
    const { senders, sent } = counting();
    const usage = emptyUsage();
    const report = await metering(usage, () =>
      drainOutbox({ ...contextAt(at), db: openDb(meterD1(env.DB)) }, 50, senders),
    );
    expect(usage).toMatchObject({ roundTrips: 2, statements: 2 });
    expect(report.sent).toBeGreaterThanOrEqual(ids.length);
    expect(ids.map((i) => sent.get(i))).toEqual(ids.map(() => 1));
  });

  it("takes a digest player's held rows all together, beyond the limit: still one mail", async () => {
    const ann = await signIn();
    const game = await startedGame([ann, await signIn()]);
    expect((await call(ann.cookie, "PUT", "/api/me/notifications", { digestHour: 8 })).status).toBe(200);
    const at = future();
    const rows = [
      await queue(ann.userId, "yourTurn", { seq: 1 }, at, game),
      await queue(ann.userId, "gameOver", { seq: 2 }, at, game),
      await queue(ann.userId, "chatMention", { gameId: game, by: "ben", text: "hi" }, at, game),
      await queue(ann.userId, "gameStarted", { seq: 0 }, at, game),
    ];
    const { senders, sent } = counting();
    expect((await drainOutbox(contextAt(at), 50, senders)).postponed).toBe(rows.length);
    const due = (await outboxRow(rows[0] ?? 0)).due_at;
    const mails: string[] = [];
    const MAIL = {
      send: async (m: { to: string; text: string }) => void mails.push(m.to === ann.email ? m.text : ""),
    } as unknown as SendEmail;
    await drainOutbox(contextAt(due, { ...env, MAIL }), 2, senders);
    expect(mails.filter((m) => m !== "")).toHaveLength(1);
    expect(mails[0]).toContain(`https://games.test/games/${game}`);
    for (const r of rows) expect((await outboxRow(r)).status).toBe("sent");
    expect(rows.filter((r) => sent.has(r))).toEqual([]);
  });
});
