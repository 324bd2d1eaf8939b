/**
 * One placement judged from the state as it stands, without playing it (strategy.ts ranks them):
 * the empty spots beside it that no unseen tile could fill any more, the cities and roads it makes
 * or closes, the fog it joins, closes or spoils, the castles and cemeteries it closes or brings
 * closer, and the ghosts it brings against what the bank holds.
 */
import { fogAtSegment, fogNode, nodeAtSegment } from "./board.ts";
import { shape } from "./catalogue.ts";
import { rootOf } from "./features.ts";
import { fitsAt, type Side } from "./fits.ts";
import { facing, opposite, STEPS, unturned } from "./geometry.ts";
import { openCemeteries } from "./ghosts.ts";
import { rulesOf } from "./levels.ts";
import { meeplesOn } from "./meeples.ts";
import { judgeCentres } from "./preview-centres.ts";
import { judgeLines } from "./preview-lines.ts";
import { chance, fogGhosts, ghostWorth, near, standing, W, type Placing, type Scan, type Tally } from "./scan.ts";
import { isFaceUp } from "./state.ts";

export type Preview = {
  value: number;
  /** Ghosts that must appear in step 2, and what the bank would hold then. */
  need: number;
  bank: number;
};

/** Judges tile `id` at (x, y) turned r, which must be legal, without placing it. */
export function preview(sc: Scan, id: string, x: number, y: number, r: 0 | 1 | 2 | 3, hand: number): Preview {
  const s = sc.s;
  const sh = shape(id);
  const rules = rulesOf(sc.level);
  const p: Placing = { sc, sh, x, y, r, hand, lines: sh.def.cities.length + sh.def.roads.length };
  const t: Tally = { value: 0, best: 0, returned: 0 };
  const fog = linkFog(p);
  const sides = judgeSides(p, fog, t);
  judgeLines(p, sides.dead, sides.meeting, t);
  const { due, before, after } = judgeFog(p, fog, sides, t);
  const centres = judgeCentres(p, t);
  const haunt =
    rules.centres &&
    !rules.cursed &&
    due > 0 &&
    (centres.ownOpen || openCemeteries(s).some((c) => !centres.closedNow.has(c)))
      ? 1
      : 0;
  const need = due + centres.ringGhosts + haunt;
  const bank = s.bank + t.returned;
  // A burial costs a guard for good, unless one stands where nothing can close.
  const spare = s.meeples.some((m) => {
    const g = s.groups[rootOf(s, m.n)];
    return g !== 0 && g?.cursed === true;
  });
  t.value -= centres.burials * (spare ? 0.5 : W.burial);
  const worth = ghostWorth(bank - need);
  t.value += worth * (t.returned - need + (after - before) * W.fog);
  t.value += t.best;
  return { value: t.value, need, bank };
}

/**
 * The fog banks the tile's own fog meets (their roots) and on how many segments, the banks it
 * spoils (their fog against its fogless edge), and whether its own fog meets a fogless edge or a
 * face-down tile (cursed).
 */
type FogLinks = { roots: Set<number>; spoiled: Set<number>; matches: number; cursed: boolean };

function linkFog(p: Placing): FogLinks {
  const { sc, sh, x, y, r } = p;
  const links: FogLinks = { roots: new Set(), spoiled: new Set(), matches: 0, cursed: false };
  for (let e = 0; e < 4; e++) {
    const [dx, dy] = STEPS[e] ?? [0, 0];
    const other = near(sc, x + dx, y + dy);
    if (!other) continue;
    for (let k = 0; k < 3; k++) {
      const seg = 3 * e + k;
      const mine = sh.fogSegments[unturned(seg, r)] ?? false;
      if (!isFaceUp(other)) {
        if (mine) links.cursed = true;
        continue;
      }
      const theirs = fogAtSegment(other, facing(seg));
      if (mine && theirs) {
        links.roots.add(rootOf(sc.s, fogNode(other)));
        links.matches++;
      } else if (mine) links.cursed = true;
      else if (theirs) links.spoiled.add(rootOf(sc.s, fogNode(other)));
    }
  }
  return links;
}

/**
 * The empty spots beside the tile: where no unseen tile could fill one, what ends there can never
 * close (the tile's own features, `dead` and `fogDead`; the neighbours', `killed`, their worth lost
 * and their fog's in `killedFog`). `meeting`: a guarded feature across an empty spot from one of
 * the tile's roads or cities, which one more tile there could join.
 */
type Sides = {
  dead: boolean[];
  fogDead: boolean;
  killed: Set<number>;
  killedFog: number;
  meeting: [number, number][];
};

