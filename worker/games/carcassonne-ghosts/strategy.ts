/**
 * The bot's own choices, which the rules file leaves to it ("Timeouts": the tile and the meeple).
 * A placement is judged from the state as it stands, without playing it: what it closes, the
 * ghosts it brings against what the bank holds, the fog it joins, closes or spoils, how far the
 * guarded features move toward closing, and the empty spots no unseen tile could fill any more.
 * The bot knows only what every player sees: which tiles are still unseen, never their order nor
 * a face-down front. Playing every placement instead would cost tens of milliseconds late in a
 * game; the chosen one is played through only when the bank is close to running dry.
 */
import type { Seat } from "../contract.ts";
import { cemeteryRing, centreNode, fogAtSegment, fogNode, indexAt, inRing, nodeAtSegment } from "./board.ts";
import { shape, tilesFor } from "./catalogue.ts";
import { rootOf } from "./features.ts";
import { facing, opposite, RING, STEPS, unturned, type Shape } from "./geometry.ts";
import { openCemeteries } from "./ghosts.ts";
import { COLOURS, rulesOf } from "./levels.ts";
import { coloursInHand, featureNode, meeplesOn } from "./meeples.ts";
import { reached } from "./outcome.ts";
import type { Move, PlaceMove } from "./moves.ts";
import { play } from "./play.ts";
import { castlePoints, foggyAround, linePoints } from "./scoring.ts";
import { isFaceUp, type CarcassonneState, type Group, type Placed } from "./state.ts";

