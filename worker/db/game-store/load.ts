import { and, eq, sql } from "drizzle-orm";
import { batchedRead, placeholders, prepared, preparedWrite, type Db } from "../index.ts";
import { plannedSeatsQuery } from "../plans.ts";
import { gameRatingChanges, seatRatingsQuery } from "../ratings.ts";
import { games, moves, seats, users } from "../schema.ts";

export type GameRow = typeof games.$inferSelect;
export type MoveRow = typeof moves.$inferSelect;

/** Everybody seated at a game, in seat order (the lobby's in the order they joined). */
export type Seating = {
  userId: string;
  name: string;
  seat: number | null;
  timeZone: string;
  vacationUntil: number | null;
  /** When the player last loaded the game or had it in a visible tab (`markOpenedWrite`). */
  openedAt: number | null;
  /** The bot's number when a bot plays the seat (`users.bot`), else null. */
  bot: number | null;
  /** For a bot a player owns (`users.owner_id`), that player's name, else null. */
  ownedBy: string | null;
}[];

/** A player's rating before and after a finished game (`n`: the player's n-th rated game of its type). */
export type RatingChange = {
  player: string;
  n: number;
  muBefore: number;
  sigmaBefore: number;
  mu: number;
  sigma: number;
};

const gameFor = prepared((db) =>
  db
    .select({
      game: games,
      seat: seats.seat,
      seated: seats.userId,
      seenSeq: seats.seenSeq,
      players: sql<string>`(SELECT json_group_array(json_object('userId', p.user_id, 'name', u.name, 'seat', p.seat, 'timeZone', u.time_zone, 'vacationUntil', u.vacation_until, 'openedAt', p.opened_at, 'bot', u.bot, 'ownedBy', (SELECT o.name FROM ${users} o WHERE o.id = u.owner_id)))
        FROM (SELECT * FROM ${seats} WHERE game_id = ${games.id} ORDER BY seat, joined_at) p
        JOIN ${users} u ON u.id = p.user_id)`,
      ratingChanges: gameRatingChanges(games.id),
      // Whether the user has finished a game of this title: the guided first game ends with the first.
      finishedOne: sql<number>`EXISTS (SELECT 1 FROM ${seats} s JOIN ${games} g ON g.id = s.game_id
        WHERE s.user_id = ${sql.placeholder("userId")} AND g.type = ${games.type} AND g.status = 'finished')`,
    })
    .from(games)
    .leftJoin(seats, and(eq(seats.gameId, games.id), eq(seats.userId, sql.placeholder("userId"))))
    .where(eq(games.id, sql.placeholder("gameId")))
    .prepare(),
);

type GameForRow = Awaited<ReturnType<ReturnType<typeof gameFor>["get"]>>;

function loadedGame(row: GameForRow) {
  return (
    row && {
      game: row.game,
      players: JSON.parse(row.players) as Seating,
      member: row.seated !== null,
      seat: row.seat ?? undefined,
      seenSeq: row.seenSeq ?? 0,
      ratingChanges: row.ratingChanges ? (JSON.parse(row.ratingChanges) as RatingChange[]) : [],
      finishedOne: row.finishedOne === 1,
    }
  );
}

/** The game, everybody seated at it and, if the user is one of them, the user's seat: one statement. */
export async function loadGame(db: Db, gameId: string, userId: string | undefined) {
  return loadedGame(await gameFor(db).get({ gameId, userId: userId ?? "" }));
}

/**
 * `loadGame` for a move or a timeout: the game and, in the same round trip (a batch of three
 * reads), the current ratings of its players and of every cooperative opponent of its type,
 * which the move that finishes the game rates from, and the seats that planned moves ahead
 * (`planned`: the move that gives one of them the turn has its plans judged next).
 */
export async function loadGameForPlay(db: Db, gameId: string, userId: string | undefined) {
  const game = batchedRead(db, gameFor(db), { gameId, userId: userId ?? "" });
  const current = batchedRead(db, seatRatingsQuery(db), { gameId });
  const planned = batchedRead(db, plannedSeatsQuery(db), { gameId });
  const [gameResult, ratingsResult, plannedResult] = await db.$client.batch([
    game.statement,
    current.statement,
    planned.statement,
  ]);
  const loaded = loadedGame(game.first(gameResult));
  return (
    loaded && { ...loaded, ratings: current.all(ratingsResult), planned: planned.all(plannedResult).map((p) => p.seat) }
  );
}

