import * as z from "zod";
import { LOST, storeOf, type GameRow, type Lost, type Seating } from "../db/game-store/index.ts";
import { insertNotesWhen, type OutboxInsert } from "../db/notifications.ts";
import {
  deletePlan,
  dropGamePlans,
  dropPlansWrite,
  droppedNotices,
  insertPlan,
  planById,
  plansOf,
  type PlanRow,
} from "../db/plans.ts";
import type { AnyGame, Json, PlanCondition, Seat } from "../games/contract.ts";
import { canonical, offered, settlePlans, type Plan } from "../games/plans.ts";
import type { UseCaseContext } from "../context.ts";
import { tryCommit, type Answer } from "./commit.ts";
import { gameDefinition } from "./definitions.ts";
import { fail, issuesOf, ok, type Result } from "./result.ts";
import { describeGame } from "./views.ts";

/*
 * Moves planned ahead (issue 30 §2; the contract's `Planning`). A seat that need not act plans a
 * move for its next turn, optionally on a condition the game offers ("if Bob plays the coach").
 * When a move gives that seat the turn, the background chain that plays the bots (and the cron
 * after it) judges the seat's plans (`settlePlans`): the first whose condition holds and which is
 * legal is written through the same `tryCommit` as a person's move, as the owner's own move (its
 * clock, log row and notifications are a hand move's); otherwise they are dropped and the owner
 * is told (`planDropped`). Only the owner reads its plans: nothing of them is in the game's row.
 */

/** Plans a seat may hold at once: alternatives for one turn, each on its own condition. */
export const PLAN_LIMIT = 8;

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
/** What the owner's table shows: what it may plan now, its plans, and its plans just dropped. */
export type PlansView = {
  ahead: { turn: string; moves: unknown[]; conditions: { seat: Seat; move: unknown }[] } | null;
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
  const ahead = game.planning?.ahead(row.state, seat);
  return {
    ahead: ahead ? { turn: ahead.turn, moves: [...ahead.moves], conditions: [...ahead.conditions] } : null,
    plans: plans.map(shown),
    dropped: notices,
  };
}

/** My plans in a game, what I may plan now, and my plans dropped at this turn. */
export async function myPlans(ctx: UseCaseContext, userId: string, gameId: string): Promise<Result<PlansView>> {
  const at = await seated(ctx, userId, gameId);
  return at.ok ? ok(await viewOf(ctx, at.value)) : at;
}

/** The plan the request asks for, checked against what the game offers now; a failure names why not. */
function checked(at: Seated, request: PlanRequest): Result<{ move: unknown; condition: PlanCondition | null }> {
  const ahead = at.game.planning?.ahead(at.row.state, at.seat);
  if (!ahead) return fail("NOTHING_TO_PLAN");
  if (ahead.turn !== request.turn)
    return fail("STALE_VERSION", { current: describeGame(at.row, at.players, at.userId, at.seat, at.seenSeq) });
  const parsed = at.game.move.safeParse(request.move);
  if (!parsed.success)
    return fail("INVALID_MOVE", { issues: issuesOf(parsed.error).map((i) => ({ ...i, path: ["move", ...i.path] })) });
  const move = ahead.moves.find((m) => canonical(m) === canonical(parsed.data));
  if (move === undefined) return fail("NOT_PLANNABLE");
  if (!request.condition) return ok({ move, condition: null });
  const condition = offered(ahead.conditions, { seat: request.condition.seat, move: request.condition.move as Json });
  return condition ? ok({ move, condition }) : fail("NOT_PLANNABLE");
}

/** Plans a move for my next turn (idempotent by the plan's id); answers my plans. */
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
  const plan = checked(at.value, request);
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
  if (!written && !(await planById(ctx.db, request.id))) return fail("TOO_MANY_PLANS", { params: { max: PLAN_LIMIT } });
  return ok(await viewOf(ctx, at.value));
}

/** Cancels one of my plans (a plan already gone cancels nothing, and answers the same). */
export async function cancelPlan(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  planId: string,
): Promise<Result<PlansView>> {
  const at = await seated(ctx, userId, gameId);
  if (!at.ok) return at;
  await deletePlan(ctx.db, gameId, userId, planId);
  return ok(await viewOf(ctx, at.value));
}

/** A game as the background chain loaded it (`loadGameForPlay`). */
export type ChainLoaded = {
  game: GameRow;
  players: Seating;
  planned: readonly Seat[];
};

function droppedNote(row: GameRow, userId: string, dropped: readonly { plan: Plan; reason: string }[], now: number) {
  const note: OutboxInsert = {
    kind: "planDropped",
    userId,
    gameId: row.id,
    payload: { seq: row.moveCount, reasons: dropped.map((d) => d.reason), moves: dropped.map((d) => d.plan.move) },
    dueAt: now,
    createdAt: now,
  };
  return note;
}

/**
 * Judges the plans of a seat that has some and must act now, and writes the verdict: the plan
 * played (through `tryCommit`, as its owner's move, the judged plans deleted in its batch), or
 * the plans dropped and their owner told. A finished game's plans are cleared. Answers whether
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
  const drop = dropPlansWrite(
    ctx.db,
    row.id,
    seat,
    plans.map((p) => p.id),
  );
  if (!verdict.play) {
    // Nothing applies: the plans go, and their owner hears why.
    const note = droppedNote(row, owner.userId, verdict.dropped, ctx.now);
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
