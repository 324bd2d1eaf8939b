import * as z from "zod";
import { moveRequest, submitMove, undoMove } from "../match/play.ts";
import { sinceLastVisit } from "../match/since.ts";
import { markSeen, moveLog, pollGame, replayGame } from "../match/views.ts";
import { BOTS_AT_WORK_S } from "../match/company.ts";
import { failed } from "./errors.ts";
import { apiRoute, OPTIONAL_SESSION } from "./routes.ts";
import { botsSoon, drainSoon } from "./notifications.ts";
import { body, Game, IdParam, json, LogEntry, Ok, Replay, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const NO_STORE = { "Cache-Control": "private, no-cache" };

/** The header a poll's answer carries when it knows: seconds other players of the game will still count as at the table. */
const OTHERS_PRESENT = "X-Others-Present";
const othersPresentHeader = {
  [OTHERS_PRESENT]: {
    description:
      "Seconds another player of the game will still count as at the table (0: nobody else is there; while bots are to act, at least 10); every 200, a `visible` tab's 304, any 304 while bots are to act and a move's answer that gives bots the turn carry it. The web client polls every 2 s while it is above 0, else every 15 s.",
    schema: { type: "integer" as const, minimum: 0 },
  },
};

const getGame = apiRoute({
  method: "get",
  path: "/api/games/{id}",
  operationId: "getGame",
  scope: "read",
  security: OPTIONAL_SESSION,
  failures: ["NOT_FOUND"],
  tags: ["Playing"],
  summary: "The game as I may see it; poll with If-None-Match",
  description:
    "The ETag changes with every move, lobby change, chat message and vacation of a player. With a matching If-None-Match the answer is 304 with no body, reading no database row (the game's version object answers). A player's load (200) counts as sitting at the table, which holds back their turn mail and push. A polling page says where it is with `tab`: `hidden` (nobody looks: the load counts for nothing) or `visible` (counts even as a 304; the web client sends it at most once a minute, so a poll writes nothing the other times).",
  request: {
    params: IdParam,
    query: z.object({
      invite: z.string().max(40).optional(),
      tab: z.enum(["visible", "hidden"]).optional().openapi({
        description:
          "Whether the polling tab is visible: `hidden` counts for nothing, `visible` marks the player present even on a 304",
      }),
    }),
    headers: z.object({ "if-none-match": z.string().max(200).optional() }),
  },
  responses: {
    200: { ...json(Game, "The game"), headers: othersPresentHeader },
    304: { description: "Unchanged since the ETag you sent", headers: othersPresentHeader },
  },
});

const postMove = apiRoute({
  method: "post",
  path: "/api/games/{id}/moves",
  operationId: "playMove",
  scope: "play",
  failures: [
    "NOT_FOUND",
    "NOT_A_PLAYER",
    "GAME_NOT_ACTIVE",
    "UNKNOWN_GAME_TYPE",
    "STALE_VERSION",
    "INVALID_MOVE",
    "ILLEGAL_MOVE",
    "IDEMPOTENCY_KEY_REUSED",
  ],
  tags: ["Playing"],
  summary: "Play a move",
  description:
    "`version` is the game version the move was chosen on: 409 with the current game if it moved on, unless my own legal moves are still those I had at that version (other seats' choices in a simultaneous step: then the move is played on the current game). `idempotencyKey`: a retry with the same key and move answers the first result and plays nothing twice; the same key with another move is 422 IDEMPOTENCY_KEY_REUSED. An illegal move answers 422 with the rule's code.",
  middleware: [signedIn] as const,
  request: { params: IdParam, ...body(moveRequest) },
  responses: { 200: json(z.object({ seq: z.number(), replayed: z.boolean(), game: Game }), "Played") },
});

const postUndo = apiRoute({
  method: "post",
  path: "/api/games/{id}/undo",
  operationId: "undoMove",
  scope: "play",
  failures: ["NOT_FOUND", "NOT_A_PLAYER", "GAME_NOT_ACTIVE", "UNKNOWN_GAME_TYPE", "STALE_VERSION", "UNDO_NOT_ALLOWED"],
  tags: ["Playing"],
  summary: "Take back my last move (when it revealed nothing and nobody moved since)",
  middleware: [signedIn] as const,
  request: { params: IdParam, ...body(z.object({ version: z.int().min(0) })) },
  responses: { 200: json(z.object({ seq: z.number(), replayed: z.boolean(), game: Game }), "Undone") },
});

const getLog = apiRoute({
  method: "get",
  path: "/api/games/{id}/log",
  operationId: "getLog",
  scope: "read",
  security: OPTIONAL_SESSION,
  failures: ["NOT_FOUND"],
  tags: ["Playing"],
  summary: "The move log: public events, mine, and my own moves",
  request: { params: IdParam, query: z.object({ after: z.coerce.number().int().min(0).default(0) }) },
  responses: { 200: json(z.object({ entries: z.array(LogEntry) }), "Log") },
});

const getSince = apiRoute({
  method: "get",
  path: "/api/games/{id}/since",
  operationId: "getSince",
  scope: "read",
  failures: ["NOT_A_PLAYER"],
  tags: ["Playing"],
  summary: "What my own last move caused, then what happened after it (moves taken back left out)",
  middleware: [signedIn] as const,
  request: { params: IdParam },
  responses: {
    200: json(
      z.object({
        seenSeq: z.number(),
        lastMove: z.number().optional().openapi({
          description:
            "The seq of my own last move, whose entry opens `entries` with only what it caused (when any); absent when I have not moved",
        }),
        entries: z.array(LogEntry),
      }),
      "New entries",
    ),
  },
});

const postSeen = apiRoute({
  method: "post",
  path: "/api/games/{id}/seen",
  operationId: "markSeen",
  scope: "read",
  failures: ["NOT_A_PLAYER"],
  tags: ["Playing"],
  summary: "I have seen the log up to `seq`",
  middleware: [signedIn] as const,
  request: { params: IdParam, ...body(z.object({ seq: z.int().min(0) })) },
  responses: { 200: json(Ok, "Noted") },
});

const getReplay = apiRoute({
  method: "get",
  path: "/api/games/{id}/replay",
  operationId: "getReplay",
  scope: "read",
  security: OPTIONAL_SESSION,
  failures: ["NOT_FOUND", "GAME_NOT_FINISHED", "UNKNOWN_GAME_TYPE"],
  tags: ["Playing"],
  summary:
    "A finished game to step through: usually every secret (seed and whole log); for games whose secrets outlive them, the spectators' views",
  request: { params: IdParam },
  responses: { 200: json(Replay, "Replay") },
});

export const playRoutes = router()
  .openapi(getGame, async (c) => {
    const { invite, tab } = c.req.valid("query");
    const ifNoneMatch = c.req.valid("header")["if-none-match"];
    const result = await pollGame(c.get("ctx"), c.req.valid("param").id, c.get("userId"), { invite, ifNoneMatch, tab });
    if (!result.ok) return failed(c, result);
    const { tag, othersPresent, botsResumed } = result.value;
    botsSoon(c, c.req.valid("param").id, botsResumed);
    const company: Record<string, string> =
      othersPresent === undefined ? {} : { [OTHERS_PRESENT]: String(othersPresent) };
    if (result.value.unchanged) return c.body(null, 304, { ETag: tag, ...NO_STORE, ...company });
    return c.json(result.value.body, 200, { ETag: tag, ...NO_STORE, ...company });
  })
  .openapi(postMove, async (c) => {
    const result = await submitMove(c.get("ctx"), currentUser(c), c.req.valid("param").id, c.req.valid("json"));
    if (!result.ok) return failed(c, result);
    const { tag, body: game, seq, replayed, notified, botsDue, plansDue } = result.value;
    drainSoon(c, notified);
    // Plans ahead ride the bots' background chain; the answer says nothing of them.
    botsSoon(c, game.id, botsDue || plansDue);
    const bots: Record<string, string> = botsDue ? { [OTHERS_PRESENT]: String(BOTS_AT_WORK_S) } : {};
    return c.json({ seq, replayed, game }, 200, { ETag: tag, ...NO_STORE, ...bots });
  })
  .openapi(postUndo, async (c) => {
    const result = await undoMove(c.get("ctx"), currentUser(c), c.req.valid("param").id, c.req.valid("json").version);
    if (!result.ok) return failed(c, result);
    const { tag, body: game, seq, replayed, notified, botsDue } = result.value;
    drainSoon(c, notified);
    botsSoon(c, game.id, botsDue);
    return c.json({ seq, replayed, game }, 200, { ETag: tag, ...NO_STORE });
  })
  .openapi(getLog, async (c) => {
    const result = await moveLog(c.get("ctx"), c.req.valid("param").id, c.get("userId"), c.req.valid("query").after);
    return result.ok ? c.json({ entries: result.value }, 200) : failed(c, result);
  })
  .openapi(getSince, async (c) => {
    const result = await sinceLastVisit(c.get("ctx"), c.req.valid("param").id, currentUser(c));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  })
  .openapi(postSeen, async (c) => {
    const result = await markSeen(c.get("ctx"), c.req.valid("param").id, currentUser(c), c.req.valid("json").seq);
    return result.ok ? c.json({ ok: true as const }, 200) : failed(c, result);
  })
  .openapi(getReplay, async (c) => {
    const result = await replayGame(c.get("ctx"), c.req.valid("param").id, c.get("userId"));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  });
