import { shape } from "./catalogue.ts";
import { addNode, find, meet, union } from "./features.ts";
import { facing, opposite, RING, STEPS, unturned, type Shape } from "./geometry.ts";
import { rulesOf } from "./levels.ts";
import { isFaceUp, key, type CarcassonneState, type FaceUp, type Placed } from "./state.ts";
import type { Rotation } from "./tiles/types.ts";

/** The index of the tile at (x, y), undefined on an empty spot. */
export function indexAt(s: CarcassonneState, x: number, y: number): number | undefined {
  return s.at[key(x, y)];
}

export function tileAt(s: CarcassonneState, x: number, y: number): Placed | undefined {
  const i = indexAt(s, x, y);
  return i === undefined ? undefined : s.tiles[i];
}

export function faceUp(s: CarcassonneState, index: number): FaceUp {
  const tile = s.tiles[index];
  if (!isFaceUp(tile)) throw new Error(`tile ${index} is not face up`);
  return tile;
}

export function shapeAt(tile: FaceUp): Shape {
  return shape(tile.id);
}

/** The feature node of a face-up tile at board segment `s` (city or road), -1 for a field. */
export function nodeAtSegment(tile: FaceUp, s: number): number {
  const local = shapeAt(tile).segmentNode[unturned(s, tile.r)] ?? -1;
  return local < 0 ? -1 : tile.n + local;
}

export function fogAtSegment(tile: FaceUp, s: number): boolean {
  return shapeAt(tile).fogSegments[unturned(s, tile.r)] ?? false;
}

/** The node of a face-up tile's fog, -1 without one. */
export function fogNode(tile: FaceUp): number {
  const local = shapeAt(tile).fog;
  return local < 0 ? -1 : tile.n + local;
}

/** The node of a face-up tile's castle or cemetery, -1 without one. */
export function centreNode(tile: FaceUp): number {
  const local = shapeAt(tile).centre;
  return local < 0 ? -1 : tile.n + local;
}

/** Cemeteries need their 4 orthogonal neighbours on levels 2–4, all 8 on levels 5–6. */
export function cemeteryRing(s: CarcassonneState): readonly (readonly [number, number])[] {
  return rulesOf(s.options.level).cursed ? RING : STEPS;
}

export function inRing(ring: readonly (readonly [number, number])[], dx: number, dy: number): boolean {
  return ring.some(([rx, ry]) => rx === dx && ry === dy);
}

/** What a placement changed that the turn must act on. */
export type Placement = {
  index: number;
  /** Roots of the roads, cities and castles it completed. */
  complete: number[];
  /** Cemeteries (tile indices) it closed, in the order they were placed (their burials' order). */
  closedCemeteries: number[];
  /** The new tile's fog joined fog already on the board. */
  joinedFog: boolean;
  /** The new tile's fog bank closed (its tiles, for the log and the ghosts' return). */
  closedFog?: number[];
};

function addTile(s: CarcassonneState, tile: Placed): number {
  const index = s.tiles.length;
  s.tiles.push(tile);
  const k = key(tile.x, tile.y);
  s.at[k] = index;
  s.frontier = s.frontier.filter((f) => f !== k);
  for (const [dx, dy] of STEPS) {
    const nk = key(tile.x + dx, tile.y + dy);
    if (s.at[nk] === undefined && !s.frontier.includes(nk)) s.frontier.push(nk);
  }
  return index;
}

/** Castles and cemeteries around (x, y) count one more neighbour; a face-down one curses castles. */
function touchCentres(s: CarcassonneState, x: number, y: number, faceDown: boolean, placement: Placement): void {
  const cemeteryNeighbours = cemeteryRing(s);
  for (const [dx, dy] of RING) {
    const tile = tileAt(s, x + dx, y + dy);
    if (!isFaceUp(tile)) continue;
    const node = centreNode(tile);
    if (node < 0) continue;
    const g = s.groups[find(s, node)];
    if (!g) continue;
    if (g.k === "cemetery" && !inRing(cemeteryNeighbours, -dx, -dy)) continue;
    if (g.open === 0) continue;
    meet(s, node, 1, faceDown && g.k === "castle");
    if (g.open !== 0) continue;
    if (g.k === "castle" && !g.cursed) placement.complete.push(node);
    if (g.k === "cemetery") placement.closedCemeteries.push(indexAt(s, x + dx, y + dy) ?? -1);
  }
}

/**
 * Puts a face-up tile on the board and updates every feature it touches: unions across its edges,
 * open counts, curses from face-down neighbours, and the castles and cemeteries around it. Only
 * the tile's own edges and 8 neighbours are looked at. Legality is the caller's business.
 */
