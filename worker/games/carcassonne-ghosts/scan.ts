/**
 * What the bot's judgement of a decision reads and weighs (preview.ts, strategy.ts, worth.ts): the
 * facts of the position gathered once per decision, the weights, and how a feature's points count
 * given how likely it closes and how far each colour is from the target. Only public facts are read.
 */
import type { Seat } from "../contract.ts";
import { shape, tilesFor } from "./catalogue.ts";
import { rootOf } from "./features.ts";
import type { Shape } from "./geometry.ts";
import { rulesOf } from "./levels.ts";
import { coloursInHand } from "./meeples.ts";
import { reached } from "./outcome.ts";
import { linePoints } from "./scoring.ts";
import { isFaceUp, type CarcassonneState, type Group, type Placed } from "./state.ts";

/** The weights of the judgement, found by playing thousands of games (test/bench/carcassonne-balance.ts). */
export const W = {
  /** A ghost back in the bank is worth this many points, and more as the bank runs dry. */
  ghost: 3,
  ghostScarce: 20,
  /** A meeple left on a feature that can never close. */
  stuck: 5,
  /** Using a meeple on an open feature, per meeple fewer left in hand. */
  meepleCost: 1.5,
  /** How fast the chance of closing falls with each open end. */
  decay: 0.6,
  /** The share of an open feature's points a fresh meeple is expected to bring. */
  fresh: 0.8,
  /** Ghosts on fog that may still close count this much of ghosts back in the bank. */
  fog: 0.8,
  /** A level 5–6 cemetery per missing neighbour (a face-down tile each turn until it closes); levels 2–4 an open one. */
  cemeteryGap: 1.5,
  cemeteryOpen: 2,
  cemeteryStep: 0.5,
  /** A guard buried for good. */
  burial: 4,
  /** A meeple coming home from a closed feature, or placed onto one the tile just closed. */
  home: 1.5,
  closedNow: 5,
  /** Points per tile the bot expects to make; short of a dog's number it hurries (points weigh more). */
  pace: 1.5,
  /** Level 6: a point to a colour already at the target still helps toward the next one, a little. */
  ahead: 0.3,
  /** Points that reach the next dog's number (the pile deadline met) or the goal. */
  cross: 20,
  /** The share of a join's extra points (a second colour on a feature) a meeple next to another colour's feature is expected to bring. */
  share: 0.3,
};

/** Read-only facts a move's judgement needs, gathered once per decision. */
export type Scan = {
  s: CarcassonneState;
  /** Colours of the meeples standing on each feature root. */
  colours: Map<number, number[]>;
  /** Colours the deciding seat still holds a meeple of. */
  mine: number[];
  /** Tiles still to come (all piles). */
  left: number;
  /** Tiles that still count toward the target: the current pile's while a dog's deadline binds, else all. */
  horizon: number;
  /** The next dog's number while its pile runs, else the goal. */
  target: number;
  /** Per colour, what one of its points is worth toward the target (level 6; otherwise unused). */
  weight: number[];
  /** Per colour, the points it still lacks to the target (level 6). */
  gap: number[];
  level: number;
  /** 1, or more when the points come too slowly for the next dog's number before its pile ends. */
  urgency: number;
  /** The tiles nobody has seen yet, by shape, with how many of each: the pile's order and face-down fronts stay unknown. */
  unseen: { shape: Shape; count: number }[];
  /** The colour a fresh meeple would be: on level 6 the one lagging most (the meeple choice prefers it), else any. */
  fresh: number[];
  /** Spot constraints already counted: how many unseen tiles fit, and how many fit fog included. */
  fits: Map<number, readonly [number, number]>;
  /** The board by position, for quick looks around a spot. */
  grid: Map<number, Placed>;
};

const spot = (x: number, y: number): number => (x + 1024) * 2048 + (y + 1024);

/** The tile at (x, y), if any. */
export function near(sc: Scan, x: number, y: number): Placed | undefined {
  return sc.grid.get(spot(x, y));
}

