import type { Translate } from "../../../worker/i18n/translate.ts";
import type { CgView, Move } from "./types.ts";

/** Which kind of decision my legal moves ask for: the turn's phase, a burial from a supply told apart (nobody stands). */
function kindOf(view: CgView, moves: readonly Move[]): string | undefined {
  const [first] = moves;
  if (!first || view.phase === "over") return undefined;
  if (first.type === "bury") return first.colour === undefined ? "bury" : "burySupply";
  return view.phase;
}

/** The guided first game: each kind of decision of Carcassonne ghosts explained, the first time it comes. */
export function guide(
  view: CgView,
  moves: readonly Move[],
  mySeat: number | undefined,
  t: Translate,
): { kind: string; text: string } | undefined {
  if (mySeat === undefined) return undefined;
  const kind = kindOf(view, moves);
  return kind === undefined ? undefined : { kind, text: t(`cgt.guide.${kind}`) };
}
