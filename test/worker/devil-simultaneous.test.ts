import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Seat } from "../../worker/games/contract.ts";
import {
  dealWithTheDevil as game,
  timeoutMove,
  type DevilState,
} from "../../worker/games/deal-with-the-devil/index.ts";
import { submitMove } from "../../worker/match/play.ts";
import { settleTimeouts } from "../../worker/match/timeouts.ts";
import { call, playWithBot, seatsOf, signIn, startedGameOf, storedGame } from "./helpers.ts";
import { contextAt } from "./notifications-helpers.ts";
import { expectSoundLog, logRows, sameInstant } from "./simultaneous-helpers.ts";

type Stored = Awaited<ReturnType<typeof storedGame>>;
type ErrorBody = { error: { code: string; issues?: { path: (string | number)[] }[] } };

const TYPE = "deal-with-the-devil";
const state = (stored: Stored) => stored.state as DevilState;
let keys = 0;
const nextKey = () => `devil-${++keys}-${Date.now()}`;

async function table(create: Record<string, unknown> = {}) {
  const players = [await signIn(), await signIn(), await signIn(), await signIn()];
  const id = await startedGameOf(TYPE, players, {}, create);
  const seats = await seatsOf(id);
  const userOf = (seat: Seat) => seats.get(seat) ?? "";
  const cookieOf = (seat: Seat) => players.find((p) => p.userId === userOf(seat))?.cookie ?? "";
  return { id, userOf, cookieOf };
}
type Table = Awaited<ReturnType<typeof table>>;

/** Plays the bot's moves through HTTP, one seat after another, until the game is at a step where every seat must act. */
async function playUntil(t: Table, at: (s: DevilState) => boolean): Promise<Stored> {
  for (let i = 0; i < 600; i++) {
    const stored = await storedGame(t.id);
    if (at(state(stored)) && stored.to_act.length === 4) return stored;
    const seat = stored.to_act[0] as Seat;
    const response = await call(t.cookieOf(seat), "POST", `/api/games/${t.id}/moves`, {
      version: stored.version,
      idempotencyKey: nextKey(),
      move: timeoutMove(stored.state, seat),
    });
    if (response.status !== 200) throw new Error(`move answered ${response.status}: ${await response.text()}`);
  }
  throw new Error("the step never came");
}

/** Every seat's move on the same version at once, through HTTP: four 200s, each logged as sent, the log without gaps. */
async function allAtOnce(t: Table, before: Stored) {
  const moves = [0, 1, 2, 3].map((seat) => timeoutMove(before.state, seat));
  const answers = await Promise.all(
    moves.map((move, seat) =>
      call(t.cookieOf(seat), "POST", `/api/games/${t.id}/moves`, {
        version: before.version,
        idempotencyKey: nextKey(),
        move,
      }),
    ),
  );
  const bodies = (await Promise.all(answers.map((a) => a.json()))) as { seq: number; replayed: boolean }[];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect(bodies.map((b) => b.seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4].map((n) => before.move_count + n));
  const rows = (await expectSoundLog(t.id, 4)).slice(-4);
  expect(rows.map((r) => r.seat).sort()).toEqual([0, 1, 2, 3]);
  for (const row of rows) expect(JSON.parse(row.move)).toEqual(game.move.parse(moves[row.seat]));
  return rows;
}

describe("Deal with the Devil: four seats submitting a hidden step at once", () => {
  it("plans (round 1) and votes (round 2) of all four seats, sent at once through HTTP, are all accepted, in a log without gaps", async () => {
    const t = await table();
    const plan = await playUntil(t, (s) => s.step === "plan");
    await allAtOnce(t, plan);
    expect(state(await storedGame(t.id)).step).not.toBe("plan");
    const vote = await playUntil(t, (s) => s.step === "vote");
    expect(state(vote).round).toBe(2);
    await allAtOnce(t, vote);
    expect(state(await storedGame(t.id)).step).not.toBe("vote");
  });

  it("accepts all four when they read the same version and write at the same instant (the log's key race), plan and vote", async () => {
    const t = await table();
    for (const step of ["plan", "vote"] as const) {
      const before = await playUntil(t, (s) => s.step === step);
      const { ctx, counts } = sameInstant(4);
      const moves = [0, 1, 2, 3].map((seat) => timeoutMove(before.state, seat));
      const results = await Promise.all(
        moves.map((move, seat) =>
          submitMove(ctx, t.userOf(seat), t.id, { version: before.version, idempotencyKey: nextKey(), move }),
        ),
      );
      expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
      // Three of the first four batches lost the race for the next row and were played again on the fresh game.
      expect(counts.batches).toBeGreaterThanOrEqual(7);
      const rows = (await expectSoundLog(t.id, 4)).slice(-4);
      expect(rows.map((r) => r.seat).sort()).toEqual([0, 1, 2, 3]);
      for (const row of rows) expect(JSON.parse(row.move)).toEqual(game.move.parse(moves[row.seat]));
      expect(state(await storedGame(t.id)).step).not.toBe(step);
    }
  });

  it("refuses a seat's second submission in the same step on the version both were chosen on: one 200, one 409", async () => {
    const t = await table();
    const before = await playUntil(t, (s) => s.step === "plan");
    const { ctx } = sameInstant(2);
    const move = timeoutMove(before.state, 1);
    const results = await Promise.all(
      [0, 1].map(() =>
        submitMove(ctx, t.userOf(1), t.id, { version: before.version, idempotencyKey: nextKey(), move }),
      ),
    );
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: "STALE_VERSION" });
    await expectSoundLog(t.id, 4);
  });
});

