import { and, asc, desc, eq, sql } from "drizzle-orm";
import { cancelOpenGame, changedIds, dropEverySeat, gameStillOpen, versionsChanged } from "./game-store/index.ts";
import { statement, type Db } from "./index.ts";
import { leagueMembers, leagues, leagueSeasons } from "./schema.ts";

export type LeagueRow = typeof leagues.$inferSelect;
export type SeasonRow = typeof leagueSeasons.$inferSelect;

/*
 * A league's writes. D1 has no interactive transactions, so every step of a season is one batch
 * whose first statement moves the season's status on under a guard and stamps it with a fresh
 * token; the batch's other statements write only where the season carries that token. Two cron
 * runs at once therefore write one season start (or end) between them, never two.
 */

const run = (db: Db, query: string, ...params: unknown[]) => db.$client.prepare(query).bind(...params);

export function insertLeague(
  db: Db,
  league: typeof leagues.$inferInsert,
  firstSeason: { startsAt: number; endsAt: number },
) {
  return db.batch([
    db.insert(leagues).values(league),
    db.insert(leagueSeasons).values({ leagueId: league.id, n: 1, status: "scheduled", ...firstSeason }),
  ]);
}

export function findLeague(db: Db, id: string) {
  return db.select().from(leagues).where(eq(leagues.id, id)).get();
}

/** Every league with its member count, the caller's membership, its running (else last finished) season and the next start. */
export async function listLeagueRows(db: Db, userId: string | undefined, id?: string, gameType?: string) {
  const { results } = await run(
    db,
    `SELECT l.*,
       (SELECT COUNT(*) FROM league_members m WHERE m.league_id = l.id) AS members,
       (SELECT CASE WHEN m.leaving THEN 'leaving' ELSE 'member' END FROM league_members m WHERE m.league_id = l.id AND m.user_id = ?1) AS me,
       (SELECT json_object('n', s.n, 'status', s.status, 'startsAt', s.starts_at, 'endsAt', s.ends_at) FROM league_seasons s
          WHERE s.league_id = l.id AND s.status <> 'scheduled' ORDER BY s.n DESC LIMIT 1) AS season,
       (SELECT s.starts_at FROM league_seasons s WHERE s.league_id = l.id AND s.status = 'scheduled' ORDER BY s.n LIMIT 1) AS next_starts_at
     FROM leagues l WHERE (?2 IS NULL OR l.id = ?2) AND (?3 IS NULL OR l.game_type = ?3) ORDER BY l.created_at DESC, l.id LIMIT 200`,
    userId ?? "",
    id ?? null,
    gameType ?? null,
  ).all<Record<string, unknown>>();
  return results.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    gameType: String(r.game_type),
    options: JSON.parse(String(r.options)) as unknown,
    timeControl: JSON.parse(String(r.time_control)) as unknown,
    seats: Number(r.seats),
    divisionSize: Number(r.division_size),
    gamesPerPair: Number(r.games_per_pair),
    seasonDays: Number(r.season_days),
    promote: Number(r.promote),
    relegate: Number(r.relegate),
    members: Number(r.members),
    me: (r.me ?? null) as "member" | "leaving" | null,
    season: r.season
      ? (JSON.parse(String(r.season)) as {
          n: number;
          status: "running" | "ending" | "finished";
          startsAt: number;
          endsAt: number;
        })
      : null,
    nextSeasonStartsAt: r.next_starts_at === null || r.next_starts_at === undefined ? null : Number(r.next_starts_at),
  }));
}

export function leagueSeasonsOf(db: Db, leagueId: string) {
  return db
    .select()
    .from(leagueSeasons)
    .where(eq(leagueSeasons.leagueId, leagueId))
    .orderBy(desc(leagueSeasons.n))
    .all();
}

export function findSeason(db: Db, leagueId: string, n: number) {
  return db
    .select()
    .from(leagueSeasons)
    .where(and(eq(leagueSeasons.leagueId, leagueId), eq(leagueSeasons.n, n)))
    .get();
}

/** Signs up (again): a leaving member stays. */
export function upsertMember(db: Db, leagueId: string, userId: string, now: number) {
  return db
    .insert(leagueMembers)
    .values({ leagueId, userId, joinedAt: now, leaving: false })
    .onConflictDoUpdate({ target: [leagueMembers.leagueId, leagueMembers.userId], set: { leaving: false } })
    .run();
}