function judgeSides(p: Placing, fog: FogLinks, t: Tally): Sides {
  const { sc, sh, x, y, r } = p;
  const s = sc.s;
  const judged: Side = { sh, r };
  const sides: Sides = {
    dead: new Array<boolean>(p.lines).fill(false),
    fogDead: false,
    killed: new Set(),
    killedFog: 0,
    meeting: [],
  };
  for (let e = 0; e < 4; e++) {
    const [dx, dy] = STEPS[e] ?? [0, 0];
    const qx = x + dx;
    const qy = y + dy;
    if (near(sc, qx, qy)) continue;
    const [fits, fogFits] = fitsAt(sc, qx, qy, x, y, judged);
    const own = sh.segmentNode[unturned(3 * e + 1, r)] ?? -1;
    if (fits === 0 && own >= 0) sides.dead[own] = true;
    if (fits > 0 && own >= 0) {
      STEPS.forEach(([sx, sy], e2) => {
        const other = near(sc, qx + sx, qy + sy);
        if (!isFaceUp(other)) return;
        const theirs = nodeAtSegment(other, 3 * opposite(e2) + 1);
        if (theirs >= 0 && sc.colours.has(rootOf(s, theirs))) sides.meeting.push([own, rootOf(s, theirs)]);
      });
    }
    if (fogFits === 0 && [0, 1, 2].some((k) => sh.fogSegments[unturned(3 * e + k, r)])) sides.fogDead = true;
    if (fits === 0 || fogFits === 0) strand(p, qx, qy, [fits, fogFits], fog, sides, t);
  }
  return sides;
}

/** The neighbours' features ending at the empty spot (qx, qy) that the tile leaves no unseen tile to fill. */
function strand(
  p: Placing,
  qx: number,
  qy: number,
  [fits, fogFits]: readonly [number, number],
  fog: FogLinks,
  sides: Sides,
  t: Tally,
): void {
  const { sc, x, y } = p;
  const s = sc.s;
  const [before, fogBefore] = fitsAt(sc, qx, qy, x, y, undefined);
  STEPS.forEach(([sx, sy], e2) => {
    const other = near(sc, qx + sx, qy + sy);
    if (!isFaceUp(other) || (qx + sx === x && qy + sy === y)) return;
    const facingQ = 3 * opposite(e2);
    const node = nodeAtSegment(other, facingQ + 1);
    if (fits === 0 && before > 0 && node >= 0) {
      const rt = rootOf(s, node);
      const g = s.groups[rt];
      const on = sc.colours.get(rt) ?? [];
      if (g && !g.cursed && on.length > 0 && !sides.killed.has(rt)) {
        sides.killed.add(rt);
        const standingHere = meeplesOn(s, rt).length;
        t.value -=
          standing(
            sc,
            g.k === "city" ? "city" : "road",
            g.open,
            g.tiles.length,
            g.shields ?? 0,
            false,
            on,
            standingHere,
          ) +
          W.stuck * standingHere;
      }
    }
    if (fogFits === 0 && fogBefore > 0 && [0, 1, 2].some((k) => fogAtSegment(other, facingQ + k))) {
      const rt = rootOf(s, fogNode(other));
      const g = s.groups[rt];
      if (g && !g.cursed && !sides.killed.has(rt) && !fog.roots.has(rt)) {
        sides.killed.add(rt);
        sides.killedFog += fogGhosts(s, g) * chance(sc, g.open);
      }
    }
  });
}

/**
 * Fog: the bank the tile's fog joins closes (its ghosts return), stays open (closer or farther from
 * closing), or is spoiled for ever. `due`: the ghosts its fog symbols call in step 2; `before` and
 * `after`: the ghosts on the fog it touches that may still come back, weighed by how likely.
 */
function judgeFog(p: Placing, fog: FogLinks, sides: Sides, t: Tally): { due: number; before: number; after: number } {
  const { sc, sh } = p;
  const s = sc.s;
  let due = 0;
  let before = 0;
  let after = 0;
  const spoilWorth = (rt: number): number => {
    const g = s.groups[rt];
    return g && !g.cursed ? fogGhosts(s, g) * chance(sc, g.open) : 0;
  };
  for (const rt of fog.spoiled) if (!fog.roots.has(rt) && !sides.killed.has(rt)) before += spoilWorth(rt);
  before += sides.killedFog;
  if (sh.fog < 0) return { due, before, after };
  let open = (sh.def.fog?.segments.length ?? 0) - 2 * fog.matches;
  let cursed = fog.cursed;
  let ghosts = 0;
  for (const rt of fog.roots) {
    const g = s.groups[rt];
    if (!g) continue;
    open += g.open;
    if (g.cursed || fog.spoiled.has(rt)) cursed = true;
    const gh = fogGhosts(s, g);
    ghosts += gh;
    before += g.cursed ? 0 : gh * chance(sc, g.open);
  }
  if (open === 0 && !cursed) t.returned += ghosts;
  else {
    due = Math.max(0, (sh.def.fog?.symbols ?? 0) - (fog.roots.size > 0 ? 1 : 0));
    after = cursed || sides.fogDead ? 0 : (ghosts + due) * chance(sc, open);
  }
  return { due, before, after };
}
