import type { Translate } from "../../../worker/i18n/translate.ts";
import type { Move, NdView } from "./types.ts";

/** Which kind of decision my legal moves ask for: the draft's two picks, a card to play, a bribe, the plague's cube. */
function kindOf(view: NdView, moves: readonly Move[]): string | undefined {
  if (moves.some((m) => m.type === "keep")) return view.me?.draftStep === 2 ? "keep2" : "keep1";
  if (moves.some((m) => m.type === "play")) return "play";
  if (moves.some((m) => m.type === "sacrifice")) return "sacrifice";
  if (moves.some((m) => m.type === "bribe")) return "bribe";
  return moves.some((m) => m.type === "pass") ? "passOnly" : undefined;
}

/** The guided first game: each kind of decision of Notre Dame explained, for the first time it comes. */
export function guide(
  view: NdView,
  moves: readonly Move[],
  mySeat: number | undefined,
  t: Translate,
): { kind: string; text: string } | undefined {
  if (mySeat === undefined || moves.length === 0) return undefined;
  const kind = kindOf(view, moves);
  return kind === undefined ? undefined : { kind, text: t(`nd.guide.${kind}`) };
}
