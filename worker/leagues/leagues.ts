import { refusedToGuests } from "../match/guest-rules.ts";
import { findUser } from "../db/accounts.ts";
import * as z from "zod";
import {
  findLeague,
  findSeason,
  insertLeague,
  leagueSeasonsOf,
  leaveLeague,
  listLeagueRows,
  seasonGames,
  seasonPlayers,
  upsertMember,
  type SeasonRow,
} from "../db/leagues.ts";
import type { UseCaseContext } from "../context.ts";
import { LANGUAGES } from "../i18n/translate.ts";
import { WEBHOOK_FLAVORS } from "../webhook/post.ts";
import { checkWebhookUrl, MAX_WEBHOOK_URL } from "../webhook/url.ts";
import { timeControl } from "../match/clock.ts";
import { gameDefinition } from "../match/definitions.ts";
import { isAdmin } from "../match/accounts.ts";
import { fail, issuesOf, ok, type Result } from "../match/result.ts";
import { randomId } from "../match/tokens.ts";
import { gamesInDivision } from "./schedule.ts";
import { divisionTables, type DivisionTable } from "./tables.ts";

export const DAY = 24 * 3_600_000;
/** A division plays at most this many games a season: more is a league nobody could keep up with. */
export const MAX_DIVISION_GAMES = 60;

export const newLeague = z.strictObject({
  name: z.string().trim().min(2).max(60),
  gameType: z.string().min(1).max(40),
  options: z.record(z.string(), z.unknown()).default({}),
  timeControl,
  /** Seats per league game; by default the division's size, as far as the game seats that many. */
  seats: z.int().min(2).max(10).optional(),
  divisionSize: z.int().min(2).max(12),
  gamesPerPair: z.int().min(1).max(10),
  seasonDays: z.int().min(7).max(365),
  promote: z.int().min(0).max(6),
  relegate: z.int().min(0).max(6),
  firstSeasonStartsAt: z.int().min(0).max(8_640_000_000_000_000),
  webhook: z
    .strictObject({
      url: z.string().max(MAX_WEBHOOK_URL),
      flavor: z.enum(WEBHOOK_FLAVORS),
      language: z.enum(LANGUAGES).default("en"),
    })
    .optional(),
});
export type NewLeague = z.infer<typeof newLeague>;

/** The season head the API shows: a season the bots are finishing is still running to a reader. */
export type SeasonHead = { n: number; status: "running" | "finished"; startsAt: number; endsAt: number };
const head = (s: { n: number; status: string; startsAt: number; endsAt: number }): SeasonHead => ({
  n: s.n,
  status: s.status === "finished" ? "finished" : "running",
  startsAt: s.startsAt,
  endsAt: s.endsAt,
});

export type LeagueSummary = Omit<Awaited<ReturnType<typeof listLeagueRows>>[number], "season"> & {
  season: SeasonHead | null;
};

const summary = (row: Awaited<ReturnType<typeof listLeagueRows>>[number]): LeagueSummary => ({
  ...row,
  season: row.season && head(row.season),
});

const invalid = (path: (string | number)[], message: string) => fail("INVALID_LEAGUE", { issues: [{ path, message }] });

/** An admin's new league, its first season scheduled. Checks what the schema cannot: the game, its seats and options, the schedule's size, the webhook. */
export async function createLeague(
  ctx: UseCaseContext,
  userId: string,
  input: NewLeague,
): Promise<Result<{ league: LeagueSummary }>> {
  if (!(await isAdmin(ctx, userId))) return fail("FORBIDDEN");
  return addLeague(ctx, userId, input);
}

