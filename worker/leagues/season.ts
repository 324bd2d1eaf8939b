import {
  beginAdjudication,
  endSeasonBatch,
  findLeague,
  membersForSeason,
  postponeSeason,
  seasonGames,
  seasonGamesAllOver,
  seasonPlayers,
  startSeasonBatch,
  type LeagueRow,
  type SeasonRow,
} from "../db/leagues.ts";
import type { UseCaseContext } from "../context.ts";
import type { LeagueNews } from "../mail/notification.ts";
import { gameDefinition } from "../match/definitions.ts";
import { randomId, randomToken } from "../match/tokens.ts";
import { DAY } from "./leagues.ts";
import {
  planSeason,
  seasonOrder,
  type Finisher,
  type Newcomer,
  type PlannedDivision,
  type PlannedGame,
} from "./schedule.ts";
import { finalPlaces } from "./tables.ts";
import { postSeasonEnd, postSeasonStart } from "./webhook.ts";

/** Between a season's end (its last game over) and the next one's start. */
export const SEASON_BREAK = DAY;

export const divisionName = (tier: number, idx: number) => `${tier}.${idx}`;

/**
 * Forms the season's divisions and schedules its games, in one guarded batch (see
 * worker/db/leagues.ts): last season's players in the order its final places and movement give,
 * then the newcomers by rating, then by sign-up; each division's pods spread over the season.
 * Every player gets a mail with their division, opponents and games. Fewer than two members: a day later.
 */
export async function startSeason(ctx: UseCaseContext, season: SeasonRow): Promise<boolean> {
  const league = await findLeague(ctx.db, season.leagueId);
  const game = league && gameDefinition(league.gameType);
  if (!league || !game) return false;
  const members = await membersForSeason(ctx.db, league.id, league.gameType);
  const minSeats = Math.max(2, game.players.min);
  // Two people make a season: bots take the seats a game needs beyond them (schedule.ts `withBots`).
  if (members.length < 2) {
    await postponeSeason(ctx.db, league.id, season.n, season.startsAt + DAY, season.endsAt + DAY);
    return false;
  }
  const order = await seasonOrderOf(ctx, league.id, season.n, members);
  const plan = planSeason(
    order,
    { divisionSize: league.divisionSize, seats: league.seats, gamesPerPair: league.gamesPerPair, minSeats },
    season.startsAt,
    season.endsAt,
  );
  const games = plan.games.map((g) => ({ ...g, gameId: randomId() }));
  const seedOf = new Map(order.map((userId, seed) => [userId, seed]));
  const players = plan.divisions.flatMap((d) =>
    d.players.map((userId) => ({ userId, tier: d.tier, idx: d.idx, seed: seedOf.get(userId) ?? 0 })),
  );
  const started = await startSeasonBatch(ctx.db, {
    leagueId: league.id,
    n: season.n,
    token: randomToken(16),
    divisions: plan.divisions.map(({ tier, idx }) => ({ tier, idx })),
    players,
    games,
    notes: seasonStartNotes(league, season.n, plan.divisions, games, members),
    now: ctx.now,
  });
  if (started) await postSeasonStart(ctx, league, season.n, plan.divisions.length, order.length);
  return started;
}

/** Last season's players in the order its final places and movement give, then the newcomers (`seasonOrder`). */
async function seasonOrderOf(
  ctx: UseCaseContext,
  leagueId: string,
  n: number,
  members: readonly Newcomer[],
): Promise<string[]> {
  const memberIds = new Set(members.map((m) => m.userId));
  const previous = n > 1 ? await seasonPlayers(ctx.db, leagueId, n - 1) : [];
  const finishers: Finisher[] = previous
    .filter((p) => memberIds.has(p.userId))
    .map((p) => ({
      userId: p.userId,
      tier: p.tier,
      rank: p.finalRank ?? Number.MAX_SAFE_INTEGER,
      movement: p.movement,
      seed: p.seed,
    }));
  const returning = new Set(finishers.map((f) => f.userId));
  return seasonOrder(
    finishers,
    members.filter((m) => !returning.has(m.userId)),
  );
}

/** Every player's season-start mail: their division, their opponents, their games. */
function seasonStartNotes(
  league: LeagueRow,
  n: number,
  divisions: readonly PlannedDivision[],
  games: readonly (PlannedGame & { gameId: string })[],
  members: readonly { userId: string; name: string }[],
) {
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const gamesOf = new Map<string, (typeof games)[number][]>();
  for (const g of games) for (const p of g.players) gamesOf.set(p, [...(gamesOf.get(p) ?? []), g]);
  return divisions.flatMap((d) =>
    d.players.map((userId) => {
      const news: LeagueNews = {
        event: "seasonStart",
        leagueId: league.id,
        league: league.name,
        season: n,
        division: divisionName(d.tier, d.idx),
        opponents: d.players.filter((p) => p !== userId).map((p) => names.get(p) ?? ""),
        games: (gamesOf.get(userId) ?? []).map((g) => ({
          startsAt: g.startsAt,
          players: g.players.filter((p) => p !== userId).map((p) => names.get(p) ?? ""),
        })),
      };
      return { userId, payload: news };
    }),
  );
}

/**
 * After the end date: first the season's unfinished games are handed to the bots (adjudicated);
 * once every game is over, the final places and movement are written, leavers go, the next
 * season is scheduled and every player is told their place. Each step is one guarded batch.
 */
export async function endSeason(ctx: UseCaseContext, season: SeasonRow): Promise<boolean> {
  if (season.status === "running") {
    const handed = await beginAdjudication(ctx.db, season.leagueId, season.n, randomToken(16), ctx.now);
    if (!handed) return false;
  }
  if (!(await seasonGamesAllOver(ctx.db, season.leagueId, season.n))) return false;
  const league = await findLeague(ctx.db, season.leagueId);
  if (!league) return false;
  return closeSeason(ctx, league, season);
}

async function closeSeason(ctx: UseCaseContext, league: LeagueRow, season: SeasonRow): Promise<boolean> {
  const [players, games] = await Promise.all([
    seasonPlayers(ctx.db, league.id, season.n),
    seasonGames(ctx.db, league.id, season.n),
  ]);
  const places = finalPlaces(players, games, league);
  const startsAt = ctx.now + SEASON_BREAK;
  const notes = places.map((p) => {
    const news: LeagueNews = {
      event: "seasonEnd",
      leagueId: league.id,
      league: league.name,
      season: season.n,
      division: divisionName(p.tier, p.idx),
      place: p.finalRank,
      of: p.size,
      movement: p.movement,
    };
    return { userId: p.userId, payload: news };
  });
  const ended = await endSeasonBatch(ctx.db, {
    leagueId: league.id,
    n: season.n,
    token: randomToken(16),
    places: places.map(({ userId, tier, idx, seed, finalRank, movement }) => ({
      userId,
      tier,
      idx,
      seed,
      finalRank,
      movement,
    })),
    next: { startsAt, endsAt: startsAt + league.seasonDays * DAY },
    notes,
    now: ctx.now,
  });
  if (ended) {
    const names = new Map(players.map((p) => [p.userId, p.name]));
    await postSeasonEnd(
      ctx,
      league,
      season.n,
      places.filter((p) => p.movement === "promoted").map((p) => names.get(p.userId) ?? ""),
      places.filter((p) => p.movement === "relegated").map((p) => names.get(p.userId) ?? ""),
    );
  }
  return ended;
}
