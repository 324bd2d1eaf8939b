import type { Translate } from "../../../worker/i18n/translate.ts";
import type { PlayerInfo } from "../types.ts";

/** A seat's player name, or "Seat n" when the page has no name for it. */
export function playerName(players: readonly PlayerInfo[], seat: number | undefined, t: Translate): string {
  if (seat === undefined) return "";
  const found = players.find((p) => p.seat === seat) ?? players[seat];
  return found?.name ?? t("cgt.state.seat", { n: seat + 1 });
}
