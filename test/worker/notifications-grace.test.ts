import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { emptyUsage, meterD1, metering } from "../../worker/db/metered.ts";
import { AT_TABLE, insertNotes, type ClaimedNote } from "../../worker/db/notifications.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { deliverClaimed, drainOutbox } from "../../worker/jobs/drain.ts";
import { submitMove } from "../../worker/match/play.ts";
import { call, settleBackgroundWork, signIn, startedGame, storedGame } from "./helpers.ts";
import {
  capturingEnv,
  claimedAfterMove,
  contextAt,
  future,
  recording,
  twoPlayerGame,
  type Player,
} from "./notifications-helpers.ts";

const MINUTE = 60_000;

type TurnRow = {
  id: number;
  user_id: string;
  seq: number;
  status: string;
  skip_reason: string | null;
  grace_until: number | null;
  created_at: number;
};

async function turnRows(gameId: string): Promise<TurnRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, user_id, payload ->> 'seq' AS seq, status, skip_reason, grace_until, created_at FROM outbox WHERE game_id = ? AND kind = 'yourTurn' ORDER BY id",
  )
    .bind(gameId)
    .all<TurnRow>();
  return results;
}

/** One first legal move by whoever acts first, through the use case at `now`; answers its notes as the drain after it claims them. */
async function moveAt(
  id: string,
  bySeat: Map<number, Player>,
  now: number,
  key: string,
): Promise<{ notes: readonly ClaimedNote[]; mover: Player }> {
  const stored = await storedGame(id);
  const seat = stored.to_act[0] as number;
  const mover = bySeat.get(seat) as Player;
  const move = notreDame.legalMoves(stored.state, seat)[0];
  const answer = await submitMove(contextAt(now), mover.userId, id, {
    version: stored.version,
    idempotencyKey: key,
    move,
  });
  if (!answer.ok) throw new Error(`move refused: ${answer.code}`);
  return { notes: await claimedAfterMove(id, answer.value.seq, now), mover };
}

