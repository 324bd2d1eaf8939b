import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { notreDame, type Move, type NotreDameState } from "../../worker/games/notre-dame/index.ts";
import { submitMove } from "../../worker/match/play.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";
import { expectSoundLog, logRows, sameInstant } from "./simultaneous-helpers.ts";

type Player = Awaited<ReturnType<typeof signIn>>;
type Stored = Awaited<ReturnType<typeof storedGame>>;

async function table(count: number) {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) players.push(await signIn());
  const id = await startedGame(players);
  const seats = await seatsOf(id);
  const userOfSeat = (seat: number) => seats.get(seat) ?? "";
  const cookieOfSeat = (seat: number) => players.find((p) => p.userId === userOfSeat(seat))?.cookie ?? "";
  return { id, count, userOfSeat, cookieOfSeat };
}

const state = (stored: Stored) => stored.state as NotreDameState;
let keys = 0;
const nextKey = () => `simultaneous-${++keys}-${Date.now()}`;

describe("simultaneous steps", () => {
  it("accepts four seats choosing at once through HTTP: four 200s, the log without gaps or duplicates", async () => {
    const g = await table(4);
    for (const step of [1, 2]) {
      const before = await storedGame(g.id);
      expect(state(before).draft?.step).toBe(step);
      expect(before.to_act).toEqual([0, 1, 2, 3]);
      const answers = await Promise.all(
        before.to_act.map((seat) =>
          call(g.cookieOfSeat(seat), "POST", `/api/games/${g.id}/moves`, {
            version: before.version,
            idempotencyKey: nextKey(),
            move: notreDame.legalMoves(before.state, seat)[0],
          }),
        ),
      );
      const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
        seq: number;
        replayed: boolean;
        game: { version: number };
      }[];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(bodies.map((b) => b.seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4].map((n) => before.move_count + n));
      expect(bodies.every((b) => !b.replayed)).toBe(true);
      const after = await storedGame(g.id);
      expect(after.version).toBe(before.version + 4);
      const rows = await expectSoundLog(g.id, 4);
      expect(
        rows
          .slice(-4)
          .map((r) => r.seat)
          .sort(),
      ).toEqual([0, 1, 2, 3]);
    }
    expect(state(await storedGame(g.id)).phase).toBe("actions");
  });

  it("accepts every seat when all read the same version and write at the same instant (the log's key race)", async () => {
    const g = await table(4);
    const before = await storedGame(g.id);
    const { ctx, counts } = sameInstant(4);
    const results = await Promise.all(
      before.to_act.map((seat) =>
        submitMove(ctx, g.userOfSeat(seat), g.id, {
          version: before.version,
          idempotencyKey: nextKey(),
          move: notreDame.legalMoves(before.state, seat)[1],
        }),
      ),
    );
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
    // Three of the first four batches lost the race for seq 1 and were tried again on the fresh game.
    expect(counts.batches).toBeGreaterThanOrEqual(7);
    const rows = await expectSoundLog(g.id, 4);
    expect(rows.map((r) => r.seat).sort()).toEqual([0, 1, 2, 3]);
    // Each seat kept the card it chose, not one chosen on a state that had moved on.
    const kept = (seat: number) =>
      (notreDame.legalMoves(before.state, seat)[1] as Extract<Move, { type: "keep" }>).card;
    const hands = state(await storedGame(g.id)).players.map((p) => p.hand);
    hands.forEach((hand, seat) => expect(hand).toContain(kept(seat)));
  });

  it("still refuses the same seat's second move on the version both were chosen on (two tabs): one 200, one 409", async () => {
    const g = await table(3);
    const before = await storedGame(g.id);
    const seat = before.to_act[0] as number;
    const [a, b] = notreDame.legalMoves(before.state, seat);
    const { ctx } = sameInstant(2);
    const results = await Promise.all(
      [a, b].map((move) =>
        submitMove(ctx, g.userOfSeat(seat), g.id, { version: before.version, idempotencyKey: nextKey(), move }),
      ),
    );
    expect(results.map((r) => (r.ok ? "ok" : r.code)).sort()).toEqual(["STALE_VERSION", "ok"]);
    const rows = await expectSoundLog(g.id, 3);
    expect(rows.map((r) => r.seat)).toEqual([seat]);
  });

  it("answers 409 for a move that really became stale: another seat's turn in the open", async () => {
    const g = await table(2);
    // Both drafts, then the actions: one seat at a time.
    for (let guard = 0; guard < 10 && state(await storedGame(g.id)).phase === "draft"; guard++) {
      const s = await storedGame(g.id);
      const seat = s.to_act[0] as number;
      const answer = await call(g.cookieOfSeat(seat), "POST", `/api/games/${g.id}/moves`, {
        version: s.version,
        idempotencyKey: nextKey(),
        move: notreDame.botMove(s.state, seat),
      });
      expect(answer.status).toBe(200);
    }
    const before = await storedGame(g.id);
    expect(state(before).phase).toBe("actions");
    const first = before.to_act[0] as number;
    const played = await call(g.cookieOfSeat(first), "POST", `/api/games/${g.id}/moves`, {
      version: before.version,
      idempotencyKey: nextKey(),
      move: notreDame.botMove(before.state, first),
    });
    expect(played.status).toBe(200);
    const now = await storedGame(g.id);
    const next = now.to_act[0] as number;
    expect(next).not.toBe(first);
    // Legal now, but chosen before the other seat's move, which it could see.
    const move = notreDame.legalMoves(now.state, next)[0];
    const stale = await call(g.cookieOfSeat(next), "POST", `/api/games/${g.id}/moves`, {
      version: before.version,
      idempotencyKey: nextKey(),
      move,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: "STALE_VERSION", current: { version: now.version } } });
    expect((await storedGame(g.id)).version).toBe(now.version);
    const fresh = await call(g.cookieOfSeat(next), "POST", `/api/games/${g.id}/moves`, {
      version: now.version,
      idempotencyKey: nextKey(),
      move,
    });
    expect(fresh.status).toBe(200);
  });

  it("answers 409 when the draft step resolved meanwhile, and when the draft began after the move's version", async () => {
    const g = await table(2);
    const ctx = { db: openDb(env.DB), env, now: Date.now() };
    const versions: { version: number; seat: number }[] = [];
    // Play round 1 to its end: the move that opens round 2's draft is the last one logged.
    for (let guard = 0; guard < 200; guard++) {
      const s = await storedGame(g.id);
      if (state(s).round === 2 && state(s).phase === "draft") break;
      const seat = s.to_act[0] as number;
      versions.push({ version: s.version, seat });
      const answer = await submitMove(ctx, g.userOfSeat(seat), g.id, {
        version: s.version,
        idempotencyKey: nextKey(),
        move: notreDame.botMove(s.state, seat),
      });
      expect(answer.ok).toBe(true);
    }
    const opened = await storedGame(g.id);
    expect(state(opened)).toMatchObject({ round: 2, phase: "draft" });
    const last = versions.at(-1);
    if (!last) throw new Error("no moves");
    // The step of hidden moves began after this version: the seat that opened it has one row and no move in it.
    const other = 1 - last.seat;
    const keep = notreDame.legalMoves(opened.state, other)[0];
    const refused = await call(g.cookieOfSeat(other), "POST", `/api/games/${g.id}/moves`, {
      version: last.version,
      idempotencyKey: nextKey(),
      move: keep,
    });
    expect(refused.status).toBe(409);
    // Its hidden move in the new step does not make the older version good either (two rows, one move in the step).
    const opener = await call(g.cookieOfSeat(last.seat), "POST", `/api/games/${g.id}/moves`, {
      version: opened.version,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(opened.state, last.seat)[0],
    });
    expect(opener.status).toBe(200);
    const again = await call(g.cookieOfSeat(other), "POST", `/api/games/${g.id}/moves`, {
      version: last.version,
      idempotencyKey: nextKey(),
      move: keep,
    });
    expect(again.status).toBe(409);
    // Chosen on the version the step began with, the same move stands.
    const good = await call(g.cookieOfSeat(other), "POST", `/api/games/${g.id}/moves`, {
      version: opened.version,
      idempotencyKey: nextKey(),
      move: keep,
    });
    expect(good.status).toBe(200);
    // That pick resolved the step (cards passed): a move chosen before it is stale for the opener.
    const step2 = await storedGame(g.id);
    expect(state(step2).draft?.step).toBe(2);
    const late = await call(g.cookieOfSeat(last.seat), "POST", `/api/games/${g.id}/moves`, {
      version: opened.version + 1,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(step2.state, last.seat)[0],
    });
    expect(late.status).toBe(409);
    await expectSoundLog(g.id, 2);
  });

  it("accepts a move chosen before others' hidden moves, sent one after another (not only in a race)", async () => {
    const g = await table(3);
    const before = await storedGame(g.id);
    const [a, b, c] = before.to_act as [number, number, number];
    for (const seat of [a, b]) {
      const answer = await call(g.cookieOfSeat(seat), "POST", `/api/games/${g.id}/moves`, {
        version: before.version,
        idempotencyKey: nextKey(),
        move: notreDame.legalMoves(before.state, seat)[0],
      });
      expect(answer.status).toBe(200);
    }
    const last = await call(g.cookieOfSeat(c), "POST", `/api/games/${g.id}/moves`, {
      version: before.version,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(before.state, c)[0],
    });
    expect(last.status).toBe(200);
    expect(((await last.json()) as { seq: number }).seq).toBe(3);
    await expectSoundLog(g.id, 3);
  });
});

