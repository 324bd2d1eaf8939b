import type { APIRequestContext, Browser, BrowserContext } from "playwright-core";
import { call, signInAt, type Scene, type StorageState } from "./scenes.ts";
import { ADMIN_EMAIL, type DevServer, wranglerSync } from "./wrangler.ts";

/** What the league pages' tests need of the leagues' API (notes/leagues-api.md). */
export type LeagueAnswer = {
  league: { id: string; name: string; me: string | null };
  season: {
    n: number;
    status: string;
    divisions: {
      tier: number;
      index: number;
      standings: { name: string; me: boolean }[];
      games: { id: string; status: string }[];
    }[];
  } | null;
  seasons: { n: number; status: string }[];
};

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

/** Runs the Worker's cron once, now (wrangler dev --test-scheduled; it ignores `?time=`, so no test can move the clock this way). */
export async function runCron(base: string): Promise<void> {
  const response = await fetch(`${base}/__scheduled`);
  if (!response.ok) throw new Error(`the cron run failed: ${response.status} ${await response.text()}`);
}

/** Runs the cron until the league's season has a game in progress. */
export async function untilPlaying(request: APIRequestContext, base: string, id: string): Promise<LeagueAnswer> {
  for (let run = 0; run < 20; run++) {
    await runCron(base);
    const answer = await call<LeagueAnswer>(request, base, "GET", `/api/leagues/${id}`);
    if (answer.season?.divisions.some((d) => d.games.some((g) => g.status === "active"))) return answer;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`league ${id}: no game in progress after 20 cron runs`);
}

const DAY = 86_400_000;

/** The league pages for `npm run screens`, on a server of their own staging (`stage` in scenes.ts made alice and bob). */
export interface LeagueStage {
  readonly scenes: readonly Scene[];
  /** Ends the first season (its dates moved into the past in D1, then the cron: the bots finish its games), so a past season's page can be shown. */
  finishSeason(): Promise<Scene[]>;
}

/**
 * A league with two divisions of two: alice and bob and two newcomers sign up, the admin's
 * league starts, and the cron forms the divisions and starts their games.
 */
export async function stageLeague(
  browser: Browser,
  server: Pick<DevServer, "base" | "persist">,
  sessions: Readonly<Record<"alice" | "bob", StorageState>>,
): Promise<LeagueStage> {
  const { base } = server;
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
    ...(await Promise.all(
      // alice and bob only: the stage's other sessions include a guest, whom a league refuses.
      [sessions.alice, sessions.bob].map(async (storageState) => {
        const context = await browser.newContext({ storageState });
        contexts.push(context);
        return context;
      }),
    )),
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
        // Two weeks ago to a second ago, its games not yet started among them; then the cron starts those, hands every
        // seat to the bots, they finish the games, and the season closes.
        const now = Date.now();
        wranglerSync(
          [
            "d1",
            "execute",
            "DB",
            "--local",
            "--persist-to",
            server.persist,
            "--command",
            `UPDATE league_seasons SET starts_at = ${now - 14 * DAY}, ends_at = ${now - 1000} WHERE league_id = '${id}' AND n = 1;
             UPDATE league_games SET starts_at = ${now - 7 * DAY} WHERE league_id = '${id}' AND season = 1 AND status = 'scheduled'`,
          ],
          { stdio: "ignore" },
        );
        const first = async () =>
          (await call<LeagueAnswer>(admin.request, base, "GET", `/api/leagues/${id}`)).seasons.find((s) => s.n === 1);
        for (let run = 1; (await first())?.status !== "finished"; run++) {
          if (run > 200) throw new Error(`league ${id}: season 1 not finished after 200 cron runs past its end`);
          await runCron(base);
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
