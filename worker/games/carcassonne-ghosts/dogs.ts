import type { Seat } from "../contract.ts";
import { indexAt } from "./board.ts";
import { emit, xy, type Ctx } from "./ctx.ts";
import { checkWin } from "./end.ts";
import { ruleError, type CarcassonneError } from "./errors.ts";
import { ghostsOnBoard, removable, removeGhosts } from "./ghosts.ts";
import { COLOURS, rulesOf } from "./levels.ts";
import type { DogMove } from "./moves.ts";
import { reached } from "./outcome.ts";
import { advancePile } from "./piles.ts";
import type { CarcassonneState } from "./state.ts";

/** True when the dog numbered d + 1 has its number reached (by every colour, on level 6). */
function dogDue(s: CarcassonneState, d: number): boolean {
  const number = rulesOf(s.options.level).dogs[d];
  return number !== undefined && s.dogs[d]?.status === "waiting" && reached(s) >= number;
}

/**
 * After all evaluations: every dog whose number is reached, in order, moves the rest of the pile
 * onto the next and lies down beside a standing guard (the player's choice, asked next). With no
 * guard standing it is lost and the pile still moves (CHOSEN). True when a dog waits for its place.
 */
export function wakeDogs(ctx: Ctx): boolean {
  const s = ctx.s;
  for (let d = 0; d < s.dogs.length; d++) {
    const dog = s.dogs[d];
    if (!dog || dog.status !== "waiting") continue;
    if (!dogDue(s, d)) return false;
    advancePile(ctx);
    if (s.meeples.length === 0) {
      dog.status = "gone";
      emit(ctx, { type: "dogLost", dog: d + 1, reason: "noGuard" });
      continue;
    }
    s.turn.dog = d;
    return true;
  }
  return false;
}

/** The 9 tiles around a guard: may the dog take ghosts off (x, y)? */
function inReach(s: CarcassonneState, guard: number, x: number, y: number): boolean {
  const g = xy(s, guard);
  return Math.abs(g.x - x) <= 1 && Math.abs(g.y - y) <= 1;
}

export function placeDog(ctx: Ctx, seat: Seat, move: DogMove): CarcassonneError | undefined {
  const s = ctx.s;
  const d = s.turn.dog;
  const dog = d === undefined ? undefined : s.dogs[d];
  if (d === undefined || !dog) return ruleError("WRONG_PHASE", { phase: s.phase, move: move.type });
  const guard = indexAt(s, move.x, move.y);
  if (guard === undefined || !s.meeples.some((m) => m.t === guard))
    return ruleError("NO_GUARD_THERE", { x: move.x, y: move.y });
  const [first, second] = move.remove;
  if (first && second) {
    if (first.x === second.x && first.y === second.y) return ruleError("SAME_TILE_TWICE", { x: first.x, y: first.y });
    // One listing per pair of tiles: position order, top row first.
    if (first.y > second.y || (first.y === second.y && first.x > second.x)) return ruleError("REMOVALS_NOT_IN_ORDER");
  }
  dog.status = "placed";
  dog.guard = guard;
  delete s.turn.dog;
  emit(ctx, { type: "dogPlaced", seat, dog: d + 1, x: move.x, y: move.y });
  for (const r of move.remove) {
    if (!inReach(s, guard, r.x, r.y)) return ruleError("OUT_OF_REACH", { x: r.x, y: r.y });
    const found = removable(s, r.x, r.y, r.count);
    if ("code" in found) return ruleError(found.code, { x: r.x, y: r.y, count: r.count });
    removeGhosts(s, found.index, r.count);
    emit(ctx, { type: "ghostsRemoved", seat, x: r.x, y: r.y, count: r.count, by: "dog" });
  }
  return undefined;
}

/** Right after its guard's feature is evaluated, a dog scores 1 per ghost on the board and leaves. */
export function dogScores(ctx: Ctx, guard: number, colour: number): void {
  const s = ctx.s;
  s.dogs.forEach((dog, d) => {
    if (dog.status !== "placed" || dog.guard !== guard || s.phase === "over") return;
    const points = ghostsOnBoard(s);
    const perColour = rulesOf(s.options.level).perColour;
    const c = perColour ? colour : 0;
    s.score[c] = (s.score[c] ?? 0) + points;
    dog.status = "gone";
    delete dog.guard;
    emit(ctx, {
      type: "dogScored",
      dog: d + 1,
      points,
      ...(perColour ? { colour: COLOURS[colour] } : {}),
      score: s.score.slice(),
    });
    checkWin(ctx);
  });
}
