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

/**
 * Why a plan was not played: its turn passed, its condition failed, it was no longer legal, the
 * turn before it in the chain was not played as planned (`chain`), or its owner played another move
 * by hand at that turn before the referee came to it (`hand`).
 */
export const DROP_REASONS = ["passed", "condition", "illegal", "chain", "hand"] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/**
 * The verdict on a seat's plans now: the one to play (with what it does), the plans for its coming
 * turns kept for later, and the plans dropped, each with its reason.
 */
export type Settled = {
  readonly play?: { readonly plan: Plan; readonly move: unknown; readonly played: Played<unknown> };
  readonly kept: readonly Plan[];
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

/** The turns a seat may still be given after a move: the one it acts in (a seat may act twice in a row) and those it may plan. */
function coming(game: AnyGame, state: unknown, seat: Seat): Set<string | undefined> {
  const ahead = game.planning?.ahead(state, seat) ?? [];
  return new Set([game.planning?.turn(state, seat), ...ahead.map((a) => a.turn)]);
}

/**
 * The seat's plans judged now, in their order: undefined while the seat need not act (nothing to
 * decide yet). Of the plans for the turn the seat acts in, the first whose condition holds and
 * which is legal is played, those before it are dropped and those after it are spent unplayed
 * (they were the alternatives); the plans for the seat's turns still coming after that move are
 * kept, any other has passed (silently: nothing asked for it). When none is played, the whole chain
 * goes: the plans for the later turns were made on this one (`chain`).
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
  for (const plan of plans.filter((p) => p.turn === turn)) {
    const verdict = judged(game, state, seat, plan, log);
    if (!("played" in verdict)) {
      dropped.push({ plan, reason: verdict.reason });
      continue;
    }
    const later = coming(game, verdict.played.state, seat);
    const rest = plans.filter((p) => p.turn !== turn);
    return {
      play: { plan, move: verdict.move, played: verdict.played },
      kept: rest.filter((p) => later.has(p.turn)),
      dropped: [
        ...dropped,
        ...rest.filter((p) => !later.has(p.turn)).map((p) => ({ plan: p, reason: "passed" as const })),
      ],
    };
  }
  const rest = plans.filter((p) => p.turn !== turn).map((p) => ({ plan: p, reason: "chain" as const }));
  return { kept: [], dropped: [...dropped, ...rest] };
}

/**
 * What a move by hand at the seat's turn leaves of its plans (the referee had not judged them
 * yet): the plans for its turns still coming stand on that turn's plan, so they are kept only when
 * the hand move is one of the moves planned for it; otherwise they go (`hand`). The plans for the
 * turn itself are spent either way.
 */
export function afterHandMove(
  game: AnyGame,
  before: unknown,
  after: unknown,
  seat: Seat,
  plans: readonly Plan[],
  move: unknown,
): Pick<Settled, "kept" | "dropped"> {
  const turn = game.planning?.turn(before, seat);
  const later = coming(game, after, seat);
  const rest = plans.filter((p) => p.turn !== turn && later.has(p.turn));
  const asPlanned = plans.some((p) => p.turn === turn && canonical(p.move) === canonical(move));
  return asPlanned
    ? { kept: rest, dropped: [] }
    : { kept: [], dropped: rest.map((plan) => ({ plan, reason: "hand" })) };
}

/** Whether a condition is one of those the game offers now (compared as the engine wrote them). */
export function offered(conditions: readonly PlanCondition[], condition: PlanCondition): PlanCondition | undefined {
  return conditions.find((c) => c.seat === condition.seat && same(c.move, condition.move));
}
