import type { Seat } from "../contract.ts";
import { faceUp, nodeAtSegment, tileAt } from "./board.ts";
import { xy } from "./ctx.ts";
import { rootOf } from "./features.ts";
import { STEPS, opposite } from "./geometry.ts";
import { ghostsOn } from "./ghosts.ts";
import { haunted9, hauntedTiles, legalMoves } from "./legal.ts";
import { COLOURS, MAX_REMOVAL, rulesOf } from "./levels.ts";
import { occupied } from "./meeples.ts";
import type { DogMove, Move } from "./moves.ts";
import { play } from "./play.ts";
import { isFaceUp, type CarcassonneState } from "./state.ts";
import { lookAhead } from "./lookahead.ts";
import { chooseMeeple, choosePlacement } from "./strategy.ts";

/** Placed earliest first among tiles with the most ghosts. */
function fullest(s: CarcassonneState, tiles: readonly number[]): number[] {
  return tiles.slice().sort((a, b) => ghostsOn(faceUp(s, b)) - ghostsOn(faceUp(s, a)) || a - b);
}

/** Evaluation: points, features in position order; ghosts instead when the bank is nearly dry and the points would not win. */
function evaluate(s: CarcassonneState): Move | undefined {
  const where = (f: number): { x: number; y: number } => {
    const g = s.groups[f];
    return xy(s, g ? Math.min(...g.tiles) : 0);
  };
  const [feature] = s.turn.complete.slice().sort((a, b) => where(a).y - where(b).y || where(a).x - where(b).x);
  if (feature === undefined) return undefined;
  const points: Move = { type: "score", feature };
  const removal = appeaseMost(s, feature);
  if (s.bank > 3 || !removal) return points;
  const scored = play(s, s.turn.seat, points);
  return scored.ok && scored.played.state.result?.won === true ? points : removal;
}

/** Ghosts instead of points for `feature`: up to 3 off the tile holding most, ties earliest. */
function appeaseMost(s: CarcassonneState, feature: number): Move | undefined {
  const [target] = fullest(s, hauntedTiles(s));
  return target === undefined
    ? undefined
    : { type: "appease", feature, ...xy(s, target), count: Math.min(MAX_REMOVAL, ghostsOn(faceUp(s, target))) };
}

/** Dog: beside the standing guard with most ghosts around it; up to 3 off each of the 2 fullest tiles. */
function dog(s: CarcassonneState): DogMove | undefined {
  let best: DogMove | undefined;
  let most = -1;
  for (const t of s.meeples.map((m) => m.t).sort((a, b) => a - b)) {
    const total = haunted9(s, t).reduce((sum, i) => sum + ghostsOn(faceUp(s, i)), 0);
    if (total <= most) continue;
    most = total;
    best = dogAt(s, t);
  }
  return best;
}

/** The dog beside the guard on tile t, taking up to 3 ghosts off each of the 2 fullest tiles around it. */
function dogAt(s: CarcassonneState, t: number): DogMove {
  const pick = fullest(s, haunted9(s, t))
    .slice(0, 2)
    .sort((a, b) => xy(s, a).y - xy(s, b).y || xy(s, a).x - xy(s, b).x);
  return {
    type: "dog",
    ...xy(s, t),
    remove: pick.map((i) => ({ ...xy(s, i), count: Math.min(MAX_REMOVAL, ghostsOn(faceUp(s, i))) })),
  };
}

/** Features (roads, cities, fog) of face-up neighbours a face-down tile at (x, y) would touch, and how many are occupied. */
function touched(s: CarcassonneState, x: number, y: number): { occupied: number; features: number } {
  let taken = 0;
  let features = 0;
  STEPS.forEach(([dx, dy], e) => {
    const other = tileAt(s, x + dx, y + dy);
    if (!isFaceUp(other)) return;
    const node = nodeAtSegment(other, 3 * opposite(e) + 1);
    if (node < 0) return;
    features += 1;
    if (occupied(s, rootOf(s, node))) taken += 1;
  });
  return { occupied: taken, features };
}

