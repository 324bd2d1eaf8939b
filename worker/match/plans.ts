import * as z from "zod";
import { LOST, storeOf, type GameRow, type Lost, type Seating } from "../db/game-store/index.ts";
import { insertNotesWhen, type OutboxInsert } from "../db/notifications.ts";
import {
  deletePlans,
  dropGamePlans,
  dropPlansWrite,
  droppedNotices,
  insertPlan,
  planById,
  plansOf,
  type PlanRow,
} from "../db/plans.ts";
import type { AnyGame, Json, PlanCondition, Seat } from "../games/contract.ts";
import { afterHandMove, canonical, offered, settlePlans, type DropReason, type Plan } from "../games/plans.ts";
import type { UseCaseContext } from "../context.ts";
import { tryCommit, type Answer, type Loaded } from "./commit.ts";
import { gameDefinition } from "./definitions.ts";
import { fail, issuesOf, ok, type Result } from "./result.ts";
import { describeGame } from "./views.ts";
import type { PlanDropReason } from "../mail/notification.ts";

/*
 * Moves planned ahead (issue 30 §2; the contract's `Planning`). A seat that need not act queues
 * moves for its coming turns in a row, each optionally on a condition the game offers ("if Bob
 * plays the coach"). When a move gives that seat a planned turn, the background chain that plays
 * the bots (and the cron after it) judges the seat's plans for it (`settlePlans`): the first whose
 * condition holds and which is legal is written through the same `tryCommit` as a person's move,
 * as the owner's own move (its clock, log row and notifications are a hand move's), and the plans
 * for the later turns wait for theirs; otherwise the chain is dropped from there and the owner is
 * told (`planDropped`). Only the owner reads its plans: nothing of them is in the game's row.
 */

/** Plans a seat may hold at once: alternatives for one turn, each on its own condition, and over all its coming turns. */
export const PLAN_LIMIT = { turn: 8, total: 16 } as const;

export const planRequest = z.strictObject({
  /** Chosen by the client: the same id again finds the plan it made (a retried request plans once). */
  id: z.string().min(8).max(64),
  /** The turn the plan is for, as the plan view's `ahead.turn` named it: another answers 409 (the game moved on). */
  turn: z.string().min(1).max(64),
  move: z.unknown(),
  condition: z.strictObject({ seat: z.int().min(0).max(9), move: z.unknown() }).optional(),
});
export type PlanRequest = z.infer<typeof planRequest>;

/** A plan as its owner sees it. */
export type PlanShown = { id: string; turn: string; move: unknown; condition: { seat: Seat; move: unknown } | null };
/** Plans dropped at the turn the seat now acts in, for the table to say so. */
export type DropNotice = { reasons: string[]; moves: unknown[] };
/** What the owner's table shows: what it may plan now (its coming turns in order), its plans, and its plans just dropped. */
export type PlansView = {
  ahead: { turn: string; moves: unknown[]; conditions: { seat: Seat; move: unknown }[] }[];
  plans: PlanShown[];
  dropped: DropNotice[];
};

type Seated = { userId: string; row: GameRow; seat: Seat; game: AnyGame; players: Seating; seenSeq: number };

async function seated(ctx: UseCaseContext, userId: string, gameId: string): Promise<Result<Seated>> {
  const loaded = await storeOf(ctx).loadGame(gameId, userId);
  if (!loaded || (!loaded.member && loaded.game.visibility !== "public")) return fail("NOT_FOUND");
  if (!loaded.member || loaded.seat === undefined) return fail("NOT_A_PLAYER");
  if (loaded.game.status !== "active") return fail("GAME_NOT_ACTIVE", { params: { status: loaded.game.status } });
  const game = gameDefinition(loaded.game.type);
  if (!game) return fail("UNKNOWN_GAME_TYPE", { params: { type: loaded.game.type } });
  return ok({ userId, row: loaded.game, seat: loaded.seat, game, players: loaded.players, seenSeq: loaded.seenSeq });
}

const shown = (p: PlanRow): PlanShown => ({
  id: p.id,
  turn: p.turn,
  move: p.move,
  condition: p.condition ?? null,
});

async function viewOf(ctx: UseCaseContext, { userId, row, seat, game }: Seated): Promise<PlansView> {
  const [plans, notices] = await Promise.all([
    plansOf(ctx.db, row.id, seat),
    droppedNotices(ctx.db, row.id, userId, row.moveCount),
  ]);
  const ahead = game.planning?.ahead(row.state, seat) ?? [];
  return {
    ahead: ahead.map((a) => ({ turn: a.turn, moves: [...a.moves], conditions: [...a.conditions] })),
    plans: plans.map(shown),
    dropped: notices,
  };
}

