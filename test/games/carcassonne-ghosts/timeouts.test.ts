/**
 * The rules file's defaults for a timed-out player ("Timeouts"), decision by decision, on positions
 * from whole games: each check restates the rule and holds `timeoutMove` to it.
 */
import { describe, expect, it } from "vitest";
import { carcassonneGhosts as game } from "../../../worker/games/carcassonne-ghosts/index.ts";
import { faceUp, indexAt, nodeAtSegment, tileAt } from "../../../worker/games/carcassonne-ghosts/board.ts";
import { xy } from "../../../worker/games/carcassonne-ghosts/ctx.ts";
import { rootOf } from "../../../worker/games/carcassonne-ghosts/features.ts";
import { STEPS, opposite } from "../../../worker/games/carcassonne-ghosts/geometry.ts";
import { ghostsOn } from "../../../worker/games/carcassonne-ghosts/ghosts.ts";
import { haunted9, hauntedTiles } from "../../../worker/games/carcassonne-ghosts/legal.ts";
import { COLOURS } from "../../../worker/games/carcassonne-ghosts/levels.ts";
import { occupied } from "../../../worker/games/carcassonne-ghosts/meeples.ts";
import type { Move } from "../../../worker/games/carcassonne-ghosts/moves.ts";
import { isFaceUp, type CarcassonneState, type Level } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { budget } from "../../budget.ts";

const timeoutMove = (s: CarcassonneState): Move => {
  if (!game.timeoutMove) throw new Error("Carcassonne ghosts has no timeout default");
  return game.timeoutMove(s, s.turn.seat);
};

/** Every decision of `phase` met while timed-out players play whole games on `levels`, solo and with 3 seats. */
function decisions(levels: readonly Level[], phase: CarcassonneState["phase"], games = 6): CarcassonneState[] {
  const found: CarcassonneState[] = [];
  for (const level of levels) {
    for (const seats of [1, 3]) {
      for (let i = 0; i < games; i++) {
        let s = game.setup(seats, { level }, `timeouts-${phase}-${level}-${seats}-${i}`);
        while (s.phase !== "over") {
          if (s.phase === phase) found.push(s);
          const result = game.play(s, s.turn.seat, timeoutMove(s));
          if (!result.ok) throw new Error(JSON.stringify(result.error));
          s = result.played.state;
        }
      }
    }
  }
  return found;
}

const byPosition =
  (s: CarcassonneState) =>
  (a: number, b: number): number =>
    xy(s, a).y - xy(s, b).y || xy(s, a).x - xy(s, b).x;

const at = (s: CarcassonneState, m: { x: number; y: number }): number => {
  const i = indexAt(s, m.x, m.y);
  if (i === undefined) throw new Error(`no tile at ${m.x},${m.y}`);
  return i;
};

/** Tiles with ghosts, most first, ties placed earliest. */
const fullestFirst = (s: CarcassonneState, tiles: readonly number[]): number[] =>
  tiles.slice().sort((a, b) => ghostsOn(faceUp(s, b)) - ghostsOn(faceUp(s, a)) || a - b);