describe("Deal with the Devil: a seat timing out in a hidden step", () => {
  it("gets the rules' default; the others see that a seat timed out, not which, and nothing of what it put in; only its player is told", async () => {
    const t = await table();
    await playUntil(t, (s) => s.step === "offer");
    // Seats 0 and 1 offer; seat 3 is given another day, so seat 2 alone runs out of time first.
    for (const seat of [0, 1]) {
      const stored = await storedGame(t.id);
      const response = await call(t.cookieOf(seat), "POST", `/api/games/${t.id}/moves`, {
        version: stored.version,
        idempotencyKey: nextKey(),
        move: timeoutMove(stored.state, seat),
      });
      expect(response.status).toBe(200);
    }
    const mid = await storedGame(t.id);
    const clocks = mid.clocks as Record<string, { deadline?: number }>;
    const deadline = clocks["2"]?.deadline ?? 0;
    expect(deadline).toBeGreaterThan(0);
    clocks["3"] = { ...clocks["3"], deadline: deadline + 86_400_000 };
    await env.DB.prepare("UPDATE games SET clocks = ? WHERE id = ?").bind(JSON.stringify(clocks), t.id).run();
    // Who is still choosing is each seat's own secret (the game's `secretWaiting`): the others are counted, not named.
    const page = (await (await call(t.cookieOf(0), "GET", `/api/games/${t.id}`)).json()) as {
      toAct: number[];
      waiting: number;
      clocks: Record<string, unknown>;
    };
    expect(page).toMatchObject({ toAct: [], waiting: 2 });
    expect(Object.keys(page.clocks)).toEqual(["0"]);

    expect(await settleTimeouts(contextAt(deadline + 1), t.id)).toBe(1);
    const after = await storedGame(t.id);
    expect(after.to_act).toEqual([3]);
    expect(state(after).step).toBe("offer");
    // The default: an empty chest (rules file: "offer: an empty chest").
    expect(state(after).chests[2]).toEqual({ offer: {}, price: null });
    expect(timeoutMove(mid.state, 2)).toEqual({ type: "offer", goods: {}, price: null });
    const rows = await logRows(t.id);
    expect(rows.at(-1)).toMatchObject({ kind: "timeout", seat: 2 });
    for (const seat of [0, 1, 3]) {
      const { entries: log } = (await (
        await call(t.cookieOf(seat), "GET", `/api/games/${t.id}/log?after=${after.move_count - 1}`)
      ).json()) as { entries: { kind: string; seat: number; move?: unknown; events: unknown[] }[] };
      expect(log.map(({ kind, seat, move, events }) => ({ kind, seat, move, events }))).toEqual([
        { kind: "timeout", seat: undefined, move: undefined, events: [{ type: "timedOut", policy: "bot" }] },
      ]);
    }
    const { entries: own } = (await (
      await call(t.cookieOf(2), "GET", `/api/games/${t.id}/log?after=${after.move_count - 1}`)
    ).json()) as { entries: { seat?: number; move?: unknown; events: unknown[] }[] };
    expect(own[0]?.move).toEqual({ type: "offer", goods: {}, price: null });
    expect(own[0]).toMatchObject({
      seat: 2,
      events: [
        { type: "timedOut", seat: 2, policy: "bot" },
        { type: "timedOut", policy: "bot" },
      ],
    });
    const { results: notes } = await env.DB.prepare(
      "SELECT kind, user_id FROM outbox WHERE game_id = ? AND json_extract(payload, '$.seq') = ?",
    )
      .bind(t.id, after.move_count)
      .all<{ kind: string; user_id: string }>();
    expect(notes).toEqual([{ kind: "timedOut", user_id: t.userOf(2) }]);

    // The last seat's submission resolves the step: every seat is asked to look at a chest at once.
    const last = await call(t.cookieOf(3), "POST", `/api/games/${t.id}/moves`, {
      version: after.version,
      idempotencyKey: nextKey(),
      move: timeoutMove(after.state, 3),
    });
    expect(last.status).toBe(200);
    const resolved = await storedGame(t.id);
    expect(state(resolved).step).toBe("view1");
    expect(resolved.to_act).toEqual([0, 1, 2, 3]);
    await expectSoundLog(t.id, 4);
  });
});

