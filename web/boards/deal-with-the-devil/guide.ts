import type { Translate } from "../../../worker/i18n/translate.ts";
import type { DevilView, Move } from "./types.ts";

/**
 * The guided first game: each kind of decision of Deal with the Devil explained, the first time it
 * comes (both chests of a trading round are one kind: a chest in front of me).
 */
export function guide(
  view: DevilView,
  moves: readonly Move[],
  mySeat: number | undefined,
  t: Translate,
): { kind: string; text: string } | undefined {
  if (mySeat === undefined || moves.length === 0 || view.step === "over") return undefined;
  const kind = view.step === "view1" || view.step === "view2" ? "view" : view.step;
  return { kind, text: t(`ddt.guide.${kind}`) };
}
