import type { Seat } from "../contract.ts";
import { placeFaceDown, tileAt } from "./board.ts";
import { emit, xy, type Ctx } from "./ctx.ts";
import { ruleError, type CarcassonneError } from "./errors.ts";
import { RING, STEPS } from "./geometry.ts";
import { openCemeteries } from "./ghosts.ts";
import { rulesOf } from "./levels.ts";
import { pileCounts, takeTile } from "./piles.ts";
import type { CarcassonneState } from "./state.ts";

/** Levels 5–6: one face-down tile at the end of a turn while any cemetery is open. */
export function faceDownDue(s: CarcassonneState): boolean {
  return rulesOf(s.options.level).cursed && !s.turn.faceDownDone && openCemeteries(s).length > 0;
}

/**
 * Empty spots in the 8-neighbourhood of an open cemetery that touch the board by an edge (any
 * tile, face-down ones included), in position order.
 */
export function faceDownSpots(s: CarcassonneState): { x: number; y: number }[] {
  const spots = new Map<string, { x: number; y: number }>();
  for (const c of openCemeteries(s)) {
    const centre = xy(s, c);
    for (const [dx, dy] of RING) {
      const x = centre.x + dx;
      const y = centre.y + dy;
      if (tileAt(s, x, y)) continue;
      if (STEPS.some(([sx, sy]) => tileAt(s, x + sx, y + sy))) spots.set(`${x},${y}`, { x, y });
    }
  }
  return [...spots.values()].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Draws the face-down tile unseen (an empty pile loses). */
export function drawHidden(ctx: Ctx): void {
  const id = takeTile(ctx);
  if (id === undefined) return;
  ctx.s.turn.hidden = id;
  emit(ctx, { type: "faceDownDrawn", seat: ctx.s.turn.seat, pile: ctx.s.pile + 1, left: pileCounts(ctx.s) });
}

/** Places the drawn tile face down; the cemeteries it closes bury a guard next. Returns them. */
export function placeHidden(ctx: Ctx, seat: Seat, x: number, y: number): CarcassonneError | number[] {
  const s = ctx.s;
  const hidden = s.turn.hidden;
  if (hidden === undefined) return ruleError("WRONG_PHASE", { phase: s.phase, move: "faceDown" });
  if (!faceDownSpots(s).some((p) => p.x === x && p.y === y)) return ruleError("NOT_BESIDE_OPEN_CEMETERY", { x, y });
  const placement = placeFaceDown(s, hidden, x, y);
  delete s.turn.hidden;
  s.turn.faceDownDone = true;
  emit(ctx, { type: "faceDownPlaced", seat, x, y });
  for (const c of placement.closedCemeteries) emit(ctx, { type: "cemeteryClosed", ...xy(s, c) });
  return placement.closedCemeteries;
}
