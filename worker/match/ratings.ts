import {
  allRatingHistory,
  allRatings,
  finishedGamesInOrder,
  loadPlayerRatings,
  OPPONENT_PREFIX,
  replaceAllRatings,
  type RatingRow,
  type RatingWrite,
} from "../db/ratings.ts";
import type { Db } from "../db/index.ts";
import type { Outcome, Seat } from "../games/contract.ts";
import type { UseCaseContext } from "../context.ts";
import type { Clocks } from "./clock.ts";
import { gameDefinition } from "./definitions.ts";
import { rate, rating, type Skill } from "./weng-lin.ts";

/*
 * Ratings: OpenSkill's Weng–Lin model (its defaults: Plackett–Luce, μ 25, σ 25/3, β 25/6,
 * τ 25/300; `weng-lin.ts`, the package's `rate` written out), one rating per player and game type.
 * - A ranked outcome is a free-for-all of single-player teams by rank, tied ranks a tie.
 * - A shared outcome (won or lost together, at a level) is the players' team against the level,
 *   a pseudo-player per level (`opponentOf`) that the level's games rate in turn. OpenSkill adds
 *   a team's members' skills, so the level takes as many seats as the team, each at the level's
 *   rating (a level's strength is per seat: the bot wins about as often solo as with three); its
 *   seats come out equal and its new rating is theirs.
 * - A seat the bot played to the end after a drop counts as last for its player (a loss in a
 *   cooperative game, whatever the team's result); the others are rated on the real result. A
 *   game every seat of which was dropped is not rated: nobody played it to the end. The bot
 *   itself is never rated (it only ever plays users' seats).
 */

/** Fewer rated games of a type than this, and the rating is marked provisional. */
export const PROVISIONAL_GAMES = 5;

/** What rating a finished game needs: all of it stored in its `games` row and seats. */
export type FinishedGame = {
  id: string;
  type: string;
  options: unknown;
  outcome: Outcome;
  /** Who sat where: the seated players only are rated. */
  seats: readonly { userId: string; seat: number | null }[];
  /** Seats the bot played to the end (the game's final clocks' `dropped`). */
  dropped: ReadonlySet<Seat>;
  /** When the finishing move was made: the history rows' time. */
  finishedAt: number;
};

export function droppedSeats(clocks: unknown): Set<Seat> {
  return new Set(
    Object.entries((clocks ?? {}) as Clocks).flatMap(([seat, clock]) => (clock?.dropped ? [Number(seat)] : [])),
  );
}

/** The pseudo-player a cooperative game's team plays: the level its definition names (`level:4`), else `level:0`. */
function opponentOf(game: Pick<FinishedGame, "type" | "options">): string {
  return `${OPPONENT_PREFIX}${gameDefinition(game.type)?.ratedAgainst?.(game.options) ?? 0}`;
}

function skillOf(current: ReadonlyMap<string, RatingRow>, player: string): Skill {
  const row = current.get(player);
  return row ? { mu: row.mu, sigma: row.sigma } : rating();
}

/** What the game does to each rated player's rating, from their current ratings (`current`, by player). Pure. */
export function rateGame(game: FinishedGame, current: ReadonlyMap<string, RatingRow>): RatingWrite[] {
  const seated = game.seats
    .filter((s): s is { userId: string; seat: number } => s.seat !== null)
    .sort((a, b) => a.seat - b.seat);
  if (seated.length === 0 || seated.every((s) => game.dropped.has(s.seat))) return [];
  const write = (player: string, after: Skill): RatingWrite => {
    const before = skillOf(current, player);
    return {
      player,
      gameType: game.type,
      n: (current.get(player)?.games ?? 0) + 1,
      gameId: game.id,
      muBefore: before.mu,
      sigmaBefore: before.sigma,
      mu: after.mu,
      sigma: after.sigma,
      createdAt: game.finishedAt,
    };
  };
  const outcome = game.outcome;
  if (outcome.kind === "ranked") {
    if (seated.length < 2) return [];
    const last = Math.max(...outcome.ranks) + 1;
    const rank = seated.map((s) => (game.dropped.has(s.seat) ? last : (outcome.ranks[s.seat] ?? last)));
    const rated = rate(
      seated.map((s) => [skillOf(current, s.userId)]),
      { rank },
    );
    return seated.map((s, i) => write(s.userId, rated[i]![0]!));
  }
  const level = opponentOf(game);
  const teams = [seated.map((s) => skillOf(current, s.userId)), seated.map(() => skillOf(current, level))];
  const won = rate(teams, { rank: [1, 2] });
  const lost = rate(teams, { rank: [2, 1] });
  const result = outcome.won ? won : lost;
  return [
    ...seated.map((s, i) => write(s.userId, (game.dropped.has(s.seat) ? lost : result)[0]![i]!)),
    write(level, result[1]![0]!),
  ];
}

