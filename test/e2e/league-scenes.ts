import type { APIRequestContext } from "playwright-core";

/** What the league pages' tests need of the leagues' API (notes/leagues-api.md). */
export type LeagueAnswer = {
  league: { id: string; name: string; me: string | null };
  season: { n: number; status: string; divisions: { tier: number; index: number; standings: { name: string; me: boolean }[]; games: { id: string; status: string }[] }[] } | null;
  seasons: { n: number; status: string }[];
};

/** Calls the API as a signed-in browser does (same origin, the session cookie). */
export async function call<T>(request: APIRequestContext, base: string, method: "GET" | "POST" | "PUT" | "PATCH", path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${base}${path}`, { method, data, headers: { Origin: base } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * An administrator's Notre Dame league whose first season began a minute ago (so the next cron
 * run forms its divisions): divisions of two, two games a pair, two weeks a season.
 */
export async function createLeague(admin: APIRequestContext, base: string, name: string): Promise<string> {
  const { league } = await call<{ league: { id: string } }>(admin, base, "POST", "/api/leagues", {
    name,
    gameType: "notre-dame",
    timeControl: { kind: "perMove", days: 3 },
    divisionSize: 2,
    gamesPerPair: 2,
    seasonDays: 14,
    promote: 1,
    relegate: 1,
    firstSeasonStartsAt: Date.now() - 60_000,
  });
  return league.id;
}

/** Runs the Worker's cron once, as the platform would at `time` (wrangler dev --test-scheduled). */
export async function runCron(base: string, time = Date.now()): Promise<void> {
  const response = await fetch(`${base}/__scheduled?time=${time}`);
  if (!response.ok) throw new Error(`the cron run failed: ${response.status} ${await response.text()}`);
}

/** Runs the cron (at the real time: nobody else's clock moves) until the league's season has a game in progress. */
export async function untilPlaying(request: APIRequestContext, base: string, id: string): Promise<LeagueAnswer> {
  for (let run = 0; run < 20; run++) {
    await runCron(base);
    const answer = await call<LeagueAnswer>(request, base, "GET", `/api/leagues/${id}`);
    if (answer.season?.divisions.some((d) => d.games.some((g) => g.status === "active"))) return answer;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`league ${id}: no game in progress after 20 cron runs`);
}
