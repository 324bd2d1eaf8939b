import type { Outcome } from "../contract.ts";
import type { NotreDameState } from "./state.ts";

/** Most prestige wins; ties go to coins plus cubes in the personal supply; then the rank is shared (CHOSEN). */
export function outcome(state: NotreDameState): Outcome | undefined {
  if (state.phase !== "over") return undefined;
  const scores = state.players.map((p) => p.prestige);
  const tieBreak = state.players.map((p) => p.coins + p.supply);
  const beats = (a: number, b: number): boolean =>
    (scores[a] ?? 0) > (scores[b] ?? 0) || (scores[a] === scores[b] && (tieBreak[a] ?? 0) > (tieBreak[b] ?? 0));
  const ranks = scores.map((_, seat) => 1 + scores.filter((__, other) => beats(other, seat)).length);
  return { kind: "ranked", scores, ranks };
}
