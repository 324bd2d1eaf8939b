import type { Progress } from "../contract.ts";
import { tilesFor } from "./catalogue.ts";
import type { CarcassonneState } from "./state.ts";

/** Tiles drawn so far (placed, face down or discarded) of the level's total. */
export function progress(state: CarcassonneState): Progress {
  const rounds = tilesFor(state.options.level).length;
  const left = state.piles.reduce((sum, p) => sum + p.length, 0);
  return { round: rounds - left, rounds, unit: "tile" };
}