/**
 * Leaving: a player in the division of a season not yet finished is marked and leaves at its end;
 * anybody else goes at once. One statement each, in one batch. Answers what the player is now.
 */
export async function leaveLeague(db: Db, leagueId: string, userId: string): Promise<"leaving" | null> {
  const playing = `EXISTS (SELECT 1 FROM league_players p JOIN league_seasons s ON s.league_id = p.league_id AND s.n = p.season
    WHERE p.league_id = ?1 AND p.user_id = ?2 AND s.status IN ('running', 'ending'))`;
  const [marked] = await db.$client.batch([
    run(
      db,
      `UPDATE league_members SET leaving = 1 WHERE league_id = ?1 AND user_id = ?2 AND ${playing}`,
      leagueId,
      userId,
    ),
    run(db, `DELETE FROM league_members WHERE league_id = ?1 AND user_id = ?2 AND NOT ${playing}`, leagueId, userId),
  ]);
  return marked?.meta.changes === 1 ? "leaving" : null;
}

/** A season's players with their names, division and, once it is over, final place and movement. */
export async function seasonPlayers(db: Db, leagueId: string, season: number) {
  const { results } = await run(
    db,
    `SELECT p.user_id AS userId, u.name AS name, p.tier AS tier, p.idx AS idx, p.seed AS seed, p.final_rank AS finalRank, p.movement AS movement,
       u.language AS language
     FROM league_players p JOIN users u ON u.id = p.user_id WHERE p.league_id = ? AND p.season = ? ORDER BY p.seed`,
    leagueId,
    season,
  ).all<{
    userId: string;
    name: string;
    tier: number;
    idx: number;
    seed: number;
    finalRank: number | null;
    movement: "promoted" | "relegated" | null;
    language: string;
  }>();
  return results;
}

export type SeasonGameRow = {
  gameId: string;
  tier: number;
  idx: number;
  slot: number;
  players: string[];
  startsAt: number;
  status: "scheduled" | "started" | "finished";
  adjudicated: boolean;
  game: {
    status: string;
    toAct: number[];
    outcome: unknown;
    clocks: unknown;
    seats: { userId: string; seat: number | null }[];
  } | null;
};

/** A season's games (optionally one division's) with what standings and the pages need of each game row. */
export async function seasonGames(
  db: Db,
  leagueId: string,
  season: number,
  division?: { tier: number; idx: number },
): Promise<SeasonGameRow[]> {
  const { results } = await run(
    db,
    `SELECT lg.game_id, lg.tier, lg.idx, lg.slot, lg.players, lg.starts_at, lg.status, lg.adjudicated,
       g.status AS game_status, g.to_act, g.outcome, g.clocks,
       (SELECT json_group_array(json_object('userId', s.user_id, 'seat', s.seat)) FROM seats s WHERE s.game_id = lg.game_id) AS seats
     FROM league_games lg LEFT JOIN games g ON g.id = lg.game_id
     WHERE lg.league_id = ?1 AND lg.season = ?2 AND lg.status <> 'void' AND (?3 IS NULL OR (lg.tier = ?3 AND lg.idx = ?4))
     ORDER BY lg.tier, lg.idx, lg.slot`,
    leagueId,
    season,
    division?.tier ?? null,
    division?.idx ?? null,
  ).all<Record<string, unknown>>();
  return results.map((r) => ({
    gameId: String(r.game_id),
    tier: Number(r.tier),
    idx: Number(r.idx),
    slot: Number(r.slot),
    players: JSON.parse(String(r.players)) as string[],
    startsAt: Number(r.starts_at),
    status: r.status as SeasonGameRow["status"],
    adjudicated: Boolean(r.adjudicated),
    game:
      r.game_status === null || r.game_status === undefined
        ? null
        : {
            status: String(r.game_status),
            toAct: JSON.parse(String(r.to_act)) as number[],
            outcome: r.outcome === null ? null : (JSON.parse(String(r.outcome)) as unknown),
            clocks: JSON.parse(String(r.clocks)) as unknown,
            seats: JSON.parse(String(r.seats)) as { userId: string; seat: number | null }[],
          },
  }));
}

