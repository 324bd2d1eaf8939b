import { and, desc, eq, sql } from "drizzle-orm";
import { prepared, type Db } from "./index.ts";
import { games, invitations, seats, users } from "./schema.ts";

/*
 * Lists across games: read-only queries of the games' summary columns, an index that stays in D1
 * whichever backend holds a game's state and log (see game-store/index.ts).
 */

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
        sql`${games.type} IN (SELECT value FROM json_each(${sql.placeholder("types")}))`,
        sql`(${games.visibility} = 'public' OR ${games.id} IN (SELECT game_id FROM ${invitations} WHERE user_id = ${sql.placeholder("userId")}))`,
        sql`(SELECT COUNT(*) FROM ${seats} WHERE game_id = ${games.id}) < ${games.seatCount}`,
      ),
    )
    .orderBy(desc(games.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/**
 * Open games with a free seat of the given types, newest first: public ones and those the user
 * is invited to, with their settings and, for an invitation, who invited the user.
 */
export function listOpenGames(db: Db, userId: string | undefined, limit: number, types: readonly string[]) {
  // Nobody has the empty id, so a guest sees the public games only.
  return openGames(db).all({ userId: userId ?? "", limit, types: JSON.stringify(types) });
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
      players: sql<string>`(SELECT json_group_array(json_object('userId', p.user_id, 'name', u.name, 'seat', p.seat, 'vacationUntil', u.vacation_until, 'bot', u.bot, 'ownedBy', (SELECT o.name FROM ${users} o WHERE o.id = u.owner_id)))
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

export type ListedPlayer = {
  userId: string;
  name: string;
  seat: number | null;
  vacationUntil: number | null;
  bot: number | null;
  ownedBy: string | null;
};

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
