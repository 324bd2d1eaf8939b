import * as z from "zod";
import {
  createLeague,
  joinLeague,
  leagueDetail,
  leagueSeason,
  listLeagues,
  newLeague,
  quitLeague,
} from "../leagues/leagues.ts";
import { failed } from "./errors.ts";
import { apiRoute, OPTIONAL_SESSION } from "./routes.ts";
import { body, IdParam, json, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

export const SeasonHead = z
  .object({ n: z.number(), status: z.enum(["running", "finished"]), startsAt: z.number(), endsAt: z.number() })
  .openapi("SeasonHead", {
    description:
      "A season: `running` until its last game is over (after the end date the bots finish what is left), then `finished`",
  });

export const LeagueSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    gameType: z.string(),
    options: z.unknown().openapi({ description: "The game's setup options" }),
    timeControl: z.unknown().openapi({ description: "The same shape as a game's time control" }),
    seats: z.number().openapi({ description: "Seats per league game" }),
    divisionSize: z.number(),
    gamesPerPair: z.number(),
    seasonDays: z.number(),
    promote: z.number(),
    relegate: z.number(),
    members: z.number().openapi({ description: "Players signed up for the next season" }),
    me: z
      .enum(["member", "leaving"])
      .nullable()
      .openapi({ description: "My membership (null signed out or not a member)" }),
    season: SeasonHead.nullable().openapi({ description: "The running season, else the last finished one" }),
    nextSeasonStartsAt: z.number().nullable(),
  })
  .openapi("LeagueSummary");

export const StandingLine = z.object({
  rank: z.number(),
  userId: z.string(),
  name: z.string(),
  played: z.number(),
  points: z.number().openapi({
    description: "Per game of k seats, k − place (ties share the places' points); a won cooperative game k − 1",
  }),
  tiebreaks: z
    .object({ wins: z.number(), score: z.number() })
    .openapi({ description: "After points: first places (won cooperative games), then the games' scores summed" }),
  movement: z.enum(["promoted", "relegated"]).nullable().openapi({ description: "Set once the season is finished" }),
  me: z.boolean(),
});

export const DivisionGame = z.object({
  id: z.string(),
  status: z.enum(["scheduled", "active", "finished"]),
  startsAt: z.number().openapi({ description: "When it starts (or started)" }),
  players: z.array(z.object({ userId: z.string(), name: z.string() })),
  toAct: z.array(z.string()).openapi({
    description:
      "Names of the players whose move it is (empty when the game hides it, or only yours when it is your move)",
  }),
  adjudicated: z.boolean().openapi({ description: "Finished by the bots after the season's end date" }),
  ranks: z
    .array(z.number())
    .nullable()
    .openapi({ description: "Each player's place (in `players` order) once finished" }),
});

export const DivisionTable = z.object({
  tier: z.number().openapi({ description: "1 is the top" }),
  index: z.number(),
  standings: z.array(StandingLine),
  games: z.array(DivisionGame),
});

export const SeasonView = SeasonHead.extend({ leagueId: z.string(), divisions: z.array(DivisionTable) }).openapi(
  "SeasonView",
);

export const LeagueDetail = z.object({
  league: LeagueSummary,
  season: SeasonView.nullable(),
  seasons: z.array(SeasonHead),
});
export const SeasonDetail = z.object({ league: LeagueSummary, season: SeasonView });

const SeasonParams = IdParam.extend({
  n: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: "n", in: "path" }, example: 1 }),
});

const list = apiRoute({
  method: "get",
  path: "/api/leagues",
  operationId: "listLeagues",
  scope: "read",
  security: OPTIONAL_SESSION,
  tags: ["Leagues"],
  summary: "Every league (or those of one game type), with my membership when signed in",
  request: {
    query: z.object({
      gameType: z.string().min(1).max(40).optional().openapi({ description: "Only the leagues of this game type" }),
    }),
  },
  responses: { 200: json(z.object({ leagues: z.array(LeagueSummary) }), "Leagues") },
});

const create = apiRoute({
  method: "post",
  path: "/api/leagues",
  operationId: "createLeague",
  scope: "session",
  failures: ["FORBIDDEN", "UNKNOWN_GAME_TYPE", "INVALID_OPTIONS", "INVALID_LEAGUE"],
  tags: ["Leagues"],
  summary: "Create a league and schedule its first season (administrators only)",
  middleware: [signedIn] as const,
  request: body(newLeague),
  responses: { 201: json(z.object({ league: LeagueSummary }), "Created") },
});

const detail = apiRoute({
  method: "get",
  path: "/api/leagues/{id}",
  operationId: "getLeague",
  scope: "read",
  failures: ["NOT_FOUND"],
  security: OPTIONAL_SESSION,
  tags: ["Leagues"],
  summary: "A league, its running (else last finished) season in full, and every season's head, newest first",
  request: { params: IdParam },
  responses: { 200: json(LeagueDetail, "The league") },
});

const season = apiRoute({
  method: "get",
  path: "/api/leagues/{id}/seasons/{n}",
  operationId: "getLeagueSeason",
  scope: "read",
  failures: ["NOT_FOUND"],
  security: OPTIONAL_SESSION,
  tags: ["Leagues"],
  summary: "One season of a league: divisions, tables and games",
  request: { params: SeasonParams },
  responses: { 200: json(SeasonDetail, "The season") },
});

const join = apiRoute({
  method: "put",
  path: "/api/leagues/{id}/membership",
  operationId: "joinLeague",
  scope: "play",
  failures: ["NOT_FOUND", "BOT_NOT_ALLOWED"],
  tags: ["Leagues"],
  summary: "Sign up for the next season (stay, when leaving)",
  middleware: [signedIn] as const,
  request: { params: IdParam },
  responses: { 200: json(z.object({ me: z.literal("member") }), "Signed up") },
});

const leave = apiRoute({
  method: "delete",
  path: "/api/leagues/{id}/membership",
  operationId: "leaveLeague",
  scope: "play",
  failures: ["NOT_FOUND"],
  tags: ["Leagues"],
  summary: "Leave: at the end of the season I play in, else at once",
  middleware: [signedIn] as const,
  request: { params: IdParam },
  responses: { 200: json(z.object({ me: z.literal("leaving").nullable() }), "Leaving at the season's end, or gone") },
});

export const leagueRoutes = router()
  .openapi(list, async (c) =>
    c.json(await listLeagues(c.get("ctx"), c.get("userId"), c.req.valid("query").gameType), 200),
  )
  .openapi(create, async (c) => {
    const result = await createLeague(c.get("ctx"), currentUser(c), c.req.valid("json"));
    return result.ok ? c.json(result.value, 201) : failed(c, result);
  })
  .openapi(detail, async (c) => {
    const result = await leagueDetail(c.get("ctx"), c.req.valid("param").id, c.get("userId"));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  })
  .openapi(season, async (c) => {
    const { id, n } = c.req.valid("param");
    const result = await leagueSeason(c.get("ctx"), id, n, c.get("userId"));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  })
  .openapi(join, async (c) => {
    const result = await joinLeague(c.get("ctx"), c.req.valid("param").id, currentUser(c));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  })
  .openapi(leave, async (c) => {
    const result = await quitLeague(c.get("ctx"), c.req.valid("param").id, currentUser(c));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  });
