import type { Seat } from "../contract.ts";
import { shapeAt } from "./board.ts";
import { rootOf } from "./features.ts";
import { nodeFeature } from "./geometry.ts";
import { ghostsOnBoard } from "./ghosts.ts";
import { COLOURS, rulesOf } from "./levels.ts";
import { outcome, reached } from "./outcome.ts";
import { pileCounts } from "./piles.ts";
import { featurePoints } from "./scoring.ts";
import { isFaceUp, type CarcassonneState, type Meeple } from "./state.ts";
import { toAct } from "./turns.ts";

/**
 * What a seat (undefined: a spectator) sees: everything but the piles' order and the fronts of
 * face-down tiles, the same for every seat but the `you` marker.
 */
export function view(s: CarcassonneState, seat: Seat | undefined) {
  const rules = rulesOf(s.options.level);
  return {
    game: s.game,
    level: s.options.level,
    phase: s.phase,
    toAct: toAct(s),
    active: s.phase === "over" ? undefined : s.turn.seat,
    you: seat,
    current: s.current,
    piles: pileCounts(s),
    pile: s.pile + 1,
    discarded: s.discarded,
    bank: s.bank,
    ghostsOnBoard: ghostsOnBoard(s),
    goal: rules.goal,
    score: s.score,
    reached: reached(s),
    dogs: s.dogs.map((dog, d) => ({
      number: rules.dogs[d] ?? 0,
      status: dog.status,
      guard: dog.guard === undefined ? undefined : spotOf(s, dog.guard),
    })),
    colours: s.colours.map((c, i) => ({
      colour: COLOURS[i],
      seat: c.seat,
      supply: c.supply,
      buried: c.buried,
      mine: c.seat === seat,
    })),
    tiles: s.tiles.map((t) =>
      isFaceUp(t)
        ? { x: t.x, y: t.y, id: t.id, r: t.r, ghosts: t.g ?? 0, cemeteryGhosts: t.cg ?? 0 }
        : { x: t.x, y: t.y, faceDown: true as const },
    ),
    meeples: s.meeples.map((m) => meepleView(s, m)),
    graves: s.graves.map((g) => ({ colour: COLOURS[g.c], ...spotOf(s, g.t) })),
    turn: s.phase === "over" ? undefined : turnView(s),
    /** Features with meeples: where they lie and whether they can still close, for the table's hints. */
    occupied: [...new Set(s.meeples.map((m) => rootOf(s, m.n)))].map((root) => {
      const g = s.groups[root];
      return { feature: root, kind: g ? g.k : undefined, open: g ? g.open : 0, cursed: g ? g.cursed === true : false };
    }),
    outcome: outcome(s),
    /** Why the game ended: won, or lost to the ghosts or to the tiles. */
    result: s.result,
    /** [score reached, ghosts on the board] after each turn, for the end screen's chart. */
    trail: s.trail ?? [],
  };
}

/** Where tile i lies. */
function spotOf(s: CarcassonneState, i: number): { x: number; y: number } {
  const t = s.tiles[i];
  return { x: t?.x ?? 0, y: t?.y ?? 0 };
}

/** A meeple: its colour, its tile's spot, the feature it stands on, and whether a dog stands beside it. */
function meepleView(s: CarcassonneState, m: Meeple) {
  const tile = s.tiles[m.t];
  const feature = isFaceUp(tile) ? nodeFeature(shapeAt(tile), m.n - tile.n) : undefined;
  return {
    colour: COLOURS[m.c],
    ...spotOf(s, m.t),
    kind: feature?.kind,
    index: feature?.index,
    dog: s.dogs.some((d) => d.status === "placed" && d.guard === m.t),
  };
}

/** The turn under way: the tile placed, the burials to make, the features to evaluate, the dog to place. */
function turnView(s: CarcassonneState) {
  const at = (i: number) => spotOf(s, i);
  return {
    tile: s.turn.tile < 0 ? undefined : at(s.turn.tile),
    burials: s.turn.burials.map(at),
    /** Features to evaluate: the id a score or appease move names, kind, tiles and points per colour. */
    evaluate: s.turn.complete.map((feature) => {
      const g = s.groups[feature];
      return {
        feature,
        kind: g ? g.k : undefined,
        tiles: g ? g.tiles.map(at) : [],
        points: g ? featurePoints(s, g) : 0,
      };
    }),
    dog: s.turn.dog === undefined ? undefined : s.turn.dog + 1,
    faceDownDrawn: s.turn.hidden !== undefined,
  };
}

export type CarcassonneView = ReturnType<typeof view>;