/** The weights of the judgement, found by playing thousands of games (test/bench/carcassonne-balance.ts). */
const W = {
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

function near(sc: Scan, x: number, y: number): Placed | undefined {
  return sc.grid.get(spot(x, y));
}

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

export function fogGhosts(s: CarcassonneState, g: Group): number {
  let n = 0;
  for (const t of g.tiles) {
    const tile = s.tiles[t];
    if (isFaceUp(tile)) n += tile.g ?? 0;
  }
  return n;
}

/** Points to the colours on a feature: shared once per colour, or per colour on level 6 by how much they close each colour's gap. */
function paid(sc: Scan, points: number, colours: readonly number[]): number {
  if (!rulesOf(sc.level).perColour) return sc.urgency * points * colours.length;
  // Past a colour's gap its points help only toward the next target.
  return colours.reduce((sum, c) => {
    const useful = Math.min(points, sc.gap[c] ?? 0);
    return sum + sc.urgency * (useful * (sc.weight[c] ?? 1) + (points - useful) * W.ahead);
  }, 0);
}

/** Points scored now: their worth, and a bonus when they reach the target (a dog's number before its pile runs out, or the goal). */
function scored(sc: Scan, points: number, colours: readonly number[]): number {
  const s = sc.s;
  const after = rulesOf(sc.level).perColour
    ? Math.min(...s.score.map((v, c) => v + (colours.includes(c) ? points : 0)))
    : (s.score[0] ?? 0) + points * colours.length;
  const crosses = reached(s) < sc.target && after >= sc.target;
  return paid(sc, points, colours) + (crosses ? W.cross : 0);
}

/** Worth of a city or road as it would stand: its points by how likely it closes, or the meeples it strands. */
function standing(
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

const KIND_CODES = ["city", "road", "field"] as const;

const EDGE_CODES = new Map<Shape, number[][]>();

/** Per turn, each edge of a tile as the spot's code for it: 8 × edge kind + its fog bits, segment by segment. */
function edgeCodes(sh: Shape): number[][] {
  const known = EDGE_CODES.get(sh);
  if (known) return known;
  const codes = [0, 1, 2, 3].map((r) =>
    [0, 1, 2, 3].map((e) => {
      let code = 8 * (KIND_CODES.indexOf(sh.kinds[r]?.[e] ?? "field") + 2);
      for (let k = 0; k < 3; k++) if (sh.fogSegments[unturned(3 * e + k, r)]) code += 1 << k;
      return code;
    }),
  );
  EDGE_CODES.set(sh, codes);
  return codes;
}

/** A tile as the spot sees it: the placed one, or the one being judged (shape and turn). */
type Side = { sh: Shape; r: number } | "down" | undefined;

function sideOf(tile: Placed | undefined): Side {
  if (!tile) return undefined;
  return isFaceUp(tile) ? { sh: shape(tile.id), r: tile.r } : "down";
}

/**
 * How many unseen tiles could go on the empty spot (qx, qy), and how many of them would also meet
 * the fog around it with fog (closing it there): 0 means every feature ending there is dead.
 * `judged` stands at (x, y) as if placed.
 */
export function fitsAt(
  sc: Scan,
  qx: number,
  qy: number,
  x: number,
  y: number,
  judged: Side,
): readonly [number, number] {
  // Each edge of the spot as one code: 0 empty, 1 face down, else 8 × edge kind + the fog bits facing it.
  const codes: number[] = [];
  let key = 0;
  for (let e = 0; e < 4; e++) {
    const [dx, dy] = STEPS[e] ?? [0, 0];
    const side = qx + dx === x && qy + dy === y ? judged : sideOf(near(sc, qx + dx, qy + dy));
    let code = side === undefined ? 0 : 1;
    if (side !== undefined && side !== "down") {
      code = 8 * (KIND_CODES.indexOf(side.sh.kinds[side.r]?.[opposite(e)] ?? "field") + 2);
      for (let k = 0; k < 3; k++) if (side.sh.fogSegments[unturned(facing(3 * e + k), side.r)]) code += 1 << k;
    }
    codes.push(code);
    key = key * 40 + code;
  }
  const known = sc.fits.get(key);
  if (known) return known;
  let fits = 0;
  let fogFits = 0;
  for (const { shape: sh, count } of sc.unseen) {
    let edges = false;
    let foggy = false;
    for (const own of edgeCodes(sh)) {
      let ok = true;
      let closes = true;
      for (let e = 0; e < 4 && ok; e++) {
        const code = codes[e] ?? 0;
        if (code < 8) continue;
        const mine = own[e] ?? 0;
        if (mine >> 3 !== code >> 3) ok = false;
        else if (mine !== code) closes = false;
      }
      if (!ok) continue;
      edges = true;
      if (closes) foggy = true;
      if (foggy) break;
    }
    if (edges) fits += count;
    if (foggy) fogFits += count;
  }
  const found = [fits, fogFits] as const;
  sc.fits.set(key, found);
  return found;
}

type Preview = {
  value: number;
  /** Ghosts that must appear in step 2, and what the bank would hold then. */
  need: number;
  bank: number;
};

/** Judges tile `id` at (x, y) turned r, which must be legal, without placing it. */
function preview(sc: Scan, id: string, x: number, y: number, r: 0 | 1 | 2 | 3, hand: number): Preview {
  const s = sc.s;
  const sh = shape(id);
  const def = sh.def;
  const rules = rulesOf(sc.level);
  const nLocal = def.cities.length + def.roads.length;
  const here = s.tiles.length;

  // A small union-find over the tile's own cities and roads (0..nLocal-1) and the neighbours' roots they meet.
  const uf: number[] = [];
  const root: number[] = [];
  const find = (i: number): number => {
    let n = i;
    while (uf[n] !== n) n = uf[n] ?? n;
    return n;
  };
  for (let i = 0; i < nLocal; i++) uf.push(i);
  const slot = new Map<number, number>();
  const matches: number[] = new Array<number>(nLocal).fill(0);
  const cursedLocal: boolean[] = new Array<boolean>(nLocal).fill(false);

  const ownFog = sh.fog >= 0;
  const fogRoots = new Set<number>();
  const spoiledFog = new Set<number>();
  let fogMatches = 0;
  let fogCursed = false;

  for (let e = 0; e < 4; e++) {
    const [dx, dy] = STEPS[e] ?? [0, 0];
    const other = near(sc, x + dx, y + dy);
    if (!other) continue;
    const mid = 3 * e + 1;
    const own = sh.segmentNode[unturned(mid, r)] ?? -1;
    if (!isFaceUp(other)) {
      if (own >= 0) cursedLocal[own] = true;
      for (let k = 0; k < 3; k++) if (sh.fogSegments[unturned(3 * e + k, r)]) fogCursed = true;
      continue;
    }
    if (own >= 0) {
      const theirs = rootOf(s, nodeAtSegment(other, facing(mid)));
      let at = slot.get(theirs);
      if (at === undefined) {
        at = uf.length;
        uf.push(at);
        root.push(theirs);
        slot.set(theirs, at);
      }
      uf[find(own)] = find(at);
      matches[own] = (matches[own] ?? 0) + 1;
    }
    for (let k = 0; k < 3; k++) {
      const seg = 3 * e + k;
      const mine = sh.fogSegments[unturned(seg, r)] ?? false;
      const theirs = fogAtSegment(other, facing(seg));
      if (mine && theirs) {
        fogRoots.add(rootOf(s, fogNode(other)));
        fogMatches++;
      } else if (mine) fogCursed = true;
      else if (theirs) spoiledFog.add(rootOf(s, fogNode(other)));
    }
  }

  let value = 0;
  let best = 0;
  let returned = 0;

  // Empty spots beside the tile that no unseen tile could fill: what ends there can never close.
  const judged: Side = { sh, r };
  const deadLocal: boolean[] = new Array<boolean>(nLocal).fill(false);
  let fogDead = false;
  let killedFog = 0;
  const killed = new Set<number>();
  // Guarded features across an empty spot from the tile's own roads and cities: one more tile there could join them.
  const meeting: [number, number][] = [];
  for (let e = 0; e < 4; e++) {
    const [dx, dy] = STEPS[e] ?? [0, 0];
    const qx = x + dx;
    const qy = y + dy;
    if (near(sc, qx, qy)) continue;
    const [fits, fogFits] = fitsAt(sc, qx, qy, x, y, judged);
    const own = sh.segmentNode[unturned(3 * e + 1, r)] ?? -1;
    if (fits === 0 && own >= 0) deadLocal[own] = true;
    if (fits > 0 && own >= 0 && own < nLocal) {
      STEPS.forEach(([sx, sy], e2) => {
        const other = near(sc, qx + sx, qy + sy);
        if (!isFaceUp(other)) return;
        const theirs = nodeAtSegment(other, 3 * opposite(e2) + 1);
        if (theirs >= 0 && sc.colours.has(rootOf(s, theirs))) meeting.push([own, rootOf(s, theirs)]);
      });
    }
    if (fogFits === 0 && [0, 1, 2].some((k) => sh.fogSegments[unturned(3 * e + k, r)])) fogDead = true;
    if (fits > 0 && fogFits > 0) continue;
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
        if (g && !g.cursed && on.length > 0 && !killed.has(rt)) {
          killed.add(rt);
          const standingHere = meeplesOn(s, rt).length;
          value -=
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
        if (g && !g.cursed && !killed.has(rt) && !fogRoots.has(rt)) {
          killed.add(rt);
          killedFog += fogGhosts(s, g) * chance(sc, g.open);
        }
      }
    });
  }

  // Cities and roads: each component the placement makes, against the features it joins.
  const done = new Set<number>();
  for (let local = 0; local < nLocal; local++) {
    const c = find(local);
    if (done.has(c)) continue;
    done.add(c);
    const kind: "city" | "road" = local < def.cities.length ? "city" : "road";
    let open = 0;
    let shields = 0;
    let cursed = false;
    let meeples = 0;
    let before = 0;
    const tiles = new Set<number>([here]);
    const colours: number[] = [];
    for (let i = 0; i < nLocal; i++) {
      if (find(i) !== c) continue;
      const part = i < def.cities.length ? def.cities[i] : def.roads[i - def.cities.length];
      open += kind === "city" ? (part?.segments.length ?? 0) / 3 : (part?.segments.length ?? 0);
      shields += i < def.cities.length ? (def.cities[i]?.shields ?? 0) : 0;
      open -= 2 * (matches[i] ?? 0);
      if (cursedLocal[i] || deadLocal[i]) cursed = true;
    }
    root.forEach((rt, j) => {
      if (find(nLocal + j) !== c) return;
      const g = s.groups[rt];
      if (!g) return;
      open += g.open;
      shields += g.shields ?? 0;
      if (g.cursed) cursed = true;
      for (const t of g.tiles) tiles.add(t);
      const on = sc.colours.get(rt) ?? [];
      for (const col of on) if (!colours.includes(col)) colours.push(col);
      const standingHere = meeplesOn(s, rt).length;
      meeples += standingHere;
      before += standing(
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
    if (open === 0 && !cursed) {
      const points = linePoints(kind, tiles.size, shields);
      if (colours.length > 0) value += scored(sc, points, colours) + W.home * meeples - before;
      else if (hand > 0) best = Math.max(best, scored(sc, points, sc.fresh));
    } else {
      value += standing(sc, kind, open, tiles.size, shields, cursed, colours, meeples) - before;
      if (colours.length === 0 && hand > 0 && !cursed) {
        let share = 0;
        for (const [local2, rt] of meeting) {
          const g = s.groups[rt];
          if (
            find(local2) !== c ||
            !g ||
            g.k !== kind ||
            g.cursed ||
            root.some((r2, j) => r2 === rt && find(nLocal + j) === c)
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
        best = Math.max(
          best,
          W.fresh * paid(sc, linePoints(kind, tiles.size + 1, shields), sc.fresh) * chance(sc, open) +
            share -
            W.meepleCost,
        );
      }
    }
  }

  // Fog: the bank it joins closes (its ghosts return), stays open (closer or farther from closing), or is spoiled for ever.
  let due = 0;
  let fogValueBefore = 0;
  let fogValueAfter = 0;
  const spoilWorth = (rt: number): number => {
    const g = s.groups[rt];
    return g && !g.cursed ? fogGhosts(s, g) * chance(sc, g.open) : 0;
  };
  for (const rt of spoiledFog) if (!fogRoots.has(rt) && !killed.has(rt)) fogValueBefore += spoilWorth(rt);
  fogValueBefore += killedFog;
  if (ownFog) {
    let open = (def.fog?.segments.length ?? 0) - 2 * fogMatches;
    let cursed = fogCursed;
    let ghosts = 0;
    for (const rt of fogRoots) {
      const g = s.groups[rt];
      if (!g) continue;
      open += g.open;
      if (g.cursed || spoiledFog.has(rt)) cursed = true;
      const gh = fogGhosts(s, g);
      ghosts += gh;
      fogValueBefore += g.cursed ? 0 : gh * chance(sc, g.open);
    }
    if (open === 0 && !cursed) returned += ghosts;
    else {
      due = Math.max(0, (def.fog?.symbols ?? 0) - (fogRoots.size > 0 ? 1 : 0));
      fogValueAfter = cursed || fogDead ? 0 : (ghosts + due) * chance(sc, open);
    }
  }

  // Castles and cemeteries around, and the tile's own.
  const ring = cemeteryRing(s);
  let burials = 0;
  let ringGhosts = 0;
  const closedNow = new Set<number>();
  let ownOpen = false;
  if (rules.centres) {
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
          burials++;
          returned += other.cg ?? 0;
          closedNow.add(indexAt(s, x + dx, y + dy) ?? -1);
        } else value += rules.cursed ? W.cemeteryGap : W.cemeteryStep;
      } else if (!g.cursed) {
        const on = sc.colours.get(rootOf(s, node)) ?? [];
        if (on.length > 0) {
          const foggy = foggyAround(s, other.x, other.y) + (ownFog ? 1 : 0);
          value +=
            g.open === 1
              ? scored(sc, castlePoints(foggy), on) + W.home
              : paid(sc, castlePoints(foggy), on) * (chance(sc, g.open - 1) - chance(sc, g.open));
        }
      }
    }
    if (def.centre === "castle" && hand > 0) {
      const present = RING.filter(([dx, dy]) => near(sc, x + dx, y + dy)).length;
      const spoiled = RING.some(([dx, dy]) => {
        const t = near(sc, x + dx, y + dy);
        return t !== undefined && !isFaceUp(t);
      });
      const foggy = foggyAround(s, x, y) + (ownFog ? 1 : 0);
      if (!spoiled)
        best = Math.max(
          best,
          present === 8
            ? scored(sc, castlePoints(foggy), sc.fresh)
            : W.fresh * paid(sc, castlePoints(foggy + 2), sc.fresh) * chance(sc, 8 - present) - W.meepleCost,
        );
    }
    if (def.centre === "cemetery") {
      const present = ring.filter(([dx, dy]) => near(sc, x + dx, y + dy)).length;
      if (present === ring.length) burials++;
      else {
        ownOpen = true;
        // An open cemetery draws ghosts (levels 2–4) or face-down tiles (levels 5–6) until it closes.
        value -= rules.cursed ? W.cemeteryGap * (ring.length - present) : W.cemeteryOpen;
        if (rules.cursed)
          ringGhosts = RING.filter(([dx, dy]) => {
            const t = near(sc, x + dx, y + dy);
            return isFaceUp(t) && fogNode(t) >= 0;
          }).length;
      }
    }
  }
  const haunt =
    rules.centres && !rules.cursed && due > 0 && (ownOpen || openCemeteries(s).some((c) => !closedNow.has(c))) ? 1 : 0;
  const need = due + ringGhosts + haunt;
  const bank = s.bank + returned;
  // A burial costs a guard for good, unless one stands where nothing can close.
  const spare = s.meeples.some((m) => {
    const g = s.groups[rootOf(s, m.n)];
    return g !== 0 && g?.cursed === true;
  });
  value -= burials * (spare ? 0.5 : W.burial);

  const worth = ghostWorth(bank - need);
  value += worth * (returned - need + (fogValueAfter - fogValueBefore) * W.fog);
  value += best;
  return { value, need, bank };
}

/** What the bot expects of placing the drawn tile so: the ghosts that must appear in step 2 and the bank they draw on. */
export function foresee(s: CarcassonneState, seat: Seat, m: PlaceMove): { need: number; bank: number } {
  const { need, bank } = preview(scan(s, seat), s.current ?? "", m.x, m.y, m.r, inHand(s, seat));
  return { need, bank };
}

/** Meeples the seat holds, all its colours together. */
function inHand(s: CarcassonneState, seat: Seat): number {
  return coloursInHand(s, seat).reduce((n, c) => n + (s.colours[c]?.supply ?? 0), 0);
}

/** Bank margin under which a placement judged safe is still played through to be sure. */
const CHECK_MARGIN = 3;

function losesAtOnce(s: CarcassonneState, seat: Seat, m: Move): boolean {
  const result = play(s, seat, m);
  if (!result.ok) return true;
  const end = result.played.state.result;
  return end !== undefined && !end.won && end.reason === "ghosts";
}

/** The placements judged without playing them, best first, those foreseen to lose at once last. */
export function rankPlacements(
  s: CarcassonneState,
  seat: Seat,
  moves: readonly Move[],
): { m: PlaceMove; p: Preview }[] {
  const id = s.current;
  if (id === undefined) return [];
  const sc = scan(s, seat);
  const hand = inHand(s, seat);
  return moves
    .filter((m): m is PlaceMove => m.type === "place")
    .map((m) => ({ m, p: preview(sc, id, m.x, m.y, m.r, hand) }))
    .sort((a, b) => Number(a.p.need > a.p.bank) - Number(b.p.need > b.p.bank) || b.p.value - a.p.value);
}

/** The placement the bot makes: the best judged one among those that do not lose at once. */
export function choosePlacement(s: CarcassonneState, seat: Seat, moves: readonly Move[]): Move | undefined {
  const judged = rankPlacements(s, seat, moves);
  // Foreseen losses are sure (the tests hold the foresight to the engine); near the edge the choice is played through.
  for (const { m, p } of judged) {
    if (p.need > p.bank) break;
    if (p.bank - p.need >= CHECK_MARGIN || !losesAtOnce(s, seat, m)) return m;
  }
  return judged[0]?.m;
}

/** The meeple: onto what the tile just closed, else onto the open feature most worth its meeple; never onto one that can never close. */
export function chooseMeeple(s: CarcassonneState, moves: readonly Move[]): Move {
  const sc = scan(s);
  const hand = new Set(moves.flatMap((m) => (m.type === "meeple" ? [COLOURS.indexOf(m.colour)] : [])));
  const held = [...hand].reduce((n, c) => n + (s.colours[c]?.supply ?? 0), 0);
  let choice: Move = { type: "noMeeple" };
  let top = 0;
  const dead = deadEnds(sc);
  const partners = meetingPartners(sc);
  for (const m of moves) {
    if (m.type !== "meeple") continue;
    const node = featureNode(s, m.kind, m.index);
    const g = s.groups[rootOf(s, node)];
    if (!g || g.cursed || dead.has(rootOf(s, node))) continue;
    const c = COLOURS.indexOf(m.colour);
    let worth: number;
    if (g.k === "castle") {
      const at = s.tiles[g.tiles[0] ?? 0];
      const foggy = at ? foggyAround(s, at.x, at.y) : 0;
      worth =
        g.open === 0
          ? scored(sc, castlePoints(foggy), [c]) + W.closedNow
          : paid(sc, castlePoints(foggy + 0.3 * g.open), [c]) * chance(sc, g.open) -
            W.meepleCost * (4 / Math.max(1, held));
    } else {
      const points = linePoints(g.k === "city" ? "city" : "road", g.tiles.length, g.shields ?? 0);
      const growth = g.k === "city" ? 2 * g.open : 0.8 * g.open;
      worth =
        g.open === 0
          ? scored(sc, points, [c]) + W.closedNow
          : paid(sc, points + growth, [c]) * chance(sc, g.open) - W.meepleCost * (4 / Math.max(1, held));
      if (g.open > 0) worth += shareWorth(sc, rootOf(s, node), c, partners);
    }
    worth += colourPreference(s, c) + 0.01 * (s.colours[c]?.supply ?? 0);
    if (worth > top) {
      top = worth;
      choice = m;
    }
  }
  return choice;
}

/** Per root of the new tile's roads and cities, the guarded features of its kind whose open ends face the same empty spot (one tile could join them). */
function meetingPartners(sc: Scan): Map<number, Set<number>> {
  const s = sc.s;
  const tile = s.tiles[s.turn.tile];
  const out = new Map<number, Set<number>>();
  if (!isFaceUp(tile)) return out;
  STEPS.forEach(([dx, dy], e) => {
    const qx = tile.x + dx;
    const qy = tile.y + dy;
    if (near(sc, qx, qy)) return;
    const node = nodeAtSegment(tile, 3 * e + 1);
    if (node < 0) return;
    const root = rootOf(s, node);
    const own = s.groups[root];
    const kind = own ? own.k : undefined;
    STEPS.forEach(([sx, sy], e2) => {
      const other = near(sc, qx + sx, qy + sy);
      if (!isFaceUp(other) || other === tile) return;
      const theirs = nodeAtSegment(other, 3 * opposite(e2) + 1);
      if (theirs < 0) return;
      const rt = rootOf(s, theirs);
      const g = s.groups[rt];
      if (rt === root || !g || g.k !== kind || g.cursed || !sc.colours.has(rt)) return;
      if (fitsAt(sc, qx, qy, Number.NaN, Number.NaN, undefined)[0] === 0) return;
      const set = out.get(root) ?? new Set<number>();
      set.add(rt);
      out.set(root, set);
    });
  });
  return out;
}

/** A meeple of colour c on `root` that may later be joined to a guarded feature of other colours: each then pays the other's colours too. */
function shareWorth(sc: Scan, root: number, c: number, partners: Map<number, Set<number>>): number {
  const s = sc.s;
  const g = s.groups[root];
  if (!g || (g.k !== "city" && g.k !== "road")) return 0;
  let worth = 0;
  for (const rt of partners.get(root) ?? []) {
    const other = s.groups[rt];
    const on = sc.colours.get(rt) ?? [];
    if (!other || on.includes(c) || (other.k !== "city" && other.k !== "road")) continue;
    const joined = linePoints(
      other.k,
      g.tiles.length + other.tiles.length + 1,
      (g.shields ?? 0) + (other.shields ?? 0),
    );
    const gain =
      paid(sc, joined, [c, ...on]) -
      paid(sc, linePoints(other.k, other.tiles.length, other.shields ?? 0), on) -
      paid(sc, linePoints(g.k, g.tiles.length, g.shields ?? 0), [c]);
    worth = Math.max(worth, W.share * gain * chance(sc, Math.max(1, g.open + other.open - 2)));
  }
  return worth;
}

/** Roots of the new tile's roads and cities that end at an empty spot no unseen tile fits. */
function deadEnds(sc: Scan): Set<number> {
  const s = sc.s;
  const tile = s.tiles[s.turn.tile];
  const out = new Set<number>();
  if (!isFaceUp(tile)) return out;
  STEPS.forEach(([dx, dy], e) => {
    if (near(sc, tile.x + dx, tile.y + dy)) return;
    const node = nodeAtSegment(tile, 3 * e + 1);
    if (node >= 0 && fitsAt(sc, tile.x + dx, tile.y + dy, Number.NaN, Number.NaN, undefined)[0] === 0)
      out.add(rootOf(s, node));
  });
  return out;
}

/** Level 6: the colour lagging most. */
function colourPreference(s: CarcassonneState, c: number): number {
  if (!rulesOf(s.options.level).perColour) return 0;
  const low = Math.min(...s.score);
  return (s.score[c] ?? 0) <= low ? 1 : -0.2 * ((s.score[c] ?? 0) - low);
}