export function placeFaceUp(s: CarcassonneState, id: string, x: number, y: number, r: Rotation): Placement {
  const sh = shape(id);
  const index = s.tiles.length;
  const n = s.parent.length;
  const tile: FaceUp = { x, y, id, r, n };
  addNodes(s, sh, index, x, y);
  const placement: Placement = { index, complete: [], closedCemeteries: [], joinedFog: false };
  addTile(s, tile);
  joinEdges(s, tile, placement);
  touchCentres(s, x, y, false, placement);
  closed(s, sh, tile, index, placement);
  if (sh.def.centre === "castle") s.castles.push(index);
  if (sh.def.centre === "cemetery") s.cemeteries.push(index);
  placement.closedCemeteries.sort((a, b) => a - b);
  return placement;
}

/** The tile's own features as new nodes, in its local order: cities, roads, fog, castle or cemetery. */
function addNodes(s: CarcassonneState, sh: Shape, index: number, x: number, y: number): void {
  const def = sh.def;
  def.cities.forEach((c) =>
    addNode(s, {
      k: "city",
      open: c.segments.length / 3,
      tiles: [index],
      ...(c.shields ? { shields: c.shields } : {}),
    }),
  );
  def.roads.forEach((road) => addNode(s, { k: "road", open: road.segments.length, tiles: [index] }));
  if (def.fog) addNode(s, { k: "fog", open: def.fog.segments.length, tiles: [index] });
  if (sh.centre >= 0) {
    const ring = def.centre === "cemetery" ? cemeteryRing(s) : RING;
    const around = ring.map(([dx, dy]) => tileAt(s, x + dx, y + dy)).filter((t) => t !== undefined);
    const cursed = def.centre === "castle" && around.some((t) => !isFaceUp(t));
    addNode(s, {
      k: def.centre === "castle" ? "castle" : "cemetery",
      open: ring.length - around.length,
      tiles: [index],
      ...(cursed ? { cursed: true as const } : {}),
    });
  }
}

/** Unions across the tile's edges and their open ends met; a face-down neighbour or fog against no fog curses. */
function joinEdges(s: CarcassonneState, tile: FaceUp, placement: Placement): void {
  const fog = fogNode(tile);
  STEPS.forEach(([dx, dy], e) => {
    const other = tileAt(s, tile.x + dx, tile.y + dy);
    if (!other) return;
    const mid = 3 * e + 1;
    const own = nodeAtSegment(tile, mid);
    if (!isFaceUp(other)) {
      if (own >= 0) meet(s, own, 1, true);
      for (let k = 0; k < 3; k++) if (fogAtSegment(tile, 3 * e + k)) meet(s, fog, 1, true);
      return;
    }
    if (own >= 0) meet(s, union(s, own, nodeAtSegment(other, facing(mid))), 2, false);
    const otherFog = fogNode(other);
    for (let k = 0; k < 3; k++) {
      const seg = 3 * e + k;
      const mine = fogAtSegment(tile, seg);
      const theirs = fogAtSegment(other, facing(seg));
      if (mine && theirs) {
        meet(s, union(s, fog, otherFog), 2, false);
        placement.joinedFog = true;
      } else if (mine) meet(s, fog, 1, true);
      else if (theirs) meet(s, otherFog, 1, true);
    }
  });
}

/** What the tile closed of its own features: roads, cities and its castle to evaluate, its cemetery, its fog. */
function closed(s: CarcassonneState, sh: Shape, tile: FaceUp, index: number, placement: Placement): void {
  for (let local = 0; local < sh.def.cities.length + sh.def.roads.length; local++) {
    const root = find(s, tile.n + local);
    const g = s.groups[root];
    if (g && g.open === 0 && !g.cursed && !placement.complete.includes(root)) placement.complete.push(root);
  }
  const centre = centreNode(tile);
  if (centre >= 0) {
    const g = s.groups[centre];
    if (g && g.open === 0) {
      if (g.k === "castle" && !g.cursed) placement.complete.push(centre);
      if (g.k === "cemetery") placement.closedCemeteries.push(index);
    }
  }
  const fog = fogNode(tile);
  if (fog >= 0) {
    const g = s.groups[find(s, fog)];
    if (g && g.open === 0 && !g.cursed) placement.closedFog = g.tiles.slice();
  }
}

/** Puts a face-down tile on the board: it curses every feature it touches and counts for cemeteries. */
export function placeFaceDown(s: CarcassonneState, hidden: string, x: number, y: number): Placement {
  const index = addTile(s, { x, y, down: hidden });
  const placement: Placement = { index, complete: [], closedCemeteries: [], joinedFog: false };
  STEPS.forEach(([dx, dy], e) => {
    const other = tileAt(s, x + dx, y + dy);
    if (!isFaceUp(other)) return;
    const oe = opposite(e);
    const node = nodeAtSegment(other, 3 * oe + 1);
    if (node >= 0) meet(s, node, 1, true);
    const fog = fogNode(other);
    for (let k = 0; k < 3; k++) if (fogAtSegment(other, 3 * oe + k)) meet(s, fog, 1, true);
  });
  touchCentres(s, x, y, true, placement);
  placement.closedCemeteries.sort((a, b) => a - b);
  return placement;
}
