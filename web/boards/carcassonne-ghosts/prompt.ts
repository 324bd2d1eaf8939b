import type { Translate } from "../../../worker/i18n/translate.ts";
import { nextStep } from "./choices.ts";
import { stepText } from "./labels.ts";
import type { CgView, Move } from "./types.ts";

/**
 * What my step asks, in the game's words, read from my legal moves: where the drawn tile may go
 * and how many places it has, or the question the controls ask first.
 */
export function prompt(
  view: CgView,
  moves: readonly Move[],
  mySeat: number | undefined,
  t: Translate,
): string | undefined {
  if (mySeat === undefined || moves.length === 0) return undefined;
  const places = moves.filter((m) => m.type === "place").length;
  if (places > 0) return t("cgt.prompt.place", { tile: view.current ?? "", count: places });
  const step = nextStep(moves);
  return step ? stepText(step.id, view.phase, t) : t("cgt.prompt.confirm");
}
