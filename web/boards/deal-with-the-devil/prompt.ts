import type { Translate } from "../../../worker/i18n/translate.ts";
import type { DevilView, Move } from "./types.ts";

/**
 * What my step asks, in the game's words, read from the step and my legal moves: nothing when I
 * need not act (the page then counts the seats still to act, never naming them).
 */
export function prompt(
  view: DevilView,
  moves: readonly Move[],
  mySeat: number | undefined,
  t: Translate,
): string | undefined {
  if (mySeat === undefined || moves.length === 0) return undefined;
  const step = view.step === "view1" || view.step === "view2" ? "view" : view.step;
  return t(`ddt.prompt.${step}`);
}
