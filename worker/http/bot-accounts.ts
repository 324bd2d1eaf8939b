import * as z from "zod";
import { botToken, listBots, MAX_BOTS, registerBot, revokeBotToken, seatOwnBot } from "../match/bot-accounts.ts";
import { gameView } from "../match/views.ts";
import { ApiToken, TokenName } from "./api-tokens.ts";
import { errorBody, failed } from "./errors.ts";
import { UserName } from "./me.ts";
import { apiRoute } from "./routes.ts";
import { body, Game, IdParam, json, Ok, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const OwnedBot = z
  .object({ id: z.string(), name: z.string(), createdAt: z.number(), tokens: z.array(ApiToken) })
  .openapi("OwnedBot");

const TokenOfBot = IdParam.extend({
  tokenId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: "tokenId", in: "path" }, example: 1 }),
});

const listRoute = apiRoute({
  method: "get",
  path: "/api/me/bots",
  operationId: "listMyBots",
  scope: "bot",
  tags: ["Accounts"],
  summary: "The bot accounts I own, with their tokens (never the tokens themselves)",
  middleware: [signedIn] as const,
  responses: { 200: json(z.object({ bots: z.array(OwnedBot), max: z.number() }), "Bots") },
});

const registerRoute = apiRoute({
  method: "post",
  path: "/api/me/bots",
  operationId: "registerBot",
  scope: "bot",
  failures: ["NOT_FOUND", "GUEST_NOT_ALLOWED", "FORBIDDEN", "TOO_MANY_BOTS", "NAME_TAKEN"],
  tags: ["Accounts"],
  summary: "Register a bot account I own: it plays through tokens I make for it and is shown as a bot",
  middleware: [signedIn] as const,
  request: body(z.strictObject({ name: UserName })),
  responses: { 201: json(OwnedBot, "The bot") },
});

const tokenRoute = apiRoute({
  method: "post",
  path: "/api/me/bots/{id}/tokens",
  operationId: "createBotToken",
  scope: "bot",
  failures: ["NOT_FOUND", "TOO_MANY_TOKENS", "GUEST_NOT_ALLOWED"],
  tags: ["Accounts"],
  summary: "A token for my bot (read, play, chat), shown this once",
  middleware: [signedIn] as const,
  request: {
    params: IdParam,
    ...body(
      z.strictObject({
        name: TokenName,
        scopes: z
          .array(z.enum(["read", "play", "chat"]))
          .min(1)
          .max(3),
      }),
    ),
  },
  responses: { 201: json(z.object({ token: z.string(), item: ApiToken }), "The token, once") },
});

const revokeRoute = apiRoute({
  method: "delete",
  path: "/api/me/bots/{id}/tokens/{tokenId}",
  operationId: "revokeBotToken",
  scope: "bot",
  failures: ["NOT_FOUND"],
  tags: ["Accounts"],
  summary: "Revoke one of my bot's tokens",
  middleware: [signedIn] as const,
  request: { params: TokenOfBot },
  responses: { 200: json(Ok, "Revoked") },
});

const seatRoute = apiRoute({
  method: "post",
  path: "/api/games/{id}/own-bots",
  operationId: "seatOwnBot",
  scope: "play",
  failures: ["NOT_FOUND", "NOT_A_PLAYER", "GAME_NOT_OPEN", "ALREADY_JOINED", "GAME_FULL"],
  tags: ["Lobby"],
  summary: "Seat one of my bot accounts in a lobby I sit in (no invitation for it to answer)",
  middleware: [signedIn] as const,
  request: { params: IdParam, ...body(z.strictObject({ botId: z.string().regex(/^[0-9a-z]{12}$/) })) },
  responses: { 200: json(Game, "The game now") },
});

export const botAccountRoutes = router()
  .openapi(listRoute, async (c) => c.json({ bots: await listBots(c.get("ctx"), currentUser(c)), max: MAX_BOTS }, 200))
  .openapi(registerRoute, async (c) => {
    const made = await registerBot(c.get("ctx"), currentUser(c), c.req.valid("json").name);
    return made.ok ? c.json(made.value, 201) : failed(c, made);
  })
  .openapi(tokenRoute, async (c) => {
    const made = await botToken(c.get("ctx"), currentUser(c), c.req.valid("param").id, c.req.valid("json"));
    return made.ok ? c.json(made.value, 201) : failed(c, made);
  })
  .openapi(revokeRoute, async (c) => {
    const { id, tokenId } = c.req.valid("param");
    return (await revokeBotToken(c.get("ctx"), currentUser(c), id, tokenId))
      ? c.json({ ok: true as const }, 200)
      : c.json(errorBody("NOT_FOUND"), 404);
  })
  .openapi(seatRoute, async (c) => {
    const { id } = c.req.valid("param");
    const seated = await seatOwnBot(c.get("ctx"), currentUser(c), id, c.req.valid("json").botId);
    if (!seated.ok) return failed(c, seated);
    const view = await gameView(c.get("ctx"), id, currentUser(c));
    return view.ok ? c.json(view.value.body, 200) : failed(c, view);
  });
