import { shape } from "./catalogue.ts";
import { shapeAt, tileAt } from "./board.ts";
import type { ErrorCode } from "./errors.ts";
import { opposite, ROTATIONS, STEPS } from "./geometry.ts";
import { isFaceUp, type CarcassonneState } from "./state.ts";
import type { Rotation } from "./tiles/types.ts";

/**
 * Why tile `id` may not go at (x, y) turned `r`, or undefined when it may: the spot is empty, it
 * touches a face-up tile (touching only face-down tiles is not enough), and every edge it shares
 * with a face-up tile matches (fog ignored; face-down tiles match anything).
 */
export function misfit(s: CarcassonneState, id: string, x: number, y: number, r: Rotation): ErrorCode | undefined {
  if (tileAt(s, x, y)) return "SPOT_TAKEN";
  const kinds = shape(id).kinds[r];
  let touchesFaceUp = false;
  for (let e = 0; e < 4; e++) {
    const [dx, dy] = STEPS[e] ?? [0, 0];
    const other = tileAt(s, x + dx, y + dy);
    if (!isFaceUp(other)) continue;
    touchesFaceUp = true;
    if (shapeAt(other).kinds[other.r]?.[opposite(e)] !== kinds?.[e]) return "EDGES_DONT_MATCH";
  }
  return touchesFaceUp ? undefined : "NOT_ADJACENT";
}

/** The frontier's spots in position order: top row first, then left to right. */
function frontierSpots(s: CarcassonneState): [number, number][] {
  return s.frontier.map((k) => k.split(",").map(Number) as [number, number]).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Every legal placement of tile `id`, from the frontier, in position order then rotation. */
export function placements(s: CarcassonneState, id: string): { x: number; y: number; r: Rotation }[] {
  const out: { x: number; y: number; r: Rotation }[] = [];
  for (const [x, y] of frontierSpots(s)) for (const r of ROTATIONS) if (!misfit(s, id, x, y, r)) out.push({ x, y, r });
  return out;
}

export function fitsAnywhere(s: CarcassonneState, id: string): boolean {
  for (const k of s.frontier) {
    const [x = 0, y = 0] = k.split(",").map(Number);
    for (const r of ROTATIONS) if (!misfit(s, id, x, y, r)) return true;
  }
  return false;
}
