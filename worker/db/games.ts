import { and, asc, desc, eq, gt, inArray, sql, type Query, type SQL } from "drizzle-orm";
import { batchedRead, placeholders, prepared, preparedWrite, type Db } from "./index.ts";
import { CLAIM_LEASE, claimedNotes, insertNotes, TURN_GRACE_UNTIL } from "./notifications.ts";
import { gameRatingChanges, ratingStatements, seatRatingsQuery, type RatingWrite } from "./ratings.ts";
import { chat, games, invitations, moves, outbox, seats, users } from "./schema.ts";

export type GameRow = typeof games.$inferSelect;
export type MoveRow = typeof moves.$inferSelect;
type MoveInsert = typeof moves.$inferInsert;
export type OutboxInsert = typeof outbox.$inferInsert;

export type Seating = {
  userId: string;
  name: string;
  seat: number | null;
  timeZone: string;
  vacationUntil: number | null;
}[];

const gameFor = prepared((db) =>
  db
    .select({
      game: games,
      seat: seats.seat,
      seated: seats.userId,
      seenSeq: seats.seenSeq,
      players: sql<string>`(SELECT json_group_array(json_object('userId', p.user_id, 'name', u.name, 'seat', p.seat, 'timeZone', u.time_zone, 'vacationUntil', u.vacation_until))
        FROM (SELECT * FROM ${seats} WHERE game_id = ${games.id} ORDER BY seat, joined_at) p
        JOIN ${users} u ON u.id = p.user_id)`,
      ratingChanges: gameRatingChanges(games.id),
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
    }
  );
}

/** A player's rating before and after a finished game (`n`: the player's n-th rated game of its type). */
export type RatingChange = {
  player: string;
  n: number;
  muBefore: number;
  sigmaBefore: number;
  mu: number;
  sigma: number;
};

/** The game, everybody seated at it and, if the user is one of them, the user's seat: one statement. */
export async function loadGameFor(db: Db, gameId: string, userId: string | undefined) {
  return loadedGame(await gameFor(db).get({ gameId, userId: userId ?? "" }));
}

/**
 * `loadGameFor` for a move or a timeout: the game and, in the same round trip (a batch of two
 * reads), the current ratings of its players and its cooperative opponent, which the move that
 * finishes the game rates from.
 */
export async function loadGameForPlay(db: Db, gameId: string, userId: string | undefined) {
  const game = batchedRead(db, gameFor(db), { gameId, userId: userId ?? "" });
  const current = batchedRead(db, seatRatingsQuery(db), { gameId });
  const [gameResult, ratingsResult] = await db.$client.batch([game.statement, current.statement]);
  const loaded = loadedGame(game.first(gameResult));
  return loaded && { ...loaded, ratings: current.all(ratingsResult) };
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

/** `loadGameFor` with the player's load recorded (`markOpenedWrite`), in one round trip: the read rides in the write's batch. */
export async function loadGameForMarkingOpened(db: Db, gameId: string, userId: string, now: number) {
  const game = batchedRead(db, gameFor(db), { gameId, userId });
  const [, result] = await db.$client.batch([markOpenedWrite(db, { gameId, userId, openedAt: now }), game.statement]);
  return loadedGame(game.first(result));
}

const gameVersion = prepared((db) =>
  db
    .select({ version: games.version, chatCount: games.chatCount, revision: games.revision })
    .from(games)
    .where(eq(games.id, sql.placeholder("gameId")))
    .prepare(),
);

/** Just what the ETag is made of, for the 304 poll: one row. */
export function loadGameVersion(db: Db, gameId: string) {
  return gameVersion(db).get({ gameId });
}

export function isInvited(db: Db, gameId: string, userId: string) {
  return db
    .select({ userId: invitations.userId })
    .from(invitations)
    .where(and(eq(invitations.gameId, gameId), eq(invitations.userId, userId)))
    .get();
}

/** Names of the players invited to a game who have not taken a seat (yet), for its lobby. */
export async function invitedNames(db: Db, gameId: string): Promise<string[]> {
  const rows = await db
    .select({ name: users.name })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.gameId, gameId),
        sql`NOT EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${gameId} AND ${seats.userId} = ${invitations.userId})`,
      ),
    )
    .orderBy(asc(invitations.createdAt))
    .all();
  return rows.map((r) => r.name);
}