/** Seasons whose start date has come, oldest first. */
export function seasonsToStart(db: Db, now: number, limit: number) {
  return db
    .select()
    .from(leagueSeasons)
    .where(and(eq(leagueSeasons.status, "scheduled"), sql`${leagueSeasons.startsAt} <= ${now}`))
    .orderBy(asc(leagueSeasons.startsAt))
    .limit(limit)
    .all();
}

/** Seasons past their end date (running: to be adjudicated; ending: to be closed once every game is over). */
export function seasonsToEnd(db: Db, now: number, limit: number) {
  return db
    .select()
    .from(leagueSeasons)
    .where(and(sql`${leagueSeasons.status} IN ('running', 'ending')`, sql`${leagueSeasons.endsAt} <= ${now}`))
    .orderBy(asc(leagueSeasons.endsAt))
    .limit(limit)
    .all();
}

/** Members for the season about to start, with their sign-up time and rating for the game type (μ − 3σ; none: 0). */
export async function membersForSeason(db: Db, leagueId: string, gameType: string) {
  const { results } = await run(
    db,
    `SELECT m.user_id AS userId, m.joined_at AS joinedAt, coalesce(r.mu - 3 * r.sigma, 0) AS ordinal, u.name AS name, u.language AS language
     FROM league_members m JOIN users u ON u.id = m.user_id LEFT JOIN ratings r ON r.player = m.user_id AND r.game_type = ?2
     WHERE m.league_id = ?1`,
    leagueId,
    gameType,
  ).all<{ userId: string; joinedAt: number; ordinal: number; name: string; language: string }>();
  return results;
}

/** D1 takes a bound string of at most 1 MB: each statement's JSON stays well under it. */
const MAX_JSON = 400_000;

/** `rows` as JSON arrays of at most `count` rows and about `MAX_JSON` bytes each. */
export function jsonChunks(rows: readonly unknown[], count: number): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const row of rows) {
    const text = JSON.stringify(row);
    if (current.length > 0 && (current.length >= count || size + text.length > MAX_JSON)) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}

/** Statements that insert the rows of `rows` (as JSON) through `insert`, only where this run's token is on the season. */
function guardedInserts(
  db: Db,
  insert: string,
  rows: readonly unknown[],
  guard: { leagueId: string; n: number; token: string },
  count = 500,
  after = "",
) {
  return jsonChunks(rows, count).map((chunk) =>
    run(
      db,
      `${insert} FROM json_each(?1) WHERE (SELECT token FROM league_seasons WHERE league_id = ?2 AND n = ?3) = ?4 ${after}`,
      chunk,
      guard.leagueId,
      guard.n,
      guard.token,
    ),
  );
}

/** A season's start or end: the run's token (its writes count only while the season holds it) and the mails it sends. */
type SeasonMove = {
  leagueId: string;
  n: number;
  token: string;
  notes: { userId: string; payload: unknown }[];
  now: number;
};

/**
 * A season's move from one status to the next in one batch: the status taken under this run's
 * token, then `writes`, guarded by the token, then the mails. False: another run moved it.
 */
async function moveSeason(
  db: Db,
  s: SeasonMove,
  from: "scheduled" | "ending",
  to: "running" | "finished",
  writes: (guard: { leagueId: string; n: number; token: string }) => D1PreparedStatement[],
) {
  const guard = { leagueId: s.leagueId, n: s.n, token: s.token };
  const [moved] = await db.$client.batch([
    run(
      db,
      `UPDATE league_seasons SET status = ?4, token = ?3 WHERE league_id = ?1 AND n = ?2 AND status = ?5`,
      s.leagueId,
      s.n,
      s.token,
      to,
      from,
    ),
    ...writes(guard),
    ...guardedInserts(
      db,
      `INSERT INTO outbox (kind, user_id, payload, due_at, created_at) SELECT 'league', value ->> 'userId', value -> 'payload', ${s.now}, ${s.now}`,
      s.notes,
      guard,
      200,
    ),
  ]);
  return moved?.meta.changes === 1;
}