/**
 * Records when the player loaded the game or had it in a visible tab, guarded by the seat, so
 * anyone else's load writes nothing. A "your turn" written before it is dropped at the end of its
 * grace; a recent one means the player sits at the table (`AT_TABLE`).
 */
const markOpenedWrite = preparedWrite<{ gameId: string; userId: string; openedAt: number }>((db) =>
  db
    .update(seats)
    .set(placeholders(seats, ["openedAt"]))
    .where(and(eq(seats.gameId, sql.placeholder("gameId")), eq(seats.userId, sql.placeholder("userId")))),
);

/**
 * A player sitting down where somebody else sits (seen since `since`, while the player was not):
 * a new revision of the game, so the others' next poll (a 304 otherwise) loads it and hears of
 * the company. Guarded by both, so a player already at the table, or alone, writes nothing.
 */
const arrivalWrite = preparedWrite<{ gameId: string; userId: string; since: number }>((db) =>
  db
    .update(games)
    .set({ revision: sql`${games.revision} + 1` })
    .where(
      and(
        eq(games.id, sql.placeholder("gameId")),
        sql`EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${games.id} AND ${seats.userId} = ${sql.placeholder("userId")} AND coalesce(${seats.openedAt}, 0) < ${sql.placeholder("since")})`,
        sql`EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${games.id} AND ${seats.userId} <> ${sql.placeholder("userId")} AND ${seats.openedAt} >= ${sql.placeholder("since")})`,
      ),
    ),
);

/**
 * `loadGame` with the player's load recorded (`markOpenedWrite`) and, when the player arrives
 * where others sat since `presentSince`, announced (`arrivalWrite`), in one round trip: the read
 * rides in the writes' batch.
 */
export async function loadGameMarkingOpened(db: Db, gameId: string, userId: string, now: number, presentSince: number) {
  const game = batchedRead(db, gameFor(db), { gameId, userId });
  const [, , result] = await db.$client.batch([
    arrivalWrite(db, { gameId, userId, since: presentSince }),
    markOpenedWrite(db, { gameId, userId, openedAt: now }),
    game.statement,
  ]);
  return loadedGame(game.first(result));
}

const gameVersion = prepared((db) =>
  db
    .select({ version: games.version, chatCount: games.chatCount, revision: games.revision, botDue: games.botDue })
    .from(games)
    .where(eq(games.id, sql.placeholder("gameId")))
    .prepare(),
);

/** Just what the ETag is made of, for the 304 poll: one row. */
export function loadGameVersion(db: Db, gameId: string) {
  return gameVersion(db).get({ gameId });
}

/**
 * What the ETag is made of and when another player of the game last sat at the table: the 304
 * poll of a visible tab reads it with its own seat's write, once a minute, so the other polls
 * stay at one row.
 */
const gameVersionAndCompany = prepared((db) =>
  db
    .select({
      version: games.version,
      chatCount: games.chatCount,
      revision: games.revision,
      botDue: games.botDue,
      othersOpenedAt: sql<
        number | null
      >`(SELECT max(${seats.openedAt}) FROM ${seats} WHERE ${seats.gameId} = ${games.id} AND ${seats.userId} <> ${sql.placeholder("userId")})`,
    })
    .from(games)
    .where(eq(games.id, sql.placeholder("gameId")))
    .prepare(),
);

/**
 * The 304 poll of a tab that says it is visible (the web client does so at most once a minute):
 * the player's presence, what the ETag is made of and the others' latest presence, in one round
 * trip.
 */
export async function loadGameVersionMarkingOpened(db: Db, gameId: string, userId: string, now: number) {
  const version = batchedRead(db, gameVersionAndCompany(db), { gameId, userId });
  const [, result] = await db.$client.batch([
    markOpenedWrite(db, { gameId, userId, openedAt: now }),
    version.statement,
  ]);
  return version.first(result);
}

/** Moves the player's "seen" mark forward, never back and never past the last move. */
export function setSeenSeq(db: Db, gameId: string, userId: string, seq: number) {
  return db
    .update(seats)
    .set({ seenSeq: sql`max(${seats.seenSeq}, min(${seq}, (SELECT move_count FROM ${games} WHERE id = ${gameId})))` })
    .where(and(eq(seats.gameId, gameId), eq(seats.userId, userId)))
    .run();
}