/** A league checked and stored, created by `userId` (whom the caller has let create it). */
export async function addLeague(
  ctx: UseCaseContext,
  userId: string,
  input: NewLeague,
): Promise<Result<{ league: LeagueSummary }>> {
  const game = gameDefinition(input.gameType);
  if (!game) return fail("UNKNOWN_GAME_TYPE", { params: { type: input.gameType } });
  const options = game.options.safeParse(input.options);
  if (!options.success)
    return fail("INVALID_OPTIONS", {
      issues: issuesOf(options.error).map((i) => ({ ...i, path: ["options", ...i.path] })),
    });
  const seats = input.seats ?? Math.min(input.divisionSize, game.players.max);
  if (seats < game.players.min || seats > game.players.max)
    return invalid(["seats"], `${game.id} seats ${game.players.min} to ${game.players.max}`);
  if (seats > input.divisionSize) return invalid(["seats"], "no more seats than the division's size");
  if (input.promote + input.relegate > input.divisionSize)
    return invalid(["relegate"], "promote + relegate is at most the division's size");
  const games = gamesInDivision(input.divisionSize, seats, input.gamesPerPair);
  if (games > MAX_DIVISION_GAMES)
    return invalid(["gamesPerPair"], `a division would play ${games} games a season; at most ${MAX_DIVISION_GAMES}`);
  if (input.firstSeasonStartsAt < ctx.now - DAY || input.firstSeasonStartsAt > ctx.now + 365 * DAY)
    return invalid(["firstSeasonStartsAt"], "within a year from now");
  if (input.webhook) {
    const check = checkWebhookUrl(input.webhook.url);
    if (!check.ok) return invalid(["webhook", "url"], check.reason);
  }
  const id = randomId();
  await insertLeague(
    ctx.db,
    {
      id,
      name: input.name,
      gameType: game.id,
      options: options.data,
      timeControl: input.timeControl,
      seats,
      divisionSize: input.divisionSize,
      gamesPerPair: input.gamesPerPair,
      seasonDays: input.seasonDays,
      promote: input.promote,
      relegate: input.relegate,
      webhookUrl: input.webhook?.url ?? null,
      webhookFlavor: input.webhook?.flavor ?? null,
      webhookLanguage: input.webhook?.language ?? null,
      createdBy: userId,
      createdAt: ctx.now,
    },
    { startsAt: input.firstSeasonStartsAt, endsAt: input.firstSeasonStartsAt + input.seasonDays * DAY },
  );
  const [created] = await listLeagueRows(ctx.db, userId, id);
  return created ? ok({ league: summary(created) }) : fail("NOT_FOUND");
}

export async function listLeagues(
  ctx: UseCaseContext,
  userId: string | undefined,
  gameType?: string,
): Promise<{ leagues: LeagueSummary[] }> {
  return { leagues: (await listLeagueRows(ctx.db, userId, undefined, gameType)).map(summary) };
}

export type SeasonView = SeasonHead & { leagueId: string; divisions: DivisionTable[] };

async function seasonView(
  ctx: UseCaseContext,
  leagueId: string,
  season: SeasonRow,
  userId: string | undefined,
  gameType: string,
): Promise<SeasonView> {
  const [players, games] = await Promise.all([
    seasonPlayers(ctx.db, leagueId, season.n),
    seasonGames(ctx.db, leagueId, season.n),
  ]);
  const divisions = divisionTables(players, games, season.status === "finished", userId, gameType);
  return { ...head(season), leagueId, divisions };
}

/** A league with its running (else last finished) season in full and every season's head, newest first. */
export async function leagueDetail(ctx: UseCaseContext, leagueId: string, userId: string | undefined) {
  const [row] = await listLeagueRows(ctx.db, userId, leagueId);
  if (!row) return fail("NOT_FOUND");
  const seasons = (await leagueSeasonsOf(ctx.db, leagueId)).filter((s) => s.status !== "scheduled");
  const current = seasons[0];
  return ok({
    league: summary(row),
    season: current ? await seasonView(ctx, leagueId, current, userId, row.gameType) : null,
    seasons: seasons.map(head),
  });
}

/** One season (running or finished) of a league. */
export async function leagueSeason(ctx: UseCaseContext, leagueId: string, n: number, userId: string | undefined) {
  const [row] = await listLeagueRows(ctx.db, userId, leagueId);
  const season = row ? await findSeason(ctx.db, leagueId, n) : undefined;
  if (!row || !season || season.status === "scheduled") return fail("NOT_FOUND");
  return ok({ league: summary(row), season: await seasonView(ctx, leagueId, season, userId, row.gameType) });
}

/** Signs up for the next season (a leaving member stays after all). */
export async function joinLeague(
  ctx: UseCaseContext,
  leagueId: string,
  userId: string,
): Promise<Result<{ me: "member" }>> {
  if (!(await findLeague(ctx.db, leagueId))) return fail("NOT_FOUND");
  // A league is people meeting people: a guest signs in by mail first.
  const refused = await refusedToGuests(ctx, userId);
  if (refused) return refused;
  // As on lichess, a program plays the games people seat it in, not a season: a league's table stands for people.
  if ((await findUser(ctx.db, userId))?.ownerId) return fail("BOT_NOT_ALLOWED");
  await upsertMember(ctx.db, leagueId, userId, ctx.now);
  return ok({ me: "member" });
}

/** Leaves: at the end of the season the player is playing in, else at once. */
export async function quitLeague(
  ctx: UseCaseContext,
  leagueId: string,
  userId: string,
): Promise<Result<{ me: "leaving" | null }>> {
  if (!(await findLeague(ctx.db, leagueId))) return fail("NOT_FOUND");
  return ok({ me: await leaveLeague(ctx.db, leagueId, userId) });
}
