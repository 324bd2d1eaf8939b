import type { AnyGame, Json, Played, PlanCondition, Seat } from "./contract.ts";

/*
 * How a seat's planned moves are judged when its turn comes (the contract's `Planning`), for every
 * game alike: pure, so the referee and the tests share it.
 */

/** A planned move as stored: `since`, the game's move count when it was planned. */
export type Plan = {
  readonly id: string;
  readonly turn: string;
  readonly condition?: PlanCondition | null;
  readonly move: unknown;
  readonly since: number;
};

/** A log row as a condition reads it: undone rows are those an undo row (`{ undo: seq }`) names. */
export type LoggedRow = {
  readonly seq: number;
  readonly kind: string;
  readonly seat: Seat | null;
  readonly move: unknown;
};

/** Why a plan was not played: its turn passed, its condition failed, or it was no longer legal. */
export const DROP_REASONS = ["passed", "condition", "illegal"] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** The verdict on a seat's plans now: the one to play (with what it does), and the plans dropped, each with its reason. */
export type Settled = {
  readonly play?: { readonly plan: Plan; readonly move: unknown; readonly played: Played<unknown> };
  readonly dropped: readonly { readonly plan: Plan; readonly reason: DropReason }[];
};

/** JSON with every object's keys sorted: a condition sent with its keys in another order still names the same move. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

const same = (a: Json | undefined, b: unknown) => a !== undefined && canonical(a) === canonical(b);

/** The move `seat` made last after `since` as the game names it for conditions (undone rows left out). */
function lastNamed(game: AnyGame, log: readonly LoggedRow[], seat: Seat, since: number): Json | undefined {
  const undone = new Set(log.flatMap((r) => (r.kind === "undo" ? [(r.move as { undo?: number }).undo] : [])));
  const row = log.filter((r) => r.seq > since && r.seat === seat && r.kind !== "undo" && !undone.has(r.seq)).at(-1);
  const parsed = row && game.move.safeParse(row.move);
  return parsed?.success ? game.planning?.named(parsed.data) : undefined;
}

function judged(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  plan: Plan,
  log: readonly LoggedRow[],
): { move: unknown; played: Played<unknown> } | { reason: DropReason } {
  const { condition } = plan;
  if (condition && !same(lastNamed(game, log, condition.seat, plan.since), condition.move))
    return { reason: "condition" };
  const parsed = game.move.safeParse(plan.move);
  if (!parsed.success) return { reason: "illegal" };
  const result = game.play(state, seat, parsed.data);
  return result.ok ? { move: parsed.data, played: result.played } : { reason: "illegal" };
}

/**
 * The seat's plans judged now, in their order: undefined while the seat need not act (nothing to
 * decide yet). Plans for another turn than the one the seat acts in have passed; of those for this
 * turn the first whose condition holds and which is legal is played, those before it are dropped
 * and those after it are spent unplayed (they were the alternatives).
 */
export function settlePlans(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  plans: readonly Plan[],
  log: readonly LoggedRow[],
): Settled | undefined {
  if (!game.toAct(state).includes(seat)) return undefined;
  const turn = game.planning?.turn(state, seat);
  const dropped: { plan: Plan; reason: DropReason }[] = [];
  for (const plan of plans) {
    if (plan.turn !== turn) {
      dropped.push({ plan, reason: "passed" });
      continue;
    }
    const verdict = judged(game, state, seat, plan, log);
    if ("played" in verdict) return { play: { plan, move: verdict.move, played: verdict.played }, dropped };
    dropped.push({ plan, reason: verdict.reason });
  }
  return { dropped };
}

/** Whether a condition is one of those the game offers now (compared as the engine wrote them). */
export function offered(conditions: readonly PlanCondition[], condition: PlanCondition): PlanCondition | undefined {
  return conditions.find((c) => c.seat === condition.seat && same(c.move, condition.move));
}
