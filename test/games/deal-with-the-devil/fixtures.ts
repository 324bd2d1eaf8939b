import type { Seat } from "../../../worker/games/contract.ts";
import type { Ctx } from "../../../worker/games/deal-with-the-devil/ctx.ts";
import { blankGame } from "../../../worker/games/deal-with-the-devil/setup.ts";
import { player, type DevilState, type Role } from "../../../worker/games/deal-with-the-devil/state.ts";

/** A game before round 1's production, as a working context. */
export function fresh(seed = "fixture"): Ctx {
  return { s: blankGame(seed), events: [], reveals: false };
}

export function seatWith(s: DevilState, role: Role, nth = 0): Seat {
  const seats = s.players.flatMap((p, seat) => (p.role === role ? [seat] : []));
  const seat = seats[nth];
  if (seat === undefined) throw new Error(`no ${role}`);
  return seat;
}

/** Gives a seat exactly these goods (the rest 0). */
export function setGoods(s: DevilState, seat: Seat, goods: Partial<Record<"wood" | "stone" | "grain" | "glass" | "marble" | "ducats", number>>): void {
  player(s, seat).goods = { wood: 0, stone: 0, grain: 0, glass: 0, marble: 0, ducats: 0, ...goods };
}

export function types(ctx: Ctx): string[] {
  return ctx.events.map((e) => e.event.type);
}