export function insertGameWithCreator(db: Db, game: typeof games.$inferInsert, now: number) {
  return db.batch([
    db.insert(games).values(game),
    db.insert(seats).values({ gameId: game.id, userId: game.createdBy, joinedAt: now }),
  ]);
}

/*
 * The lobby's writes. A started game's seats must be exactly its players, and D1 has no
 * interactive transactions, so every seat change is one batch that checks the game is still open
 * in the same statement that changes the seat, and bumps the version with it; the start's batch
 * is guarded on that version and on the seats it numbers.
 */

/** A statement for D1's own batch from anything Drizzle builds: Drizzle's batch cannot bind raw SQL. */
function statement(db: Db, query: { toSQL(): Query } | SQL): D1PreparedStatement {
  const built = "toSQL" in query ? query.toSQL() : db.run(query).getQuery();
  return db.$client.prepare(built.sql).bind(...built.params);
}

/** Checked inside the very statement that changes a seat, so no start can come between the check and the change. */
const gameIsOpen = (gameId: string) =>
  sql`(SELECT ${games.status} FROM ${games} WHERE ${games.id} = ${gameId}) = 'open'`;

/** Adds a seat if the game is still open, has room and the user is not seated yet; the version moves with it. */
export async function insertSeatIfRoom(db: Db, gameId: string, userId: string, now: number): Promise<boolean> {
  const seatedNow = sql`EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${gameId} AND ${seats.userId} = ${userId} AND ${seats.joinedAt} = ${now})`;
  const [inserted] = await db.$client.batch([
    statement(
      db,
      sql`
      INSERT INTO ${seats} (game_id, user_id, joined_at)
      SELECT ${gameId}, ${userId}, ${now}
      WHERE ${gameIsOpen(gameId)}
        AND (SELECT COUNT(*) FROM ${seats} WHERE ${seats.gameId} = ${gameId}) < (SELECT ${games.seatCount} FROM ${games} WHERE ${games.id} = ${gameId})
        AND NOT EXISTS (SELECT 1 FROM ${seats} WHERE ${seats.gameId} = ${gameId} AND ${seats.userId} = ${userId})`,
    ),
    statement(db, bumpVersion(db, gameId, now, seatedNow)),
  ]);
  return inserted?.meta.changes === 1;
}

/** Removes a seat while the game is still open; the version moves with it. */
export async function deleteSeat(db: Db, gameId: string, userId: string, now: number): Promise<boolean> {
  const mine = and(eq(seats.gameId, gameId), eq(seats.userId, userId));
  const [deleted] = await db.$client.batch([
    statement(db, db.delete(seats).where(and(mine, gameIsOpen(gameId)))),
    statement(db, bumpVersion(db, gameId, now, sql`NOT EXISTS (SELECT 1 FROM ${seats} WHERE ${mine})`)),
  ]);
  return deleted?.meta.changes === 1;
}

/** The version of an open game, bumped when `changed` holds (the batch's seat write took effect). */
function bumpVersion(db: Db, gameId: string, now: number, changed: SQL) {
  return db
    .update(games)
    .set({ version: sql`${games.version} + 1`, updatedAt: now })
    .where(and(eq(games.id, gameId), eq(games.status, "open"), changed));
}

export function setGameStatus(db: Db, gameId: string, from: GameRow["status"], to: GameRow["status"], now: number) {
  return db
    .update(games)
    .set({ status: to, version: sql`${games.version} + 1`, updatedAt: now })
    .where(and(eq(games.id, gameId), eq(games.status, from)))
    .run();
}

/**
 * Starts an open game in one batch: the game row, the seat numbers, the notifications. The game
 * row changes only if nothing changed since the caller read it (its version) and its seats are
 * exactly `order`; the seats and the notes follow only if the game now carries this start's seed,
 * so a start that lost its race writes nothing at all. Answers whether this start took effect.
 */