/**
 * The bot's play: on level 6 it looks one turn ahead (lookahead.ts) at every decision it may weigh;
 * elsewhere, and for what the look-ahead leaves, it plays as a timed-out player would.
 */
export function botMove(state: CarcassonneState, seat: Seat): Move {
  const moves = legalMoves(state, seat);
  if (rulesOf(state.options.level).perColour && moves.length > 1) {
    const ahead = lookAhead(state, seat, moves, timeoutMove, candidates);
    if (ahead) return ahead;
  }
  return timeoutMove(state, seat, moves);
}

/** The choices the look-ahead weighs: every meeple, burial and face-down spot, points or the default removal, and per guard the dog with or without the default removals. */
function candidates(s: CarcassonneState): Move[] {
  const seat = s.turn.seat;
  const moves = legalMoves(s, seat);
  switch (s.phase) {
    case "evaluate":
      return s.turn.complete.flatMap((feature): Move[] => {
        const removal = appeaseMost(s, feature);
        return removal ? [{ type: "score", feature }, removal] : [{ type: "score", feature }];
      });
    case "dog":
      return s.meeples
        .map((m) => m.t)
        .sort((a, b) => a - b)
        .filter((t, i, all) => all.indexOf(t) === i)
        .flatMap((t): Move[] => {
          const around = dogAt(s, t);
          return around.remove.length > 0 ? [{ ...around, remove: [] }, around] : [around];
        });
    case "meeple": {
      // Ties go to the colour lagging most.
      const lag = (m: Move): number => (m.type === "meeple" ? (s.score[COLOURS.indexOf(m.colour)] ?? 0) : -1);
      return moves.slice().sort((a, b) => lag(a) - lag(b));
    }
    default:
      return moves;
  }
}

/**
 * The default the rules file sets for a timed-out player ("Timeouts"): the tile and the meeple are
 * the bot's own choice (strategy.ts), and the tile never loses at once when another would not.
 */
export function timeoutMove(
  state: CarcassonneState,
  seat: Seat,
  moves: readonly Move[] = legalMoves(state, seat),
): Move {
  const [first] = moves;
  if (!first) throw new Error(`seat ${seat} has no move to make`);
  const s = state;
  switch (s.phase) {
    case "place":
      return choosePlacement(s, seat, moves) ?? first;
    case "haunt": {
      const present = (m: Move): number =>
        m.type === "haunt" ? STEPS.filter(([dx, dy]) => tileAt(s, m.x + dx, m.y + dy)).length : 0;
      return moves.reduce((best, m) => (present(m) > present(best) ? m : best), first);
    }
    case "bury": {
      if (s.meeples.length === 0) return first;
      const doomed = (n: number): number => {
        const g = s.groups[rootOf(s, n)];
        return g && g.cursed ? 0 : 1;
      };
      const guards = s.meeples
        .filter((m) => !s.dogs.some((d) => d.status === "placed" && d.guard === m.t))
        .sort((a, b) => doomed(a.n) - doomed(b.n) || a.t - b.t);
      const guard = guards[0] ?? s.meeples.slice().sort((a, b) => a.t - b.t)[0];
      return guard ? { type: "bury", ...xy(s, guard.t) } : first;
    }
    case "meeple":
      return chooseMeeple(s, moves);
    case "evaluate":
      return evaluate(s) ?? first;
    case "dog":
      return dog(s) ?? first;
    case "faceDown": {
      const rank = (m: Move): [number, number] => {
        if (m.type !== "faceDown") return [99, 99];
        const t = touched(s, m.x, m.y);
        return [t.occupied, t.features];
      };
      return moves.reduce((best, m) => {
        const [a1, a2] = rank(m);
        const [b1, b2] = rank(best);
        return a1 < b1 || (a1 === b1 && a2 < b2) ? m : best;
      }, first);
    }
    default:
      return first;
  }
}
