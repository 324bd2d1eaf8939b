import { insertLeagueLobby } from "../db/game-store/index.ts";
import {
  findLeague,
  leagueGamesDue,
  leagueGamesFinished,
  markLeagueGame,
  seasonGames,
  seasonPlayers,
  seasonsToEnd,
  seasonsToStart,
  voidLeagueGame,
} from "../db/leagues.ts";
import type { UseCaseContext } from "../context.ts";
import { gameDefinition } from "../match/definitions.ts";
import { startGame } from "../match/lobby.ts";
import { randomToken } from "../match/tokens.ts";
import { divisionName, endSeason, startSeason } from "./season.ts";
import { divisionLines } from "./tables.ts";
import { postStandings, TOP_LINES } from "./webhook.ts";

/** Per cron run, so a run stays short; the rest wait a minute (README, Leagues: bench). */
const SEASONS_PER_RUN = 2;
const GAMES_PER_RUN = 25;
const REPORTS_PER_RUN = 25;
/**
 * A league game that still cannot start this long after its time is given up (a player's account
 * gone, the game's rules withdrawn): the season's end waits for every scheduled game, so one
 * that never starts would hold the season open for ever.
 */
const GIVE_UP_AFTER = 24 * 60 * 60_000;

/**
 * Creates and starts a scheduled league game: its lobby (the pod's players seated, each insert
 * ignored when already there), then the lobby's own start (`startGame`: random seats, the seed,
 * clocks, "game started" notifications), then the schedule row. Any step already done by an
 * earlier or racing run is skipped, so running it twice starts one game.
 */
async function startLeagueGame(
  ctx: UseCaseContext,
  due: Awaited<ReturnType<typeof leagueGamesDue>>[number],
): Promise<boolean> {
  const game = gameDefinition(due.gameType);
  const creator = due.players[0];
  if (!game || !creator) return false;
  await insertLeagueLobby(
    ctx.db,
    {
      id: due.gameId,
      type: game.id,
      rulesVersion: game.version,
      options: due.options,
      seatCount: due.players.length,
      inviteCode: randomToken(12),
      timeControl: due.timeControl,
      now: ctx.now,
    },
    due.players,
  );
  const started = await startGame(ctx, creator, due.gameId);
  // GAME_NOT_OPEN: an earlier run started it and stopped before marking it.
  if (!started.ok && started.code !== "GAME_NOT_OPEN") {
    console.warn(`league game ${due.gameId} could not start: ${started.code}`);
    return false;
  }
  return (await markLeagueGame(ctx.db, due.gameId, "scheduled", "started")).meta.changes === 1;
}

async function giveUp(ctx: UseCaseContext, gameId: string): Promise<boolean> {
  const voided = await voidLeagueGame(ctx.db, gameId, ctx.now);
  if (voided) console.warn(`league game ${gameId} given up: it could not start for a day`);
  return voided;
}

/** A league game is over: marked so, and the league's webhook gets the division's new top lines. */
async function reportFinished(
  ctx: UseCaseContext,
  done: Awaited<ReturnType<typeof leagueGamesFinished>>[number],
): Promise<boolean> {
  if ((await markLeagueGame(ctx.db, done.gameId, "started", "finished")).meta.changes !== 1) return false;
  const league = await findLeague(ctx.db, done.leagueId);
  if (!league?.webhookUrl) return true;
  const division = { tier: done.tier, idx: done.idx };
  const [players, games] = await Promise.all([
    seasonPlayers(ctx.db, done.leagueId, done.season),
    seasonGames(ctx.db, done.leagueId, done.season, division),
  ]);
  const names = new Map(players.map((p) => [p.userId, p.name]));
  const lines =
    divisionLines(
      players.filter((p) => p.tier === done.tier && p.idx === done.idx),
      games,
    )[0]?.lines ?? [];
  await postStandings(
    ctx,
    league,
    divisionName(done.tier, done.idx),
    lines.slice(0, TOP_LINES).map((l) => ({ name: names.get(l.userId) ?? "", points: l.points })),
  );
  return true;
}

export type LeagueTick = {
  seasonsStarted: number;
  gamesStarted: number;
  gamesGivenUp: number;
  gamesReported: number;
  seasonsEnded: number;
};

/**
 * The leagues' part of the every-minute cron: seasons whose start date came, league games whose
 * start time came, league games just finished, seasons past their end. Every step is guarded in
 * the database, so a second run at the same tick (or a run racing it) writes nothing twice.
 */
export async function runLeagues(ctx: UseCaseContext): Promise<LeagueTick> {
  const tick: LeagueTick = { seasonsStarted: 0, gamesStarted: 0, gamesGivenUp: 0, gamesReported: 0, seasonsEnded: 0 };
  for (const season of await seasonsToStart(ctx.db, ctx.now, SEASONS_PER_RUN))
    if (await isolated(`season ${season.leagueId}/${season.n} start`, () => startSeason(ctx, season)))
      tick.seasonsStarted += 1;
  for (const due of await leagueGamesDue(ctx.db, ctx.now, GAMES_PER_RUN)) {
    if (await isolated(`league game ${due.gameId} start`, () => startLeagueGame(ctx, due))) tick.gamesStarted += 1;
    else if (
      due.startsAt <= ctx.now - GIVE_UP_AFTER &&
      (await isolated(`league game ${due.gameId} give-up`, () => giveUp(ctx, due.gameId)))
    )
      tick.gamesGivenUp += 1;
  }
  for (const done of await leagueGamesFinished(ctx.db, REPORTS_PER_RUN))
    if (await isolated(`league game ${done.gameId} report`, () => reportFinished(ctx, done))) tick.gamesReported += 1;
  for (const season of await seasonsToEnd(ctx.db, ctx.now, SEASONS_PER_RUN))
    if (await isolated(`season ${season.leagueId}/${season.n} end`, () => endSeason(ctx, season)))
      tick.seasonsEnded += 1;
  return tick;
}

/**
 * One step of the tick; a step that throws is logged and tried again at the next run (every step
 * is guarded, so a half-done one is finished then), and never stops the rest of the cron: the
 * outbox drain runs after the leagues.
 */
async function isolated(what: string, step: () => Promise<boolean>): Promise<boolean> {
  try {
    return await step();
  } catch (error) {
    console.error(`leagues: ${what} failed; the next run tries again`, error);
    return false;
  }
}