/** The facts a decision of `seat` (none: the meeple choice, the look-ahead) is judged on. */
export function scan(s: CarcassonneState, seat?: Seat): Scan {
  const colours = new Map<number, number[]>();
  for (const m of s.meeples) {
    const root = rootOf(s, m.n);
    const list = colours.get(root) ?? [];
    if (!list.includes(m.c)) list.push(m.c);
    colours.set(root, list);
  }
  const rules = rulesOf(s.options.level);
  const dog = s.dogs.findIndex((d) => d.status === "waiting");
  const number = rules.dogs[dog];
  const left = s.piles.reduce((n, p) => n + p.length, 0);
  // A pile deadline binds: the next dog's number is the target, and only this pile's tiles count toward it.
  const deadline = number !== undefined && s.pile < s.piles.length - 1;
  const target = deadline ? number : rules.goal;
  const horizon = deadline ? Math.max(1, s.piles[s.pile]?.length ?? 0) : left;
  const inPlay = s.score.map((_, c) => c);
  const deficit = (c: number): number => Math.max(0, target - (s.score[c] ?? 0));
  const owed = rules.perColour ? inPlay.reduce((n, c) => n + deficit(c), 0) : Math.max(0, target - reached(s));
  let urgency = 1;
  if (deadline) urgency = Math.min(3, Math.max(1, owed / horizon / W.pace));
  // Level 6: a point to a colour is worth as much as it closes that colour's gap to the target (the lowest most); past it, a little.
  const most = Math.max(1, ...inPlay.map(deficit));
  const weight = s.score.map((_, c) => (deficit(c) > 0 ? 1 + deficit(c) / most : W.ahead));
  const mine = seat === undefined ? [] : coloursInHand(s, seat);
  const counts = new Map<string, number>();
  for (const id of tilesFor(s.options.level)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const seen = (id: string | undefined): void => {
    if (id !== undefined && counts.has(id)) counts.set(id, (counts.get(id) ?? 0) - 1);
  };
  for (const tile of s.tiles) if (isFaceUp(tile)) seen(tile.id);
  for (const id of s.discarded) seen(id);
  seen(s.current);
  const unseen = [...counts].filter(([, n]) => n > 0).map(([id, count]) => ({ shape: shape(id), count }));
  const lagging = (list: number[]): number[] => list.sort((a, b) => (weight[b] ?? 1) - (weight[a] ?? 1)).slice(0, 1);
  const fresh = seat !== undefined && mine.length > 0 ? lagging([...mine]) : [s.score.indexOf(Math.min(...s.score))];
  const gap = s.score.map((_, c) => deficit(c));
  return {
    s,
    colours,
    mine,
    left,
    horizon,
    target,
    weight,
    gap,
    level: s.options.level,
    urgency,
    unseen,
    fresh,
    fits: new Map(),
    grid: new Map(s.tiles.map((tile) => [spot(tile.x, tile.y), tile])),
  };
}

/** How likely a feature with `open` ends still to meet is to close before the tiles run out. */
export function chance(sc: Scan, open: number): number {
  if (open <= 0) return 1;
  const supply = Math.min(1, sc.horizon / (4 * open));
  return supply / (1 + W.decay * open);
}

/** What one ghost in the bank is worth, given how many the bank holds. */
export function ghostWorth(bank: number): number {
  return W.ghost + W.ghostScarce / Math.max(1, bank);
}

/** Ghosts on the face-up tiles of a fog bank. */
export function fogGhosts(s: CarcassonneState, g: Group): number {
  let n = 0;
  for (const t of g.tiles) {
    const tile = s.tiles[t];
    if (isFaceUp(tile)) n += tile.g ?? 0;
  }
  return n;
}

/** Points to the colours on a feature: shared once per colour, or per colour on level 6 by how much they close each colour's gap. */
export function paid(sc: Scan, points: number, colours: readonly number[]): number {
  if (!rulesOf(sc.level).perColour) return sc.urgency * points * colours.length;
  // Past a colour's gap its points help only toward the next target.
  return colours.reduce((sum, c) => {
    const useful = Math.min(points, sc.gap[c] ?? 0);
    return sum + sc.urgency * (useful * (sc.weight[c] ?? 1) + (points - useful) * W.ahead);
  }, 0);
}

/** Points scored now: their worth, and a bonus when they reach the target (a dog's number before its pile runs out, or the goal). */
export function scored(sc: Scan, points: number, colours: readonly number[]): number {
  const s = sc.s;
  const after = rulesOf(sc.level).perColour
    ? Math.min(...s.score.map((v, c) => v + (colours.includes(c) ? points : 0)))
    : (s.score[0] ?? 0) + points * colours.length;
  const crosses = reached(s) < sc.target && after >= sc.target;
  return paid(sc, points, colours) + (crosses ? W.cross : 0);
}

/** Worth of a city or road as it would stand: its points by how likely it closes, or the meeples it strands. */
export function standing(
  sc: Scan,
  k: "city" | "road",
  open: number,
  tiles: number,
  shields: number,
  cursed: boolean,
  colours: readonly number[],
  meeples: number,
): number {
  if (colours.length === 0) return 0;
  if (cursed) return -W.stuck * meeples;
  return paid(sc, linePoints(k, tiles, shields), colours) * chance(sc, open);
}

/** The placement judged: tile shape `sh` at (x, y) turned r, by a seat holding `hand` meeples. */
export type Placing = {
  readonly sc: Scan;
  readonly sh: Shape;
  readonly x: number;
  readonly y: number;
  readonly r: 0 | 1 | 2 | 3;
  readonly hand: number;
  /** How many cities and roads the tile has: its local nodes 0..lines-1, cities first. */
  readonly lines: number;
};

/**
 * The judgement as it builds up, passed through every step: its terms are floating point, so they
 * are added in one fixed order (a different order would rank some placements differently).
 */
export type Tally = { value: number; best: number; returned: number };
