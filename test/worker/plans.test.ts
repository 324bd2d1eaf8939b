import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { notreDame, type NotreDameState } from "../../worker/games/notre-dame/index.ts";
import type { Move } from "../../worker/games/notre-dame/moves.ts";
import { playBots } from "../../worker/match/bots.ts";
import { runTimeouts } from "../../worker/match/timeouts.ts";
import { call, seatsOf, settleBackgroundWork, signIn, startedGame, storedGame } from "./helpers.ts";

/*
 * Moves planned ahead (worker/match/plans.ts) through HTTP on a three-seat Notre Dame game brought
 * to its action phase: played as the owner's own move when its turn comes, dropped (the owner told)
 * when its condition fails, cancelled, refused when not on offer, never seen by another seat, and
 * written once when two chains race to play it.
 */

type Plans = {
  ahead: { turn: string; moves: unknown[]; conditions: { seat: number; move: unknown }[] }[];
  plans: { id: string; turn: string; move: unknown; condition: unknown }[];
  dropped: { reasons: string[]; moves: unknown[] }[];
};

let n = 0;
const planId = () => `plan-${Date.now()}-${++n}`;

/** A started game whose draft the bot played through HTTP: seat `first` is to play its first action card, `next` plays after it. */
async function atActions(create: Record<string, unknown> = {}) {
  const players = [await signIn(), await signIn(), await signIn()];
  const id = await startedGame(players, {}, create);
  const seats = await seatsOf(id);
  const cookieOf = (seat: number) => players.find((p) => p.userId === seats.get(seat))?.cookie ?? "";
  const phase = async () => ((await storedGame(id)).state as { phase: string }).phase;
  for (let i = 0; (await phase()) !== "actions"; i++) {
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const move = notreDame.botMove(stored.state, seat);
    const answer = await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: `draft-key-${i}`,
      move,
    });
    expect(answer.status).toBe(200);
  }
  const first = (await storedGame(id)).to_act[0] as number;
  const next = (first + 1) % 3;
  const userOf = (seat: number) => seats.get(seat) ?? "";
  return { id, cookieOf, userOf, first, next, third: (first + 2) % 3 };
}

type Table = Awaited<ReturnType<typeof atActions>>;