describe("the turn mail's grace", () => {
  it("a game played briskly at the table over HTTP sends no turn mails: each waits its grace and is dropped", async () => {
    const { id, players, bySeat } = await twoPlayerGame();
    let last: TurnRow | undefined;
    for (let i = 0; i < 60; i++) {
      const stored = await storedGame(id);
      const seat = stored.to_act[0] as number;
      const player = bySeat.get(seat) as Player;
      // The player's tab loads the game (its poll sees the new version), then the player moves.
      expect((await call(player.cookie, "GET", `/api/games/${id}`)).status).toBe(200);
      const move = notreDame.legalMoves(stored.state, seat)[0];
      const played = await call(player.cookie, "POST", `/api/games/${id}/moves`, {
        version: stored.version,
        idempotencyKey: `g-${id}-${i}`,
        move,
      });
      expect(played.status).toBe(200);
      // The notifications stay out of the move's round trips: its batch inserts them, the drain loads them.
      expect(played.headers.get("X-D1-Round-Trips")).toBe("2");
      await settleBackgroundWork();
      const rows = await turnRows(id);
      last = rows.at(-1);
      // Brisk play for a while, ending on a move that made it the other player's turn.
      const { seq } = (await played.json()) as { seq: number };
      if (rows.length > 6 && last?.seq === seq && last.user_id !== player.userId) break;
    }
    if (!last) throw new Error("nobody's turn came");
    // The one whose turn it is now has the game open (their poll loads it) and has not moved yet.
    const waiter = players.find((p) => p.userId === last?.user_id) as Player;
    expect((await call(waiter.cookie, "GET", `/api/games/${id}`)).status).toBe(200);
    const waiting = await turnRows(id);
    expect(waiting.every((r) => r.status === "pending" && r.grace_until === r.created_at + 10 * MINUTE)).toBe(true);

    const { env: bindings, sent } = capturingEnv();
    await drainOutbox(contextAt(Date.now() + 11 * MINUTE, bindings), 500);
    expect(sent.filter((m) => players.some((p) => p.email === m.to))).toEqual([]);
    const after = await turnRows(id);
    expect(after.map((r) => r.status)).toEqual(after.map(() => "skipped"));
    expect(new Set(after.map((r) => r.skip_reason))).toEqual(new Set(["moved", "opened"]));
  });

  it("a player who does not come back gets exactly one turn mail, after the grace; push went at once", async () => {
    const { id, bySeat } = await twoPlayerGame();
    for (const p of bySeat.values()) {
      expect(
        (await call(p.cookie, "PUT", "/api/me/notifications", { kinds: { yourTurn: ["email", "push"] } })).status,
      ).toBe(200);
    }
    const start = future();
    const { senders, sent } = recording();
    // Slow play, nobody at the table: each move comes long after the last.
    let note: ClaimedNote | undefined;
    for (let i = 0; i < 40 && !note; i++) {
      const { notes } = await moveAt(id, bySeat, start + i * 3 * AT_TABLE, `l-${id}-${i}`);
      note = notes.find((n) => n.row.kind === "yourTurn");
      if (note) await deliverClaimed(contextAt(start + i * 3 * AT_TABLE), notes, senders);
    }
    if (!note) throw new Error("nobody's turn came");
    const { row } = note;
    expect(row.graceUntil).toBe(row.createdAt + 10 * MINUTE);
    expect(sent.filter((s) => s.rowId === row.id)).toEqual([{ channel: "push", rowId: row.id }]);

    await drainOutbox({ ...contextAt(row.createdAt + 10 * MINUTE - 1), env }, 500, senders);
    expect(sent.filter((s) => s.rowId === row.id && s.channel === "email")).toHaveLength(0);
    await drainOutbox(contextAt(row.createdAt + 10 * MINUTE), 500, senders);
    await drainOutbox(contextAt(row.createdAt + 60 * MINUTE), 500, senders);
    expect(sent.filter((s) => s.rowId === row.id)).toEqual([
      { channel: "push", rowId: row.id },
      { channel: "email", rowId: row.id },
    ]);
    expect((await turnRows(id)).find((r) => r.id === row.id)).toMatchObject({ status: "sent", skip_reason: null });
  });

  it("holds the push too for a player at the table, and sends both after the grace when they walk away", async () => {
    const { id, bySeat } = await twoPlayerGame();
    for (const p of bySeat.values()) {
      expect(
        (await call(p.cookie, "PUT", "/api/me/notifications", { kinds: { yourTurn: ["email", "push"] } })).status,
      ).toBe(200);
    }
    const start = future();
    const { senders, sent } = recording();
    // Brisk play: a move every 20 s; the recipient's own last move makes them present.
    let note: ClaimedNote | undefined;
    let at = start;
    for (let i = 0; i < 40; i++) {
      at = start + i * 20_000;
      const { notes, mover } = await moveAt(id, bySeat, at, `t-${id}-${i}`);
      const candidate = notes.find((n) => n.row.kind === "yourTurn" && n.row.userId !== mover.userId && i > 2);
      await deliverClaimed(contextAt(at), notes, senders);
      if (candidate) {
        note = candidate;
        break;
      }
    }
    if (!note) throw new Error("nobody's turn came");
    expect(note.atTable).toBe(true);
    expect(sent.filter((s) => s.rowId === note.row.id)).toEqual([]);
    await drainOutbox(contextAt(note.row.createdAt + 10 * MINUTE), 500, senders);
    expect(
      sent
        .filter((s) => s.rowId === note.row.id)
        .map((s) => s.channel)
        .sort(),
    ).toEqual(["email", "push"]);
  });

  it("a turn mail by e-mail alone is due when its grace ends, so no drain loads it before; one that may go at once is due at once", async () => {
    const [mailOnly, withPush, atOnce] = [await signIn(), await signIn(), await signIn()];
    const put = (p: Player, settings: object) => call(p.cookie, "PUT", "/api/me/notifications", settings);
    expect((await put(withPush, { kinds: { yourTurn: ["email", "push"] } })).status).toBe(200);
    expect((await put(atOnce, { turnMailGrace: 0 })).status).toBe(200);
    const gameId = await startedGame([mailOnly, withPush, atOnce]);
    const now = future();
    const note = (kind: string, p: Player) => ({
      kind,
      userId: p.userId,
      gameId,
      payload: { seq: 1 },
      dueAt: now,
      createdAt: now,
    });
    const notes = [
      note("yourTurn", mailOnly),
      note("gameOver", mailOnly),
      note("yourTurn", withPush),
      note("yourTurn", atOnce),
    ];
    await insertNotes(openDb(env.DB), notes).run();
    const { results } = await env.DB.prepare(
      "SELECT kind, user_id, due_at, grace_until FROM outbox WHERE game_id = ? AND created_at = ? ORDER BY id",
    )
      .bind(gameId, now)
      .all();
    expect(results).toEqual([
      { kind: "yourTurn", user_id: mailOnly.userId, due_at: now + 10 * MINUTE, grace_until: now + 10 * MINUTE },
      { kind: "gameOver", user_id: mailOnly.userId, due_at: now, grace_until: null },
      { kind: "yourTurn", user_id: withPush.userId, due_at: now, grace_until: now + 10 * MINUTE },
      { kind: "yourTurn", user_id: atOnce.userId, due_at: now, grace_until: null },
    ]);
    const { senders, sent } = recording();
    await drainOutbox(contextAt(now), 500, senders);
    const mailOnlyTurn = (await turnRows(gameId)).find((r) => r.user_id === mailOnly.userId && r.created_at === now);
    expect(mailOnlyTurn?.status).toBe("pending");
    expect(sent.filter((s) => s.rowId === mailOnlyTurn?.id)).toEqual([]);
    await drainOutbox(contextAt(now + 10 * MINUTE), 500, senders);
    expect(sent.filter((s) => s.rowId === mailOnlyTurn?.id)).toEqual([{ channel: "email", rowId: mailOnlyTurn?.id }]);
  });

  it("is a setting: stored, answered, respected (0 mails at once), and only the offered values", async () => {
    const { id, bySeat, players } = await twoPlayerGame();
    for (const p of players) {
      const put = await call(p.cookie, "PUT", "/api/me/notifications", { turnMailGrace: 0 });
      expect(put.status).toBe(200);
      expect(((await put.json()) as { turnMailGrace: number }).turnMailGrace).toBe(0);
    }
    const stored = await env.DB.prepare("SELECT turn_mail_grace FROM users WHERE id = ?")
      .bind(players[0]?.userId)
      .first<{ turn_mail_grace: number }>();
    expect(stored?.turn_mail_grace).toBe(0);
    for (const bad of [7, -5, "10", null]) {
      expect((await call(players[0]?.cookie, "PUT", "/api/me/notifications", { turnMailGrace: bad })).status).toBe(400);
    }
    expect(
      ((await (await call(players[0]?.cookie, "GET", "/api/me/notifications")).json()) as { turnMailGrace: number })
        .turnMailGrace,
    ).toBe(0);

    const start = future();
    const { senders, sent } = recording();
    for (let i = 0; i < 40; i++) {
      const usage = emptyUsage();
      const ctx = { ...contextAt(start + i), db: openDb(meterD1(env.DB)) };
      const storedGameNow = await storedGame(id);
      const seat = storedGameNow.to_act[0] as number;
      const mover = bySeat.get(seat) as Player;
      const move = notreDame.legalMoves(storedGameNow.state, seat)[0];
      const answer = await metering(usage, () =>
        submitMove(ctx, mover.userId, id, { version: storedGameNow.version, idempotencyKey: `s-${id}-${i}`, move }),
      );
      if (!answer.ok) throw new Error(`move refused: ${answer.code}`);
      expect(usage.roundTrips).toBe(2);
      const drain = emptyUsage();
      const notes = await metering(drain, () => claimedAfterMove(id, answer.value.seq, ctx.now));
      const turn = notes.find((n) => n.row.kind === "yourTurn");
      if (!turn) continue;
      expect(turn.row.graceUntil).toBeNull();
      await metering(drain, () => deliverClaimed(ctx, notes, senders));
      // The drain after the move: its claim, then the outcomes.
      expect(drain.roundTrips).toBeLessThanOrEqual(2);
      expect(sent.filter((s) => s.rowId === turn.row.id)).toEqual([{ channel: "email", rowId: turn.row.id }]);
      return;
    }
    throw new Error("nobody's turn came");
  });
});
