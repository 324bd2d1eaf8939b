/**
 * The cities and roads a placement makes (preview.ts): the tile's own joined to the features they
 * meet, each judged as it would stand (closed: scored now; open: by how likely it closes), against
 * what the features it joins are worth now, and what a fresh meeple on an unguarded one may bring.
 */
import { nodeAtSegment } from "./board.ts";
import { rootOf } from "./features.ts";
import { facing, STEPS, unturned } from "./geometry.ts";
import { meeplesOn } from "./meeples.ts";
import { chance, near, paid, scored, standing, W, type Placing, type Tally } from "./scan.ts";
import { linePoints } from "./scoring.ts";
import { isFaceUp } from "./state.ts";

/**
 * Cities and roads: each one the placement makes, against the features it joins. `dead`: the
 * tile's own that end where no unseen tile fits; `meeting`: its own facing a guarded feature across
 * an empty spot (local node, that feature's root).
 */
export function judgeLines(
  p: Placing,
  dead: readonly boolean[],
  meeting: readonly (readonly [number, number])[],
  t: Tally,
): void {
  const sc = p.sc;
  const links = linkLines(p);
  const done = new Set<number>();
  for (let local = 0; local < p.lines; local++) {
    const c = links.find(local);
    if (done.has(c)) continue;
    done.add(c);
    const line = lineOf(p, links, dead, c, local < p.sh.def.cities.length ? "city" : "road");
    const { kind, open, shields, cursed, meeples, before, tiles, colours } = line;
    if (open === 0 && !cursed) {
      const points = linePoints(kind, tiles.size, shields);
      if (colours.length > 0) t.value += scored(sc, points, colours) + W.home * meeples - before;
      else if (p.hand > 0) t.best = Math.max(t.best, scored(sc, points, sc.fresh));
    } else {
      t.value += standing(sc, kind, open, tiles.size, shields, cursed, colours, meeples) - before;
      if (colours.length === 0 && p.hand > 0 && !cursed) {
        const share = joinShare(p, links, meeting, c, line);
        t.best = Math.max(
          t.best,
          W.fresh * paid(sc, linePoints(kind, tiles.size + 1, shields), sc.fresh) * chance(sc, open) +
            share -
            W.meepleCost,
        );
      }
    }
  }
}

/**
 * The tile's cities and roads joined to the neighbours' features they meet: a small union-find over
 * the tile's own (0..lines-1) and the neighbours' roots (`roots[j]` is lines + j), how many edges
 * each of the tile's own meets, and which reach a face-down neighbour (cursed).
 */
type Links = { find: (i: number) => number; roots: number[]; matches: number[]; cursed: boolean[] };

function linkLines(p: Placing): Links {
  const { sc, sh, x, y, r } = p;
  const uf: number[] = [];
  const roots: number[] = [];
  const find = (i: number): number => {
    let n = i;
    while (uf[n] !== n) n = uf[n] ?? n;
    return n;
  };
  for (let i = 0; i < p.lines; i++) uf.push(i);
  const slot = new Map<number, number>();
  const matches: number[] = new Array<number>(p.lines).fill(0);
  const cursed: boolean[] = new Array<boolean>(p.lines).fill(false);
  for (let e = 0; e < 4; e++) {
    const [dx, dy] = STEPS[e] ?? [0, 0];
    const other = near(sc, x + dx, y + dy);
    const mid = 3 * e + 1;
    const own = sh.segmentNode[unturned(mid, r)] ?? -1;
    if (!other || own < 0) continue;
    if (!isFaceUp(other)) {
      cursed[own] = true;
      continue;
    }
    const theirs = rootOf(sc.s, nodeAtSegment(other, facing(mid)));
    let at = slot.get(theirs);
    if (at === undefined) {
      at = uf.length;
      uf.push(at);
      roots.push(theirs);
      slot.set(theirs, at);
    }
    uf[find(own)] = find(at);
    matches[own] = (matches[own] ?? 0) + 1;
  }
  return { find, roots, matches, cursed };
}

/** A city or road as the placement would make it, and `before`, what the features it joins are worth now. */
type Line = {
  kind: "city" | "road";
  open: number;
  shields: number;
  cursed: boolean;
  meeples: number;
  before: number;
  tiles: Set<number>;
  colours: number[];
};

/** The city or road of union-find class `c`: the tile's parts in it and the neighbours' features they join. */
function lineOf(p: Placing, links: Links, dead: readonly boolean[], c: number, kind: "city" | "road"): Line {
  const { sc, sh } = p;
  const s = sc.s;
  const def = sh.def;
  const line: Line = {
    kind,
    open: 0,
    shields: 0,
    cursed: false,
    meeples: 0,
    before: 0,
    tiles: new Set<number>([s.tiles.length]),
    colours: [],
  };
  for (let i = 0; i < p.lines; i++) {
    if (links.find(i) !== c) continue;
    const part = i < def.cities.length ? def.cities[i] : def.roads[i - def.cities.length];
    line.open += kind === "city" ? (part?.segments.length ?? 0) / 3 : (part?.segments.length ?? 0);
    line.shields += i < def.cities.length ? (def.cities[i]?.shields ?? 0) : 0;
    line.open -= 2 * (links.matches[i] ?? 0);
    if (links.cursed[i] || dead[i]) line.cursed = true;
  }
  links.roots.forEach((rt, j) => {
    if (links.find(p.lines + j) !== c) return;
    const g = s.groups[rt];
    if (!g) return;
    line.open += g.open;
    line.shields += g.shields ?? 0;
    if (g.cursed) line.cursed = true;
    for (const t of g.tiles) line.tiles.add(t);
    const on = sc.colours.get(rt) ?? [];
    for (const col of on) if (!line.colours.includes(col)) line.colours.push(col);
    const standingHere = meeplesOn(s, rt).length;
    line.meeples += standingHere;
    line.before += standing(
      sc,
      g.k === "city" ? "city" : "road",
      g.open,
      g.tiles.length,
      g.shields ?? 0,
      g.cursed === true,
      on,
      standingHere,
    );
  });
  return line;
}

/** An unguarded open line facing a guarded one of its kind across an empty spot: what a fresh meeple's share of the join may bring. */
function joinShare(
  p: Placing,
  links: Links,
  meeting: readonly (readonly [number, number])[],
  c: number,
  line: Line,
): number {
  const sc = p.sc;
  const s = sc.s;
  const { kind, open, shields, tiles } = line;
  let share = 0;
  for (const [local, rt] of meeting) {
    const g = s.groups[rt];
    if (
      links.find(local) !== c ||
      !g ||
      g.k !== kind ||
      g.cursed ||
      links.roots.some((r2, j) => r2 === rt && links.find(p.lines + j) === c)
    )
      continue;
    const on = sc.colours.get(rt) ?? [];
    const mine = sc.mine
      .filter((col) => !on.includes(col))
      .sort((a, b) => (sc.weight[b] ?? 1) - (sc.weight[a] ?? 1))[0];
    if (mine === undefined) continue;
    const gain =
      paid(sc, linePoints(kind, tiles.size + g.tiles.length + 1, shields + (g.shields ?? 0)), [mine, ...on]) -
      paid(sc, linePoints(kind, g.tiles.length, g.shields ?? 0), on) -
      paid(sc, linePoints(kind, tiles.size, shields), [mine]);
    share = Math.max(share, W.share * gain * chance(sc, Math.max(1, open + g.open - 2)));
  }
  return share;
}
