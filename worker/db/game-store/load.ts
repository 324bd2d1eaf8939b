import { and, eq, sql } from "drizzle-orm";
import { batchedRead, placeholders, prepared, preparedWrite, type Db } from "../index.ts";
import { gameRatingChanges, seatRatingsQuery } from "../ratings.ts";
import { games, moves, plannedMoves, seats, users } from "../schema.ts";
import { versionAfter } from "./versions.ts";

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

/*
 * The game's own columns as its subqueries name them: a select from one table renders a column
 * unqualified, which inside a subquery over seats and users would name theirs.
 */
const GAME_ID = sql.raw(`"games"."id"`);
const GAME_TYPE = sql.raw(`"games"."type"`);

/**
 * The game and everybody seated, by key: what a move or the cron's clock reads. The user's own
 * seat and "seen" mark come from the same seats (`playedGame`): a join on the user's seat would
 * read that row a second time.
 */
const playSelection = {
  game: games,
  // In key order, not sorted: a sort in SQL reads every seat twice (`playedGame` sorts them).
  players: sql<string>`(SELECT json_group_array(json_object('userId', p.user_id, 'name', u.name, 'seat', p.seat, 'timeZone', u.time_zone, 'vacationUntil', u.vacation_until, 'openedAt', p.opened_at, 'bot', u.bot, 'ownedBy', (SELECT o.name FROM ${users} o WHERE o.id = u.owner_id), 'joinedAt', p.joined_at, 'seenSeq', p.seen_seq))
        FROM ${seats} p JOIN ${users} u ON u.id = p.user_id WHERE p.game_id = ${GAME_ID})`,
};

type SeatRead = Seating[number] & { joinedAt: number; seenSeq: number };

/** Seats in seat order, the lobby's (no seat yet) in the order they joined. */
function inSeatOrder(players: SeatRead[]): Seating {
  return players
    .sort((a, b) => (a.seat ?? -1) - (b.seat ?? -1) || a.joinedAt - b.joinedAt)
    .map(({ joinedAt: _, seenSeq: __, ...player }) => player);
}

const gameForPlay = prepared((db) =>
  db
    .select({
      ...playSelection,
      // The seats that planned moves ahead: the move that gives one of them the turn has its plans judged next.
      // A seat once per planned move, made distinct here: over no rows DISTINCT or json_group_array counts a row read.
      planned: sql<string | null>`(SELECT group_concat(seat) FROM ${plannedMoves} WHERE game_id = ${GAME_ID})`,
    })
    .from(games)
    .where(eq(games.id, sql.placeholder("gameId")))
    .prepare(),
);

/**
 * What a page shows besides: a finished game's rating changes, and whether the user has finished
 * a game of this title (the guided first game ends with the first), which reads the user's games.
 */
const gameFor = prepared((db) =>
  db
    .select({
      ...playSelection,
      ratingChanges: gameRatingChanges(GAME_ID),
      finishedOne: sql<number>`EXISTS (SELECT 1 FROM ${seats} s JOIN ${games} g ON g.id = s.game_id
        WHERE s.user_id = ${sql.placeholder("userId")} AND g.type = ${GAME_TYPE} AND g.status = 'finished')`,
    })
    .from(games)
    .where(eq(games.id, sql.placeholder("gameId")))
    .prepare(),
);

type PlayRow = Awaited<ReturnType<ReturnType<typeof gameForPlay>["get"]>>;
type GameForRow = Awaited<ReturnType<ReturnType<typeof gameFor>["get"]>>;

/** The game with its players, and the user's own seat among them (`member`: seated, or in the lobby). */
function playedGame(row: Omit<NonNullable<PlayRow>, "planned">, userId: string | undefined) {
  const read = JSON.parse(row.players) as SeatRead[];
  const own = userId === undefined ? undefined : read.find((p) => p.userId === userId);
  return {
    game: row.game,
    players: inSeatOrder(read),
    member: own !== undefined,
    seat: own?.seat ?? undefined,
    seenSeq: own?.seenSeq ?? 0,
  };
}

function loadedGame(row: GameForRow, userId: string | undefined) {
  return (
    row && {
      ...playedGame(row, userId),
      ratingChanges: row.ratingChanges ? (JSON.parse(row.ratingChanges) as RatingChange[]) : [],
      finishedOne: row.finishedOne === 1,
    }
  );
}

/** The game, everybody seated at it and, if the user is one of them, the user's seat: one statement. */
export async function loadGame(db: Db, gameId: string, userId: string | undefined) {
  return loadedGame(await gameFor(db).get({ gameId, userId: userId ?? "" }), userId);
}

/**
 * The game for a move or a timeout: the game row, the user's seat, everybody seated and the seats
 * with moves planned ahead, read by key (one statement). The ratings a finishing move rates from are read only then
 * (`loadSeatRatings`): every other move would read them for nothing.
 */
export async function loadGameForPlay(db: Db, gameId: string, userId: string | undefined) {
  const row = await gameForPlay(db).get({ gameId });
  return row && { ...playedGame(row, userId), planned: [...new Set(row.planned?.split(",").map(Number))] };
}

/** The current ratings of a game's seated players and of every cooperative opponent of its type, for the move that finishes it. */
export function loadSeatRatings(db: Db, gameId: string) {
  return seatRatingsQuery(db).all({ gameId });
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
  const version = versionAfter(db, gameId);
  const [arrived, , result, read] = await db.$client.batch([
    arrivalWrite(db, { gameId, userId, since: presentSince }),
    markOpenedWrite(db, { gameId, userId, openedAt: now }),
    game.statement,
    version.statement,
  ]);
  if (arrived?.meta.changes === 1) version.hand(read);
  return loadedGame(game.first(result), userId);
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
