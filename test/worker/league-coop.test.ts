import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runCron } from "../../worker/scheduled.ts";
import { call, signIn } from "./helpers.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Line = { userId: string; played: number; points: number; tiebreaks: { wins: number; score: number } };
type Season = {
  status: string;
  divisions: {
    standings: Line[];
    games: {
      id: string;
      status: string;
      adjudicated: boolean;
      players: { userId: string }[];
      ranks: number[] | null;
    }[];
  }[];
};

describe("a cooperative league", () => {
  it("plays each pair of a division as a team at the league's level; a won game gives both a point and a win", async () => {
    const admin = await signIn("admin@example.com");
    const players = [await signIn(), await signIn(), await signIn()];
    const t0 = Date.now();
    const created = await call(admin.cookie, "POST", "/api/leagues", {
      name: "Ghost pairs",
      gameType: "carcassonne-ghosts",
      options: { level: 1 },
      timeControl: { kind: "perMove", days: 1 },
      seats: 2,
      divisionSize: 3,
      gamesPerPair: 1,
      seasonDays: 7,
      promote: 0,
      relegate: 0,
      firstSeasonStartsAt: t0,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { league } = (await created.json()) as { league: { id: string } };
    for (const p of players) await call(p.cookie, "PUT", `/api/leagues/${league.id}/membership`);

    // One division of three, three pods of two (each pair once), started over the season; then the end date.
    for (const at of [t0, t0 + 2 * DAY, t0 + 4 * DAY]) await runCron(env, at);
    let season: Season | undefined;
    for (let at = t0 + 7 * DAY + MINUTE, ticks = 0; ; at += MINUTE, ticks++) {
      expect(ticks, "the bots finish the season's games").toBeLessThan(60);
      await runCron(env, at);
      const detail = (await (await call(undefined, "GET", `/api/leagues/${league.id}`)).json()) as { season: Season };
      season = detail.season;
      if (season.status === "finished") break;
    }
    const [division] = season?.divisions ?? [];
    expect(division?.games).toHaveLength(3);
    const pairs = division?.games.map((g) =>
      g.players
        .map((p) => p.userId)
        .sort()
        .join("+"),
    );
    expect(new Set(pairs).size).toBe(3);
    const expected = new Map(players.map((p) => [p.userId, { played: 0, points: 0, wins: 0, score: 0 }]));
    for (const game of division?.games ?? []) {
      expect(game).toMatchObject({ status: "finished", adjudicated: true });
      const row = await env.DB.prepare("SELECT outcome, options FROM games WHERE id = ?")
        .bind(game.id)
        .first<{ outcome: string; options: string }>();
      expect(JSON.parse(row?.options ?? "{}")).toEqual({ level: 1 });
      const outcome = JSON.parse(row?.outcome ?? "{}") as { kind: string; won: boolean; score?: number };
      expect(outcome.kind).toBe("shared");
      expect(game.ranks).toEqual([1, 1]);
      for (const { userId } of game.players) {
        const line = expected.get(userId);
        if (!line) continue;
        line.played += 1;
        line.points += outcome.won ? 1 : 0;
        line.wins += outcome.won ? 1 : 0;
        line.score += outcome.score ?? 0;
      }
    }
    for (const line of division?.standings ?? []) {
      const want = expected.get(line.userId);
      expect({
        played: line.played,
        points: line.points,
        wins: line.tiebreaks.wins,
        score: line.tiebreaks.score,
      }).toEqual(want);
    }
  });
});