/** My plans in a game, what I may plan now, and my plans dropped at this turn. */
export async function myPlans(ctx: UseCaseContext, userId: string, gameId: string): Promise<Result<PlansView>> {
  const at = await seated(ctx, userId, gameId);
  return at.ok ? ok(await viewOf(ctx, at.value)) : at;
}

/** The plan the request asks for, checked against what the game offers now and the seat's plans; a failure names why not. */
function checked(
  at: Seated,
  request: PlanRequest,
  mine: readonly PlanRow[],
): Result<{ move: unknown; condition: PlanCondition | null }> {
  const ahead = at.game.planning?.ahead(at.row.state, at.seat) ?? [];
  if (!ahead.length) return fail("NOTHING_TO_PLAN");
  const index = ahead.findIndex((a) => a.turn === request.turn);
  const turn = ahead[index];
  if (!turn)
    return fail("STALE_VERSION", { current: describeGame(at.row, at.players, at.userId, at.seat, at.seenSeq) });
  // A chain in a row: a later turn's plan stands on a plan for every turn before it.
  if (ahead.slice(0, index).some((a) => !mine.some((p) => p.turn === a.turn))) return fail("NOT_PLANNABLE");
  if (mine.filter((p) => p.turn === request.turn).length >= PLAN_LIMIT.turn)
    return fail("TOO_MANY_PLANS", { params: { max: PLAN_LIMIT.turn } });
  if (mine.length >= PLAN_LIMIT.total) return fail("TOO_MANY_PLANS", { params: { max: PLAN_LIMIT.total } });
  const parsed = at.game.move.safeParse(request.move);
  if (!parsed.success)
    return fail("INVALID_MOVE", { issues: issuesOf(parsed.error).map((i) => ({ ...i, path: ["move", ...i.path] })) });
  const move = turn.moves.find((m) => canonical(m) === canonical(parsed.data));
  if (move === undefined) return fail("NOT_PLANNABLE");
  if (!request.condition) return ok({ move, condition: null });
  const condition = offered(turn.conditions, { seat: request.condition.seat, move: request.condition.move as Json });
  return condition ? ok({ move, condition }) : fail("NOT_PLANNABLE");
}

/** Plans a move for one of my coming turns (idempotent by the plan's id); answers my plans. */
export async function planMove(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  request: PlanRequest,
): Promise<Result<PlansView>> {
  const at = await seated(ctx, userId, gameId);
  if (!at.ok) return at;
  const earlier = await planById(ctx.db, request.id);
  if (earlier) {
    const same =
      earlier.userId === userId && earlier.gameId === gameId && canonical(earlier.move) === canonical(request.move);
    return same ? ok(await viewOf(ctx, at.value)) : fail("IDEMPOTENCY_KEY_REUSED");
  }
  const mine = await plansOf(ctx.db, gameId, at.value.seat);
  const plan = checked(at.value, request, mine);
  if (!plan.ok) return plan;
  const written = await insertPlan(
    ctx.db,
    {
      id: request.id,
      gameId,
      userId,
      seat: at.value.seat,
      turn: request.turn,
      move: plan.value.move,
      condition: plan.value.condition,
      since: at.value.row.moveCount,
      createdAt: ctx.now,
    },
    PLAN_LIMIT,
  );
  if (!written && !(await planById(ctx.db, request.id)))
    return fail("TOO_MANY_PLANS", { params: { max: PLAN_LIMIT.turn } });
  return ok(await viewOf(ctx, at.value));
}

/** The plan `id` and, when it was its turn's last, my plans for the turns after that one (a chain is planned in a row). */
function cancelled(at: Seated, plans: readonly PlanRow[], id: string): string[] {
  const gone = plans.find((p) => p.id === id && p.userId === at.userId);
  if (!gone) return [];
  if (plans.some((p) => p.id !== id && p.turn === gone.turn)) return [id];
  const turns = (at.game.planning?.ahead(at.row.state, at.seat) ?? []).map((a) => a.turn);
  const after = new Set(turns.slice(turns.indexOf(gone.turn) + 1));
  return [id, ...plans.filter((p) => turns.includes(gone.turn) && after.has(p.turn)).map((p) => p.id)];
}

/** Cancels one of my plans, and the plans after it when it was its turn's last (a plan already gone cancels nothing, and answers the same). */
export async function cancelPlan(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  planId: string,
): Promise<Result<PlansView>> {
  const at = await seated(ctx, userId, gameId);
  if (!at.ok) return at;
  const plans = await plansOf(ctx.db, gameId, at.value.seat);
  await deletePlans(ctx.db, gameId, userId, cancelled(at.value, plans, planId));
  return ok(await viewOf(ctx, at.value));
}