describe("a timed-out player's defaults (rules file, Timeouts)", () => {
  it(
    "extra cemetery ghost: the open cemetery with most of its 4 neighbours present, ties earliest",
    () => {
      const states = decisions([2, 3, 4], "haunt");
      const neighbours = (s: CarcassonneState, t: number): number =>
        STEPS.filter(([dx, dy]) => tileAt(s, xy(s, t).x + dx, xy(s, t).y + dy)).length;
      let ties = 0;
      for (const s of states) {
        const chosen = timeoutMove(s);
        if (chosen.type !== "haunt") throw new Error(`not a haunt: ${JSON.stringify(chosen)}`);
        const open = game.legalMoves(s, s.turn.seat).map((m) => (m.type === "haunt" ? at(s, m) : -1));
        const most = Math.max(...open.map((t) => neighbours(s, t)));
        const best = open.filter((t) => neighbours(s, t) === most);
        if (best.length > 1) ties++;
        expect(at(s, chosen)).toBe(Math.min(...best));
      }
      expect(states.length).toBeGreaterThan(20);
      expect(ties).toBeGreaterThan(0);
    },
    budget(15_000),
  );

  it("burial: a guard with no dog, one whose feature can never close first, then the earliest; none standing, the active player's supply", () => {
    const states = decisions([2, 3, 4, 5, 6], "bury");
    let doomed = 0;
    let bare = 0;
    for (const s of states) {
      const chosen = timeoutMove(s);
      if (chosen.type !== "bury" || chosen.x === undefined)
        throw new Error(`guards stand, yet no guard was chosen: ${JSON.stringify(chosen)}`);
      const dogged = (t: number): boolean => s.dogs.some((d) => d.status === "placed" && d.guard === t);
      const free = s.meeples.filter((m) => !dogged(m.t));
      const pool = free.length > 0 ? free : s.meeples;
      const cursed = pool.filter((m) => {
        const g = s.groups[rootOf(s, m.n)];
        return g !== 0 && g?.cursed === true;
      });
      if (cursed.length > 0) doomed++;
      expect(at(s, chosen)).toBe(Math.min(...(cursed.length > 0 ? cursed : pool).map((m) => m.t)));
      if (s.seats < 3) continue;
      // No guard standing (the games never got there): the guards home again, the active player's supply, else the next one clockwise with any.
      const none = structuredClone(s);
      for (const m of none.meeples) {
        const colour = none.colours[m.c];
        if (colour) colour.supply++;
      }
      none.meeples = [];
      const supplier = (from: CarcassonneState): number | undefined =>
        [...Array(from.seats).keys()]
          .map((k) => (from.turn.seat + k) % from.seats)
          .find((seat) => from.colours.some((c) => c.seat === seat && c.supply > 0));
      const buried = (from: CarcassonneState): number | undefined => {
        const move = timeoutMove(from);
        return move.type === "bury" && move.colour !== undefined
          ? from.colours[COLOURS.indexOf(move.colour)]?.seat
          : undefined;
      };
      expect(buried(none)).toBe(supplier(none));
      for (const c of none.colours) if (c.seat === none.turn.seat) c.supply = 0;
      if (supplier(none) === undefined) continue;
      expect(buried(none)).toBe(supplier(none));
      expect(supplier(none)).not.toBe(s.turn.seat);
      bare++;
    }
    expect(states.length).toBeGreaterThan(20);
    expect(doomed).toBeGreaterThan(0);
    expect(bare).toBeGreaterThan(5);
  });

  it(
    "evaluation: points in position order; ghosts off the fullest tile instead when the bank holds 3 or fewer and the points would not win",
    () => {
      const states = decisions([1, 2, 3, 4, 5, 6], "evaluate", 10);
      let removals = 0;
      for (const s of states) {
        const chosen = timeoutMove(s);
        const where = (f: number): number => {
          const g = s.groups[f];
          return g ? Math.min(...g.tiles) : 0;
        };
        const [first] = s.turn.complete.slice().sort((a, b) => byPosition(s)(where(a), where(b)));
        if (first === undefined) throw new Error("nothing to evaluate");
        const points = game.play(s, s.turn.seat, { type: "score", feature: first });
        const wins = points.ok && points.played.state.result?.won === true;
        const [fullest] = fullestFirst(s, hauntedTiles(s));
        if (s.bank > 3 || wins || fullest === undefined) {
          expect(chosen).toEqual({ type: "score", feature: first });
          continue;
        }
        removals++;
        expect(chosen).toEqual({
          type: "appease",
          feature: first,
          ...xy(s, fullest),
          count: Math.min(3, ghostsOn(faceUp(s, fullest))),
        });
      }
      expect(states.length).toBeGreaterThan(100);
      expect(removals).toBeGreaterThan(0);
    },
    budget(25_000),
  );

  it(
    "dog: beside the standing guard whose 9 tiles hold most ghosts; up to 3 off each of the 2 fullest",
    () => {
      const states = decisions([3, 4, 5, 6], "dog", 10);
      for (const s of states) {
        const chosen = timeoutMove(s);
        if (chosen.type !== "dog") throw new Error(`not a dog: ${JSON.stringify(chosen)}`);
        const around = (t: number): number => haunted9(s, t).reduce((n, i) => n + ghostsOn(faceUp(s, i)), 0);
        const guards = s.meeples.map((m) => m.t);
        const most = Math.max(...guards.map(around));
        const guard = Math.min(...guards.filter((t) => around(t) === most));
        expect(at(s, chosen)).toBe(guard);
        const taken = fullestFirst(s, haunted9(s, guard)).slice(0, 2);
        expect(chosen.remove.map((r) => at(s, r)).sort((a, b) => a - b)).toEqual(taken.sort((a, b) => a - b));
        for (const r of chosen.remove) expect(r.count).toBe(Math.min(3, ghostsOn(faceUp(s, at(s, r)))));
      }
      expect(states.length).toBeGreaterThan(10);
    },
    budget(20_000),
  );

  it("face-down tile: the spot touching fewest occupied features, then fewest features, then position order", () => {
    const states = decisions([5, 6], "faceDown");
    const touched = (s: CarcassonneState, x: number, y: number): [number, number] => {
      let taken = 0;
      let features = 0;
      STEPS.forEach(([dx, dy], e) => {
        const other = tileAt(s, x + dx, y + dy);
        if (!isFaceUp(other)) return;
        const node = nodeAtSegment(other, 3 * opposite(e) + 1);
        if (node < 0) return;
        features++;
        if (occupied(s, rootOf(s, node))) taken++;
      });
      return [taken, features];
    };
    let ranked = 0;
    for (const s of states) {
      const chosen = timeoutMove(s);
      if (chosen.type !== "faceDown") throw new Error(`not a face-down tile: ${JSON.stringify(chosen)}`);
      const spots = game
        .legalMoves(s, s.turn.seat)
        .flatMap((m) => (m.type === "faceDown" ? [{ x: m.x, y: m.y, rank: touched(s, m.x, m.y) }] : []));
      const best = spots.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.y - b.y || a.x - b.x)[0];
      if (new Set(spots.map((p) => p.rank.join())).size > 1) ranked++;
      expect({ x: chosen.x, y: chosen.y }).toEqual({ x: best?.x, y: best?.y });
    }
    expect(states.length).toBeGreaterThan(20);
    expect(ranked).toBeGreaterThan(0);
  });
});
