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
import { nodeAtSegment } from "./board.ts";
import { rootOf } from "./features.ts";
import { fitsAt } from "./fits.ts";
import { opposite, STEPS } from "./geometry.ts";
import { COLOURS, rulesOf } from "./levels.ts";
import { coloursInHand, featureNode } from "./meeples.ts";
import type { Move, PlaceMove } from "./moves.ts";
import { play } from "./play.ts";
import { preview, type Preview } from "./preview.ts";
import { chance, near, paid, scan, scored, W, type Scan } from "./scan.ts";
import { castlePoints, foggyAround, linePoints } from "./scoring.ts";
import { isFaceUp, type CarcassonneState } from "./state.ts";

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
