import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { statement, type Db } from "./index.ts";
import { plannedMoves } from "./schema.ts";

/*
 * Moves planned ahead (worker/match/plans.ts): each row is its seat's own, read and written for its
 * owner only; nothing here touches the game's row, so no version, revision or ETag of the game
 * moves with a plan. A played plan's deletion rides in the move's own batch (`dropPlansWrite`).
 */

export type PlanRow = typeof plannedMoves.$inferSelect;

/** A seat's plans in the order they are tried. */
export function plansOf(db: Db, gameId: string, seat: number): Promise<PlanRow[]> {
  return db
    .select()
    .from(plannedMoves)
    .where(and(eq(plannedMoves.gameId, gameId), eq(plannedMoves.seat, seat)))
    .orderBy(asc(plannedMoves.rank))
    .all();
}

/** Bounds on a seat's plans: alternatives for one turn, and plans over all its coming turns. */
export type PlanLimits = { readonly turn: number; readonly total: number };

/** A plan written for `userId`'s seat, last in its order, unless the seat has as many plans as `limits` keep; whether it was written. */
export async function insertPlan(db: Db, plan: Omit<PlanRow, "rank">, limits: PlanLimits): Promise<boolean> {
  const mine = sql`game_id = ${plan.gameId} AND seat = ${plan.seat}`;
  const { meta } = await db.run(sql`INSERT INTO ${plannedMoves}
      (id, game_id, user_id, seat, turn, rank, condition, move, since, created_at)
    SELECT ${plan.id}, ${plan.gameId}, ${plan.userId}, ${plan.seat}, ${plan.turn},
      coalesce((SELECT max(rank) FROM ${plannedMoves} WHERE ${mine}), 0) + 1,
      ${plan.condition === null ? null : JSON.stringify(plan.condition)}, ${JSON.stringify(plan.move)}, ${plan.since}, ${plan.createdAt}
    WHERE (SELECT count(*) FROM ${plannedMoves} WHERE ${mine}) < ${limits.total}
      AND (SELECT count(*) FROM ${plannedMoves} WHERE ${mine} AND turn = ${plan.turn}) < ${limits.turn}
    ON CONFLICT (id) DO NOTHING`);
  return meta.changes > 0;
}

/** A plan by its id (which the owner chose: a retried request finds it). */
export function planById(db: Db, id: string): Promise<PlanRow | undefined> {
  return db.select().from(plannedMoves).where(eq(plannedMoves.id, id)).get();
}

/** The owner cancels some of its plans; answers nothing either way (a second cancel is as good as the first). */
export async function deletePlans(db: Db, gameId: string, userId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .delete(plannedMoves)
    .where(and(inArray(plannedMoves.id, [...ids]), eq(plannedMoves.gameId, gameId), eq(plannedMoves.userId, userId)))
    .run();
}

/** Deletes the given plans of a seat (those judged), for a batch: a move's, or the drop's own. */
export function dropPlansWrite(db: Db, gameId: string, seat: number, ids: readonly string[]): D1PreparedStatement {
  const list = ids.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`NULL`;
  return statement(
    db,
    sql`DELETE FROM ${plannedMoves} WHERE game_id = ${gameId} AND seat = ${seat} AND id IN (${list})`,
  );
}

/** Every plan of a finished game (nobody's turn comes again). */
export async function dropGamePlans(db: Db, gameId: string): Promise<void> {
  await db.delete(plannedMoves).where(eq(plannedMoves.gameId, gameId)).run();
}

/**
 * Games where a seat with a plan must act now: what the requests' background work left undone
 * (a Worker stopped midway), for the cron. The table holds only plans not yet judged, so it is
 * small; the game's `to_act` is read through json_each.
 */
export async function gamesWithPlansDue(db: Db, limit: number): Promise<string[]> {
  const rows = await db.all<{ id: string }>(sql`SELECT DISTINCT p.game_id AS id FROM ${plannedMoves} p
    JOIN games g ON g.id = p.game_id
    WHERE g.status <> 'active' OR EXISTS (SELECT 1 FROM json_each(g.to_act) WHERE json_each.value = p.seat)
    LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

/**
 * The owner's plans dropped at the turn it acts in now: the `planDropped` notes written while
 * the game stood at `moveCount` (nothing moved since), newest first, for the table to say so.
 */
export async function droppedNotices(
  db: Db,
  gameId: string,
  userId: string,
  moveCount: number,
): Promise<{ reasons: string[]; moves: unknown[] }[]> {
  const rows = await db.all<{ payload: string }>(sql`SELECT payload FROM outbox
    WHERE user_id = ${userId} AND game_id = ${gameId} AND kind = 'planDropped' AND payload ->> 'seq' = ${moveCount}
    ORDER BY id DESC LIMIT 3`);
  return rows.map((r) => {
    const { reasons = [], moves = [] } = JSON.parse(r.payload) as { reasons?: string[]; moves?: unknown[] };
    return { reasons, moves };
  });
}