const keyOf = (player: string, gameType: string) => `${gameType}\u0000${player}`;

/**
 * Every rating from nothing: the finished games replayed in the order their batches committed.
 * The same `rateGame` on the same doubles, so the result must equal what is stored, bit for bit.
 */
export function recompute(games: readonly FinishedGame[]): {
  ratings: (RatingRow & { gameType: string })[];
  history: RatingWrite[];
} {
  const byType = new Map<string, Map<string, RatingRow>>();
  const history: RatingWrite[] = [];
  for (const game of games) {
    const current = byType.get(game.type) ?? new Map<string, RatingRow>();
    byType.set(game.type, current);
    for (const w of rateGame(game, current)) {
      history.push(w);
      current.set(w.player, { player: w.player, mu: w.mu, sigma: w.sigma, games: w.n });
    }
  }
  const ratings = [...byType].flatMap(([type, rows]) => [...rows.values()].map((r) => ({ ...r, gameType: type })));
  return { ratings, history };
}

/** The finished games as stored, ready for `recompute`. */
export async function storedFinishedGames(db: Db): Promise<FinishedGame[]> {
  const rows = await finishedGamesInOrder(db);
  return rows.flatMap((row) =>
    row.outcome
      ? [
          {
            id: row.id,
            type: row.type,
            options: row.options,
            outcome: row.outcome as Outcome,
            seats: row.seats,
            dropped: droppedSeats(row.clocks),
            finishedAt: row.finishedAt,
          },
        ]
      : [],
  );
}

export type RatingMismatch = { what: "rating" | "history"; key: string; stored: unknown; recomputed: unknown };

/**
 * Recomputes every rating from the finished games and lists where the stored numbers differ
 * (none, when all is well). With `write`, the recomputation then replaces what is stored (for
 * games that finished before ratings existed; run it while no game can finish).
 */
export async function verifyRatings(
  db: Db,
  write = false,
): Promise<{ games: number; ratings: number; history: number; mismatches: RatingMismatch[] }> {
  const games = await storedFinishedGames(db);
  const again = recompute(games);
  const stored = await allRatings(db);
  const storedHistory = await allRatingHistory(db);
  const mismatches: RatingMismatch[] = [];
  const compare = (what: RatingMismatch["what"], stored: Map<string, unknown>, recomputed: Map<string, unknown>) => {
    for (const key of new Set([...stored.keys(), ...recomputed.keys()])) {
      if (JSON.stringify(stored.get(key)) !== JSON.stringify(recomputed.get(key)))
        mismatches.push({ what, key, stored: stored.get(key), recomputed: recomputed.get(key) });
    }
  };
  const ratingOf = (r: RatingRow & { gameType: string }) =>
    [keyOf(r.player, r.gameType), { mu: r.mu, sigma: r.sigma, games: r.games }] as const;
  compare("rating", new Map(stored.map(ratingOf)), new Map(again.ratings.map(ratingOf)));
  const historyOf = (h: RatingWrite) =>
    [
      `${keyOf(h.player, h.gameType)}\u0000${h.n}`,
      { gameId: h.gameId, muBefore: h.muBefore, sigmaBefore: h.sigmaBefore, mu: h.mu, sigma: h.sigma, at: h.createdAt },
    ] as const;
  compare("history", new Map(storedHistory.map(historyOf)), new Map(again.history.map(historyOf)));
  if (write && mismatches.length) await replaceAllRatings(db, again.history);
  return { games: games.length, ratings: stored.length, history: storedHistory.length, mismatches };
}

export type PlayerRating = {
  gameType: string;
  mu: number;
  sigma: number;
  games: number;
  provisional: boolean;
  history: {
    n: number;
    gameId: string;
    at: number;
    mu: number;
    sigma: number;
    muBefore: number;
    sigmaBefore: number;
  }[];
};

/** A player's rating in each game type played, with its latest history, oldest first. Public, like the finished games it comes from. */
export async function ratingsOf(ctx: UseCaseContext, userId: string): Promise<{ ratings: PlayerRating[] }> {
  const { current, history } = await loadPlayerRatings(ctx.db, userId);
  return {
    ratings: current.map((r) => ({
      gameType: r.gameType,
      mu: r.mu,
      sigma: r.sigma,
      games: r.games,
      provisional: r.games < PROVISIONAL_GAMES,
      history: history.filter((h) => h.gameType === r.gameType).map(({ gameType: _, ...h }) => h),
    })),
  };
}
