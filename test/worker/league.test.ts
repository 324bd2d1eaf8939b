import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { runCron } from "../../worker/scheduled.ts";
import { verifyRatings } from "../../worker/match/ratings.ts";
import { call, playWithBot, settleBackgroundWork, signIn, WORKER } from "./helpers.ts";
import { budget } from "../budget.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Rows per table the leagues write (and the games they create), plus the league mails. */
const TABLES = [
  "leagues",
  "league_members",
  "league_seasons",
  "league_divisions",
  "league_players",
  "league_games",
  "games",
  "seats",
] as const;
type Counts = Record<(typeof TABLES)[number] | "leagueMails" | "startedMails", number>;

async function leagueCounts(): Promise<Counts> {
  const count = async (query: string) => (await env.DB.prepare(query).first<{ n: number }>())?.n ?? -1;
  const counts: Partial<Counts> = {};
  for (const table of TABLES) counts[table] = await count(`SELECT COUNT(*) AS n FROM ${table}`);
  counts.leagueMails = await count("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'league'");
  counts.startedMails = await count(
    "SELECT COUNT(*) AS n FROM outbox WHERE kind IN ('gameStarted', 'yourTurn') AND payload ->> 'seq' = 0",
  );
  return counts as Counts;
}

/** Anything written twice: a league mail per player, season and event; a game's start mail per player. */
async function duplicates(): Promise<unknown[]> {
  const { results: mails } = await env.DB.prepare(
    "SELECT user_id, payload ->> 'leagueId' AS league, payload ->> 'season' AS season, payload ->> 'event' AS event, COUNT(*) AS n FROM outbox WHERE kind = 'league' GROUP BY 1, 2, 3, 4 HAVING n > 1",
  ).all();
  const { results: starts } = await env.DB.prepare(
    "SELECT user_id, game_id, COUNT(*) AS n FROM outbox WHERE kind IN ('gameStarted', 'yourTurn') AND payload ->> 'seq' = 0 GROUP BY 1, 2 HAVING n > 1",
  ).all();
  return [...mails, ...starts];
}

/**
 * The cron at `now`, twice. The second run must create nothing the first did not; while the bots
 * finish a season's games (`settling`), the second run legitimately plays on (and may close the
 * season the first began ending), so there it may write only what was still to come: nothing twice.
 */
async function tick(now: number, settling = false, racing = false): Promise<Counts> {
  // Racing: two runs at once (the cron overlapping itself), each awaiting D1 in turn.
  await (racing ? Promise.all([runCron(env, now), runCron(env, now)]) : runCron(env, now));
  const once = await leagueCounts();
  await runCron(env, now);
  if (!settling) expect(await leagueCounts(), `a second run at ${new Date(now).toISOString()}`).toEqual(once);
  expect(await duplicates()).toEqual([]);
  return once;
}

type Standing = {
  rank: number;
  userId: string;
  played: number;
  points: number;
  tiebreaks: { wins: number; score: number };
  movement: string | null;
};
type Division = {
  tier: number;
  index: number;
  standings: Standing[];
  games: { id: string; status: string; players: { userId: string }[]; adjudicated: boolean; ranks: number[] | null }[];
};
type Detail = {
  league: {
    me: string | null;
    members: number;
    season: { n: number; status: string } | null;
    nextSeasonStartsAt: number | null;
  };
  season: { n: number; status: string; divisions: Division[] } | null;
};

