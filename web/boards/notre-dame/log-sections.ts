import { ROUNDS_PER_PERIOD } from "../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { LogSection } from "../types.ts";

/** The events that open a phase of a round; the others belong to the phase they fall in. */
const PHASE_OF: Readonly<Record<string, string>> = {
  offered: "draft",
  kept: "draft",
  cardsPassed: "draft",
  received: "draft",
  played: "actions",
  bribed: "bribes",
  passed: "bribes",
  plague: "plague",
  cubeLost: "plague",
};

/** Phase names are lower case in running text ("Round 3: choosing cards"); a heading starts with a capital. */
const heading = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const round = (n: number, t: Translate): LogSection => ({
  level: 1,
  title: t("nd.log.round", { round: n, period: t(`nd.period.${Math.ceil(n / ROUNDS_PER_PERIOD)}`) }),
});

/** The log's headings: each round (the game's start opens round 1), its phases, the end. */
export function section(event: Readonly<Record<string, unknown>>, t: Translate): LogSection | undefined {
  if (event.type === "gameStarted") return round(1, t);
  if (event.type === "roundStarted" && typeof event.round === "number") return round(event.round, t);
  if (event.type === "gameOver") return { level: 1, title: heading(t("nd.phase.over")) };
  const phase = typeof event.type === "string" ? PHASE_OF[event.type] : undefined;
  return phase ? { level: 2, title: heading(t(`nd.phase.${phase}`)) } : undefined;
}