export async function startGameBatch(
  db: Db,
  game: Pick<GameRow, "id" | "version">,
  order: readonly string[],
  start: Pick<GameRow, "seed" | "state" | "toAct" | "clocks" | "nextDeadline" | "nextReminder" | "progress"> & {
    seed: string;
  },
  notes: OutboxInsert[],
  now: number,
): Promise<boolean> {
  const seatOrder = JSON.stringify(order);
  const seatsAreTheOrder = sql`(SELECT COUNT(*) FROM ${seats} WHERE ${seats.gameId} = ${game.id}) = ${order.length}
    AND (SELECT COUNT(*) FROM ${seats} WHERE ${seats.gameId} = ${game.id} AND ${seats.userId} IN (SELECT value FROM json_each(${seatOrder}))) = ${order.length}`;
  const thisStartWon = sql`(SELECT ${games.seed} FROM ${games} WHERE ${games.id} = ${game.id}) = ${start.seed}`;
  const [update] = await db.$client.batch([
    statement(
      db,
      db
        .update(games)
        .set({ ...start, status: "active", version: game.version + 1, updatedAt: now })
        .where(and(eq(games.id, game.id), eq(games.version, game.version), eq(games.status, "open"), seatsAreTheOrder)),
    ),
    statement(
      db,
      db
        .update(seats)
        .set({ seat: sql`(SELECT key FROM json_each(${seatOrder}) WHERE value = ${seats.userId})` })
        .where(and(eq(seats.gameId, game.id), thisStartWon)),
    ),
    statement(
      db,
      sql`
      INSERT INTO ${outbox} (kind, user_id, game_id, payload, due_at, created_at, grace_until)
      SELECT value ->> 'kind', value ->> 'userId', value ->> 'gameId', value -> 'payload', value ->> 'dueAt', value ->> 'createdAt', ${TURN_GRACE_UNTIL}
      FROM json_each(${JSON.stringify(notes)})
      WHERE ${thisStartWon}`,
    ),
  ]);
  return update?.meta.changes === 1;
}

const MOVE_COLUMNS = [
  "gameId",
  "seq",
  "kind",
  "seat",
  "userId",
  "move",
  "events",
  "undoable",
  "idempotencyKey",
  "createdAt",
] as const;
const insertMove = preparedWrite<Required<MoveInsert>>((db) =>
  db.insert(moves).values(placeholders(moves, MOVE_COLUMNS)),
);

type MoveUpdate = Pick<
  GameRow,
  "state" | "toAct" | "status" | "outcome" | "undoSeat" | "clocks" | "nextDeadline" | "nextReminder"
> & { progress?: GameRow["progress"] };
const MOVE_UPDATE_COLUMNS = [
  "state",
  "toAct",
  "status",
  "outcome",
  "progress",
  "undoSeat",
  "clocks",
  "nextDeadline",
  "nextReminder",
  "version",
  "moveCount",
  "updatedAt",
] as const;
const updateGameAfterMove = preparedWrite<
  MoveUpdate & Pick<GameRow, "id" | "version" | "moveCount" | "updatedAt"> & { expectedVersion: number }
>((db) =>
  db
    .update(games)
    .set(placeholders(games, MOVE_UPDATE_COLUMNS))
    .where(and(eq(games.id, sql.placeholder("id")), eq(games.version, sql.placeholder("expectedVersion")))),
);

/**
 * A move is one batch of three statements, their SQL built once: the log row (its primary key
 * (game, seq) makes a racing second writer fail and roll the batch back), the game row guarded
 * by its version, and the notifications. With `claim`, the notifications due now come back
 * claimed, with what their delivery needs (`insertNotes`): the caller sends them after answering.
 * The move that finishes a game also writes its ratings (`rated`: two statements a rated player).
 */
export async function appendMoveBatch(
  db: Db,
  move: MoveInsert,
  expectedVersion: number,
  update: MoveUpdate,
  notes: OutboxInsert[],
  now: number,
  claim = false,
  rated: readonly RatingWrite[] = [],
) {
  const [logged, written, noted] = await db.$client.batch([
    insertMove(db, {
      ...move,
      seat: move.seat ?? null,
      userId: move.userId ?? null,
      idempotencyKey: move.idempotencyKey ?? null,
    }),
    updateGameAfterMove(db, {
      ...update,
      progress: update.progress ?? null,
      id: move.gameId,
      version: expectedVersion + 1,
      moveCount: move.seq,
      updatedAt: now,
      expectedVersion,
    }),
    insertNotes(db, { notes: JSON.stringify(notes), now, claimUntil: claim ? now + CLAIM_LEASE : null }),
    // The move that finishes a game rates it: after the notes, so the batch's first three results stay where they were.
    ...ratingStatements(db, rated),
  ]);
  return [logged, written, noted ? claimedNotes(noted) : []] as const;
}