async function detail(id: string, cookie?: string): Promise<Detail> {
  const response = await call(cookie, "GET", `/api/leagues/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Detail;
}

const posts: string[] = [];
afterEach(() => vi.unstubAllGlobals());

describe("a league season run by the cron", () => {
  it("forms divisions, starts games on schedule, keeps the table, adjudicates, promotes and relegates, and forms the next season", {
    timeout: budget(35_000),
  }, async () => {
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      posts.push(String(JSON.parse(String(init.body)).content));
      return new Response(null, { status: 204 });
    });
    const admin = await signIn("admin@example.com");
    const players = [];
    for (let i = 0; i < 8; i++) players.push(await signIn());
    const t0 = Date.now();
    const created = await call(admin.cookie, "POST", "/api/leagues", {
      name: "Tuesday league",
      gameType: "notre-dame",
      timeControl: { kind: "perMove", days: 3 },
      divisionSize: 4,
      gamesPerPair: 2,
      seasonDays: 7,
      promote: 1,
      relegate: 1,
      firstSeasonStartsAt: t0,
      webhook: { url: "https://discord.example/api/webhooks/1/abc", flavor: "discord" },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { league } = (await created.json()) as { league: { id: string; seats: number; nextSeasonStartsAt: number } };
    expect(league.seats).toBe(4);
    expect(league.nextSeasonStartsAt).toBe(t0);
    // Sign-ups one after another: with no ratings yet, the sign-up order seeds them.
    for (const p of players)
      expect((await call(p.cookie, "PUT", `/api/leagues/${league.id}/membership`)).status).toBe(200);

    // The start: two divisions of four (tier 1 and tier 2), each pod meeting twice; the first game of each starts now.
    const before = await leagueCounts();
    const started = await tick(t0, false, true);
    expect(started.league_seasons - before.league_seasons).toBe(0);
    expect(started.league_divisions - before.league_divisions).toBe(2);
    expect(started.league_players - before.league_players).toBe(8);
    expect(started.league_games - before.league_games).toBe(4);
    expect(started.games - before.games).toBe(2);
    expect(started.leagueMails - before.leagueMails).toBe(8);
    expect(started.startedMails - before.startedMails).toBe(8);
    let view = await detail(league.id, players[0]?.cookie);
    expect(view.season?.status).toBe("running");
    const [top, second] = view.season?.divisions ?? [];
    expect([top?.tier, top?.index, second?.tier, second?.index]).toEqual([1, 1, 2, 1]);
    expect(top?.standings.map((s) => s.userId)).toEqual(players.slice(0, 4).map((p) => p.userId));
    expect(second?.standings.map((s) => s.userId)).toEqual(players.slice(4).map((p) => p.userId));
    expect(top?.games.map((g) => g.status)).toEqual(["active", "scheduled"]);
    expect(posts.at(-1)).toContain("season 1 has started, 8 players in 2 divisions");

    // The season-start mail: division, opponents, games with their start dates.
    await runCron(env, t0 + MINUTE);
    const mail = await env.DB.prepare(
      "SELECT subject, text FROM dev_mail WHERE \"to\" = ? AND subject LIKE '%season 1 starts%'",
    )
      .bind(players[0]?.email)
      .first<{ subject: string; text: string }>();
    expect(mail?.text).toContain("You play in division 1.1");
    expect(mail?.text).toContain("Your 2 games");
    expect(mail?.text).toContain(`/leagues/${league.id}`);
    // Its one-click unsubscribe turns league e-mails off for that player, and only those.
    const unsubscribe = mail?.text.match(/No more e-mails about league seasons: (\S+)/)?.[1] ?? "";
    const done = await WORKER.fetch(unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBeLessThan(300);
    const settings = (await (await call(players[7]?.cookie, "GET", "/api/me/notifications")).json()) as {
      kinds: Record<string, string[]>;
    };
    expect(settings.kinds.league).toEqual(["email"]);
    const own = (await (await call(players[0]?.cookie, "GET", "/api/me/notifications")).json()) as {
      kinds: Record<string, string[]>;
    };
    expect([own.kinds.league, own.kinds.yourTurn]).toEqual([[], ["email"]]);

    // The dashboard list names the league.
    const mine = (await (await call(players[0]?.cookie, "GET", "/api/games?list=mine")).json()) as {
      games: { league: { id: string; season: number } | null }[];
    };
    expect(mine.games[0]?.league).toMatchObject({ id: league.id, name: "Tuesday league", season: 1 });

    // Both first games played to the end by the bots, move by move through HTTP; the table follows each.
    for (const division of [top, second]) {
      const game = division?.games[0];
      const seated = players.filter((p) => game?.players.some((q) => q.userId === p.userId));
      await playWithBot("notre-dame", game?.id ?? "", seated);
      await settleBackgroundWork();
      await tick(t0 + 10 * MINUTE);
      view = await detail(league.id);
      const table = view.season?.divisions.find((d) => d.tier === division?.tier)?.standings ?? [];
      expect(table.map((s) => s.played)).toEqual([1, 1, 1, 1]);
      expect(table.reduce((sum, s) => sum + s.points, 0)).toBe(6);
      expect(table[0]?.points).toBeGreaterThanOrEqual(table[1]?.points ?? 0);
      expect(view.season?.divisions.find((d) => d.tier === division?.tier)?.games[0]).toMatchObject({
        status: "finished",
        adjudicated: false,
      });
      expect(posts.at(-1)).toContain(`division ${division?.tier}.1, after a finished game: 1. `);
    }

    // Halfway through the season's first two thirds, the second games start.
    const secondStart = await tick(t0 + 3 * DAY);
    expect(secondStart.games - started.games).toBe(2);

    // Mid-season: a newcomer signs up, a player of tier 1 leaves (at the season's end), a member not playing leaves at once.
    const newcomer = await signIn();
    const passer = await signIn();
    expect(await (await call(newcomer.cookie, "PUT", `/api/leagues/${league.id}/membership`)).json()).toEqual({
      me: "member",
    });
    expect(await (await call(passer.cookie, "PUT", `/api/leagues/${league.id}/membership`)).json()).toEqual({
      me: "member",
    });
    expect(await (await call(passer.cookie, "DELETE", `/api/leagues/${league.id}/membership`)).json()).toEqual({
      me: null,
    });
    const leaver = players[1];
    expect(await (await call(leaver?.cookie, "DELETE", `/api/leagues/${league.id}/membership`)).json()).toEqual({
      me: "leaving",
    });
    expect((await detail(league.id, leaver?.cookie)).league.me).toBe("leaving");

    // The end date: the unfinished games go to the bots; the cron ticks until they are over and the season closes.
    let at = t0 + 7 * DAY + MINUTE;
    for (let ticks = 0; (await detail(league.id)).league.season?.status !== "finished"; ticks++) {
      expect(ticks, "the bots finish the season's games").toBeLessThan(60);
      await tick(at, true);
      at += MINUTE;
    }
    view = await detail(league.id);
    const ended = view.season;
    expect(ended?.n).toBe(1);
    for (const division of ended?.divisions ?? []) {
      expect(division.games.map((g) => [g.status, g.adjudicated])).toEqual([
        ["finished", false],
        ["finished", true],
      ]);
      expect(division.standings.map((s) => s.played)).toEqual([2, 2, 2, 2]);
      expect(division.standings.reduce((sum, s) => sum + s.points, 0)).toBe(12);
      expect(division.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
    }
    const finalTop = ended?.divisions[0]?.standings ?? [];
    const finalSecond = ended?.divisions[1]?.standings ?? [];
    expect(finalTop.map((s) => s.movement)).toEqual([null, null, null, "relegated"]);
    expect(finalSecond.map((s) => s.movement)).toEqual(["promoted", null, null, null]);
    expect(posts.at(-1)).toContain("season 1 is over. Promoted:");
    const winner = players.find((p) => p.userId === finalSecond[0]?.userId)?.email;
    const endMailOf = () =>
      env.DB.prepare("SELECT text FROM dev_mail WHERE \"to\" = ? AND subject LIKE '%season 1 is over%'")
        .bind(winner)
        .first<{ text: string }>();
    // The bots' moves wrote turn notes too; the drain sends 50 a run.
    for (let runs = 0; !(await endMailOf()) && runs < 20; runs++) await runCron(env, at);
    const endMail = await endMailOf();
    expect(endMail?.text).toContain("You finished 1 of 4 in division 2.1. You are promoted");
    // The player who unsubscribed gets no league mail any more.
    const unsubscribed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM dev_mail WHERE \"to\" = ? AND subject LIKE '%season 1 is over%'",
    )
      .bind(players[0]?.email)
      .first<{ n: number }>();
    expect(unsubscribed?.n).toBe(0);
    // Adjudicated games are not rated: every seat was the bots'.
    const adjudicated = ended?.divisions[0]?.games[1]?.id ?? "";
    expect(
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM rating_history WHERE game_id = ?")
          .bind(adjudicated)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);
    // The season's ratings, recomputed from its finished games in order, equal the stored ones.
    const verified = await verifyRatings(openDb(env.DB));
    expect(verified.history).toBeGreaterThan(0);
    expect(verified.mismatches).toEqual([]);

    // The next season: scheduled a day on, the leaver gone, the newcomer in.
    const summary = (await detail(league.id)).league;
    expect(summary.nextSeasonStartsAt).toBeGreaterThan(at - MINUTE);
    expect(summary.members).toBe(8);
    const next = await tick(summary.nextSeasonStartsAt ?? 0);
    expect(next.league_players - secondStart.league_players).toBe(8);
    view = await detail(league.id);
    expect(view.season?.n).toBe(2);
    const [newTop, newSecond] = view.season?.divisions ?? [];
    const promoted = finalSecond[0]?.userId;
    const relegated = finalTop[3]?.userId;
    expect(newTop?.standings.map((s) => s.userId)).toContain(promoted);
    expect(newTop?.standings.map((s) => s.userId)).not.toContain(relegated);
    const everyone = view.season?.divisions.flatMap((d) => d.standings.map((s) => s.userId)) ?? [];
    // The bots' games decide the places; the leaver (of tier 1) may be the one relegated, and then is gone.
    if (relegated === leaver?.userId) expect(everyone).not.toContain(relegated);
    else expect(newSecond?.standings.map((s) => s.userId)).toContain(relegated);
    expect(everyone).not.toContain(leaver?.userId);
    expect(everyone).not.toContain(passer.userId);
    // The newcomer comes last: the season's seeding puts last season's players first.
    expect(newSecond?.standings.at(-1)?.userId).toBe(newcomer.userId);
    const seasons = (await (await call(undefined, "GET", `/api/leagues/${league.id}`)).json()) as {
      seasons: { n: number; status: string }[];
    };
    expect(seasons.seasons.map((s) => [s.n, s.status])).toEqual([
      [2, "running"],
      [1, "finished"],
    ]);
    const past = await call(undefined, "GET", `/api/leagues/${league.id}/seasons/1`);
    expect(((await past.json()) as { season: { status: string } }).season.status).toBe("finished");
  });
});
