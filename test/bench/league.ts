/**
 * League figures (a script that prints, not a timed test): the cron tick that starts a season of
 * 1,000 players in 250 divisions, the ticks that then start its games, the season page, and the
 * season's end. Each is measured twice over the same scenario:
 * - CPU, as test/bench/cpu.ts takes it: the league code in Node (V8, like workerd) over an
 *   in-memory SQLite (sql.js, the same D1 stand-in), the database's share subtracted; counted in
 *   the process's CPU time (all threads, an upper bound), since these ticks run long enough for a
 *   busy machine's other processes to inflate a clock;
 * - D1's work (round trips, statements, rows read and written) from a real local D1 (workerd's
 *   SQLite through wrangler's `getPlatformProxy`), counted by worker/db/metered.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { openDb } from "../../worker/db/index.ts";
import { insertLeague, seasonsToStart } from "../../worker/db/leagues.ts";
import { emptyUsage, meterD1, metering, type D1Usage } from "../../worker/db/metered.ts";
import { runLeagues } from "../../worker/leagues/cron.ts";
import { leagueDetail } from "../../worker/leagues/leagues.ts";
import { startSeason } from "../../worker/leagues/season.ts";
import { processCpu, sqlJsD1, type DatabaseTime } from "./sqljs-d1.ts";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

const PLAYERS = 1_000;
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 30, 12);
const MIGRATIONS = readdirSync("migrations")
  .filter((f) => f.endsWith(".sql"))
  .sort()
  .flatMap((file) => readFileSync(`migrations/${file}`, "utf8").split("--> statement-breakpoint"))
  .filter((s) => s.trim());

type Step = { what: string; cpu: number; usage: D1Usage; result: unknown };

/**
 * The scenario: 1,000 players (half of them rated) signed up; the season's start; the ticks that
 * start its first games; the season page; the second games; the end date; every game finished;
 * the season's close. `inDatabase` (sql.js's share) is subtracted from the CPU where it is known.
 */
async function scenario(d1: D1Database, inDatabase?: DatabaseTime): Promise<Step[]> {
  for (const statement of MIGRATIONS) await d1.prepare(statement).run();
  const env = { DB: d1, PUBLIC_URL: "http://localhost", ADMIN_EMAILS: "" } as unknown as Env;
  const db = openDb(meterD1(d1));
  const users = JSON.stringify(
    Array.from({ length: PLAYERS }, (_, i) => ({ id: `u${String(i).padStart(11, "0")}`, name: `player${i}` })),
  );
  await d1
    .prepare(
      "INSERT INTO users (id, email, name, name_key, created_at) SELECT value ->> 'id', value ->> 'name' || '@example.com', value ->> 'name', value ->> 'name', ? FROM json_each(?)",
    )
    .bind(T0, users)
    .run();
  await d1
    .prepare(
      "INSERT INTO ratings (player, game_type, mu, sigma, games, updated_at) SELECT value ->> 'id', 'notre-dame', 20 + (key % 17), 3 + (key % 5), 5, ? FROM json_each(?) WHERE key % 2 = 0",
    )
    .bind(T0, users)
    .run();
  const league = {
    id: "benchleague0",
    name: "Bench league",
    gameType: "notre-dame",
    options: {},
    timeControl: { kind: "perMove", days: 3 },
    seats: 4,
    divisionSize: 4,
    gamesPerPair: 2,
  };
  await insertLeague(
    openDb(d1),
    { ...league, seasonDays: 28, promote: 1, relegate: 1, createdBy: "u00000000000", createdAt: T0 },
    { startsAt: T0, endsAt: T0 + 28 * DAY },
  );
  await d1
    .prepare(
      "INSERT INTO league_members (league_id, user_id, joined_at) SELECT 'benchleague0', value ->> 'id', ? + key FROM json_each(?)",
    )
    .bind(T0, users)
    .run();

  const steps: Step[] = [];
  const measure = async <R>(what: string, work: () => Promise<R>): Promise<R> => {
    const usage = emptyUsage();
    inDatabase?.reset();
    const started = processCpu();
    const result = await metering(usage, work);
    steps.push({ what, cpu: processCpu() - started - (inDatabase?.cpu ?? 0), usage, result });
    return result;
  };
  const tick = (what: string, now: number) => measure(what, () => runLeagues({ db, env, now }));

  const [season] = await seasonsToStart(db, T0, 1);
  if (
    !season ||
    !(await measure("the season's start alone (250 divisions, 500 games scheduled, 1,000 mails)", () =>
      startSeason({ db, env, now: T0 }, season),
    ))
  )
    throw new Error("no season start");
  await tick("the rest of that tick (its first 25 games started)", T0);
  for (
    let now = T0 + 60_000;
    (await tick("a tick starting 25 league games (create, seat, start)", now)).gamesStarted > 0;
    now += 60_000
  );
  await tick("a tick with nothing due", T0 + DAY);
  await measure("the season page (GET /api/leagues/{id}: 250 divisions, 500 games)", () =>
    leagueDetail({ db, env, now: T0 + DAY }, league.id, undefined),
  );
  for (
    let now = T0 + 10 * DAY;
    (await tick("a tick starting 25 league games (create, seat, start)", now)).gamesStarted > 0;
    now += 60_000
  );
  await tick("the end date: the 500 unfinished games handed to the bots", T0 + 28 * DAY);
  await d1
    .prepare(
      `UPDATE games SET status = 'finished', outcome = '{"kind":"ranked","ranks":[1,2,3,4],"scores":[40,30,20,10]}', next_deadline = NULL WHERE id IN (SELECT game_id FROM league_games)`,
    )
    .run();
  for (let now = T0 + 28 * DAY + 60_000; ; now += 60_000) {
    const done = await tick("a tick after the last games: 25 marked finished, then the close", now);
    if (done.seasonsEnded === 1) break;
    if (now > T0 + 29 * DAY) throw new Error("the season never closed");
  }
  return steps;
}

const sqlJs = await sqlJsD1();
const cpuSteps = await scenario(sqlJs.d1, sqlJs.inDatabase);
const persist = mkdtempSync(join(tmpdir(), "bench-league-"));
const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: persist } });
const d1Steps = await scenario(proxy.env.DB);
await proxy.dispose();
rmSync(persist, { recursive: true, force: true });

console.log(
  `\nLeagues: ${PLAYERS} players in divisions of 4, each pair twice a season (Notre Dame); one cron tick's leagues part (runLeagues)`,
);
const seen = new Set<string>();
for (const [i, step] of cpuSteps.entries()) {
  const d1 = d1Steps[i];
  if (!d1 || seen.has(step.what)) continue;
  seen.add(step.what);
  // Repeated steps: the worst CPU of them, with that tick's D1 work.
  const same = cpuSteps.map((s, j) => ({ s, j })).filter(({ s }) => s.what === step.what);
  const worst = same.reduce((a, b) => (b.s.cpu > a.s.cpu ? b : a));
  const u = d1Steps[worst.j]?.usage ?? d1.usage;
  const label = same.length > 1 ? `${step.what}, worst of ${same.length}` : step.what;
  console.log(
    `${label}\n    CPU ${worst.s.cpu.toFixed(1)} ms · D1: ${u.roundTrips} round trips, ${u.statements} statements, ${u.rowsRead} rows read, ${u.rowsWritten} written`,
  );
}