describe("idempotency keys", () => {
  it("answers a retry of the same move with the first result even after others moved (no second row)", async () => {
    const g = await table(3);
    const before = await storedGame(g.id);
    const [a, b] = before.to_act as [number, number];
    const request = {
      version: before.version,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(before.state, a)[0],
    };
    const first = await call(g.cookieOfSeat(a), "POST", `/api/games/${g.id}/moves`, request);
    expect(first.status).toBe(200);
    const other = await call(g.cookieOfSeat(b), "POST", `/api/games/${g.id}/moves`, {
      version: before.version,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(before.state, b)[0],
    });
    expect(other.status).toBe(200);
    const retry = await call(g.cookieOfSeat(a), "POST", `/api/games/${g.id}/moves`, request);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ seq: 1, replayed: true });
    expect((await logRows(g.id)).map((r) => r.seat)).toEqual([a, b]);
  });

  it("refuses the same key with a different move: 422 IDEMPOTENCY_KEY_REUSED, nothing written", async () => {
    const g = await table(3);
    const before = await storedGame(g.id);
    const seat = before.to_act[0] as number;
    const [one, two] = notreDame.legalMoves(before.state, seat);
    const key = nextKey();
    const first = await call(g.cookieOfSeat(seat), "POST", `/api/games/${g.id}/moves`, {
      version: before.version,
      idempotencyKey: key,
      move: one,
    });
    expect(first.status).toBe(200);
    const reused = await call(g.cookieOfSeat(seat), "POST", `/api/games/${g.id}/moves`, {
      version: before.version,
      idempotencyKey: key,
      move: two,
    });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error: { code: "IDEMPOTENCY_KEY_REUSED" } });
    // Another player's move under my key, too.
    const other = before.to_act[1] as number;
    const foreign = await call(g.cookieOfSeat(other), "POST", `/api/games/${g.id}/moves`, {
      version: before.version + 1,
      idempotencyKey: key,
      move: notreDame.legalMoves(before.state, other)[0],
    });
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toMatchObject({ error: { code: "IDEMPOTENCY_KEY_REUSED" } });
    expect(await logRows(g.id)).toHaveLength(1);
    expect((await storedGame(g.id)).version).toBe(before.version + 1);
  });

  it("refuses a used key with a different move on the current version too (the log's unique key catches it)", async () => {
    const g = await table(2);
    const start = await storedGame(g.id);
    const key = nextKey();
    const seat = start.to_act[0] as number;
    const kept = notreDame.legalMoves(start.state, seat)[0];
    const first = await call(g.cookieOfSeat(seat), "POST", `/api/games/${g.id}/moves`, {
      version: start.version,
      idempotencyKey: key,
      move: kept,
    });
    expect(first.status).toBe(200);
    const mid = await storedGame(g.id);
    const other = mid.to_act[0] as number;
    const resolve = await call(g.cookieOfSeat(other), "POST", `/api/games/${g.id}/moves`, {
      version: mid.version,
      idempotencyKey: nextKey(),
      move: notreDame.legalMoves(mid.state, other)[0],
    });
    expect(resolve.status).toBe(200);
    // Draft step 2: the seat may move again, and sends another legal move under its old key.
    const now = await storedGame(g.id);
    expect(now.to_act).toContain(seat);
    const move = notreDame.legalMoves(now.state, seat).find((m) => JSON.stringify(m) !== JSON.stringify(kept));
    const reused = await call(g.cookieOfSeat(seat), "POST", `/api/games/${g.id}/moves`, {
      version: now.version,
      idempotencyKey: key,
      move,
    });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error: { code: "IDEMPOTENCY_KEY_REUSED" } });
    expect((await storedGame(g.id)).version).toBe(now.version);
  });

  it("sent twice at the same instant: the same move is logged once and answered twice; a different move is refused", async () => {
    const g = await table(3);
    const before = await storedGame(g.id);
    const [a, b] = before.to_act as [number, number];
    const same = { version: before.version, idempotencyKey: nextKey(), move: notreDame.legalMoves(before.state, a)[0] };
    const twice = sameInstant(2);
    const answers = await Promise.all([
      submitMove(twice.ctx, g.userOfSeat(a), g.id, same),
      submitMove(twice.ctx, g.userOfSeat(a), g.id, same),
    ]);
    expect(answers.map((r) => r.ok && r.value.replayed).sort()).toEqual([false, true]);
    expect(answers.map((r) => r.ok && r.value.seq)).toEqual([1, 1]);
    const mid = await storedGame(g.id);
    const key = nextKey();
    const [one, two] = notreDame.legalMoves(mid.state, b);
    const differing = sameInstant(2);
    const results = await Promise.all(
      [one, two].map((move) =>
        submitMove(differing.ctx, g.userOfSeat(b), g.id, { version: mid.version, idempotencyKey: key, move }),
      ),
    );
    expect(results.map((r) => (r.ok ? "ok" : r.code)).sort()).toEqual(["IDEMPOTENCY_KEY_REUSED", "ok"]);
    expect((await logRows(g.id)).map((r) => r.seat)).toEqual([a, b]);
  });
});
