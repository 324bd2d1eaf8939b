import type { PlayerInfo } from "../types.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { NdView } from "./types.ts";

/** Quarter colours; each also gets a pattern (patterns.tsx) and a letter, so colour is never the only cue. */
export const QUARTER_COLOURS = ["#b71c1c", "#0d47a1", "#1b5e20", "#e69500", "#6a1b9a"] as const;
/** Text colour with enough contrast on each quarter colour. */
export const QUARTER_INK = ["#fff", "#fff", "#fff", "#000", "#fff"] as const;

export function colourOf(quarter: number): string {
  return QUARTER_COLOURS[quarter] ?? "#555";
}

export function inkOf(quarter: number): string {
  return QUARTER_INK[quarter] ?? "#fff";
}

/** Who plays each quarter (undefined: unowned, with two players). */
export function ownerOf(view: NdView, quarter: number): number | undefined {
  const seat = view.players.findIndex((p) => p.quarter === quarter);
  return seat < 0 ? undefined : seat;
}

export function playerName(players: readonly PlayerInfo[], seat: number, t: Translate): string {
  return players.find((p) => p.seat === seat)?.name ?? players[seat]?.name ?? t("nd.ui.seat", { n: seat + 1 });
}

/**
 * The letter shown with a quarter's colour: the owner's initial when unique among the players,
 * else the seat number; unowned quarters get X and Y.
 */
export function quarterLetter(view: NdView, players: readonly PlayerInfo[], quarter: number, t: Translate): string {
  const seat = ownerOf(view, quarter);
  if (seat === undefined) return quarter < 2 ? "X" : "Y";
  const initials = view.players.map((_, s) => playerName(players, s, t).trim().charAt(0).toUpperCase());
  const mine = initials[seat] ?? "";
  const unique = mine !== "" && initials.filter((i) => i === mine).length === 1;
  return unique ? mine : String(seat + 1);
}

/** "Alice's quarter" or "Unowned quarter 2". */
export function quarterName(view: NdView, players: readonly PlayerInfo[], quarter: number, t: Translate): string {
  const seat = ownerOf(view, quarter);
  return seat === undefined
    ? t("nd.quarter.unowned", { letter: quarterLetter(view, players, quarter, t) })
    : t("nd.quarter.of", { name: playerName(players, seat, t) });
}
