import type { Seat } from "../contract.ts";
import { shapeAt } from "./board.ts";
import { rootOf } from "./features.ts";
import { nodeFeature } from "./geometry.ts";
import { ghostsOnBoard } from "./ghosts.ts";
import { COLOURS, rulesOf } from "./levels.ts";
import { outcome, reached } from "./outcome.ts";
import { pileCounts } from "./piles.ts";
import { featurePoints } from "./scoring.ts";
import { isFaceUp, type CarcassonneState } from "./state.ts";
import { toAct } from "./turns.ts";

/**
 * What a seat (undefined: a spectator) sees: everything but the piles' order and the fronts of
 * face-down tiles, the same for every seat but the `you` marker.
 */
export function view(state: CarcassonneState, seat: Seat | undefined) {
  const s = state;
  const rules = rulesOf(s.options.level);
  const at = (i: number) => {
    const t = s.tiles[i];
    return { x: t?.x ?? 0, y: t?.y ?? 0 };
  };
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
      guard: dog.guard === undefined ? undefined : at(dog.guard),
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
    meeples: s.meeples.map((m) => {
      const tile = s.tiles[m.t];
      const feature = isFaceUp(tile) ? nodeFeature(shapeAt(tile), m.n - tile.n) : undefined;
      return {
        colour: COLOURS[m.c],
        ...at(m.t),
        kind: feature?.kind,
        index: feature?.index,
        dog: s.dogs.some((d) => d.status === "placed" && d.guard === m.t),
      };
    }),
    graves: s.graves.map((g) => ({ colour: COLOURS[g.c], ...at(g.t) })),
    turn:
      s.phase === "over"
        ? undefined
        : {
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
          },
    /** Features with meeples: where they lie and whether they can still close, for the table's hints. */
    occupied: [...new Set(s.meeples.map((m) => rootOf(s, m.n)))].map((root) => {
      const g = s.groups[root];
      return { feature: root, kind: g ? g.k : undefined, open: g ? g.open : 0, cursed: g ? g.cursed === true : false };
    }),
    outcome: outcome(s),
  };
}

export type CarcassonneView = ReturnType<typeof view>;