export type SeasonStart = SeasonMove & {
  divisions: { tier: number; idx: number }[];
  players: { userId: string; tier: number; idx: number; seed: number }[];
  games: { gameId: string; tier: number; idx: number; slot: number; players: string[]; startsAt: number }[];
};

/** The season's start in one batch: running, its divisions, players, scheduled games and mails. False: another run started it. */
export function startSeasonBatch(db: Db, s: SeasonStart): Promise<boolean> {
  return moveSeason(db, s, "scheduled", "running", (guard) => [
    ...guardedInserts(
      db,
      `INSERT INTO league_divisions (league_id, season, tier, idx) SELECT ?2, ?3, value ->> 'tier', value ->> 'idx'`,
      s.divisions,
      guard,
    ),
    ...guardedInserts(
      db,
      `INSERT INTO league_players (league_id, season, user_id, tier, idx, seed) SELECT ?2, ?3, value ->> 'userId', value ->> 'tier', value ->> 'idx', value ->> 'seed'`,
      s.players,
      guard,
    ),
    ...guardedInserts(
      db,
      `INSERT INTO league_games (game_id, league_id, season, tier, idx, slot, players, starts_at)
       SELECT value ->> 'gameId', ?2, ?3, value ->> 'tier', value ->> 'idx', value ->> 'slot', value -> 'players', value ->> 'startsAt'`,
      s.games,
      guard,
    ),
  ]);
}

/** Too few members: the start waits a day. */
export function postponeSeason(db: Db, leagueId: string, n: number, startsAt: number, endsAt: number) {
  return db
    .update(leagueSeasons)
    .set({ startsAt, endsAt })
    .where(and(eq(leagueSeasons.leagueId, leagueId), eq(leagueSeasons.n, n), eq(leagueSeasons.status, "scheduled")))
    .run();
}

/** League games whose start time has come, oldest first. */
export async function leagueGamesDue(db: Db, now: number, limit: number) {
  const { results } = await run(
    db,
    `SELECT lg.game_id AS gameId, lg.players AS players, lg.starts_at AS startsAt, l.game_type AS gameType, l.options AS options, l.time_control AS timeControl, l.seats AS seats
     FROM league_games lg JOIN leagues l ON l.id = lg.league_id
     WHERE lg.status = 'scheduled' AND lg.starts_at <= ? ORDER BY lg.starts_at, lg.game_id LIMIT ?`,
    now,
    limit,
  ).all<{
    gameId: string;
    players: string;
    startsAt: number;
    gameType: string;
    options: string;
    timeControl: string;
    seats: number;
  }>();
  return results.map((r) => ({
    ...r,
    players: JSON.parse(r.players) as string[],
    options: JSON.parse(r.options) as unknown,
    timeControl: JSON.parse(r.timeControl) as unknown,
  }));
}

export function markLeagueGame(db: Db, gameId: string, from: "scheduled" | "started", to: "started" | "finished") {
  return run(db, `UPDATE league_games SET status = ?3 WHERE game_id = ?1 AND status = ?2`, gameId, from, to).run();
}

/**
 * Gives up a scheduled league game: its row leaves the season ('void': no table, no page, not
 * waited for at the season's end) and its lobby, if one was made, is cancelled. Unless the game
 * did start: a run that started it may have stopped before marking it, and the next run marks it.
 * One batch; false when there was nothing to give up.
 */
export async function voidLeagueGame(db: Db, gameId: string, now: number): Promise<boolean> {
  const [voided] = await db.$client.batch([
    statement(
      db,
      sql`UPDATE league_games SET status = 'void' WHERE game_id = ${gameId} AND status = 'scheduled' AND ${gameStillOpen(gameId)}`,
    ),
    cancelOpenGame(db, gameId, now, sql`(SELECT status FROM league_games WHERE game_id = ${gameId}) = 'void'`),
  ]);
  await versionsChanged(db, [gameId]);
  return voided?.meta.changes === 1;
}

/** Started league games whose game is over, for the standings' webhook and to mark them finished. */
export async function leagueGamesFinished(db: Db, limit: number) {
  const { results } = await run(
    db,
    `SELECT lg.game_id AS gameId, lg.league_id AS leagueId, lg.season AS season, lg.tier AS tier, lg.idx AS idx
     FROM league_games lg JOIN games g ON g.id = lg.game_id
     WHERE lg.status = 'started' AND g.status = 'finished' ORDER BY g.updated_at LIMIT ?`,
    limit,
  ).all<{ gameId: string; leagueId: string; season: number; tier: number; idx: number }>();
  return results;
}

