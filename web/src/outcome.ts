import type { Outcome } from "../../worker/games/contract.ts";
import { names, type Translate } from "../../worker/i18n/translate.ts";
import type { GameData } from "./game.ts";

/**
 * Who won a finished game, in one sentence for the status bar: the winner with the score, the
 * players sharing first place, or the team's win or loss. Undefined while the game runs.
 */
export function resultText(game: Pick<GameData, "status" | "outcome" | "players">, t: Translate): string | undefined {
  const outcome = game.outcome as Outcome | undefined;
  if (game.status !== "finished" || !outcome) return undefined;
  if (outcome.kind === "shared") return t(outcome.won ? "game.result.teamWon" : "game.result.teamLost");
  const first = game.players.filter((p) => p.seat !== undefined && outcome.ranks[p.seat] === 1);
  const seat = first[0]?.seat;
  const score = seat === undefined ? 0 : (outcome.scores[seat] ?? 0);
  return t(first.length > 1 ? "game.result.shared" : "game.result.winner", {
    names: names(
      t.language,
      first.map((p) => p.name),
    ),
    score,
  });
}
