import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, leagueSettings, signIn } from "./helpers.ts";

const DAY = 24 * 3_600_000;

/** Every table's row count: a refused request must change none. */
async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'league%'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results)
    counts[name] = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${name}`).first<{ n: number }>())?.n ?? -1;
  return counts;
}

let admin: { cookie: string };
let player: { cookie: string; userId: string };

beforeAll(async () => {
  admin = await signIn("admin@example.com");
  player = await signIn();
});

describe("league routes", () => {
  it("lets only an administrator create a league", async () => {
    const before = await rowCounts();
    expect((await call(undefined, "POST", "/api/leagues", leagueSettings())).status).toBe(401);
    const refused = await call(player.cookie, "POST", "/api/leagues", leagueSettings());
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    expect(await rowCounts()).toEqual(before);
    const created = await call(admin.cookie, "POST", "/api/leagues", leagueSettings());
    expect(created.status).toBe(201);
    const { league } = (await created.json()) as { league: Record<string, unknown> };
    expect(league).toMatchObject({
      name: "Evening league",
      gameType: "notre-dame",
      seats: 4,
      divisionSize: 4,
      members: 0,
      me: null,
      season: null,
    });
  });

  it("refuses settings that do not fit, with a stable code and nothing written", async () => {
    const before = await rowCounts();
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ seats: 6 }, 422, "INVALID_LEAGUE", "seats"],
      [{ divisionSize: 3, seats: 4 }, 422, "INVALID_LEAGUE", "seats"],
      [{ promote: 3, relegate: 2 }, 422, "INVALID_LEAGUE", "relegate"],
      [{ divisionSize: 10, seats: 2, gamesPerPair: 2 }, 422, "INVALID_LEAGUE", "gamesPerPair"],
      [{ firstSeasonStartsAt: Date.now() - 30 * DAY }, 422, "INVALID_LEAGUE", "firstSeasonStartsAt"],
      [{ webhook: { url: "https://127.0.0.1/hook", flavor: "discord" } }, 422, "INVALID_LEAGUE", "webhook"],
      [{ gameType: "chess" }, 400, "UNKNOWN_GAME_TYPE"],
      [{ options: { nonsense: true } }, 400, "INVALID_OPTIONS"],
      [{ divisionSize: 1 }, 400, "INVALID_REQUEST"],
      [{ seasonDays: "long" }, 400, "INVALID_REQUEST"],
      [{ surprise: 1 }, 400, "INVALID_REQUEST"],
    ];
    for (const [change, status, code, path] of cases) {
      const response = await call(admin.cookie, "POST", "/api/leagues", { ...leagueSettings(), ...change });
      const body = (await response.json()) as { error: { code: string; issues?: { path: string[] }[] } };
      expect([response.status, body.error.code], JSON.stringify(change)).toEqual([status, code]);
      if (path) expect(body.error.issues?.[0]?.path[0]).toBe(path);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("signs up, leaves and signs up again, and answers 404 for unknown leagues and seasons", async () => {
    const { league } = (await (await call(admin.cookie, "POST", "/api/leagues", leagueSettings())).json()) as {
      league: { id: string };
    };
    const path = `/api/leagues/${league.id}/membership`;
    expect((await call(undefined, "PUT", path)).status).toBe(401);
    expect(await (await call(player.cookie, "PUT", path)).json()).toEqual({ me: "member" });
    expect(await (await call(player.cookie, "PUT", path)).json()).toEqual({ me: "member" });
    let summary = (
      (await (await call(player.cookie, "GET", `/api/leagues/${league.id}`)).json()) as {
        league: { me: string; members: number };
      }
    ).league;
    expect(summary).toMatchObject({ me: "member", members: 1 });
    const listed = (await (await call(player.cookie, "GET", "/api/leagues")).json()) as {
      leagues: { id: string; me: string | null }[];
    };
    expect(listed.leagues.find((l) => l.id === league.id)?.me).toBe("member");
    const other = (await (await call(player.cookie, "GET", "/api/leagues?gameType=carcassonne-ghosts")).json()) as {
      leagues: { id: string }[];
    };
    expect(other.leagues.map((l) => l.id)).not.toContain(league.id);
    const same = (await (await call(player.cookie, "GET", "/api/leagues?gameType=notre-dame")).json()) as {
      leagues: { id: string }[];
    };
    expect(same.leagues.map((l) => l.id)).toContain(league.id);
    const anonymous = (await (await call(undefined, "GET", "/api/leagues")).json()) as {
      leagues: { id: string; me: string | null }[];
    };
    expect(anonymous.leagues.find((l) => l.id === league.id)?.me).toBeNull();
    // Not in a running season: leaving is at once.
    expect(await (await call(player.cookie, "DELETE", path)).json()).toEqual({ me: null });
    expect(await (await call(player.cookie, "DELETE", path)).json()).toEqual({ me: null });
    summary = (
      (await (await call(player.cookie, "GET", `/api/leagues/${league.id}`)).json()) as {
        league: { me: string; members: number };
      }
    ).league;
    expect(summary).toMatchObject({ me: null, members: 0 });
    const detail = (await (await call(undefined, "GET", `/api/leagues/${league.id}`)).json()) as {
      season: unknown;
      seasons: unknown[];
    };
    expect(detail).toMatchObject({ season: null, seasons: [] });

    const missing = "zzzzzzzzzzzz";
    for (const [method, url] of [
      ["GET", `/api/leagues/${missing}`],
      ["GET", `/api/leagues/${missing}/seasons/1`],
      ["GET", `/api/leagues/${league.id}/seasons/1`],
      ["GET", `/api/leagues/${league.id}/seasons/7`],
      ["PUT", `/api/leagues/${missing}/membership`],
      ["DELETE", `/api/leagues/${missing}/membership`],
    ] as const) {
      const response = await call(player.cookie, method, url);
      expect([response.status, ((await response.json()) as { error: { code: string } }).error.code], url).toEqual([
        404,
        "NOT_FOUND",
      ]);
    }
    for (const url of [
      `/api/leagues/short`,
      `/api/leagues/${league.id}/seasons/0`,
      `/api/leagues/${league.id}/seasons/x`,
    ]) {
      expect((await call(player.cookie, "GET", url)).status, url).toBe(400);
    }
  });
});