async function plansOf(table: Table, seat: number): Promise<Plans> {
  const answer = await call(table.cookieOf(seat), "GET", `/api/games/${table.id}/plans`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Plans;
}

async function plan(table: Table, seat: number, body: Record<string, unknown>) {
  return call(table.cookieOf(seat), "POST", `/api/games/${table.id}/plans`, { id: planId(), ...body });
}

/** The first seat plays `card` without its action, by hand. */
async function playFirst(table: Table, card?: string) {
  const stored = await storedGame(table.id);
  const legal = notreDame.legalMoves(stored.state, table.first);
  const move = legal.find((m) => m.type === "play" && m.skip && (card === undefined || m.card === card)) ?? legal[0];
  const answer = await call(table.cookieOf(table.first), "POST", `/api/games/${table.id}/moves`, {
    version: stored.version,
    idempotencyKey: `first-${Date.now()}`,
    move,
  });
  expect(answer.status).toBe(200);
  await settleBackgroundWork();
  return move;
}

async function logRows(id: string) {
  const { results } = await env.DB.prepare(
    "SELECT seq, kind, seat, user_id, move, idempotency_key FROM moves WHERE game_id = ? ORDER BY seq",
  )
    .bind(id)
    .all<{ seq: number; kind: string; seat: number; user_id: string; move: string; idempotency_key: string }>();
  return results;
}

async function notesFor(userId: string, gameId: string, kind: string) {
  const { results } = await env.DB.prepare(
    "SELECT payload FROM outbox WHERE user_id = ? AND game_id = ? AND kind = ? ORDER BY id",
  )
    .bind(userId, gameId, kind)
    .all<{ payload: string }>();
  return results.map((r) => JSON.parse(r.payload) as Record<string, unknown>);
}

describe("moves planned ahead", () => {
  it("are played as the owner's move when the turn comes: log, clock and notes as a hand move's; nobody else sees a thing", async () => {
    const table = await atActions();
    const { id, first, next, third } = table;
    const others = [first, third];
    const before = await Promise.all(others.map((s) => call(table.cookieOf(s), "GET", `/api/games/${id}`)));
    const mine = await plansOf(table, next);
    expect(mine.plans).toEqual([]);
    const move = mine.ahead[0]?.moves.at(-1);
    const planned = await plan(table, next, { turn: mine.ahead[0]?.turn, move });
    expect(planned.status, await planned.clone().text()).toBe(200);
    expect(((await planned.json()) as Plans).plans.map((p) => p.move)).toEqual([move]);
    // The others' polls are 304 against their ETags: nothing of the plan is in the game's row.
    for (const [i, seat] of others.entries()) {
      const tag = before[i]?.headers.get("ETag") ?? "";
      const poll = await call(table.cookieOf(seat), "GET", `/api/games/${id}`, undefined, { "If-None-Match": tag });
      expect(poll.status).toBe(304);
      expect((await plansOf(table, seat)).plans).toEqual([]);
    }
    await playFirst(table);
    const rows = await logRows(id);
    const played = rows.at(-1);
    expect(played).toMatchObject({ kind: "move", seat: next, user_id: table.userOf(next) });
    expect(JSON.parse(played?.move ?? "null")).toEqual(move);
    const stored = await storedGame(id);
    expect(stored.to_act).toEqual([third]);
    expect(stored.clocks[next]?.deadline).toBeUndefined();
    expect(stored.clocks[third]?.deadline).toBeGreaterThan(0);
    expect(await notesFor(table.userOf(third), id, "yourTurn")).toContainEqual({ seq: played?.seq });
    expect((await plansOf(table, next)).plans).toEqual([]);
    // The third seat's log tells the move as any other of that seat.
    const log = await (await call(table.cookieOf(third), "GET", `/api/games/${id}/log`)).text();
    expect(log).not.toContain("plan");
  });

  it("are dropped when their condition fails, the owner told by a note and on the table", async () => {
    const table = await atActions();
    const { id, first, next } = table;
    const [ahead] = (await plansOf(table, next)).ahead;
    const condition = ahead?.conditions.find((c) => c.seat === first && (c.move as { card: string }).card === "bank");
    expect(condition).toBeDefined();
    expect((await plan(table, next, { turn: ahead?.turn, move: ahead?.moves[0], condition })).status).toBe(200);
    const stored = await storedGame(id);
    const other = notreDame
      .legalMoves(stored.state, first)
      .find((m) => m.type === "play" && m.skip && m.card !== "bank");
    await playFirst(table, other?.type === "play" ? other.card : undefined);
    const rows = await logRows(id);
    expect(rows.at(-1)?.seat).toBe(first);
    expect((await storedGame(id)).to_act).toEqual([next]);
    const notes = await notesFor(table.userOf(next), id, "planDropped");
    expect(notes).toEqual([{ seq: rows.length, reasons: ["condition"], moves: [ahead?.moves[0]] }]);
    const after = await plansOf(table, next);
    expect(after.plans).toEqual([]);
    expect(after.dropped).toEqual([{ reasons: ["condition"], moves: [ahead?.moves[0]] }]);
    expect(after.ahead).toEqual([]);
  });

  it("are cancelled by their owner, and refused when not on offer, for another turn, or one too many", async () => {
    const table = await atActions();
    const { id, first, next } = table;
    const [ahead] = (await plansOf(table, next)).ahead;
    const code = async (r: Response) => ((await r.json()) as { error: { code: string } }).error.code;
    const ownTurn = await plan(table, first, { turn: ahead?.turn, move: ahead?.moves[0] });
    expect([ownTurn.status, await code(ownTurn)]).toEqual([422, "NOTHING_TO_PLAN"]);
    const notHeld = await plan(table, next, {
      turn: ahead?.turn,
      move: { type: "pass" },
    });
    expect([notHeld.status, await code(notHeld)]).toEqual([422, "NOT_PLANNABLE"]);
    const badCondition = await plan(table, next, {
      turn: ahead?.turn,
      move: ahead?.moves[0],
      condition: { seat: next, move: { type: "pass" } },
    });
    expect([badCondition.status, await code(badCondition)]).toEqual([422, "NOT_PLANNABLE"]);
    const stale = await plan(table, next, { turn: "1.bribes.0", move: ahead?.moves[0] });
    expect(stale.status).toBe(409);
    const id1 = planId();
    const body = { id: id1, turn: ahead?.turn, move: ahead?.moves[0] };
    expect((await call(table.cookieOf(next), "POST", `/api/games/${id}/plans`, body)).status).toBe(200);
    const again = await call(table.cookieOf(next), "POST", `/api/games/${id}/plans`, body);
    expect(((await again.json()) as Plans).plans).toHaveLength(1);
    const reused = await call(table.cookieOf(next), "POST", `/api/games/${id}/plans`, {
      ...body,
      move: ahead?.moves[1],
    });
    expect(await code(reused)).toBe("IDEMPOTENCY_KEY_REUSED");
    for (let i = 1; i < 8; i++)
      expect((await plan(table, next, { turn: ahead?.turn, move: ahead?.moves[0] })).status).toBe(200);
    const full = await plan(table, next, { turn: ahead?.turn, move: ahead?.moves[0] });
    expect([full.status, await code(full)]).toEqual([422, "TOO_MANY_PLANS"]);
    for (const p of (await plansOf(table, next)).plans) {
      const cancelled = await call(table.cookieOf(next), "DELETE", `/api/games/${id}/plans/${p.id}`);
      expect(cancelled.status).toBe(200);
    }
    expect((await call(table.cookieOf(next), "DELETE", `/api/games/${id}/plans/${id1}`)).status).toBe(200);
    expect((await plansOf(table, next)).plans).toEqual([]);
    const moves = (await logRows(id)).length;
    // A plan the chain has not judged yet (written while the seat waited) goes with its seat's move by hand, untold.
    await env.DB.prepare(
      "INSERT INTO planned_moves (id, game_id, user_id, seat, turn, rank, move, since, created_at) VALUES (?, ?, ?, ?, 'x', 1, '{}', 0, 0)",
    )
      .bind(planId(), id, table.userOf(first), first)
      .run();
    await playFirst(table);
    expect(await logRows(id)).toHaveLength(moves + 1);
    expect((await storedGame(id)).to_act).toEqual([next]);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM planned_moves WHERE game_id = ?").bind(id).first();
    expect(left).toEqual({ n: 0 });
    expect(await notesFor(table.userOf(first), id, "planDropped")).toEqual([]);
  });

  it("are written once when two chains race to play them (the loser finds the move under its key)", async () => {
    const table = await atActions();
    const { id, first, next } = table;
    const [ahead] = (await plansOf(table, next)).ahead;
    expect((await plan(table, next, { turn: ahead?.turn, move: ahead?.moves[0] })).status).toBe(200);
    // The first seat's move lands straight in the store's path, without the request's chain.
    const stored = await storedGame(id);
    const move = notreDame.legalMoves(stored.state, first).find((m) => m.type === "play" && m.skip);
    const response = await call(table.cookieOf(first), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: "race-first",
      move,
    });
    expect(response.status).toBe(200);
    const ctx = { db: openDb(env.DB), env, now: Date.now() };
    const now = async () => Date.now();
    await Promise.all([playBots(ctx, id, now), playBots(ctx, id, now), settleBackgroundWork()]);
    const rows = (await logRows(id)).filter((r) => r.idempotency_key?.startsWith("plan:"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.seat).toBe(next);
  });

  it("are played after the cron's timeout that gives their seat the turn", async () => {
    const table = await atActions({ timeControl: { kind: "perMove", days: 1 } });
    const { id, first, next } = table;
    const [ahead] = (await plansOf(table, next)).ahead;
    expect((await plan(table, next, { turn: ahead?.turn, move: ahead?.moves[0] })).status).toBe(200);
    await runTimeouts({ db: openDb(env.DB), env, now: Date.now() + 2 * 86_400_000 });
    const rows = await logRows(id);
    expect(rows.slice(-2).map((r) => [r.kind, r.seat, r.user_id])).toEqual([
      ["timeout", first, null],
      ["move", next, table.userOf(next)],
    ]);
    expect(JSON.parse(rows.at(-1)?.move ?? "null")).toEqual(ahead?.moves[0]);
  });

  it("are played in the bots' chain when a bot's move gives their seat the turn", async () => {
    const [creator, other] = [await signIn(), await signIn()];
    const created = await call(creator.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3, bots: 1 });
    const { id } = (await created.json()) as { id: string };
    expect((await call(other.cookie, "POST", `/api/games/${id}/join`, {})).status).toBe(200);
    expect((await call(creator.cookie, "POST", `/api/games/${id}/start`)).status).toBe(200);
    const seats = await seatsOf(id);
    const people = new Map([creator, other].map((p) => [p.userId, p.cookie]));
    const cookieOf = (seat: number) => people.get(seats.get(seat) ?? "") ?? "";
    const bot = [0, 1, 2].find((seat) => !people.has(seats.get(seat) ?? "")) ?? -1;
    for (let i = 0; ((await storedGame(id)).state as { phase: string }).phase === "draft"; i++) {
      expect(i, "the draft ends").toBeLessThan(40);
      await settleBackgroundWork();
      const stored = await storedGame(id);
      const seat = stored.to_act.find((s) => s !== bot);
      if (seat === undefined) continue;
      const move = notreDame.botMove(stored.state, seat);
      await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, {
        version: stored.version,
        idempotencyKey: `bots-draft-${i}`,
        move,
      });
    }
    await settleBackgroundWork();
    // The actions begin with the person before the bot (the test may set the bell-ringer): then the bot, then the planner.
    const before = (bot + 2) % 3;
    const planner = (bot + 1) % 3;
    const stored = await storedGame(id);
    const state = { ...(stored.state as NotreDameState), bellRinger: before, turns: 0 };
    await env.DB.prepare("UPDATE games SET state = ?, to_act = ?, bot_due = NULL WHERE id = ?")
      .bind(JSON.stringify(state), JSON.stringify([before]), id)
      .run();
    const plans = (await (await call(cookieOf(planner), "GET", `/api/games/${id}/plans`)).json()) as Plans;
    const planned = await call(cookieOf(planner), "POST", `/api/games/${id}/plans`, {
      id: planId(),
      turn: plans.ahead[0]?.turn,
      move: plans.ahead[0]?.moves[0],
    });
    expect(planned.status).toBe(200);
    const move = notreDame.legalMoves(state, before).find((m) => m.type === "play" && m.skip);
    const answer = await call(cookieOf(before), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: "bots-before",
      move,
    });
    expect(answer.status).toBe(200);
    await settleBackgroundWork();
    const rows = await logRows(id);
    expect(rows.slice(-3).map((r) => [r.seat, r.idempotency_key?.startsWith("plan:") ?? false])).toEqual([
      [before, false],
      [bot, false],
      [planner, true],
    ]);
  });
});

