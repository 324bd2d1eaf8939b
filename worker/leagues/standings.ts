import type { Outcome } from "../games/contract.ts";

/**
 * A division's table from its finished games (README, Leagues: points and tie-breaks). Pure.
 *
 * Points per game of k seats, by place: k − place (4 seats: 3/2/1/0; 3 seats: 2/1/0); tied
 * players share the points of the places they fill (two tied first of four: 2.5 each). A
 * cooperative game (outcome `shared`) gives each player of a won game k − 1 points, as a first
 * place, and 0 for a loss. A seat dropped for timing out scores 0 and no win (as last), except in
 * a game the bots finished at the season's end (adjudicated), which counts as it ended.
 * Tie-breaks: wins (first places, or won cooperative games), then score (the game's points,
 * summed), then the season's seeding.
 */
export type GameResult = {
  outcome: Outcome;
  /** Seat → player. */
  seats: readonly { userId: string; seat: number | null }[];
  dropped: ReadonlySet<number>;
  adjudicated: boolean;
};

export type Line = { userId: string; played: number; points: number; wins: number; score: number; seed: number };

/** Points, a win and a score for each seated player of one finished game. */
export function gamePoints(result: GameResult): Map<string, { points: number; win: boolean; score: number }> {
  const seated = result.seats.filter((s): s is { userId: string; seat: number } => s.seat !== null);
  const k = seated.length;
  const out = new Map<string, { points: number; win: boolean; score: number }>();
  const outcome = result.outcome;
  for (const { userId, seat } of seated) {
    const gone = !result.adjudicated && result.dropped.has(seat);
    if (outcome.kind === "shared") {
      const won = outcome.won && !gone;
      out.set(userId, { points: won ? k - 1 : 0, win: won, score: outcome.score ?? 0 });
      continue;
    }
    const rank = outcome.ranks[seat] ?? k;
    const tied = outcome.ranks.filter((r) => r === rank).length;
    const points = k - rank - (tied - 1) / 2;
    out.set(userId, { points: gone ? 0 : points, win: !gone && rank === 1, score: outcome.scores[seat] ?? 0 });
  }
  return out;
}

/** The table, best first: points, then wins, then score, then the seeding. */
export function standings(
  players: readonly { userId: string; seed: number }[],
  results: readonly GameResult[],
): Line[] {
  const lines = new Map<string, Line>(
    players.map((p) => [p.userId, { userId: p.userId, played: 0, points: 0, wins: 0, score: 0, seed: p.seed }]),
  );
  for (const result of results) {
    for (const [userId, got] of gamePoints(result)) {
      const line = lines.get(userId);
      if (!line) continue;
      line.played += 1;
      line.points += got.points;
      line.wins += got.win ? 1 : 0;
      line.score += got.score;
    }
  }
  return [...lines.values()].sort(
    (a, b) => b.points - a.points || b.wins - a.wins || b.score - a.score || a.seed - b.seed,
  );
}

/**
 * Movement at the season's end: the first `promote` of a division below the top tier go up; the
 * last `relegate` of a division above the lowest tier go down (never both for one player).
 */
export function movementOf(
  rank: number,
  size: number,
  tier: number,
  lowestTier: number,
  league: { promote: number; relegate: number },
): "promoted" | "relegated" | null {
  if (tier > 1 && rank <= league.promote) return "promoted";
  if (tier < lowestTier && rank > Math.max(size - league.relegate, tier > 1 ? league.promote : 0)) return "relegated";
  return null;
}