/**
 * What a move by hand writes of its seat's plans, in its batch (the referee had not judged them:
 * the player was quicker than the chain): the plans it spent, and those of the later turns unless
 * the hand move was the one planned, their owner told (`afterHandMove`).
 */
export async function plansAfterHandMove(
  ctx: UseCaseContext,
  loaded: Loaded,
  move: unknown,
  after: unknown,
): Promise<D1PreparedStatement[]> {
  const { row, seat, game } = loaded;
  if (!loaded.planned?.includes(seat)) return [];
  const plans = await plansOf(ctx.db, row.id, seat);
  const { kept, dropped } = afterHandMove(game, row.state, after, seat, plans, move);
  const keep = new Set(kept.map((p) => p.id));
  const drop = dropPlansWrite(
    ctx.db,
    row.id,
    seat,
    plans.filter((p) => !keep.has(p.id)).map((p) => p.id),
  );
  const owner = plans[0]?.userId;
  if (!dropped.length || !owner) return [drop];
  return [drop, insertNotesWhen(ctx.db, [droppedNote(row, owner, row.moveCount + 1, dropped, ctx.now)])];
}

/** A game as the background chain loaded it (`loadGameForPlay`). */
export type ChainLoaded = {
  game: GameRow;
  players: Seating;
  planned: readonly Seat[];
};

/** The owner told of plans dropped, shown on its table while the game stands at `seq` moves. */
function droppedNote(
  row: GameRow,
  userId: string,
  seq: number,
  dropped: readonly { plan: Plan; reason: DropReason }[],
  now: number,
) {
  const note: OutboxInsert = {
    kind: "planDropped",
    userId,
    gameId: row.id,
    // The mail's reasons are the judge's: this does not compile when they part.
    payload: { seq, reasons: dropped.map((d): PlanDropReason => d.reason), moves: dropped.map((d) => d.plan.move) },
    dueAt: now,
    createdAt: now,
  };
  return note;
}

/**
 * Judges the plans of a seat that has some and must act now, and writes the verdict: the plan
 * played (through `tryCommit`, as its owner's move, the judged plans deleted in its batch and
 * those for its later turns kept), or the chain dropped and its owner told. A finished game's plans are cleared. Answers whether
 * anything was written (LOST: another write came first; the chain loads the game again).
 */
export async function settleDuePlans(ctx: UseCaseContext, loaded: ChainLoaded, game: AnyGame): Promise<boolean | Lost> {
  const { game: row, players } = loaded;
  if (row.status !== "active") {
    if (loaded.planned.length) await dropGamePlans(ctx.db, row.id);
    return false;
  }
  const seat = loaded.planned.find((s) => row.toAct.includes(s));
  const owner = players.find((p) => p.seat === seat);
  if (seat === undefined || !owner) return false;
  // A seat keeps its plans only while its player does (a guest's seat moves with its account).
  const plans = (await plansOf(ctx.db, row.id, seat)).filter((p) => p.userId === owner.userId);
  if (!plans.length) return false;
  const since = Math.min(...plans.map((p) => p.since));
  const log = plans.some((p) => p.condition) ? await storeOf(ctx).movesAfter(row.id, since) : [];
  const verdict = settlePlans(game, row.state, seat, plans, log);
  if (!verdict) return false;
  const kept = new Set(verdict.kept.map((p) => p.id));
  const drop = dropPlansWrite(
    ctx.db,
    row.id,
    seat,
    plans.filter((p) => !kept.has(p.id)).map((p) => p.id),
  );
  if (!verdict.play) {
    // Nothing applies: the chain goes from here, and its owner hears why.
    const note = droppedNote(row, owner.userId, row.moveCount, verdict.dropped, ctx.now);
    await ctx.db.$client.batch([drop, insertNotesWhen(ctx.db, [note])]);
    return true;
  }
  const { plan, move, played } = verdict.play;
  const answer: Answer | Lost = await tryCommit(ctx, {
    loaded: { row, seat, game, players, seenSeq: 0, planned: loaded.planned },
    userId: owner.userId,
    entry: {
      kind: "move",
      move,
      events: played.events,
      undoable: !played.reveals,
      idempotencyKey: `plan:${plan.id}`,
    },
    state: played.state,
    also: [drop],
    background: true,
  });
  return answer === LOST ? LOST : answer.ok;
}
