/**
 * What a position is worth to the team, for the level-6 look-ahead (lookahead.ts): every colour's
 * score plus what its open guarded features may still bring, valued so that the colour furthest
 * from the next target (a dog's number, then the goal) counts most; the targets already passed;
 * the meeples still in hand; the ghosts in the bank; the tiles left before the deadline; joins
 * of differently guarded features that one more tile could make. Only public facts are read.
 */
import { fogAtSegment, fogNode, nodeAtSegment } from "./board.ts";
import { rootOf } from "./features.ts";
import { fitsAt } from "./fits.ts";
import { opposite, STEPS } from "./geometry.ts";
import { ghostsOnBoard } from "./ghosts.ts";
import { rulesOf } from "./levels.ts";
import { chance, fogGhosts, ghostWorth, scan, type Scan } from "./scan.ts";
import { castlePoints, foggyAround, linePoints } from "./scoring.ts";
import { isFaceUp, type CarcassonneState, type Group } from "./state.ts";

/** The weights, found with the balance run (test/bench/carcassonne-balance.ts) and a search scored by how far every colour got toward the first dog (README). */
const V = {
  /** How much more a point weighs to a colour with nothing than to one at the target. */
  lag: 1,
  /** A point past the target (it counts toward the next one). */
  ahead: 0.75,
  /** A dog's number reached (its pile deadline met). */
  dog: 40,
  /** The first, second, … meeple a colour holds. */
  meeples: [4, 3, 2, 1.5, 1] as readonly number[],
  /** Points an open feature may still grow by, per open end: city, road. */
  cityGrowth: 2,
  roadGrowth: 0.8,
  /** A missing neighbour of an open level 5–6 cemetery: a face-down tile to come. */
  cemetery: 1,
  /** A tile left in the pile whose deadline binds. */
  tile: 2,
  /** Ghosts on open fog that may still close, against ghosts in the bank. */
  fog: 0.8,
  /** The share of a join's extra points counted before the joining tile comes. */
  share: 0.6,
  /** Points against everything else (ghosts, meeples, tiles). */
  points: 4,
  /** Ghosts in the bank against the rest, by dogs already gone by: before the first the deadline binds, after it the bank. */
  ghosts: [0.5, 1.5, 1.5] as readonly number[],
};

/** One colour's score (or expected score) valued against the target. */
function utility(points: number, target: number): number {
  if (points <= target) return (1 + V.lag) * points - (V.lag * points * points) / (2 * target);
  return (1 + V.lag / 2) * target + V.ahead * (points - target);
}

function bankWorth(bank: number): number {
  let sum = 0;
  for (let i = 1; i <= bank; i++) sum += ghostWorth(i);
  return sum;
}

/** A guarded city's, road's or castle's points if it closes, with the growth its open ends promise. */
function promise(s: CarcassonneState, g: Group): number {
  if (g.k === "city" || g.k === "road")
    return linePoints(g.k, g.tiles.length, g.shields ?? 0) + g.open * (g.k === "city" ? V.cityGrowth : V.roadGrowth);
  if (g.k === "castle") {
    const at = s.tiles[g.tiles[0] ?? 0];
    return at ? castlePoints(foggyAround(s, at.x, at.y) + 0.3 * g.open) : 0;
  }
  return 0;
}

/** Empty spots' verdicts: features ending where no unseen tile fits, and per spot the guarded features meeting there. */
function spots(sc: Scan): { dead: Set<number>; meets: number[][] } {
  const s = sc.s;
  const dead = new Set<number>();
  const meets: number[][] = [];
  for (const k of s.frontier) {
    const [qx = 0, qy = 0] = k.split(",").map(Number);
    const [fits, fogFits] = fitsAt(sc, qx, qy, Number.NaN, Number.NaN, undefined);
    const here: number[] = [];
    STEPS.forEach(([dx, dy], e) => {
      const other = s.tiles[s.at[`${qx + dx},${qy + dy}`] ?? -1];
      if (!isFaceUp(other)) return;
      const facingQ = 3 * opposite(e);
      const node = nodeAtSegment(other, facingQ + 1);
      if (node >= 0) {
        const root = rootOf(s, node);
        if (fits === 0) dead.add(root);
        if (fits > 0 && sc.colours.has(root) && !here.includes(root)) here.push(root);
      }
      if (fogFits === 0 && [0, 1, 2].some((j) => fogAtSegment(other, facingQ + j))) dead.add(rootOf(s, fogNode(other)));
    });
    if (here.length > 1) meets.push(here);
  }
  return { dead, meets };
}

