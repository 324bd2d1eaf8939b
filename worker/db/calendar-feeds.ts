import { eq, sql } from "drizzle-orm";
import type { Progress } from "../games/contract.ts";
import { prepared, type Db } from "./index.ts";
import { calendarFeeds } from "./schema.ts";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export function feedOf(db: Db, userId: string): Promise<CalendarFeedRow | undefined> {
  return db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).get();
}

const feedByHash = prepared((db) =>
  db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, sql.placeholder("hash")))
    .prepare(),
);

/** The feed whose token hashes to `hash` (one row, by its unique index): all a 304 reads. */
export function feedByTokenHash(db: Db, hash: string): Promise<CalendarFeedRow | undefined> {
  return feedByHash(db).get({ hash });
}

/**
 * Gives the player a feed with a new token, replacing the old one (its address stops working).
 * The upsert is on the player's own id: a token hash is never looked up to be taken over.
 */
export async function replaceFeed(db: Db, row: Pick<CalendarFeedRow, "userId" | "tokenHash" | "nonce" | "createdAt">) {
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: row.tokenHash, nonce: row.nonce, createdAt: row.createdAt, etag: null, freshUntil: null },
    })
    .run();
}

/** Deletes the player's feed; answers whether there was one. */
export async function deleteFeed(db: Db, userId: string): Promise<boolean> {
  const result = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).run();
  return result.meta.changes > 0;
}

/** Remembers the answer just made, so polls with its ETag until `freshUntil` read only the feed's row. */
export async function markFeedFresh(db: Db, tokenHash: string, etag: string, freshUntil: number): Promise<void> {
  await db.update(calendarFeeds).set({ etag, freshUntil }).where(eq(calendarFeeds.tokenHash, tokenHash)).run();
}

export type FeedGame = {
  id: string;
  type: string;
  progress: Progress | null;
  deadline: number;
  since: number | null;
  timeoutPolicy: "bot" | "drop";
  others: string[];
  league: string | null;
};

/**
 * The running games waiting on the player, with the player's own deadline, nearest first: games
 * without a clock for the player have no deadline and are left out. Only the player's own clock
 * is read, so a game that hides who else is waiting tells nothing about the others.
 */
export async function gamesWaitingOn(db: Db, userId: string): Promise<FeedGame[]> {
  const rows = await db.all<Omit<FeedGame, "progress" | "others"> & { progress: string | null; others: string }>(sql`
    SELECT g.id, g.type, g.progress, g.timeout_policy AS timeoutPolicy,
      json_extract(g.clocks, '$."' || s.seat || '".deadline') AS deadline,
      json_extract(g.clocks, '$."' || s.seat || '".since') AS since,
      (SELECT json_group_array(u.name) FROM (SELECT user_id FROM seats WHERE game_id = g.id AND user_id <> s.user_id ORDER BY seat) o
        JOIN users u ON u.id = o.user_id) AS others,
      (SELECT l.name FROM league_games lg JOIN leagues l ON l.id = lg.league_id WHERE lg.game_id = g.id) AS league
    FROM seats s JOIN games g ON g.id = s.game_id
    WHERE s.user_id = ${userId} AND g.status = 'active'
      AND EXISTS (SELECT 1 FROM json_each(g.to_act) WHERE value = s.seat)
      AND deadline IS NOT NULL
    ORDER BY deadline, g.id`);
  return rows.map((row) => ({
    ...row,
    progress: row.progress === null ? null : (JSON.parse(row.progress) as Progress),
    others: JSON.parse(row.others) as string[],
  }));
}

export type FeedSeason = {
  leagueId: string;
  league: string;
  n: number;
  startsAt: number;
  endsAt: number;
  stamp: number;
};

/** The seasons not yet over of the leagues the player belongs to, by start. */
export function seasonsOf(db: Db, userId: string): Promise<FeedSeason[]> {
  return db.all<FeedSeason>(sql`
    SELECT l.id AS leagueId, l.name AS league, s.n, s.starts_at AS startsAt, s.ends_at AS endsAt, l.created_at AS stamp
    FROM league_members m JOIN league_seasons s ON s.league_id = m.league_id JOIN leagues l ON l.id = m.league_id
    WHERE m.user_id = ${userId} AND s.status <> 'finished'
    ORDER BY s.starts_at, l.id`);
}
