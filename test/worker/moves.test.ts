import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { appendMove } from "../../worker/db/game-store/index.ts";
import { insertNotes } from "../../worker/db/notifications.ts";
import { openDb } from "../../worker/db/index.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";

type Player = Awaited<ReturnType<typeof signIn>>;

async function table(count = 3): Promise<{ id: string; players: Player[]; cookieOfSeat: (seat: number) => string }> {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) players.push(await signIn());
  const id = await startedGame(players);
  const seats = await seatsOf(id);
  const cookieOfSeat = (seat: number) => players.find((p) => p.userId === seats.get(seat))?.cookie ?? "";
  return { id, players, cookieOfSeat };
}

async function logRows(id: string) {
  const { results } = await env.DB.prepare("SELECT seq, kind, seat FROM moves WHERE game_id = ? ORDER BY seq")
    .bind(id)
    .all<{ seq: number; kind: string; seat: number }>();
  return results;
}

let key = 0;
const nextKey = () => `key-${++key}-${Date.now()}`;

describe("moves", () => {
  let game: Awaited<ReturnType<typeof table>>;
  beforeAll(async () => {
    game = await table(3);
  });

  it("answers 200 with my new view, its ETag and the legal moves", async () => {
    const { id, cookieOfSeat } = game;
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const move = notreDame.legalMoves(stored.state, seat)[0];
    const response = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: nextKey(),
      move,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      seq: number;
      replayed: boolean;
      game: { version: number; mySeat: number };
    };
    expect(body).toMatchObject({ seq: 1, replayed: false, game: { version: stored.version + 1, mySeat: seat } });
    expect(response.headers.get("ETag")).toContain(`v${stored.version + 1}.`);
  });

  it("lets exactly one of a seat's two racing moves on the same version through (two tabs); the log has no gap or duplicate", async () => {
    const { id, cookieOfSeat } = game;
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const choices = notreDame.legalMoves(stored.state, seat).slice(0, 2);
    expect(choices).toHaveLength(2);
    const [first, second] = await Promise.all(
      choices.map((move) =>
        call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, {
          version: stored.version,
          idempotencyKey: nextKey(),
          move,
        }),
      ),
    );
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
    const loser = first?.status === 409 ? first : second;
    const body = (await loser?.json()) as { error: { code: string; current: { version: number } } };
    expect(body.error.code).toBe("STALE_VERSION");
    expect(body.error.current.version).toBe(stored.version + 1);
    const rows = await logRows(id);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  });

  it("answers a retried move (same idempotency key) with the first result and logs it once", async () => {
    const { id, cookieOfSeat } = game;
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const request = {
      version: stored.version,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(stored.state, seat)[0],
    };
    const first = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, request);
    const again = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, request);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const [one, two] = (await Promise.all([first.json(), again.json()])) as {
      seq: number;
      replayed: boolean;
      game: unknown;
    }[];
    expect(two?.seq).toBe(one?.seq);
    expect(two?.replayed).toBe(true);
    expect(two?.game).toEqual(one?.game);
    const rows = await logRows(id);
    expect(rows.filter((r) => r.seq === one?.seq)).toHaveLength(1);
    expect((await storedGame(id)).version).toBe(stored.version + 1);
  });

  it("refuses an illegal move with 422, the rule's code and parameters, and changes nothing", async () => {
    const { id, cookieOfSeat } = game;
    const before = await storedGame(id);
    const seat = before.to_act[0] as number;
    const offer: string[] = (before.state as { draft?: { offers: string[][] } }).draft?.offers[seat] ?? [];
    const missing = ["hospital", "residence", "school", "inn", "bank", "coach", "park", "notreDame", "advisor"].find(
      (c) => !offer.includes(c),
    );
    const response = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, {
      version: before.version,
      idempotencyKey: nextKey(),
      move: { type: "keep", card: missing },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { code: "ILLEGAL_MOVE", rule: { code: "CARD_NOT_OFFERED", card: missing } },
    });
    const after = await storedGame(id);
    expect(after.version).toBe(before.version);
    expect(JSON.stringify(after.state)).toBe(JSON.stringify(before.state));
  });

  it("refuses a move of the wrong shape with 400 and the zod issues' field paths", async () => {
    const { id, cookieOfSeat } = game;
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const response = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: nextKey(),
      move: { type: "keep", card: 7 },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; issues: { path: unknown[] }[] } };
    expect(body.error.code).toBe("INVALID_MOVE");
    expect(body.error.issues.map((i) => i.path)).toContainEqual(["move", "card"]);
    const envelope = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, {
      version: "7",
      idempotencyKey: 1,
    });
    expect(envelope.status).toBe(400);
    const issues = ((await envelope.json()) as { error: { code: string; issues: { path: unknown[] }[] } }).error;
    expect(issues.code).toBe("INVALID_REQUEST");
    expect(issues.issues.map((i) => i.path)).toEqual(expect.arrayContaining([["version"], ["idempotencyKey"]]));
  });

  it("answers a move chosen before my own last move with 409 and the current game", async () => {
    const { id, cookieOfSeat } = game;
    const stored = await storedGame(id);
    const seat = (await logRows(id)).at(-1)?.seat ?? 0;
    const response = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, {
      version: stored.version - 1,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(stored.state, seat)[0] ?? { type: "pass" },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: "STALE_VERSION", current: { id, version: stored.version } },
    });
  });

  it("refuses moves by a seat that is not to act (422), by a non-player (403), for unknown games (404)", async () => {
    const { id, cookieOfSeat } = game;
    const stored = await storedGame(id);
    const waiting = [0, 1, 2].find((s) => !stored.to_act.includes(s));
    if (waiting !== undefined) {
      const response = await call(cookieOfSeat(waiting), "POST", `/api/games/${id}/moves`, {
        version: stored.version,
        idempotencyKey: nextKey(),
        move: { type: "pass" },
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code: "ILLEGAL_MOVE", rule: { code: "NOT_YOUR_TURN" } } });
    }
    const stranger = await signIn();
    const foreign = await call(stranger.cookie, "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: nextKey(),
      move: { type: "pass" },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { code: "NOT_A_PLAYER" } });
    const unknown = await call(stranger.cookie, "POST", `/api/games/zzzzzzzzzzzz/moves`, {
      version: 0,
      idempotencyKey: nextKey(),
      move: { type: "pass" },
    });
    expect(unknown.status).toBe(404);
    expect((await storedGame(id)).version).toBe(stored.version);
  });

  it("undoes my last move while it revealed nothing, and not after", async () => {
    const { id, cookieOfSeat } = await table(3);
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const move = notreDame.legalMoves(stored.state, seat)[0];
    const played = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: nextKey(),
      move,
    });
    expect(((await played.json()) as { game: { canUndo: boolean } }).game.canUndo).toBe(true);
    const undone = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/undo`, { version: stored.version + 1 });
    expect(undone.status).toBe(200);
    const after = await storedGame(id);
    expect(JSON.stringify(after.state)).toBe(JSON.stringify(stored.state));
    expect((await logRows(id)).map((r) => r.kind)).toEqual(["move", "undo"]);
    const twice = await call(cookieOfSeat(seat), "POST", `/api/games/${id}/undo`, { version: after.version });
    expect(twice.status).toBe(422);
    expect(await twice.json()).toMatchObject({ error: { code: "UNDO_NOT_ALLOWED" } });
    // The last pick of a draft step passes cards on: it reveals, so it cannot be undone.
    let current = after;
    for (const s of current.to_act) {
      const r = await call(cookieOfSeat(s), "POST", `/api/games/${id}/moves`, {
        version: current.version,
        idempotencyKey: nextKey(),
        move: notreDame.legalMoves(current.state, s)[0],
      });
      expect(r.status).toBe(200);
      current = await storedGame(id);
    }
    const last = (await logRows(id)).at(-1);
    const refused = await call(cookieOfSeat(last?.seat ?? 0), "POST", `/api/games/${id}/undo`, {
      version: current.version,
    });
    expect(refused.status).toBe(422);
  });

  it("refuses moves once the game is over", async () => {
    const { id, cookieOfSeat } = await table(2);
    for (let guard = 0; guard < 1000; guard++) {
      const stored = await storedGame(id);
      if (stored.status !== "active") break;
      const seat = stored.to_act[0] as number;
      await call(cookieOfSeat(seat), "POST", `/api/games/${id}/moves`, {
        version: stored.version,
        idempotencyKey: nextKey(),
        move: notreDame.botMove(stored.state, seat),
      });
    }
    const finished = await storedGame(id);
    expect(finished.status).toBe("finished");
    const response = await call(cookieOfSeat(0), "POST", `/api/games/${id}/moves`, {
      version: finished.version,
      idempotencyKey: nextKey(),
      move: { type: "pass" },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "GAME_NOT_ACTIVE", params: { status: "finished" } } });
  });

  it("rolls a failing batch back completely: no log row, no new version, no notification", async () => {
    const { id } = await table(2);
    const before = await storedGame(id);
    const outboxBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE game_id = ?")
      .bind(id)
      .first<{ n: number }>();
    const db = openDb(env.DB);
    const now = Date.now();
    await expect(
      appendMove(db, {
        move: {
          gameId: id,
          seq: before.move_count + 1,
          kind: "move",
          seat: 0,
          userId: null,
          move: { type: "keep", card: "bank" },
          events: [],
          undoable: false,
          createdAt: now,
        },
        expectedVersion: before.version,
        snapshot: {
          state: before.state,
          toAct: [],
          status: "active",
          outcome: null,
          undoSeat: null,
          clocks: {},
          nextDeadline: null,
          nextReminder: null,
        },
        now,
        alongside: [
          // A notification for a user who does not exist violates the outbox's foreign key.
          insertNotes(db, [
            { kind: "yourTurn", userId: "no-such-user", gameId: id, payload: {}, dueAt: now, createdAt: now },
          ]),
        ],
      }),
    ).rejects.toThrow();
    const after = await storedGame(id);
    expect(after.version).toBe(before.version);
    expect(after.move_count).toBe(before.move_count);
    expect(await logRows(id)).toHaveLength(before.move_count);
    const outboxAfter = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE game_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(outboxAfter?.n).toBe(outboxBefore?.n);
  });

  it("stores a move's values as SQL would: NULL as NULL, JSON as text, one outbox row per notification", async () => {
    const { id, players } = await table(2);
    // Turn mails at once: a turn mail that waits its grace is due when the grace ends (notifications-grace.test.ts).
    for (const p of players)
      await env.DB.prepare("UPDATE users SET turn_mail_grace = 0 WHERE id = ?").bind(p.userId).run();
    const before = await storedGame(id);
    const now = Date.now();
    const notes = players.map((p, i) => ({
      kind: "yourTurn",
      userId: p.userId,
      gameId: i === 0 ? id : null,
      payload: { seq: i },
      dueAt: now + i,
      createdAt: now,
    }));
    const db = openDb(env.DB);
    await appendMove(db, {
      move: {
        gameId: id,
        seq: before.move_count + 1,
        kind: "timeout",
        seat: 0,
        userId: null,
        move: { type: "pass" },
        events: [],
        undoable: false,
        createdAt: now,
      },
      expectedVersion: before.version,
      snapshot: {
        state: before.state,
        toAct: [1],
        status: "active",
        outcome: null,
        undoSeat: null,
        clocks: {},
        nextDeadline: now,
        nextReminder: null,
      },
      now,
      alongside: [insertNotes(db, notes)],
    });
    const move = await env.DB.prepare(
      "SELECT typeof(user_id) AS user, typeof(idempotency_key) AS idempotency, move, undoable FROM moves WHERE game_id = ? AND seq = ?",
    )
      .bind(id, before.move_count + 1)
      .first();
    expect(move).toEqual({ user: "null", idempotency: "null", move: '{"type":"pass"}', undoable: 0 });
    const game = await env.DB.prepare(
      "SELECT typeof(outcome) AS outcome, typeof(undo_seat) AS undoSeat, typeof(next_reminder) AS reminder, to_act, version FROM games WHERE id = ?",
    )
      .bind(id)
      .first();
    expect(game).toEqual({
      outcome: "null",
      undoSeat: "null",
      reminder: "null",
      to_act: "[1]",
      version: before.version + 1,
    });
    const { results } = await env.DB.prepare(
      "SELECT kind, user_id, game_id, payload, status, attempts, due_at, done FROM outbox WHERE created_at = ? AND user_id IN (?, ?) ORDER BY due_at",
    )
      .bind(now, players[0]?.userId ?? "", players[1]?.userId ?? "")
      .all();
    expect(results).toEqual(
      notes.map((n) => ({
        kind: "yourTurn",
        user_id: n.userId,
        game_id: n.gameId,
        payload: JSON.stringify(n.payload),
        status: "pending",
        attempts: 0,
        due_at: n.dueAt,
        done: "[]",
      })),
    );
  });
});
