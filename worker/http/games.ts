import * as z from "zod";
import { listMyGames, listOpenGames } from "../db/game-lists.ts";
import { cancelGame, createGame, inviteUser, joinGame, leaveGame, newGame, startGame } from "../match/lobby.ts";
import type { Result } from "../match/result.ts";
import { addBot, removeBot } from "../match/bots.ts";
import { playNow } from "../match/guests.ts";
import { WEB_TABLE_TYPES } from "../match/definitions.ts";
import { gameView } from "../match/views.ts";
import { shownListItem } from "../match/waiting.ts";
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import { failed } from "./errors.ts";
import { apiRoute, OPTIONAL_SESSION } from "./routes.ts";
import { botsSoon, drainSoon } from "./notifications.ts";
import { body, Game, IdParam, json, Language, MyGameItem, OpenGameItem, router, TimeZone } from "./schemas.ts";
import { currentUser, signedIn, writeSessionCookie } from "./session.ts";

const create = apiRoute({
  method: "post",
  path: "/api/games",
  operationId: "createGame",
  scope: "play",
  failures: ["UNKNOWN_GAME_TYPE", "INVALID_OPTIONS"],
  tags: ["Lobby"],
  summary: "Create a game (you take the first seat)",
  middleware: [signedIn] as const,
  request: body(newGame),
  responses: { 201: json(z.object({ id: z.string() }), "Created") },
});

const list = apiRoute({
  method: "get",
  path: "/api/games",
  operationId: "listGames",
  scope: "read",
  security: OPTIONAL_SESSION,
  tags: ["Lobby"],
  summary: "Open games to join, or my games (where it is my turn first, nearest deadline first)",
  description:
    "The open games are only those of games with a web table: a game played through the API only is joined by its id (`POST /api/games/{id}/join`) or an invitation.",
  request: { query: z.object({ list: z.enum(["open", "mine"]).default("open") }) },
  responses: {
    200: json(z.object({ games: z.array(MyGameItem).or(z.array(OpenGameItem)) }), "Games"),
  },
});

/** What each lobby action can refuse. */
const LOBBY_FAILURES = {
  leave: ["NOT_A_PLAYER", "GAME_NOT_OPEN", "NOT_THE_CREATOR"],
  start: ["NOT_FOUND", "NOT_THE_CREATOR", "GAME_NOT_OPEN", "UNKNOWN_GAME_TYPE", "NOT_ENOUGH_PLAYERS", "STALE_VERSION"],
  cancel: ["NOT_FOUND", "NOT_THE_CREATOR", "GAME_NOT_OPEN"],
} as const;

const lobbyAction = <A extends "leave" | "start" | "cancel">(action: A, summary: string) =>
  apiRoute({
    method: "post",
    path: `/api/games/{id}/${action}` as `/api/games/{id}/${A}`,
    operationId: `${action}Game`,
    scope: "play",
    failures: LOBBY_FAILURES[action],
    tags: ["Lobby"],
    summary,
    middleware: [signedIn] as const,
    request: { params: IdParam },
    responses: {
      200: json(Game, "The game now"),
      ...(action === "leave" ? { 204: { description: "Left an invite-only game, which is out of my sight now" } } : {}),
    },
  });

const join = apiRoute({
  method: "post",
  path: "/api/games/{id}/join",
  operationId: "joinGame",
  scope: "play",
  failures: ["NOT_FOUND", "ALREADY_JOINED", "GAME_NOT_OPEN", "GAME_FULL"],
  tags: ["Lobby"],
  summary: "Join an open game (invite-only games need the link's code or an invitation)",
  middleware: [signedIn] as const,
  request: { params: IdParam, ...body(z.object({ inviteCode: z.string().max(40).optional() })) },
  responses: { 200: json(Game, "The game now") },
});

const invite = apiRoute({
  method: "post",
  path: "/api/games/{id}/invitations",
  operationId: "inviteToGame",
  scope: "play",
  failures: ["NOT_A_PLAYER", "GAME_NOT_OPEN", "UNKNOWN_USER"],
  tags: ["Lobby"],
  summary: "Invite a player by user name (players of an open game only)",
  middleware: [signedIn] as const,
  request: { params: IdParam, ...body(z.object({ name: z.string().min(1).max(32) })) },
  responses: { 201: json(z.object({ userId: z.string() }), "Invited") },
});

const addBotRoute = apiRoute({
  method: "post",
  path: "/api/games/{id}/bots",
  operationId: "addBot",
  scope: "play",
  failures: ["NOT_A_PLAYER", "NOT_THE_CREATOR", "GAME_NOT_OPEN", "GAME_FULL", "NOT_FOUND", "STALE_VERSION"],
  tags: ["Lobby"],
  summary: "Give an open seat to a bot of the game (the creator only); a game of its creator and bots starts at once",
  description:
    "A bot plays to its seat's goals from what its seat may see, moving shortly after the move that gives it the turn. It gets no notifications and has no clock. A game with a bot seat is not rated.",
  middleware: [signedIn] as const,
  request: { params: IdParam },
  responses: { 200: json(Game, "The game now") },
});

const removeBotRoute = apiRoute({
  method: "delete",
  path: "/api/games/{id}/bots/{n}",
  operationId: "removeBot",
  scope: "play",
  failures: ["NOT_A_PLAYER", "NOT_THE_CREATOR", "GAME_NOT_OPEN", "NOT_FOUND"],
  tags: ["Lobby"],
  summary: "Take a bot out of an open game (the creator only)",
  middleware: [signedIn] as const,
  request: { params: IdParam.extend({ n: z.coerce.number().int().min(1).max(9) }) },
  responses: { 200: json(Game, "The game now") },
});