/** A seat's move by hand: a card without its action, or a pass in the bribes. */
async function byHand(table: Table, seat: number, pick?: (m: Move) => boolean) {
  const stored = await storedGame(table.id);
  expect(stored.to_act).toEqual([seat]);
  const legal = notreDame.legalMoves(stored.state, seat);
  const move = legal.find(pick ?? ((m) => (m.type === "play" && m.skip) || m.type === "pass")) ?? legal[0];
  const answer = await call(table.cookieOf(seat), "POST", `/api/games/${table.id}/moves`, {
    version: stored.version,
    idempotencyKey: `hand-${seat}-${stored.version}`,
    move,
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  await settleBackgroundWork();
  return move;
}

const cardOf = (move: unknown) => (move as { card?: string }).card;

describe("moves queued for several turns", () => {
  it("play in order, each when its turn comes, the later ones waiting; nobody else sees them", async () => {
    const table = await atActions();
    const { id, first, next, third } = table;
    const poll = await call(table.cookieOf(third), "GET", `/api/games/${id}`);
    const [one, two, bribe] = (await plansOf(table, next)).ahead;
    expect(two?.turn).toMatch(/\.actions\.4$/);
    expect(bribe?.turn).toMatch(/\.bribes\.1$/);
    const a = one?.moves[0];
    const b = two?.moves.find((m) => cardOf(m) !== cardOf(a));
    for (const [turn, move] of [
      [one?.turn, a],
      [two?.turn, b],
      [bribe?.turn, { type: "pass" }],
    ] as const)
      expect((await plan(table, next, { turn, move })).status).toBe(200);
    expect((await plansOf(table, next)).plans).toHaveLength(3);
    const tag = poll.headers.get("ETag") ?? "";
    expect(
      (await call(table.cookieOf(third), "GET", `/api/games/${id}`, undefined, { "If-None-Match": tag })).status,
    ).toBe(304);
    await byHand(table, first);
    expect((await plansOf(table, next)).plans.map((p) => p.move)).toEqual([b, { type: "pass" }]);
    await byHand(table, third);
    await byHand(table, first);
    expect((await plansOf(table, next)).plans.map((p) => p.move)).toEqual([{ type: "pass" }]);
    await byHand(table, third);
    // The bribes: the bell-ringer (first) bribes first, then the planner's pass is played.
    await byHand(table, first);
    const planned = (await logRows(id)).filter((r) => r.idempotency_key?.startsWith("plan:"));
    expect(planned.map((r) => [r.seat, JSON.parse(r.move)])).toEqual([
      [next, a],
      [next, b],
      [next, { type: "pass" }],
    ]);
    expect((await plansOf(table, next)).plans).toEqual([]);
    expect(await notesFor(table.userOf(next), id, "planDropped")).toEqual([]);
    const log = await (await call(table.cookieOf(third), "GET", `/api/games/${id}/log`)).text();
    expect(log).not.toContain("plan");
  });

  it("are dropped from the first that is no longer legal on, the owner told once", async () => {
    const table = await atActions();
    const { id, first, next, third } = table;
    const [one, two, bribe] = (await plansOf(table, next)).ahead;
    // A card held once: the draft passes cards on, so a hand may hold two of a kind, and the second
    // stays legal.
    const hand = ((await storedGame(id)).state as NotreDameState).players[next]?.hand ?? [];
    const a = one?.moves.find((m) => hand.filter((card) => card === cardOf(m)).length === 1);
    expect(a, `a card held once in ${hand}`).toBeDefined();
    // The same card again for the second turn: legal as the board stands, spent by the first plan.
    const again = two?.moves.find((m) => cardOf(m) === cardOf(a));
    for (const [turn, move] of [
      [one?.turn, a],
      [two?.turn, again],
      [bribe?.turn, { type: "pass" }],
    ] as const)
      expect((await plan(table, next, { turn, move })).status).toBe(200);
    await byHand(table, first);
    await byHand(table, third);
    await byHand(table, first);
    const rows = await logRows(id);
    expect(rows.filter((r) => r.idempotency_key?.startsWith("plan:"))).toHaveLength(1);
    expect((await storedGame(id)).to_act).toEqual([next]);
    expect(await notesFor(table.userOf(next), id, "planDropped")).toEqual([
      { seq: rows.length, reasons: ["illegal", "chain"], moves: [again, { type: "pass" }] },
    ]);
    const after = await plansOf(table, next);
    expect(after.plans).toEqual([]);
    expect(after.dropped).toEqual([{ reasons: ["illegal", "chain"], moves: [again, { type: "pass" }] }]);
  });

  it("are planned in a row within their bounds, and cancelled one by one, a turn's last taking the later turns along", async () => {
    const table = await atActions();
    const { id, next } = table;
    const [one, two, bribe] = (await plansOf(table, next)).ahead;
    const code = async (r: Response) => ((await r.json()) as { error: { code: string } }).error.code;
    const gap = await plan(table, next, { turn: two?.turn, move: two?.moves[0] });
    expect([gap.status, await code(gap)]).toEqual([422, "NOT_PLANNABLE"]);
    for (const move of [one?.moves[0], one?.moves[1]])
      expect((await plan(table, next, { turn: one?.turn, move })).status).toBe(200);
    expect((await plan(table, next, { turn: two?.turn, move: two?.moves[0] })).status).toBe(200);
    expect((await plan(table, next, { turn: bribe?.turn, move: { type: "pass" } })).status).toBe(200);
    const ids = (await plansOf(table, next)).plans.map((p) => p.id);
    expect(ids).toHaveLength(4);
    const cancel = async (plan: string | undefined) => {
      const answer = await call(table.cookieOf(next), "DELETE", `/api/games/${id}/plans/${plan}`);
      expect(answer.status).toBe(200);
      return ((await answer.json()) as Plans).plans.map((p) => p.id);
    };
    // The bribe's plan, then one of the first turn's two: the chain still stands.
    expect(await cancel(ids[3])).toEqual(ids.slice(0, 3));
    expect(await cancel(ids[0])).toEqual(ids.slice(1, 3));
    // The first turn's last plan: the second turn's, made on it, goes along.
    expect(await cancel(ids[1])).toEqual([]);
    // Eight alternatives a turn, sixteen in all.
    for (const turn of [one, two])
      for (let i = 0; i < 8; i++)
        expect((await plan(table, next, { turn: turn?.turn, move: turn?.moves[0] })).status).toBe(200);
    const full = await plan(table, next, { turn: bribe?.turn, move: { type: "pass" } });
    expect([full.status, await code(full)]).toEqual([422, "TOO_MANY_PLANS"]);
  });

  it("are kept after a move by hand that was the one planned, and dropped (the owner told) after another", async () => {
    for (const asPlanned of [true, false]) {
      const table = await atActions();
      const { id, first } = table;
      const stored = await storedGame(id);
      const state = stored.state as NotreDameState;
      const [a, b] = notreDame.legalMoves(state, first).filter((m) => m.type === "play" && m.skip);
      // Written as if the chain had not judged them yet: this turn's plan, and one for first's second card.
      const now = notreDame.planning?.turn(state, first);
      const later = `${state.round}.actions.${state.turns + 3}`;
      for (const [rank, turn] of [now, later].entries())
        await env.DB.prepare(
          "INSERT INTO planned_moves (id, game_id, user_id, seat, turn, rank, move, since, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0)",
        )
          .bind(planId(), id, table.userOf(first), first, turn, rank + 1, JSON.stringify(rank ? b : a))
          .run();
      await byHand(table, first, (m) => cardOf(m) === cardOf(asPlanned ? a : b));
      const left = (await plansOf(table, first)).plans;
      const notes = await notesFor(table.userOf(first), id, "planDropped");
      if (asPlanned) {
        expect(left.map((p) => p.turn)).toEqual([later]);
        expect(notes).toEqual([]);
      } else {
        expect(left).toEqual([]);
        expect(notes).toEqual([{ seq: (await logRows(id)).length, reasons: ["hand"], moves: [b] }]);
      }
    }
  });
});