describe("Deal with the Devil: a dropped seat", () => {
  it("gets the rules' default on its timeout, then the role bot plays it to its goals (the game's botMove, not the default)", async () => {
    const t = await table({ timeoutPolicy: "drop" });
    await playUntil(t, (s) => s.step === "offer");
    const before = (await logRows(t.id)).length;
    const deadline = Math.max(...Object.values((await storedGame(t.id)).clocks).map((c) => c.deadline ?? 0));
    for (let run = 0; run < 10 && (await storedGame(t.id)).status === "active"; run++)
      await settleTimeouts(contextAt(deadline + 1 + run), t.id);
    const rows = (await logRows(t.id)).slice(before);
    const offers = rows.slice(0, 4).map((r) => JSON.parse(r.move) as unknown);
    expect(offers).toEqual([0, 1, 2, 3].map(() => ({ type: "offer", goods: {}, price: null })));
    // Replaying the log, every move after those four is the role bot's for the state it was made in.
    const row = await env.DB.prepare("SELECT seed FROM games WHERE id = ?").bind(t.id).first<{ seed: string }>();
    let s = game.setup(4, {}, row?.seed ?? "");
    const all = await logRows(t.id);
    let differs = 0;
    for (const [i, logged] of all.entries()) {
      const move = JSON.parse(logged.move) as Parameters<typeof game.play>[2];
      if (i >= before + 4) {
        expect(move, `row ${logged.seq}`).toEqual(game.botMove(s, logged.seat));
        if (JSON.stringify(move) !== JSON.stringify(timeoutMove(s, logged.seat))) differs++;
      }
      const played = game.play(s, logged.seat, move);
      if (!played.ok) throw new Error(`row ${logged.seq} refused: ${played.error.code}`);
      s = played.played.state;
    }
    expect(all.length - before).toBeGreaterThan(4);
    expect(differs).toBeGreaterThan(0);
  });
});

describe("Deal with the Devil after the end", () => {
  it("shows everything (rules file: \"At the end everything is shown\"): the replay's seed and every move, every seat's secrets, the whole log", async () => {
    const players = [await signIn(), await signIn(), await signIn(), await signIn()];
    const id = await startedGameOf(TYPE, players);
    await playWithBot(TYPE, id, players);
    const final = await storedGame(id);
    expect(final.status).toBe("finished");
    const replay = (await (await call(players[0]?.cookie, "GET", `/api/games/${id}/replay`)).json()) as {
      seed?: string;
      moves: { move?: unknown }[];
    };
    expect(replay.seed).toBe(final.seed);
    expect(replay.moves.every((m) => m.move !== undefined)).toBe(true);
    const view = (await (await call(players[1]?.cookie, "GET", `/api/games/${id}`)).json()) as {
      view: { players: { role?: string; secrets?: unknown }[] };
    };
    expect(view.view.players.every((p) => p.role !== undefined && p.secrets !== undefined)).toBe(true);
    const { entries } = (await (await call(players[2]?.cookie, "GET", `/api/games/${id}/log`)).json()) as {
      entries: { move?: unknown }[];
    };
    expect(entries.every((e) => e.move !== undefined)).toBe(true);
  });
});

describe("Deal with the Devil: creating a game", () => {
  it("takes exactly four seats and no options, refusing others with 400 and creating nothing", async () => {
    const alice = await signIn();
    const created = await call(alice.cookie, "POST", "/api/games", { type: TYPE, seats: 4 });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const row = await env.DB.prepare("SELECT options FROM games WHERE id = ?").bind(id).first<{ options: string }>();
    expect(JSON.parse(row?.options ?? "null")).toEqual({});
    const count = async () =>
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM games WHERE created_by = ?")
          .bind(alice.userId)
          .first<{ n: number }>()
      )?.n;
    const before = await count();
    for (const [body, path] of [
      [{ type: TYPE, seats: 3 }, ["seats"]],
      [{ type: TYPE, seats: 5 }, ["seats"]],
      [{ type: TYPE, seats: 4, options: { level: 2 } }, ["options"]],
    ] as const) {
      const response = await call(alice.cookie, "POST", "/api/games", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe("INVALID_OPTIONS");
      expect(error.issues?.[0]?.path.slice(0, path.length)).toEqual(path);
    }
    expect(await count()).toBe(before);
  });
});
