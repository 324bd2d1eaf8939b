import type { Translate } from "../../../worker/i18n/translate.ts";
import type { Move, NdView } from "./types.ts";

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * What my step asks, in the game's words: the cards on offer in the draft, the cards I
 * may play, the personalities I may bribe, the fields the plague may take a cube from. Read from
 * my legal moves, so it never offers more than the controls do.
 */
export function prompt(
  view: NdView,
  moves: readonly Move[],
  mySeat: number | undefined,
  t: Translate,
): string | undefined {
  if (mySeat === undefined || moves.length === 0) return undefined;
  const list = (keys: string[]): string => keys.map((key) => t(key)).join(", ");
  const keep = unique(moves.flatMap((m) => (m.type === "keep" ? [m.card] : [])));
  if (keep.length > 0) {
    const offer = view.me?.offer ?? keep;
    return t(view.me?.draftStep === 2 ? "nd.prompt.keep2" : "nd.prompt.keep1", {
      cards: list(offer.map((c) => `nd.card.${c}`)),
    });
  }
  const play = unique(moves.flatMap((m) => (m.type === "play" ? [m.card] : [])));
  if (play.length > 0) return t("nd.prompt.play", { cards: list(play.map((c) => `nd.card.${c}`)) });
  const sacrifice = unique(moves.flatMap((m) => (m.type === "sacrifice" ? [m.field] : [])));
  if (sacrifice.length > 0) return t("nd.prompt.sacrifice", { fields: list(sacrifice.map((f) => `nd.field.${f}`)) });
  const bribe = unique(moves.flatMap((m) => (m.type === "bribe" ? [m.person] : [])));
  if (bribe.length > 0) return t("nd.prompt.bribe", { persons: list(bribe.map((p) => `nd.person.${p}`)) });
  return moves.some((m) => m.type === "pass") ? t("nd.prompt.passOnly") : undefined;
}
