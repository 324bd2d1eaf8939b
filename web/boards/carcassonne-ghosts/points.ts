import type { Translate } from "../../../worker/i18n/translate.ts";
import { spotText } from "./labels.ts";
import { filledSpots } from "./tiles.ts";
import { spotKey, type CgView, type Spot } from "./types.ts";

/** A chat's point is a place's "x,y": a tile, or an empty place beside one (the engine's `point` takes the same). */
export function parsePoint(point: string): Spot | undefined {
  const match = /^(-?\d+),(-?\d+)$/.exec(point);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : undefined;
}

const SIDES: readonly Spot[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
];

/** Every place a chat message may point at: each tile, and each empty place beside one. */
export function pointSpots(view: CgView): string[] {
  const filled = filledSpots(view);
  const empty = new Set<string>();
  for (const tile of view.tiles)
    for (const side of SIDES) {
      const key = spotKey({ x: tile.x + side.x, y: tile.y + side.y });
      if (!filled.has(key)) empty.add(key);
    }
  return [...filled, ...empty];
}

/** A point in words: "the tile at (3, −1)" or "the empty place (4, −1)". */
export function pointLabel(point: string, t: Translate, view: CgView): string {
  const spot = parsePoint(point);
  if (!spot) return point;
  const key = filledSpots(view).has(spotKey(spot)) ? "cgt.point.tile" : "cgt.point.empty";
  return t(key, { spot: spotText(spot) });
}