export function findMoveByKey(db: Db, gameId: string, key: string) {
  return db
    .select({ seq: moves.seq, userId: moves.userId, move: moves.move })
    .from(moves)
    .where(and(eq(moves.gameId, gameId), eq(moves.idempotencyKey, key)))
    .get();
}

export function listMoves(db: Db, gameId: string, afterSeq = 0) {
  return db
    .select()
    .from(moves)
    .where(and(eq(moves.gameId, gameId), gt(moves.seq, afterSeq)))
    .orderBy(asc(moves.seq))
    .all();
}

/**
 * The 304 poll of a tab that says it is visible (the web client does so at most once a minute):
 * the player's presence and what the ETag is made of, in one round trip.
 */
export async function loadGameVersionMarkingOpened(db: Db, gameId: string, userId: string, now: number) {
  const version = batchedRead(db, gameVersion(db), { gameId });
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

const openGames = prepared((db) =>
  db
    .select({
      id: games.id,
      type: games.type,
      seatCount: games.seatCount,
      visibility: games.visibility,
      createdAt: games.createdAt,
      createdBy: users.name,
      players: sql<number>`(SELECT COUNT(*) FROM ${seats} WHERE game_id = ${games.id})`,
      timeControl: games.timeControl,
      timeoutPolicy: games.timeoutPolicy,
      options: games.options,
      invitedBy: sql<string | null>`(SELECT u.name FROM ${invitations} i JOIN ${users} u ON u.id = i.invited_by
        WHERE i.game_id = ${games.id} AND i.user_id = ${sql.placeholder("userId")} ORDER BY i.created_at LIMIT 1)`,
    })
    .from(games)
    .innerJoin(users, eq(users.id, games.createdBy))
    .where(
      and(
        eq(games.status, "open"),
        sql`(${games.visibility} = 'public' OR ${games.id} IN (SELECT game_id FROM ${invitations} WHERE user_id = ${sql.placeholder("userId")}))`,
        sql`(SELECT COUNT(*) FROM ${seats} WHERE game_id = ${games.id}) < ${games.seatCount}`,
      ),
    )
    .orderBy(desc(games.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/**
 * Open games with a free seat, newest first: public ones and those the user is invited to, with
 * their settings and, for an invitation, who invited the user.
 */
export function listOpenGames(db: Db, userId: string | undefined, limit: number) {
  // Nobody has the empty id, so a guest sees the public games only.
  return openGames(db).all({ userId: userId ?? "", limit });
}

const myGames = prepared((db) => {
  const myTurn = sql<
    0 | 1
  >`CASE WHEN ${games.status} = 'active' AND EXISTS (SELECT 1 FROM json_each(${games.toAct}) WHERE value = ${seats.seat}) THEN 1 ELSE 0 END`;
  const myDeadline = sql`json_extract(${games.clocks}, '$."' || ${seats.seat} || '".deadline')`;
  return db
    .select({
      id: games.id,
      type: games.type,
      status: games.status,
      seatCount: games.seatCount,
      seat: seats.seat,
      version: games.version,
      updatedAt: games.updatedAt,
      myTurn,
      deadline: sql<
        number | null
      >`CASE WHEN ${games.status} <> 'active' THEN NULL WHEN ${myTurn} = 1 THEN ${myDeadline} ELSE ${games.nextDeadline} END`,
      toAct: games.toAct,
      progress: games.progress,
      outcome: games.outcome,
      timeControl: games.timeControl,
      timeoutPolicy: games.timeoutPolicy,
      options: games.options,
      players: sql<string>`(SELECT json_group_array(json_object('userId', p.user_id, 'name', u.name, 'seat', p.seat, 'vacationUntil', u.vacation_until))
        FROM (SELECT * FROM ${seats} WHERE game_id = ${games.id} ORDER BY seat, joined_at) p
        JOIN ${users} u ON u.id = p.user_id)`,
      league: sql<
        string | null
      >`(SELECT json_object('id', l.id, 'name', l.name, 'season', lg.season) FROM league_games lg JOIN leagues l ON l.id = lg.league_id WHERE lg.game_id = ${games.id})`,
    })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(eq(seats.userId, sql.placeholder("userId")))
    .orderBy(
      desc(myTurn),
      sql`CASE WHEN ${myTurn} = 1 THEN coalesce(${myDeadline}, 9e15) END`,
      sql`CASE WHEN ${myTurn} = 1 THEN ${games.updatedAt} ELSE -${games.updatedAt} END`,
    )
    .prepare();
});

export type ListedPlayer = { userId: string; name: string; seat: number | null; vacationUntil: number | null };

/**
 * The user's games: where it is the user's turn first, the nearest deadline first (then the
 * longest waiting), then the rest by last change. `deadline` is the user's own while it is the
 * user's turn, otherwise the game's nearest one (somebody else's). Each row carries what its
 * line on the dashboard says: everybody seated (names, seats, vacations), whose move it is, how
 * far the game is, the outcome and the settings.
 */
export async function listMyGames(db: Db, userId: string) {
  const rows = await myGames(db).all({ userId });
  return rows.map((row) => ({
    ...row,
    players: JSON.parse(row.players) as ListedPlayer[],
    league: row.league === null ? null : (JSON.parse(row.league) as { id: string; name: string; season: number }),
  }));
}

/** A chat message, the game's chat counter and the notes it causes (mentions), in one batch. */
export function insertChat(db: Db, row: typeof chat.$inferInsert, notes: OutboxInsert[] = []) {
  return db.batch([
    db.insert(chat).values(row).returning({ id: chat.id }),
    db
      .update(games)
      .set({ chatCount: sql`${games.chatCount} + 1` })
      .where(eq(games.id, row.gameId)),
    ...(notes.length ? [db.insert(outbox).values(notes)] : []),
  ]);
}

export function listChat(db: Db, gameId: string, afterId: number, limit: number) {
  return db
    .select({ id: chat.id, userId: chat.userId, name: users.name, text: chat.text, createdAt: chat.createdAt })
    .from(chat)
    .innerJoin(users, eq(users.id, chat.userId))
    .where(and(eq(chat.gameId, gameId), gt(chat.id, afterId)))
    .orderBy(asc(chat.id))
    .limit(limit)
    .all();
}

export function usersByIds(db: Db, ids: readonly string[]) {
  return ids.length
    ? db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]))
        .all()
    : Promise.resolve([]);
}

/** Active games with a deadline or a reminder due, by their indexes. */
export function gamesDue(db: Db, column: "deadline" | "reminder", now: number, limit: number) {
  const due = column === "deadline" ? games.nextDeadline : games.nextReminder;
  return db
    .select({ id: games.id })
    .from(games)
    .where(and(sql`${due} <= ${now}`, eq(games.status, "active")))
    .orderBy(asc(due))
    .limit(limit)
    .all();
}

/**
 * Records sent reminders: the clocks and the next reminder time, and the reminder notifications,
 * only if no move changed the game meanwhile (then the next sweep looks again).
 */
export async function recordReminders(
  db: Db,
  game: Pick<GameRow, "id" | "version">,
  clocks: unknown,
  nextReminder: number | null,
  notes: OutboxInsert[],
): Promise<boolean> {
  const unchanged = and(eq(games.id, game.id), eq(games.version, game.version));
  const [updated] = await db.batch([
    db.update(games).set({ clocks, nextReminder }).where(unchanged),
    ...notes.map((n) =>
      db.insert(outbox).select(
        db
          .select({
            // NULL lets SQLite number the row (INTEGER PRIMARY KEY).
            id: sql`NULL`.as("id"),
            kind: sql`${n.kind}`.as("kind"),
            userId: sql`${n.userId}`.as("user_id"),
            gameId: sql`${n.gameId ?? null}`.as("game_id"),
            payload: sql`${JSON.stringify(n.payload)}`.as("payload"),
            status: sql`'pending'`.as("status"),
            attempts: sql`0`.as("attempts"),
            dueAt: sql`${n.dueAt}`.as("due_at"),
            lastError: sql`NULL`.as("last_error"),
            done: sql`'[]'`.as("done"),
            sentAt: sql`NULL`.as("sent_at"),
            createdAt: sql`${n.createdAt}`.as("created_at"),
            digestAt: sql`NULL`.as("digest_at"),
            graceUntil: sql`NULL`.as("grace_until"),
            skipReason: sql`NULL`.as("skip_reason"),
          })
          .from(games)
          .where(unchanged),
      ),
    ),
  ]);
  return updated.meta.changes === 1;
}
