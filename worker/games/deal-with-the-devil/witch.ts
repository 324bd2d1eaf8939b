/**
 * Phase 7, the witch hunt (rounds 2 and 3, L912–941): a secret vote with one ring or none,
 * revealed together; a player with 2 or more votes is questioned and proves innocence with exactly
 * 3 soul pieces (the server says only "innocent", so tainted pieces pass as clean) for an angel
 * wing, or confesses: −1 reputation and a demon wing. Two questioned players answer simultaneously.
 */
import type { Seat } from "../contract.ts";
import { emit, type Ctx } from "./ctx.ts";
import { ruleError, type DevilError } from "./errors.ts";
import { player, type DevilState } from "./state.ts";
import { gainAngel, gainDemon, moveReputation } from "./track.ts";

/** A ring may name any other player, but in round 3 not one who confessed in round 2 (L939, CHOSEN: refused). */
export function canVoteFor(s: DevilState, seat: Seat, target: Seat): boolean {
  return target !== seat && target >= 0 && target < 4 && !(s.round === 3 && player(s, target).confessed);
}

export function vote(ctx: Ctx, seat: Seat, target: Seat | null): DevilError | undefined {
  if (target !== null && !canVoteFor(ctx.s, seat, target))
    return ruleError(target === seat ? "NOT_A_RING" : "CANNOT_BE_ACCUSED", { target });
  ctx.s.votes[seat] = target;
  return undefined;
}

/** All votes in: shown together; returns whether anyone is questioned. */
export function countVotes(ctx: Ctx): boolean {
  const s = ctx.s;
  emit(ctx, { type: "votes", votes: s.votes.slice() });
  const tally = s.players.map((_, target) => s.votes.filter((v) => v === target).length);
  s.accused = tally.flatMap((n, seat) => (n >= 2 ? [seat] : []));
  s.votes = s.players.map(() => null);
  if (s.accused.length > 0) emit(ctx, { type: "questioned", seats: s.accused.slice() });
  return s.accused.length > 0;
}

export function canProve(s: DevilState, seat: Seat): boolean {
  const p = player(s, seat);
  return p.pure + p.tainted >= 3;
}

export function defend(ctx: Ctx, seat: Seat, prove: boolean): DevilError | undefined {
  if (prove && !canProve(ctx.s, seat)) return ruleError("NOT_ENOUGH_SOULS");
  ctx.s.defences[seat] = prove;
  return undefined;
}

export function resolveDefences(ctx: Ctx): void {
  const s = ctx.s;
  for (const seat of s.accused) {
    if (s.defences[seat]) {
      emit(ctx, { type: "innocent", seat });
      gainAngel(ctx, seat, 1);
    } else {
      emit(ctx, { type: "confessed", seat });
      player(s, seat).confessed = true;
      moveReputation(ctx, seat, -1);
      gainDemon(ctx, seat, 1);
    }
  }
  s.accused = [];
  s.defences = s.players.map(() => null);
}
