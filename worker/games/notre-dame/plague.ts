import type { RuleError, Seat } from "../contract.ts";
import { FIELDS, PLAGUE_PENALTY, RAT_MAX, RATS, type Field } from "./data.ts";
import { ruleError } from "./errors.ts";
import { emit, player, type Ctx } from "./gains.ts";
import type { SacrificeMove } from "./moves.ts";
import { endRound } from "./rounds.ts";
import { fieldCount, type NotreDameState, type PlayerState } from "./state.ts";

/** The round's plague value: the rats on the three revealed personalities. */
export function plagueValue(state: NotreDameState): number {
  return state.revealed.reduce((sum, person) => sum + RATS[person], 0);
}

/** How far the rat marker moves for this player: a physician makes the value 0; hospital cubes subtract. */
export function plagueStep(state: NotreDameState, p: PlayerState): number {
  return (p.physician ? 0 : plagueValue(state)) - fieldCount(p, "hospital");
}

/**
 * The fields that may give up a cube after a penalty: the fullest (advisor counted), among
 * those holding an ordinary cube; the advisor itself is never removed, the cathedral never counts.
 */
export function sacrificeCandidates(p: PlayerState): Field[] {
  const withCube = FIELDS.filter((f) => p.fields[f] > 0);
  const most = Math.max(0, ...withCube.map((f) => fieldCount(p, f)));
  return withCube.filter((f) => fieldCount(p, f) === most);
}

function removeCube(ctx: Ctx, seat: Seat, field: Field): void {
  const p = player(ctx, seat);
  p.fields[field] -= 1;
  p.reserve += 1;
  emit(ctx, { type: "cubeLost", seat, field });
}

/** Phase 5 for everybody at once; players with a tie among their fullest fields then choose. */
export function resolvePlague(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, { type: "plague", value: plagueValue(s) });
  s.players.forEach((p, seat) => {
    const target = p.rat + plagueStep(s, p);
    if (target <= RAT_MAX) {
      p.rat = Math.max(0, target);
      emit(ctx, { type: "ratMoved", seat, rat: p.rat });
      return;
    }
    p.rat = RAT_MAX;
    const lost = Math.min(PLAGUE_PENALTY, p.prestige);
    p.prestige -= lost;
    emit(ctx, { type: "plagueStruck", seat, rat: p.rat });
    if (lost > 0) emit(ctx, { type: "lost", seat, prestige: lost }, s.options.hiddenScores ? [seat] : undefined);
    const candidates = sacrificeCandidates(p);
    const [only] = candidates;
    if (candidates.length > 1) p.sacrifice = candidates;
    else if (only) removeCube(ctx, seat, only);
  });
  if (s.players.some((p) => p.sacrifice)) s.phase = "plague";
  else endRound(ctx);
}

/** The penalised player's choice among tied fullest fields. */
export function sacrifice(ctx: Ctx, seat: Seat, move: SacrificeMove): RuleError | undefined {
  const p = player(ctx, seat);
  if (!p.sacrifice?.includes(move.field))
    return ruleError("NOT_A_FULLEST_FIELD", { field: move.field, fields: p.sacrifice ?? [] });
  delete p.sacrifice;
  removeCube(ctx, seat, move.field);
  if (!ctx.s.players.some((other) => other.sacrifice)) endRound(ctx);
  return undefined;
}
