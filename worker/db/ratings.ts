import { and, asc, eq, sql } from "drizzle-orm";
import { placeholders, prepared, preparedWrite, type Db } from "./index.ts";
import { games, ratingHistory, ratings, seats } from "./schema.ts";

export type RatingRow = { player: string; mu: number; sigma: number; games: number };

/**
 * How the pseudo-players' keys begin: each stands for a level a cooperative game is played
 * against (`level:3`), and no user id begins so.
 */
export const OPPONENT_PREFIX = "level:";
/** Every key that begins with `OPPONENT_PREFIX` sorts below this one (";" follows ":"): the pseudo-players are one range of the key. */
const AFTER_OPPONENTS = "level;";

/**
 * The current ratings of a game's seated players and of every cooperative opponent of its type
 * (a handful of levels, which one it plays the game's definition says), by key: read by the move
 * that finishes the game (`loadSeatRatings`), the only one that rates. Read as plain columns, never through JSON text, so the numbers are the stored
 * doubles exactly (a recomputation must reproduce them bit for bit).
 */
export const seatRatingsQuery = prepared((db) => {
  const gameId = sql.placeholder("gameId");
  return db
    .select({ player: ratings.player, mu: ratings.mu, sigma: ratings.sigma, games: ratings.games })
    .from(ratings)
    .where(
      and(
        sql`${ratings.gameType} = (SELECT ${games.type} FROM ${games} WHERE ${games.id} = ${gameId})`,
        sql`(${ratings.player} IN (SELECT ${seats.userId} FROM ${seats} WHERE ${seats.gameId} = ${gameId})
          OR (${ratings.player} >= ${OPPONENT_PREFIX} AND ${ratings.player} < ${AFTER_OPPONENTS}))`,
      ),
    )
    .prepare();
});

export type RatingWrite = {
  player: string;
  gameType: string;
  n: number;
  gameId: string;
  muBefore: number;
  sigmaBefore: number;
  mu: number;
  sigma: number;
  createdAt: number;
};

const HISTORY_COLUMNS = [
  "player",
  "gameType",
  "n",
  "gameId",
  "muBefore",
  "sigmaBefore",
  "mu",
  "sigma",
  "createdAt",
] as const;
const insertHistory = preparedWrite<RatingWrite>((db) =>
  db.insert(ratingHistory).values(placeholders(ratingHistory, HISTORY_COLUMNS)),
);

const upsertRating = preparedWrite<RatingWrite>((db) => {
  const value = placeholders(ratings, ["player", "gameType", "mu", "sigma"]);
  return db
    .insert(ratings)
    .values({ ...value, games: sql.placeholder("n"), updatedAt: sql.placeholder("createdAt") })
    .onConflictDoUpdate({
      target: [ratings.player, ratings.gameType],
      set: {
        mu: sql`excluded.mu`,
        sigma: sql`excluded.sigma`,
        games: sql`excluded.games`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
});

/**
 * The statements a finishing move's batch adds, two per rated player: the history row (unique
 * per player, type and `n`, so a game that finished meanwhile for the same player fails this
 * batch as a whole) and the current rating.
 */
export function ratingStatements(db: Db, writes: readonly RatingWrite[]): D1PreparedStatement[] {
  return writes.flatMap((w) => [insertHistory(db, w), upsertRating(db, w)]);
}

/** A finished game's rating changes per player, for its description (display only: JSON text is precise enough). */
export const gameRatingChanges = (gameId: unknown) =>
  sql<
    string | null
  >`(SELECT json_group_array(json_object('player', h.player, 'n', h.n, 'muBefore', h.mu_before, 'sigmaBefore', h.sigma_before, 'mu', h.mu, 'sigma', h.sigma))
    FROM ${ratingHistory} h WHERE h.game_id = ${gameId})`;

/** How many points of each game type's history the profile gets, newest last. */
export const HISTORY_POINTS = 100;

/**
 * A player's current ratings, every game type, and the latest `HISTORY_POINTS` rated games of
 * each type, oldest first: one round trip.
 */
export async function loadPlayerRatings(db: Db, player: string) {
  const [current, history] = await db.batch([
    db.select().from(ratings).where(eq(ratings.player, player)).orderBy(asc(ratings.gameType)),
    db
      .select({
        gameType: ratingHistory.gameType,
        n: ratingHistory.n,
        gameId: ratingHistory.gameId,
        at: ratingHistory.createdAt,
        mu: ratingHistory.mu,
        sigma: ratingHistory.sigma,
        muBefore: ratingHistory.muBefore,
        sigmaBefore: ratingHistory.sigmaBefore,
      })
      .from(ratingHistory)
      .innerJoin(ratings, and(eq(ratings.player, ratingHistory.player), eq(ratings.gameType, ratingHistory.gameType)))
      .where(and(eq(ratingHistory.player, player), sql`${ratingHistory.n} > ${ratings.games} - ${HISTORY_POINTS}`))
      .orderBy(asc(ratingHistory.gameType), asc(ratingHistory.n)),
  ]);
  return { current, history };
}

/** Replaces every rating and history row with `writes` (a recomputation, in order), in batches of `chunk` statements. */
export async function replaceAllRatings(db: Db, writes: readonly RatingWrite[], chunk = 100): Promise<void> {
  await db.batch([db.delete(ratingHistory), db.delete(ratings)]);
  const statements = ratingStatements(db, writes);
  for (let i = 0; i < statements.length; i += chunk) await db.$client.batch(statements.slice(i, i + chunk));
}

/** Every stored rating and history row, for a recomputation to compare with. */
export function allRatings(db: Db) {
  return db.select().from(ratings).orderBy(asc(ratings.gameType), asc(ratings.player)).all();
}

export function allRatingHistory(db: Db) {
  return db.select().from(ratingHistory).orderBy(asc(ratingHistory.id)).all();
}

/**
 * Every finished game with what rating it needs (type, options, outcome, final clocks, who sat
 * where, when it finished), in the order their finishing batches committed: the rated games by
 * their first history row, after the games without one, by their end (games that finished
 * before ratings existed, and games with nothing to rate, whose place changes nothing).
 */
export async function finishedGamesInOrder(db: Db) {
  const order = sql<number | null>`(SELECT min(h.id) FROM ${ratingHistory} h WHERE h.game_id = ${games.id})`;
  const rows = await db
    .select({
      id: games.id,
      type: games.type,
      options: games.options,
      outcome: games.outcome,
      clocks: games.clocks,
      finishedAt: games.updatedAt,
      seats: sql<string>`(SELECT json_group_array(json_object('userId', s.user_id, 'seat', s.seat)) FROM ${seats} s WHERE s.game_id = ${games.id})`,
      order,
    })
    .from(games)
    .where(eq(games.status, "finished"))
    .orderBy(sql`${order} IS NOT NULL`, asc(order), asc(games.updatedAt), asc(games.id))
    .all();
  return rows.map((row) => ({ ...row, seats: JSON.parse(row.seats) as { userId: string; seat: number | null }[] }));
}
