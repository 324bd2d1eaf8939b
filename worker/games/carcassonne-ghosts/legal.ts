import type { Seat } from "../contract.ts";
import { indexAt, tileAt } from "./board.ts";
import { suppliedColours } from "./cemeteries.ts";
import { xy } from "./ctx.ts";
import { faceDownSpots } from "./facedown.ts";
import { ghostsOn, openCemeteries } from "./ghosts.ts";
import { COLOURS, MAX_REMOVAL } from "./levels.ts";
import { coloursInHand, meepleSpots } from "./meeples.ts";
import type { DogMove, Move } from "./moves.ts";
import { placements } from "./placement.ts";
import { isFaceUp, type CarcassonneState } from "./state.ts";
import { toAct } from "./turns.ts";

type Removal = DogMove["remove"][number];

/** Every single removal (1..3 ghosts, no more than stand there) off each listed tile. */
function removalsFrom(s: CarcassonneState, tiles: readonly number[]): Removal[] {
  return tiles.flatMap((i) => {
    const tile = s.tiles[i];
    const most = isFaceUp(tile) ? Math.min(MAX_REMOVAL, ghostsOn(tile)) : 0;
    return Array.from({ length: most }, (_, k) => ({ ...xy(s, i), count: k + 1 }));
  });
}

/** Tiles holding ghosts, in position order. */
export function hauntedTiles(s: CarcassonneState): number[] {
  return s.tiles
    .flatMap((tile, i) => (isFaceUp(tile) && ghostsOn(tile) > 0 ? [i] : []))
    .sort((a, b) => xy(s, a).y - xy(s, b).y || xy(s, a).x - xy(s, b).x);
}

/** The tiles with ghosts among a guard's tile and its 8 neighbours, in position order. */
export function haunted9(s: CarcassonneState, guard: number): number[] {
  const { x, y } = xy(s, guard);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const tile = tileAt(s, x + dx, y + dy);
      const index = indexAt(s, x + dx, y + dy);
      if (isFaceUp(tile) && ghostsOn(tile) > 0 && index !== undefined) out.push(index);
    }
  }
  return out;
}

function dogMoves(s: CarcassonneState, guard: number): DogMove[] {
  const tiles = haunted9(s, guard);
  const at = xy(s, guard);
  const out: DogMove[] = [{ type: "dog", ...at, remove: [] }];
  tiles.forEach((a, i) => {
    for (const first of removalsFrom(s, [a])) {
      out.push({ type: "dog", ...at, remove: [first] });
      for (const b of tiles.slice(i + 1))
        for (const second of removalsFrom(s, [b])) out.push({ type: "dog", ...at, remove: [first, second] });
    }
  });
  return out;
}

/** Every legal move of `seat` now, in a stable order. */
export function legalMoves(state: CarcassonneState, seat: Seat): Move[] {
  if (!toAct(state).includes(seat)) return [];
  const s = state;
  switch (s.phase) {
    case "place":
      return s.current === undefined ? [] : placements(s, s.current).map((p) => ({ type: "place", ...p }));
    case "haunt":
      return openCemeteries(s).map((i) => ({ type: "haunt", ...xy(s, i) }));
    case "bury": {
      if (s.meeples.length > 0)
        return s.meeples
          .map((m) => m.t)
          .sort((a, b) => a - b)
          .map((t) => ({ type: "bury", ...xy(s, t) }));
      return suppliedColours(s, seat).map((c) => ({ type: "bury", colour: COLOURS[c] ?? "red" }));
    }
    case "meeple": {
      const spots = meepleSpots(s);
      const colours = coloursInHand(s, seat);
      const out: Move[] = [{ type: "noMeeple" }];
      for (const spot of spots)
        for (const c of colours)
          out.push({ type: "meeple", kind: spot.kind, index: spot.index, colour: COLOURS[c] ?? "red" });
      return out;
    }
    case "evaluate": {
      const removals = removalsFrom(s, hauntedTiles(s));
      return s.turn.complete.flatMap((feature): Move[] => [
        { type: "score", feature },
        ...removals.map((r): Move => ({ type: "appease", feature, ...r })),
      ]);
    }
    case "dog":
      return s.meeples
        .map((m) => m.t)
        .sort((a, b) => a - b)
        .flatMap((t) => dogMoves(s, t));
    case "faceDown":
      return faceDownSpots(s).map((p) => ({ type: "faceDown", ...p }));
    case "over":
      return [];
  }
}
