import type { CarcassonneState, Group } from "./state.ts";

/** The root of a node, halving paths on the way (the state is a working copy). */
export function find(s: CarcassonneState, node: number): number {
  let n = node;
  for (;;) {
    const p = s.parent[n] ?? n;
    if (p === n) return n;
    const pp = s.parent[p] ?? p;
    s.parent[n] = pp;
    n = pp;
  }
}

/** Root lookup without path halving, for read-only callers (views, legal moves). */
export function rootOf(s: CarcassonneState, node: number): number {
  let n = node;
  for (;;) {
    const p = s.parent[n] ?? n;
    if (p === n) return n;
    n = p;
  }
}

export function group(s: CarcassonneState, node: number): Group {
  const g = s.groups[rootOf(s, node)];
  if (!g) throw new Error(`node ${node} has no feature`);
  return g;
}

/** A new feature node of its own. */
export function addNode(s: CarcassonneState, g: Group): number {
  const node = s.parent.length;
  s.parent.push(node);
  s.groups.push(g);
  return node;
}

/** Joins two features; the larger keeps its root. Returns the root. */
export function union(s: CarcassonneState, a: number, b: number): number {
  let ra = find(s, a);
  let rb = find(s, b);
  if (ra === rb) return ra;
  let ga = s.groups[ra];
  let gb = s.groups[rb];
  if (!ga || !gb) throw new Error("union of nodes without features");
  if (gb.tiles.length > ga.tiles.length) {
    [ra, rb] = [rb, ra];
    [ga, gb] = [gb, ga];
  }
  ga.open += gb.open;
  for (const t of gb.tiles) if (!ga.tiles.includes(t)) ga.tiles.push(t);
  if (gb.shields) ga.shields = (ga.shields ?? 0) + gb.shields;
  if (gb.cursed) ga.cursed = true;
  s.parent[rb] = ra;
  s.groups[rb] = 0;
  return ra;
}

/** One open edge of the feature is met; `curse` when it is met by something that keeps it open for ever. */
export function meet(s: CarcassonneState, node: number, edges: number, curse: boolean): void {
  const g = s.groups[find(s, node)];
  if (!g) throw new Error(`node ${node} has no feature`);
  g.open -= edges;
  if (curse) g.cursed = true;
}
