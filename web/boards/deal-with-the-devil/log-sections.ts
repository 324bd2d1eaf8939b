import type { Translate } from "../../../worker/i18n/translate.ts";
import type { LogSection } from "../types.ts";

/** The events that open a phase of a round; the others belong to the phase they fall in. */
const PHASE_OF: Readonly<Record<string, string>> = {
  dealt: "keep",
  cardsDealt: "keep",
  drawn: "keep",
  cardsDrawn: "keep",
  cardsPassed: "pass",
  wishes: "offer",
  chestsHandedOut: "view1",
  planned: "plan",
  votes: "vote",
  questioned: "defend",
  wingsBought: "wings",
  ritualOpened: "ritual",
  answered: "answer",
  finalScore: "over",
};

/** The log's headings: each round (the game's start opens round 1) and its phases. */
export function section(event: Readonly<Record<string, unknown>>, t: Translate): LogSection | undefined {
  if (event.type === "gameStarted") return { level: 1, title: t("ddt.round", { round: 1 }) };
  if (event.type === "round" && typeof event.round === "number")
    return { level: 1, title: t("ddt.round", { round: event.round }) };
  const phase = typeof event.type === "string" ? PHASE_OF[event.type] : undefined;
  return phase ? { level: 2, title: t(`ddt.phase.${phase}`) } : undefined;
}
