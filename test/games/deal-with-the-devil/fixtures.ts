import { expect } from "vitest";
import type { Played, Seat } from "../../../worker/games/contract.ts";
import type { Ctx } from "../../../worker/games/deal-with-the-devil/ctx.ts";
import { dealWithTheDevil } from "../../../worker/games/deal-with-the-devil/index.ts";
import type { Move } from "../../../worker/games/deal-with-the-devil/moves.ts";
import { blankGame } from "../../../worker/games/deal-with-the-devil/setup.ts";
import {
  emptyStock,
  player,
  seatOf,
  type DevilState,
  type Role,
} from "../../../worker/games/deal-with-the-devil/state.ts";

/** A game before round 1's production, as a working context. */
export function fresh(seed = "fixture"): Ctx {
  return { s: blankGame(seed), events: [], reveals: false };
}

export function seatWith(s: DevilState, role: Role, nth = 0): Seat {
  const seat = seatOf(s, role)[nth];
  if (seat === undefined) throw new Error(`no ${role}`);
  return seat;
}

/** Gives a seat exactly these goods (the rest 0). */
export function setGoods(
  s: DevilState,
  seat: Seat,
  goods: Partial<Record<"wood" | "stone" | "grain" | "glass" | "marble" | "ducats", number>>,
): void {
  player(s, seat).goods = { ...emptyStock(), ...goods };
}

export function types(ctx: Ctx): string[] {
  return ctx.events.map((e) => e.event.type);
}

export function mustPlay(state: DevilState, seat: Seat, move: Move): Played<DevilState> {
  const result = dealWithTheDevil.play(state, seat, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
  return result.played;
}

export function mustRefuse(state: DevilState, seat: Seat, move: Move, code: string): void {
  const before = JSON.stringify(state);
  const result = dealWithTheDevil.play(state, seat, move);
  expect(result.ok ? "accepted" : result.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}
