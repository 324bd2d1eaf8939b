import type { ClientResponse } from "hono/client";
import type {
  Division,
  LeagueDetail,
  LeagueGame,
  LeagueSummary,
  MyGame,
  SeasonDetail,
  SeasonHead,
  SeasonView,
  Standing,
} from "../../worker/http/client.ts";
import { validZone } from "./time.ts";
import { api, errorOf, type ApiError } from "./api.ts";

/** The leagues' HTTP contract, typed from the Worker's schemas (worker/http/leagues.ts). */
export type { Division, LeagueDetail, LeagueGame, LeagueSummary, SeasonDetail, SeasonHead, SeasonView, Standing };
export type Membership = LeagueSummary["me"];
/** What a game of my lists says about its league (`GET /api/games?list=mine`, each item's `league`). */
export type LeagueRef = NonNullable<MyGame["league"]>;

export type Answer<T> = { ok: true; value: T } | { ok: false; error: ApiError };

async function call<T>(send: () => Promise<ClientResponse<unknown>>): Promise<Answer<T>> {
  try {
    const response = await send();
    if (response.ok) return { ok: true, value: (await response.json()) as T };
    return { ok: false, error: await errorOf(response) };
  } catch {
    return { ok: false, error: { code: "NETWORK", message: "" } };
  }
}

const leagues = api.api.leagues;
export const fetchLeagues = () => call<{ leagues: LeagueSummary[] }>(() => leagues.$get({ query: {} }));
export const fetchLeague = (id: string) => call<LeagueDetail>(() => leagues[":id"].$get({ param: { id } }));
export const fetchSeason = (id: string, n: number) =>
  call<SeasonDetail>(() => leagues[":id"].seasons[":n"].$get({ param: { id, n: String(n) } }));
export const signUp = (id: string) => call<{ me: "member" }>(() => leagues[":id"].membership.$put({ param: { id } }));
export const leave = (id: string) =>
  call<{ me: "leaving" | null }>(() => leagues[":id"].membership.$delete({ param: { id } }));

/** The division I play in this season, if any. */
export function isMine(division: Division): boolean {
  return division.standings.some((s) => s.me);
}

/** Divisions in the order the page shows them: mine first, then from the top tier down, each tier in its order. */
export function orderDivisions(divisions: readonly Division[]): Division[] {
  return [...divisions].sort((a, b) => Number(isMine(b)) - Number(isMine(a)) || a.tier - b.tier || a.index - b.index);
}

/** A division's name: its tier, with a letter when the tier has several ("Division 2B"). */
export function divisionLabel(
  division: Pick<Division, "tier" | "index">,
  divisions: readonly Pick<Division, "tier">[],
): string {
  const several = divisions.filter((d) => d.tier === division.tier).length > 1;
  return several ? `${division.tier}${String.fromCharCode(64 + division.index)}` : String(division.tier);
}

/**
 * Where a row of the table stands for the next season: moved (once the season is finished), or,
 * while it runs, inside the promotion or relegation places (none up from the top tier, none down
 * from the bottom one).
 */
export type Place = "promoted" | "relegated" | "promotionPlace" | "relegationPlace" | null;
export function placeOf(
  standing: Standing,
  division: Division,
  season: Pick<SeasonView, "status" | "divisions">,
  rules: Pick<LeagueSummary, "promote" | "relegate">,
): Place {
  if (season.status === "finished") return standing.movement;
  const bottom = Math.max(...season.divisions.map((d) => d.tier));
  if (division.tier > 1 && standing.rank <= rules.promote) return "promotionPlace";
  if (division.tier < bottom && standing.rank > division.standings.length - rules.relegate) return "relegationPlace";
  return null;
}

/** A division's games as its page lists them: in progress (oldest first), scheduled (soonest first), finished (latest first). */
export function gamesByStatus(games: readonly LeagueGame[]): {
  active: LeagueGame[];
  scheduled: LeagueGame[];
  finished: LeagueGame[];
} {
  const of = (status: LeagueGame["status"]) => games.filter((g) => g.status === status);
  return {
    active: of("active").sort((a, b) => a.startsAt - b.startsAt),
    scheduled: of("scheduled").sort((a, b) => a.startsAt - b.startsAt),
    finished: of("finished").sort((a, b) => b.startsAt - a.startsAt),
  };
}

/** My running league games, by league and season (in the order of my lists), my turn first within each. */
export function leagueSections(games: readonly MyGame[]): { league: LeagueRef; games: MyGame[] }[] {
  const sections = new Map<string, { league: LeagueRef; games: MyGame[] }>();
  for (const game of games) {
    const { league } = game;
    if (!league || game.status !== "active") continue;
    const key = `${league.id}/${league.season}`;
    const section = sections.get(key) ?? { league, games: [] };
    section.games.push(game);
    sections.set(key, section);
  }
  return [...sections.values()].map((s) => ({
    ...s,
    games: s.games.filter((g) => g.myTurn === 1).concat(s.games.filter((g) => g.myTurn !== 1)),
  }));
}

/** What a person should do now on a league's page, as a catalog key and its parameters. */
export type Prompt = { key: string; params: Record<string, string | number> };
export function leaguePrompt(
  league: Pick<LeagueSummary, "me" | "nextSeasonStartsAt">,
  season: Pick<SeasonView, "status" | "endsAt" | "divisions"> | null,
  signedIn: boolean,
  when: (at: number) => string,
): Prompt {
  const next = league.nextSeasonStartsAt;
  const dated = (key: string): Prompt =>
    next === null ? { key, params: {} } : { key: `${key}On`, params: { date: when(next) } };
  if (!signedIn) return dated("league.prompt.guest");
  const running = season?.status === "running" ? season : null;
  const mine = running?.divisions.find(isMine);
  if (league.me === "leaving")
    return running
      ? { key: "league.prompt.leaving", params: { date: when(running.endsAt) } }
      : { key: "league.prompt.leavingSoon", params: {} };
  if (league.me === null) return dated("league.prompt.join");
  if (running && mine)
    return { key: "league.prompt.playing", params: { division: divisionLabel(mine, running.divisions) } };
  return dated("league.prompt.signedUp");
}

/** A season's dates as one range ("Dec 1 – 29, 2026"), in the reader's language and time zone. */
export function formatSeasonDates(
  season: Pick<SeasonHead, "startsAt" | "endsAt">,
  language: string,
  timeZone: string | undefined,
): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: validZone(timeZone) }).formatRange(
    season.startsAt,
    season.endsAt,
  );
}
