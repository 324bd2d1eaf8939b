import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runCron } from "../../worker/scheduled.ts";
import { call, signIn } from "./helpers.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Season = { n: number; status: string; divisions: { games: { id: string; status: string }[] }[] };
type Detail = { league: { nextSeasonStartsAt: number | null }; season: Season | null };

describe("a league game that cannot start", () => {
  it("is given up a day after its time, its lobby cancelled, and the season still ends", async () => {
    const admin = await signIn("admin@example.com");
    const players = [await signIn(), await signIn()];
    const t0 = Date.now();
    const created = await call(admin.cookie, "POST", "/api/leagues", {
      name: "Two of us",
      gameType: "notre-dame",
      timeControl: { kind: "perMove", days: 1 },
      seats: 2,
      divisionSize: 2,
      gamesPerPair: 2,
      seasonDays: 7,
      promote: 0,
      relegate: 0,
      firstSeasonStartsAt: t0,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { league } = (await created.json()) as { league: { id: string } };
    for (const p of players)
      expect((await call(p.cookie, "PUT", `/api/leagues/${league.id}/membership`)).status).toBe(200);
    await runCron(env, t0);

    // The second game can no longer start: its pod lost a player (a Notre Dame game needs two).
    const later = await env.DB.prepare(
      "SELECT game_id AS id, starts_at AS startsAt FROM league_games WHERE league_id = ? AND status = 'scheduled'",
    )
      .bind(league.id)
      .first<{ id: string; startsAt: number }>();
    if (!later) throw new Error("no second game scheduled");
    await env.DB.prepare("UPDATE league_games SET players = json_array(?) WHERE game_id = ?")
      .bind(players[0]?.userId, later.id)
      .run();
    const status = async () =>
      env.DB.prepare(
        "SELECT lg.status AS league, g.status AS game FROM league_games lg LEFT JOIN games g ON g.id = lg.game_id WHERE lg.game_id = ?",
      )
        .bind(later.id)
        .first<{ league: string; game: string | null }>();

    // Tried every run for a day: the lobby is made, the start refused, the game kept on the schedule.
    await runCron(env, later.startsAt + MINUTE);
    expect(await status()).toEqual({ league: "scheduled", game: "open" });
    await runCron(env, later.startsAt + DAY - MINUTE);
    expect(await status()).toEqual({ league: "scheduled", game: "open" });
    // A day late it is given up, and a second run at the same time changes nothing more.
    await runCron(env, later.startsAt + DAY + MINUTE);
    expect(await status()).toEqual({ league: "void", game: "cancelled" });
    await runCron(env, later.startsAt + DAY + MINUTE);
    expect(await status()).toEqual({ league: "void", game: "cancelled" });

    // The season's page shows the one game played; at the end date the bots finish it and the season closes.
    let detail = (await (await call(undefined, "GET", `/api/leagues/${league.id}`)).json()) as Detail;
    expect(detail.season?.divisions.flatMap((d) => d.games.map((g) => g.id))).not.toContain(later.id);
    expect(detail.season?.divisions.flatMap((d) => d.games)).toHaveLength(1);
    for (let at = t0 + 7 * DAY + MINUTE, ticks = 0; ; at += MINUTE, ticks++) {
      expect(ticks, "the season ends").toBeLessThan(60);
      await runCron(env, at);
      detail = (await (await call(undefined, "GET", `/api/leagues/${league.id}`)).json()) as Detail;
      if (detail.season?.status === "finished") break;
    }
    expect(detail.season?.n).toBe(1);
    expect(detail.league.nextSeasonStartsAt).not.toBeNull();
  });
});
