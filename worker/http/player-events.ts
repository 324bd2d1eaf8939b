import * as z from "zod";
import { legalMovesPage } from "../match/legal-moves.ts";
import {
  formatCursor,
  freshCursor,
  MAX_WAIT_SECONDS,
  waitForEvents,
  type EventCursor,
} from "../match/player-events.ts";
import { failed } from "./errors.ts";
import { apiRoute } from "./routes.ts";
import { IdParam, json, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const Cursor = z
  .string()
  .regex(/^\d{1,16}\.\d{1,16}$/)
  .transform((text): EventCursor => {
    const [after, chat] = text.split(".").map(Number);
    return { after: after ?? 0, chat: chat ?? 0 };
  })
  .openapi({
    description: "The `cursor` of the previous answer; without it the stream starts now",
    example: "1764270000000.42",
  });

const PlayerEvent = z
  .object({
    type: z.enum(["yourTurn", "invited", "gameStarted", "gameOver", "chat"]),
    gameId: z.string(),
    gameType: z.string().optional(),
    version: z.number().optional().openapi({ description: "yourTurn: the version to move at" }),
    seat: z.number().optional(),
    id: z.number().optional(),
    from: z.string().optional(),
    text: z.string().optional(),
    at: z.number().optional(),
  })
  .openapi("PlayerEvent");

const getEvents = apiRoute({
  method: "get",
  path: "/api/me/events",
  operationId: "getEvents",
  scope: "read",
  tags: ["Playing"],
  summary: "Long poll: what happened in my games (your turn, invitations, game started, game over, chat)",
  description:
    "With an API token: answers at once when something happened, else after up to `wait` seconds with no events (with the session cookie: at once). `yourTurn` and `invited` come in every answer while a game waits on you (a state, so a lost answer loses no turn); the other events come once, game starts and ends about ten seconds late. Pass each answer's `cursor` to the next request. See worker/match/README.md (an event stream for programs).",
  middleware: [signedIn] as const,
  request: {
    query: z.object({
      cursor: Cursor.optional(),
      wait: z.coerce.number().int().min(0).max(MAX_WAIT_SECONDS).default(MAX_WAIT_SECONDS),
    }),
  },
  responses: { 200: json(z.object({ events: z.array(PlayerEvent), cursor: z.string() }), "Events") },
});

const getLegal = apiRoute({
  method: "get",
  path: "/api/games/{id}/legal",
  operationId: "getLegalMoves",
  scope: "read",
  failures: ["NOT_FOUND"],
  tags: ["Playing"],
  summary: "My legal moves in this game now, a page at a time (empty when I need not act), with the version to move at",
  description:
    "Every game's moves as a plain list, also where the game answer carries them in parts (`legalParts`), so a program needs no game's code: `limit=0` tells how many there are.",
  middleware: [signedIn] as const,
  request: {
    params: IdParam,
    query: z.object({
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(0).max(2000).default(100),
    }),
  },
  responses: {
    200: json(z.object({ version: z.number(), total: z.number(), moves: z.array(z.unknown()) }), "Legal moves"),
  },
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const playerEventRoutes = router()
  .openapi(getEvents, async (c) => {
    const ctx = c.get("ctx");
    const { cursor, wait } = c.req.valid("query");
    const from = cursor ?? (await freshCursor(ctx, Date.now()));
    const clock = { now: () => Date.now(), sleep };
    // The long poll is for programs: a browser's page polls its games (with ETags) and answers at once.
    const waitMs = c.get("bearer") === undefined ? 0 : wait * 1000;
    const answer = await waitForEvents(ctx, currentUser(c), from, waitMs, clock);
    return c.json({ events: answer.events, cursor: formatCursor(answer.cursor) }, 200);
  })
  .openapi(getLegal, async (c) => {
    const page = await legalMovesPage(c.get("ctx"), c.req.valid("param").id, currentUser(c), c.req.valid("query"));
    return page.ok ? c.json(page.value, 200) : failed(c, page);
  });
