import type { LeagueDetail, LeagueGame, LeagueSummary, SeasonView, Standing } from "../../web/src/leagues.ts";

/** Answers shaped exactly as notes/leagues-api.md has the Worker give them: a two-tier league, "me" in division 2B. */
export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 24, 12);

const standing = (rank: number, userId: string, name: string, change: Partial<Standing> = {}): Standing => ({
  rank,
  userId,
  name,
  played: 2,
  points: 10 - 2 * rank,
  tiebreaks: { wins: rank === 1 ? 2 : 0, score: 100 - rank },
  movement: null,
  me: false,
  ...change,
});

const game = (id: string, status: LeagueGame["status"], change: Partial<LeagueGame> = {}): LeagueGame => ({
  id,
  status,
  startsAt: NOW - DAY,
  players: [
    { userId: "me", name: "me" },
    { userId: "u5", name: "eve" },
    { userId: "u6", name: "fay" },
    { userId: "u7", name: "gus" },
  ],
  toAct: [],
  adjudicated: false,
  ranks: null,
  ...change,
});

export function summary(change: Partial<LeagueSummary> = {}): LeagueSummary {
  return {
    id: "lg1",
    name: "Cathedral league",
    gameType: "notre-dame",
    options: { hiddenScores: false },
    timeControl: { kind: "perMove", days: 3 },
    seats: 4,
    divisionSize: 4,
    gamesPerPair: 2,
    seasonDays: 28,
    promote: 1,
    relegate: 1,
    members: 12,
    me: "member",
    season: { n: 2, status: "running", startsAt: NOW - 7 * DAY, endsAt: NOW + 21 * DAY },
    nextSeasonStartsAt: NOW + 22 * DAY,
    ...change,
  };
}

export function season(change: Partial<SeasonView> = {}): SeasonView {
  return {
    leagueId: "lg1",
    n: 2,
    status: "running",
    startsAt: NOW - 7 * DAY,
    endsAt: NOW + 21 * DAY,
    divisions: [
      {
        tier: 2,
        index: 1,
        standings: ["ann", "bob", "cid", "dan"].map((n, i) => standing(i + 1, `a${i}`, n)),
        games: [],
      },
      {
        tier: 1,
        index: 1,
        standings: ["kim", "lea", "max", "ned"].map((n, i) => standing(i + 1, `t${i}`, n)),
        games: [],
      },
      {
        tier: 2,
        index: 2,
        standings: [
          standing(1, "u5", "eve"),
          standing(2, "me", "me", { me: true }),
          standing(3, "u6", "fay"),
          standing(4, "u7", "gus"),
        ],
        games: [
          game("gfin", "finished", { startsAt: NOW - 6 * DAY, adjudicated: true, ranks: [2, 1, 3, 4] }),
          game("gsch", "scheduled", { startsAt: NOW + 3 * DAY }),
          game("gact", "active", { toAct: ["me"] }),
          game("goth", "active", { startsAt: NOW - 2 * DAY, toAct: ["eve", "fay"] }),
        ],
      },
    ],
    ...change,
  };
}

export function detail(change: Partial<LeagueDetail> = {}): LeagueDetail {
  return {
    league: summary(),
    season: season(),
    seasons: [
      { n: 2, status: "running", startsAt: NOW - 7 * DAY, endsAt: NOW + 21 * DAY },
      { n: 1, status: "finished", startsAt: NOW - 36 * DAY, endsAt: NOW - 8 * DAY },
    ],
    ...change,
  };
}
