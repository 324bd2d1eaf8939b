import * as z from "zod";
import { CHAT_MAX_LENGTH, CHAT_POINT_MAX_LENGTH, postChat, readChat } from "../match/chat.ts";
import { failed } from "./errors.ts";
import { apiRoute, OPTIONAL_SESSION } from "./routes.ts";
import { drainSoon } from "./notifications.ts";
import { body, IdParam, json, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

/** A place on the board in the game's own short form ("3,-1"); the game's rules judge whether it is one. */
const Point = z
  .string()
  .min(1)
  .max(CHAT_POINT_MAX_LENGTH)
  .regex(/^[\w,.:-]+$/)
  .openapi({ example: "3,-1" });

const Message = z
  .object({
    id: z.number(),
    userId: z.string(),
    name: z.string(),
    text: z.string(),
    point: Point.optional(),
    createdAt: z.number(),
  })
  .openapi("ChatMessage");

const getChat = apiRoute({
  method: "get",
  path: "/api/games/{id}/chat",
  operationId: "listChat",
  scope: "read",
  security: OPTIONAL_SESSION,
  failures: ["NOT_FOUND"],
  tags: ["Chat"],
  summary: "Chat messages after `after` (100 at a time)",
  request: { params: IdParam, query: z.object({ after: z.coerce.number().int().min(0).default(0) }) },
  responses: { 200: json(z.object({ messages: z.array(Message) }), "Messages") },
});

const postMessage = apiRoute({
  method: "post",
  path: "/api/games/{id}/chat",
  operationId: "postChat",
  scope: "chat",
  failures: ["NOT_FOUND", "NOT_A_PLAYER", "INVALID_POINT"],
  tags: ["Chat"],
  summary: "Say something (plain text, players only), perhaps pointing at a place on the board",
  middleware: [signedIn] as const,
  request: {
    params: IdParam,
    ...body(z.object({ text: z.string().trim().min(1).max(CHAT_MAX_LENGTH), point: Point.optional() })),
  },
  responses: { 201: json(z.object({ id: z.number() }), "Posted") },
});

export const chatRoutes = router()
  .openapi(getChat, async (c) => {
    const result = await readChat(c.get("ctx"), c.get("userId"), c.req.valid("param").id, c.req.valid("query").after);
    return result.ok ? c.json({ messages: result.value }, 200) : failed(c, result);
  })
  .openapi(postMessage, async (c) => {
    const result = await postChat(c.get("ctx"), currentUser(c), c.req.valid("param").id, c.req.valid("json"));
    if (!result.ok) return failed(c, result);
    // A mention queued a note: send it after the answer.
    drainSoon(c);
    return c.json(result.value, 201);
  });
