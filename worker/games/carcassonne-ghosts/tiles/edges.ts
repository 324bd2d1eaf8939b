/**
 * Geometry on tile data, small and pure: the engine calls these in its hot loops, so each tile's
 * edge kinds are worked out once and cached.
 */
import type { Edge, Rotation, TileDef } from "./types.ts";

export type EdgeKind = "city" | "road" | "field";

/** Where segment `segment` of an unturned tile lies once the tile is turned `rotation` quarters clockwise. */
export function rotate(segment: number, rotation: Rotation): number {
  return (segment + 3 * rotation) % 12;
}

/** The segment of the unturned tile that lies at `segment` once the tile is turned `rotation` quarters. */
export function unrotate(segment: number, rotation: Rotation): number {
  return (segment + 12 - 3 * rotation) % 12;
}

/** The neighbour's segment that segment `segment` meets across its edge (both in board orientation). */
export function facing(segment: number): number {
  const edge = Math.floor(segment / 3);
  return 3 * ((edge + 2) % 4) + 2 - (segment % 3);
}

/** The edge a segment lies on. */
export function edgeOf(segment: number): Edge {
  return Math.floor(segment / 3) as Edge;
}

/** The edge across which the neighbour at `edge` touches this tile. */
export function opposite(edge: Edge): Edge {
  return ((edge + 2) % 4) as Edge;
}

const kindsCache = new WeakMap<TileDef, readonly EdgeKind[]>();

/** The kinds of the unturned tile's four edges, read off each edge's middle segment. */
export function edgeKinds(tile: TileDef): readonly EdgeKind[] {
  const cached = kindsCache.get(tile);
  if (cached) return cached;
  const kinds = ([0, 1, 2, 3] as const).map((edge): EdgeKind => {
    const middle = 3 * edge + 1;
    if (tile.cities.some((city) => city.segments.includes(middle))) return "city";
    if (tile.roads.some((road) => road.segments.includes(middle))) return "road";
    return "field";
  });
  kindsCache.set(tile, kinds);
  return kinds;
}

/** The kind of edge `edge` (board orientation) of `tile` turned `rotation` quarters clockwise. */
export function edgeKind(tile: TileDef, rotation: Rotation, edge: Edge): EdgeKind {
  return edgeKinds(tile)[(edge + 4 - rotation) % 4]!;
}