const playNowRoute = apiRoute({
  method: "post",
  path: "/api/play-now",
  operationId: "playNow",
  scope: "play",
  security: OPTIONAL_SESSION,
  failures: ["UNKNOWN_GAME_TYPE", "RATE_LIMITED"],
  tags: ["Lobby"],
  summary:
    "A game against bots that starts at once; without a session, as a new guest (its session cookie comes with the answer)",
  description:
    "Only games with a web table. A guest has no address: it plays with bots only (no joining, no public games, no chat with people, no leagues), keeps its games by signing in by mail from the same browser, and is deleted with its games after two weeks unused. New guests are rate-limited per address range (IPv4 /24, IPv6 /48). Games with a bot are not rated.",
  // The games a person can play here, listed in the document (a client, or the fuzzer, sees them).
  request: body(z.object({ type: z.enum(WEB_TABLE_TYPES), language: Language, timeZone: TimeZone })),
  responses: { 201: json(z.object({ id: z.string(), guest: z.boolean() }), "Started") },
});

/** After a lobby change, answer with the game as the user now sees it. */
async function answer(c: Context<AppEnv>, id: string, result: Result<unknown>) {
  if (!result.ok) return failed(c, result);
  const view = await gameView(c.get("ctx"), id, currentUser(c));
  return view.ok ? c.json(view.value.body, 200) : failed(c, view);
}

export const gameRoutes = router()
  .openapi(create, async (c) => {
    const result = await createGame(c.get("ctx"), currentUser(c), c.req.valid("json"));
    if (!result.ok) return failed(c, result);
    if (result.value.started) {
      drainSoon(c);
      botsSoon(c, result.value.id);
    }
    return c.json({ id: result.value.id }, 201);
  })
  .openapi(list, async (c) => {
    const { list: which } = c.req.valid("query");
    const userId = c.get("userId");
    const { db } = c.get("ctx");
    if (which === "mine") {
      if (!userId) return c.json({ games: [] }, 200);
      return c.json({ games: (await listMyGames(db, userId)).map(shownListItem) }, 200);
    }
    // Only games people can play here are offered to join; the others are joined through the API by id.
    return c.json({ games: await listOpenGames(db, userId, 100, WEB_TABLE_TYPES) }, 200);
  })
  .openapi(join, async (c) => {
    const { id } = c.req.valid("param");
    const { inviteCode } = c.req.valid("json");
    return answer(c, id, await joinGame(c.get("ctx"), currentUser(c), id, inviteCode));
  })
  .openapi(lobbyAction("leave", "Leave a game before it starts"), async (c) => {
    const { id } = c.req.valid("param");
    const left = await leaveGame(c.get("ctx"), currentUser(c), id);
    if (!left.ok) return failed(c, left);
    // A game by invitation is out of sight once left: that is no failure of the leave.
    const view = await gameView(c.get("ctx"), id, currentUser(c));
    return view.ok ? c.json(view.value.body, 200) : c.body(null, 204);
  })
  .openapi(lobbyAction("start", "Start the game: random seat order, secret seed"), async (c) => {
    const { id } = c.req.valid("param");
    const started = await startGame(c.get("ctx"), currentUser(c), id);
    if (started.ok) {
      drainSoon(c);
      botsSoon(c, id);
    }
    return answer(c, id, started);
  })
  .openapi(playNowRoute, async (c) => {
    const input = c.req.valid("json");
    const ip = c.req.header("CF-Connecting-IP") ?? c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() ?? "unknown";
    const result = await playNow(c.get("ctx"), c.get("userId"), {
      ...input,
      ip,
      userAgent: c.req.header("User-Agent"),
    });
    if (!result.ok) return failed(c, result);
    const { gameId, guest } = result.value;
    if (guest) await writeSessionCookie(c, guest.sessionSecret, guest.user.id, guest.expiresAt);
    drainSoon(c);
    botsSoon(c, gameId);
    return c.json({ id: gameId, guest: guest !== undefined }, 201);
  })
  .openapi(addBotRoute, async (c) => {
    const { id } = c.req.valid("param");
    const added = await addBot(c.get("ctx"), currentUser(c), id);
    if (!added.ok || !added.value.full) return answer(c, id, added);
    // The creator and bots fill every seat: the game starts at once.
    const started = await startGame(c.get("ctx"), currentUser(c), id);
    if (started.ok) {
      drainSoon(c);
      botsSoon(c, id);
    }
    return answer(c, id, started);
  })
  .openapi(removeBotRoute, async (c) => {
    const { id, n } = c.req.valid("param");
    return answer(c, id, await removeBot(c.get("ctx"), currentUser(c), id, n));
  })
  .openapi(lobbyAction("cancel", "Cancel a game before it starts"), async (c) => {
    const { id } = c.req.valid("param");
    return answer(c, id, await cancelGame(c.get("ctx"), currentUser(c), id));
  })
  .openapi(invite, async (c) => {
    const result = await inviteUser(c.get("ctx"), currentUser(c), c.req.valid("param").id, c.req.valid("json").name);
    if (result.ok) drainSoon(c);
    return result.ok ? c.json(result.value, 201) : failed(c, result);
  });