/**
 * The season's end date passed: it turns "ending", its unfinished games are marked adjudicated,
 * and every seat of each is dropped and due now, so the cron's deadline sweep has the bots play
 * them to the end (worker/match/timeouts.ts). False: not yet (games still to start) or done already.
 */
export async function beginAdjudication(
  db: Db,
  leagueId: string,
  n: number,
  token: string,
  now: number,
): Promise<boolean> {
  const unfinished = sql`SELECT lg.game_id FROM league_games lg JOIN games g ON g.id = lg.game_id WHERE lg.league_id = ${leagueId} AND lg.season = ${n} AND g.status = 'active'`;
  const guard = sql`(SELECT token FROM league_seasons WHERE league_id = ${leagueId} AND n = ${n}) = ${token}`;
  const [moved, , dropped] = await db.$client.batch([
    run(
      db,
      `UPDATE league_seasons SET status = 'ending', token = ?3 WHERE league_id = ?1 AND n = ?2 AND status = 'running'
         AND NOT EXISTS (SELECT 1 FROM league_games WHERE league_id = ?1 AND season = ?2 AND status = 'scheduled')`,
      leagueId,
      n,
      token,
    ),
    statement(db, sql`UPDATE league_games SET adjudicated = 1 WHERE game_id IN (${unfinished}) AND ${guard}`),
    dropEverySeat(db, unfinished, guard, now),
  ]);
  await versionsChanged(db, changedIds(dropped));
  return moved?.meta.changes === 1;
}

/** Whether every game of the season is over (none scheduled, none still being played; given-up ones do not count). */
export async function seasonGamesAllOver(db: Db, leagueId: string, n: number): Promise<boolean> {
  const row = await run(
    db,
    `SELECT COUNT(*) AS open FROM league_games lg LEFT JOIN games g ON g.id = lg.game_id
     WHERE lg.league_id = ? AND lg.season = ? AND lg.status <> 'void' AND (g.status IS NULL OR g.status <> 'finished')`,
    leagueId,
    n,
  ).first<{ open: number }>();
  return row?.open === 0;
}

export type SeasonEnd = SeasonMove & {
  places: {
    userId: string;
    tier: number;
    idx: number;
    seed: number;
    finalRank: number;
    movement: "promoted" | "relegated" | null;
  }[];
  next: { startsAt: number; endsAt: number };
};

/** The season's end in one batch: finished, final places, leavers gone, the next season scheduled, the mails. False: another run ended it. */
export function endSeasonBatch(db: Db, s: SeasonEnd): Promise<boolean> {
  return moveSeason(db, s, "ending", "finished", (guard) => [
    // An upsert that always updates: driven by the list, one primary-key lookup a player (an UPDATE … FROM would scan the season per player).
    ...guardedInserts(
      db,
      `INSERT INTO league_players (league_id, season, user_id, tier, idx, seed, final_rank, movement)
       SELECT ?2, ?3, value ->> 'userId', value ->> 'tier', value ->> 'idx', value ->> 'seed', value ->> 'finalRank', value ->> 'movement'`,
      s.places,
      guard,
      500,
      "ON CONFLICT (league_id, season, user_id) DO UPDATE SET final_rank = excluded.final_rank, movement = excluded.movement",
    ),
    run(
      db,
      `DELETE FROM league_members WHERE league_id = ?1 AND leaving = 1 AND (SELECT token FROM league_seasons WHERE league_id = ?1 AND n = ?2) = ?3`,
      s.leagueId,
      s.n,
      s.token,
    ),
    run(
      db,
      `INSERT OR IGNORE INTO league_seasons (league_id, n, status, starts_at, ends_at)
       SELECT ?1, ?2 + 1, 'scheduled', ?4, ?5 WHERE (SELECT token FROM league_seasons WHERE league_id = ?1 AND n = ?2) = ?3`,
      s.leagueId,
      s.n,
      s.token,
      s.next.startsAt,
      s.next.endsAt,
    ),
  ]);
}
