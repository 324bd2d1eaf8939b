import { describe, expect, it } from "vitest";
import type { MyGame } from "../../worker/http/client.ts";
import {
  divisionLabel,
  formatSeasonDates,
  gamesByStatus,
  leaguePrompt,
  leagueSections,
  orderDivisions,
  placeOf,
  type Division,
  type LeagueRef,
} from "../../web/src/leagues.ts";
import { formatWhen } from "../../web/src/time.ts";
import { DAY, NOW, season, summary } from "./league-fixture.ts";

describe("a season's divisions", () => {
  it("come with mine first, then from the top tier down, each tier in its order", () => {
    const { divisions } = season();
    expect(orderDivisions(divisions).map((d) => divisionLabel(d, divisions))).toEqual(["2B", "1", "2A"]);
    const without = divisions.map((d) => ({ ...d, standings: d.standings.map((s) => ({ ...s, me: false })) }));
    expect(orderDivisions(without).map((d) => divisionLabel(d, without))).toEqual(["1", "2A", "2B"]);
  });

  it("are named by tier, with a letter only when the tier has several", () => {
    const divisions = season().divisions;
    expect(divisions.map((d) => divisionLabel(d, divisions))).toEqual(["2A", "1", "2B"]);
  });

  it("mark the promotion and relegation places while the season runs: none up from the top tier, none down from the bottom", () => {
    const running = season();
    const [second, top] = running.divisions as [Division, Division, Division];
    const rules = { promote: 1, relegate: 1 };
    expect(top.standings.map((s) => placeOf(s, top, running, rules))).toEqual([null, null, null, "relegationPlace"]);
    expect(second.standings.map((s) => placeOf(s, second, running, rules))).toEqual([
      "promotionPlace",
      null,
      null,
      null,
    ]);
    expect(second.standings.map((s) => placeOf(s, second, running, { promote: 2, relegate: 0 }))).toEqual([
      "promotionPlace",
      "promotionPlace",
      null,
      null,
    ]);
  });

  it("show the movement the Worker decided once the season is finished, not the places", () => {
    const finished = season({ status: "finished" });
    const [second] = finished.divisions as [Division];
    const moved = {
      ...second,
      standings: second.standings.map((s) => ({ ...s, movement: s.rank === 1 ? ("promoted" as const) : null })),
    };
    expect(moved.standings.map((s) => placeOf(s, moved, finished, { promote: 1, relegate: 1 }))).toEqual([
      "promoted",
      null,
      null,
      null,
    ]);
  });

  it("list their games in progress oldest first, scheduled soonest first, finished latest first", () => {
    const mine = season().divisions[2] as Division;
    const games = gamesByStatus([...mine.games, { ...mine.games[0]!, id: "gfin2", startsAt: NOW - DAY }]);
    expect(games.active.map((g) => g.id)).toEqual(["goth", "gact"]);
    expect(games.scheduled.map((g) => g.id)).toEqual(["gsch"]);
    expect(games.finished.map((g) => g.id)).toEqual(["gfin2", "gfin"]);
  });
});

describe("what a league's page asks of its reader", () => {
  const when = (at: number) => `<${(at - NOW) / DAY}d>`;
  const prompt = (change: Parameters<typeof summary>[0], signedIn = true, which = season()) =>
    leaguePrompt(summary(change), which, signedIn, when);

  it("a guest: sign in, for the season starting on its date", () => {
    expect(prompt({ me: null }, false)).toEqual({ key: "league.prompt.guestOn", params: { date: "<22d>" } });
    expect(prompt({ me: null, nextSeasonStartsAt: null }, false)).toEqual({ key: "league.prompt.guest", params: {} });
  });

  it("somebody not signed up: sign up for the next season", () => {
    expect(prompt({ me: null })).toEqual({ key: "league.prompt.joinOn", params: { date: "<22d>" } });
  });

  it("a member in a running division: which division, the games are on the dashboard", () => {
    expect(prompt({ me: "member" })).toEqual({ key: "league.prompt.playing", params: { division: "2B" } });
  });

  it("a member not in this season: the games start with the next", () => {
    const others = season({ divisions: season().divisions.filter((d) => !d.standings.some((s) => s.me)) });
    expect(prompt({ me: "member" }, true, others)).toEqual({
      key: "league.prompt.signedUpOn",
      params: { date: "<22d>" },
    });
    expect(prompt({ me: "member" }, true, season({ status: "finished" }))).toEqual({
      key: "league.prompt.signedUpOn",
      params: { date: "<22d>" },
    });
  });

  it("a member leaving: when the running season ends", () => {
    expect(prompt({ me: "leaving" })).toEqual({ key: "league.prompt.leaving", params: { date: "<21d>" } });
  });
});

describe("the dashboard's league games", () => {
  const item = (id: string, league: LeagueRef | null, change: Partial<MyGame> = {}) =>
    ({ id, status: "active", myTurn: 0, league, ...change }) as unknown as MyGame;
  const a = { id: "lgA", name: "A", season: 3 };
  const b = { id: "lgB", name: "B", season: 1 };

  it("group my running league games by league and season, my turn first, leaving out other games and finished ones", () => {
    const sections = leagueSections([
      item("g1", a),
      item("g2", null, { myTurn: 1 }),
      item("g3", b),
      item("g4", a, { myTurn: 1 }),
      item("g5", a, { status: "finished" }),
      item("g6", { ...a, season: 2 }),
    ]);
    expect(sections.map((s) => [s.league.name, s.league.season, s.games.map((g) => g.id)])).toEqual([
      ["A", 3, ["g4", "g1"]],
      ["B", 1, ["g3"]],
      ["A", 2, ["g6"]],
    ]);
  });

  it("are none for games without the league field (an older Worker)", () => {
    expect(leagueSections([{ id: "g", status: "active", myTurn: 1 } as unknown as MyGame])).toEqual([]);
  });
});

describe("dates", () => {
  it("are told in the reader's language and time zone", () => {
    const lateEvening = Date.UTC(2026, 11, 1, 23, 30);
    expect(formatWhen(lateEvening, "en", "Europe/Prague")).toMatch(/Dec 2, 2026.*12:30/);
    expect(formatWhen(lateEvening, "en", "America/New_York")).toMatch(/Dec 1, 2026.*6:30/);
    expect(formatWhen(lateEvening, "ru", "Europe/Moscow")).toMatch(/2 дек\. 2026.*02:30/);
    // An unknown zone (an old profile) falls back to the browser's.
    expect(formatWhen(lateEvening, "en", "Mars/Olympus")).toMatch(/2026/);
  });

  it("a season is one range", () => {
    expect(
      formatSeasonDates(
        { startsAt: Date.UTC(2026, 11, 1, 12), endsAt: Date.UTC(2026, 11, 29, 12) },
        "en",
        "UTC",
      ).replace(/\s/g, " "),
    ).toBe("Dec 1 – 29, 2026");
  });
});
