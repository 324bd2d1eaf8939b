import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runCron } from "../../worker/scheduled.ts";
import { call, signIn } from "./helpers.ts";
import { budget } from "../budget.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Detail = {
  season: {
    status: string;
    divisions: { standings: { userId: string; played: number; points: number }[]; games: { id: string }[] }[];
  } | null;
};

/** A Deal with the Devil league at four seats, divisions of four, a week's season from `t0`. */
async function devilLeague(admin: Awaited<ReturnType<typeof signIn>>, name: string, t0: number) {
  const created = await call(admin.cookie, "POST", "/api/leagues", {
    name,
    gameType: "deal-with-the-devil",
    timeControl: { kind: "perMove", days: 1 },
    seats: 4,
    divisionSize: 4,
    gamesPerPair: 1,
    seasonDays: 7,
    promote: 0,
    relegate: 0,
    firstSeasonStartsAt: t0,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return ((await created.json()) as { league: { id: string } }).league;
}

describe("a league division with fewer players than the game's seats", () => {
  it(
    "fills the empty seats with bots, and the games count for the people in them",
    async () => {
      const admin = await signIn("admin@example.com");
      const players = [await signIn(), await signIn(), await signIn()];
      const t0 = Date.now();
      const league = await devilLeague(admin, "Three devils", t0);
      for (const p of players)
        expect((await call(p.cookie, "PUT", `/api/leagues/${league.id}/membership`)).status).toBe(200);
      // The first run starts the season, the next its first games.
      await runCron(env, t0);
      await runCron(env, t0 + MINUTE);
      const { results: games } = await env.DB.prepare(
        "SELECT g.id, g.status FROM league_games lg JOIN games g ON g.id = lg.game_id WHERE lg.league_id = ?",
      )
        .bind(league.id)
        .all<{ id: string; status: string }>();
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) {
        expect(game.status).toBe("active");
        const seated = await env.DB.prepare(
          "SELECT count(*) AS n, sum(u.bot IS NOT NULL) AS bots FROM seats s JOIN users u ON u.id = s.user_id WHERE s.game_id = ?",
        )
          .bind(game.id)
          .first<{ n: number; bots: number }>();
        expect(seated).toEqual({ n: 4, bots: 1 });
      }
      // At the end date the bots finish the games, and the season's table counts them for the three people.
      let detail: Detail = { season: null };
      for (let at = t0 + 7 * DAY + MINUTE, ticks = 0; ; at += MINUTE, ticks++) {
        expect(ticks, "the season ends").toBeLessThan(30);
        await runCron(env, at);
        detail = (await (await call(undefined, "GET", `/api/leagues/${league.id}`)).json()) as Detail;
        if (detail.season?.status === "finished") break;
      }
      const [division] = detail.season?.divisions ?? [];
      expect(division?.standings.map((l) => l.userId).sort()).toEqual(players.map((p) => p.userId).sort());
      for (const line of division?.standings ?? []) expect(line.played).toBe(games.length);
      expect(division?.standings.reduce((sum, l) => sum + l.points, 0)).toBeGreaterThan(0);
      // The end date hands the people's seats to the bot; a bot seat has no clock, so it never times out: it moves as a bot.
      const ids = games.map((g) => g.id);
      const rows = await env.DB.prepare(
        `SELECT m.kind, u.bot IS NOT NULL AS bot, g.clocks ->> ('$."' || m.seat || '"') AS clock FROM moves m
       JOIN games g ON g.id = m.game_id JOIN seats s ON s.game_id = m.game_id AND s.seat = m.seat JOIN users u ON u.id = s.user_id
       WHERE m.game_id IN (${ids.map(() => "?").join(", ")}) AND m.seat IS NOT NULL`,
      )
        .bind(...ids)
        .all<{ kind: string; bot: number; clock: string | null }>();
      const botRows = rows.results.filter((r) => r.bot === 1);
      expect(botRows.length).toBeGreaterThan(0);
      expect(new Set(botRows.map((r) => r.kind))).toEqual(new Set(["move"]));
      expect(botRows.every((r) => r.clock === null)).toBe(true);
      expect(rows.results.some((r) => r.bot === 0 && r.kind === "timeout")).toBe(true);
    },
    budget(30_000),
  );

  it(
    "waits a day for a second member (a division of one ranks nobody); two people and two bots play a four-seat game",
    async () => {
      const admin = await signIn("admin@example.com");
      const [ann, ben] = [await signIn(), await signIn()];
      const t0 = Date.now();
      const league = await devilLeague(admin, "Two devils", t0);
      const season = () =>
        env.DB.prepare("SELECT status, starts_at FROM league_seasons WHERE league_id = ? AND n = 1")
          .bind(league.id)
          .first<{ status: string; starts_at: number }>();
      expect((await call(ann.cookie, "PUT", `/api/leagues/${league.id}/membership`)).status).toBe(200);
      await runCron(env, t0);
      expect(await season()).toEqual({ status: "scheduled", starts_at: t0 + DAY });
      expect((await call(ben.cookie, "PUT", `/api/leagues/${league.id}/membership`)).status).toBe(200);
      await runCron(env, t0 + DAY);
      await runCron(env, t0 + DAY + MINUTE);
      expect((await season())?.status).toBe("running");
      const seated = await env.DB.prepare(
        `SELECT count(*) AS n, sum(u.bot IS NOT NULL) AS bots FROM league_games lg JOIN seats s ON s.game_id = lg.game_id
       JOIN users u ON u.id = s.user_id WHERE lg.league_id = ?`,
      )
        .bind(league.id)
        .first<{ n: number; bots: number }>();
      expect(seated).toEqual({ n: 4, bots: 2 });
    },
    budget(15_000),
  );
});
