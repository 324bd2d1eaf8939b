/**
 * The castles and cemeteries a placement closes or brings closer (preview.ts), on levels with
 * centres: those around the tile, and the tile's own.
 */
import { cemeteryRing, centreNode, fogNode, indexAt, inRing } from "./board.ts";
import { rootOf } from "./features.ts";
import { RING } from "./geometry.ts";
import { rulesOf } from "./levels.ts";
import { chance, near, paid, scored, W, type Placing, type Tally } from "./scan.ts";
import { castlePoints, foggyAround } from "./scoring.ts";
import { isFaceUp } from "./state.ts";

/**
 * Castles and cemeteries (levels with centres): the tiles buried by the cemeteries the placement
 * closes, the ghosts a level 5–6 cemetery of its own draws at once, and the cemeteries it closes
 * (`closedNow`, tile indices) or opens (`ownOpen`).
 */
export type Centres = { burials: number; ringGhosts: number; closedNow: Set<number>; ownOpen: boolean };

/** The spots around a cemetery that close it: all eight on levels 5–6, else the four beside it. */
type Ring = ReturnType<typeof cemeteryRing>;

export function judgeCentres(p: Placing, t: Tally): Centres {
  const ring = cemeteryRing(p.sc.s);
  const centres: Centres = { burials: 0, ringGhosts: 0, closedNow: new Set(), ownOpen: false };
  if (!rulesOf(p.sc.level).centres) return centres;
  judgeAround(p, ring, centres, t);
  if (p.sh.def.centre === "castle" && p.hand > 0) judgeOwnCastle(p, t);
  if (p.sh.def.centre === "cemetery") judgeOwnCemetery(p, ring, centres, t);
  return centres;
}

/** The castles and cemeteries around the tile: those it closes, and those it brings a step closer. */
function judgeAround(p: Placing, ring: Ring, centres: Centres, t: Tally): void {
  const { sc, x, y } = p;
  const s = sc.s;
  const rules = rulesOf(sc.level);
  for (const [dx, dy] of RING) {
    const other = near(sc, x + dx, y + dy);
    if (!isFaceUp(other)) continue;
    const node = centreNode(other);
    if (node < 0) continue;
    const g = s.groups[rootOf(s, node)];
    if (!g || g.open === 0) continue;
    if (g.k === "cemetery") {
      if (!inRing(ring, -dx, -dy)) continue;
      if (g.open === 1) {
        centres.burials++;
        t.returned += other.cg ?? 0;
        centres.closedNow.add(indexAt(s, x + dx, y + dy) ?? -1);
      } else t.value += rules.cursed ? W.cemeteryGap : W.cemeteryStep;
    } else if (!g.cursed) {
      const on = sc.colours.get(rootOf(s, node)) ?? [];
      if (on.length > 0) {
        const foggy = foggyAround(s, other.x, other.y) + (p.sh.fog >= 0 ? 1 : 0);
        t.value +=
          g.open === 1
            ? scored(sc, castlePoints(foggy), on) + W.home
            : paid(sc, castlePoints(foggy), on) * (chance(sc, g.open - 1) - chance(sc, g.open));
      }
    }
  }
}

/** The tile's own castle: what a fresh meeple on it may bring, unless a face-down tile around spoils it. */
function judgeOwnCastle(p: Placing, t: Tally): void {
  const { sc, x, y } = p;
  const present = RING.filter(([dx, dy]) => near(sc, x + dx, y + dy)).length;
  const spoiled = RING.some(([dx, dy]) => {
    const tile = near(sc, x + dx, y + dy);
    return tile !== undefined && !isFaceUp(tile);
  });
  const foggy = foggyAround(sc.s, x, y) + (p.sh.fog >= 0 ? 1 : 0);
  if (!spoiled)
    t.best = Math.max(
      t.best,
      present === 8
        ? scored(sc, castlePoints(foggy), sc.fresh)
        : W.fresh * paid(sc, castlePoints(foggy + 2), sc.fresh) * chance(sc, 8 - present) - W.meepleCost,
    );
}

/** The tile's own cemetery: closed at once (a burial), or open, drawing ghosts (levels 2–4) or face-down tiles (levels 5–6) until it closes. */
function judgeOwnCemetery(p: Placing, ring: Ring, centres: Centres, t: Tally): void {
  const { sc, x, y } = p;
  const rules = rulesOf(sc.level);
  const present = ring.filter(([dx, dy]) => near(sc, x + dx, y + dy)).length;
  if (present === ring.length) {
    centres.burials++;
    return;
  }
  centres.ownOpen = true;
  t.value -= rules.cursed ? W.cemeteryGap * (ring.length - present) : W.cemeteryOpen;
  if (rules.cursed)
    centres.ringGhosts = RING.filter(([dx, dy]) => {
      const tile = near(sc, x + dx, y + dy);
      return isFaceUp(tile) && fogNode(tile) >= 0;
    }).length;
}
