import { NONE, progress, type Picks, type StepId } from "../../web/boards/notre-dame/choices.ts";
import type { Move } from "../../web/boards/notre-dame/types.ts";

/** The steps whose options the Notre Dame board offers on its map (fields, the cathedral, markets). */
const MAP_STEPS: readonly StepId[] = ["from", "to", "field", "market"];

export type Pick = { step: StepId; token: string };

/**
 * The buttons to press, step by step as the table asks, until the map offers a choice: the first
 * such path through `moves` in the table's own order, or undefined when no move asks the map.
 */
export function pathToTheMap(moves: readonly Move[], picks: Picks = {}): Pick[] | undefined {
  const { step } = progress(moves, picks);
  if (!step) return undefined;
  if (MAP_STEPS.includes(step.id) && step.options.some((token) => token !== NONE)) return [];
  for (const token of step.options) {
    const rest = pathToTheMap(moves, { ...picks, [step.id]: token });
    if (rest) return [{ step: step.id, token }, ...rest];
  }
  return undefined;
}
