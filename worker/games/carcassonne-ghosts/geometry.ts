import type { Edge, Rotation, TileDef } from "./tiles/types.ts";

/** Grid steps per edge: north, east, south, west (x east, y south). */
export const STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/** The 8 surrounding spots, clockwise from the north-west corner. */
export const RING: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

const EDGES: readonly Edge[] = [0, 1, 2, 3];
export const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

export type EdgeKind = "city" | "road" | "field";

/** The segment of the neighbour across edge `floor(s / 3)` that segment `s` meets. */
export function facing(s: number): number {
  const edge = Math.floor(s / 3);
  return 3 * ((edge + 2) % 4) + 2 - (s % 3);
}

export function opposite(edge: number): number {
  return (edge + 2) % 4;
}

/**
 * What the engine needs of a tile shape, precomputed once per tile: its feature nodes laid out as
 * cities, roads, then the fog, then the castle or cemetery; for each unturned segment the node of
 * the city or road on it (-1: a field) and whether fog covers it.
 */
export type Shape = {
  readonly def: TileDef;
  /** Nodes a face-up copy of this tile takes. */
  readonly nodes: number;
  /** Local node of the city or road on each unturned segment, -1 for a field. */
  readonly segmentNode: readonly number[];
  readonly fogSegments: readonly boolean[];
  /** Local node of the fog region, -1 without fog. */
  readonly fog: number;
  /** Local node of the castle or cemetery, -1 without. */
  readonly centre: number;
  /** Edge kinds per rotation and board edge. */
  readonly kinds: readonly (readonly EdgeKind[])[];
};

export function shapeOf(def: TileDef): Shape {
  const segmentNode = new Array<number>(12).fill(-1);
  def.cities.forEach((city, i) => city.segments.forEach((s) => (segmentNode[s] = i)));
  def.roads.forEach((road, j) => road.segments.forEach((s) => (segmentNode[s] = def.cities.length + j)));
  const fogSegments = new Array<boolean>(12).fill(false);
  for (const s of def.fog?.segments ?? []) fogSegments[s] = true;
  let next = def.cities.length + def.roads.length;
  const fog = def.fog ? next++ : -1;
  const centre = def.centre === "castle" || def.centre === "cemetery" ? next++ : -1;
  const kindOf = (s: number): EdgeKind => {
    const node = segmentNode[s] ?? -1;
    if (node < 0) return "field";
    return node < def.cities.length ? "city" : "road";
  };
  const kinds = ROTATIONS.map((r) => EDGES.map((e) => kindOf(3 * ((e - r + 4) % 4) + 1)));
  return { def, nodes: next, segmentNode, fogSegments, fog, centre, kinds };
}

/** The unturned segment that lies at board segment `s` of a tile turned `r` quarters. */
export function unturned(s: number, r: number): number {
  return (s - 3 * r + 12) % 12;
}

/** What a local node of a shape is, for views and moves. */
export function nodeFeature(
  shape: Shape,
  local: number,
): { kind: "city" | "road" | "castle" | "cemetery" | "fog"; index: number } {
  const cities = shape.def.cities.length;
  const roads = shape.def.roads.length;
  if (local < cities) return { kind: "city", index: local };
  if (local < cities + roads) return { kind: "road", index: local - cities };
  if (local === shape.fog) return { kind: "fog", index: 0 };
  return { kind: shape.def.centre === "castle" ? "castle" : "cemetery", index: 0 };
}