export function worth(state: CarcassonneState): number {
  const total = state.score.reduce((a, b) => a + b, 0);
  if (state.result) return state.result.won ? 1e6 + total : -1e6 + total;
  const s: CarcassonneState = { ...state, current: undefined };
  const sc = scan(s);
  const rules = rulesOf(s.options.level);
  const { dead, meets } = spots(sc);
  const expected = s.score.slice();
  const likely = (root: number, g: Group): number => (g.cursed || dead.has(root) ? 0 : chance(sc, g.open));
  let value = 0;
  for (const [root, colours] of sc.colours) {
    const g = s.groups[root];
    if (!g) continue;
    const p = likely(root, g);
    const points = promise(s, g) * p;
    for (const c of colours) expected[rules.perColour ? c : 0] = (expected[rules.perColour ? c : 0] ?? 0) + points;
    // A dog beside a guard of this feature scores the ghosts then on the board.
    const dogged = s.dogs.some(
      (d) => d.status === "placed" && s.meeples.some((m) => m.t === d.guard && rootOf(s, m.n) === root),
    );
    if (dogged) {
      const c = s.meeples.find((m) => rootOf(s, m.n) === root)?.c ?? 0;
      expected[rules.perColour ? c : 0] = (expected[rules.perColour ? c : 0] ?? 0) + ghostsOnBoard(s) * p;
    }
  }
  for (const points of expected) value += V.points * utility(points, sc.target);
  value += V.dog * s.dogs.filter((d) => d.status !== "waiting").length;
  for (const colour of s.colours) for (let i = 0; i < colour.supply; i++) value += V.meeples[i] ?? 0.5;
  value += (V.ghosts[s.dogs.filter((d) => d.status !== "waiting").length] ?? 1) * bankWorth(s.bank);
  const deadline = sc.horizon < sc.left;
  if (deadline) value += V.tile * sc.horizon;
  s.groups.forEach((g, root) => {
    if (!g || g.open === 0) return;
    if (g.k === "fog" && !g.cursed && !dead.has(root))
      value += V.fog * fogGhosts(s, g) * chance(sc, g.open) * ghostWorth(s.bank + 1);
    if (g.k === "cemetery" && rules.cursed) value -= V.cemetery * g.open;
  });
  // Two guarded features of one kind facing one empty spot: a tile there could join them, and each colour is paid the whole.
  for (const roots of meets) {
    for (let i = 0; i < roots.length; i++) {
      for (let j = i + 1; j < roots.length; j++) {
        const a = s.groups[roots[i] ?? -1];
        const b = s.groups[roots[j] ?? -1];
        if (!a || !b || a.k !== b.k || (a.k !== "city" && a.k !== "road") || a.cursed || b.cursed) continue;
        const joined = linePoints(a.k, a.tiles.length + b.tiles.length + 1, (a.shields ?? 0) + (b.shields ?? 0));
        const onA = sc.colours.get(roots[i] ?? -1) ?? [];
        const onB = sc.colours.get(roots[j] ?? -1) ?? [];
        let gain = 0;
        for (const c of new Set([...onA, ...onB]))
          gain +=
            joined -
            (onA.includes(c) ? linePoints(a.k, a.tiles.length, a.shields ?? 0) : 0) -
            (onB.includes(c) ? linePoints(a.k, b.tiles.length, b.shields ?? 0) : 0);
        value += V.points * V.share * Math.max(0, gain) * chance(sc, Math.max(1, a.open + b.open - 2));
      }
    }
  }
  return value;
}
