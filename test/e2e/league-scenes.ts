import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { signInAt, type Scene } from "./scenes.ts";
import { ADMIN_EMAIL } from "./wrangler.ts";

/** What the league pages' tests need of the leagues' API (notes/leagues-api.md). */
export type LeagueAnswer = {
  league: { id: string; name: string; me: string | null };
  season: { n: number; status: string; divisions: { tier: number; index: number; standings: { name: string; me: boolean }[]; games: { id: string; status: string }[] }[] } | null;
  seasons: { n: number; status: string; endsAt: number }[];
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

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** The league pages for `npm run screens`, on a server of their own staging (`stage` in scenes.ts made alice and bob). */
export interface LeagueStage {
  readonly scenes: readonly Scene[];
  /** Runs the cron past the season's end (the bots finish its games), so the past season's page can be shown: after every other page, as it moves the clock. */
  finishSeason(): Promise<Scene[]>;
}

/**
 * A league with two divisions of two: alice and bob and two newcomers sign up, the admin's
 * league starts, and the cron forms the divisions and starts their games.
 */
export async function stageLeague(browser: Browser, base: string, sessions: Readonly<Record<"alice" | "bob", StorageState>>): Promise<LeagueStage> {
  const stamp = Date.now().toString(36);
  const contexts: BrowserContext[] = [];
  const open = async (email: string) => {
    const context = await browser.newContext({ locale: "en-US" });
    contexts.push(context);
    await signInAt(context, base, email);
    return context;
  };
  const admin = await open(ADMIN_EMAIL);
  const id = await createLeague(admin.request, base, "Cathedral league");
  const members = [
    ...(await Promise.all(Object.values(sessions).map(async (storageState) => {
      const context = await browser.newContext({ storageState });
      contexts.push(context);
      return context;
    }))),
    await open(`carol.${stamp}@example.com`),
    await open(`dave.${stamp}@example.com`),
  ];
  for (const member of members) await call(member.request, base, "PUT", `/api/leagues/${id}/membership`);
  await untilPlaying(admin.request, base, id);
  const scenes: Scene[] = [
    { name: "leagues", path: "/leagues", who: "alice" },
    { name: "leagues-guest", path: "/leagues" },
    { name: "league", path: `/leagues/${id}`, who: "alice" },
    { name: "league-guest", path: `/leagues/${id}` },
  ];
  return {
    scenes,
    async finishSeason() {
      try {
        // The end needs a few runs: the last scheduled games start, the bots take every seat and finish them, the season closes.
        const first = async () => (await call<LeagueAnswer>(admin.request, base, "GET", `/api/leagues/${id}`)).seasons.find((s) => s.n === 1);
        for (let run = 1, season = await first(); season && season.status !== "finished"; run++, season = await first()) {
          if (run > 200) throw new Error(`league ${id}: season 1 not finished after 200 cron runs past its end`);
          await runCron(base, season.endsAt + 60_000 * run);
        }
        return [
          { name: "league-season", path: `/leagues/${id}/seasons/1`, who: "alice" },
          { name: "league-next", path: `/leagues/${id}`, who: "alice" },
        ];
      } finally {
        for (const context of contexts) await context.close();
      }
    },
  };
}
