import * as z from "zod";
import { TOKEN_SCOPES } from "../db/schema.ts";
import { createApiToken, listApiTokens, MAX_API_TOKENS, revokeApiToken } from "../match/api-tokens.ts";
import { errorBody, failed } from "./errors.ts";
import { apiRoute } from "./routes.ts";
import { body, json, Ok, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const Scope = z.enum(TOKEN_SCOPES).openapi({
  description:
    "`read`: my games, their logs and chat; `play`: my moves and lobbies; `chat`: post chat; `bot`: my bot accounts",
});

export const ApiToken = z
  .object({
    id: z.number(),
    name: z.string(),
    scopes: z.array(Scope),
    createdAt: z.number(),
    lastUsedAt: z.number().nullable().openapi({ description: "Exact to a minute" }),
  })
  .openapi("ApiToken");

/** What a token is called in the owner's list. */
export const TokenName = z.string().trim().min(1).max(60);

const TokenId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: "id", in: "path" }, example: 1 }),
});

const listRoute = apiRoute({
  method: "get",
  path: "/api/me/tokens",
  operationId: "listApiTokens",
  scope: "session",
  tags: ["Accounts"],
  summary: "My personal API tokens (never the tokens themselves: they are shown once)",
  middleware: [signedIn] as const,
  responses: { 200: json(z.object({ tokens: z.array(ApiToken), max: z.number() }), "Tokens") },
});

const addRoute = apiRoute({
  method: "post",
  path: "/api/me/tokens",
  operationId: "createApiToken",
  scope: "session",
  failures: ["TOO_MANY_TOKENS", "GUEST_NOT_ALLOWED"],
  tags: ["Accounts"],
  summary: "A new personal API token: send it as `Authorization: Bearer`; this answer is the only time it is shown",
  middleware: [signedIn] as const,
  request: body(
    z.strictObject({
      name: TokenName,
      scopes: z.array(Scope).min(1).max(TOKEN_SCOPES.length),
    }),
  ),
  responses: { 201: json(z.object({ token: z.string(), item: ApiToken }), "The token, once") },
});

const revokeRoute = apiRoute({
  method: "delete",
  path: "/api/me/tokens/{id}",
  operationId: "revokeApiToken",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Accounts"],
  summary: "Revoke a token: it stops working at once",
  middleware: [signedIn] as const,
  request: { params: TokenId },
  responses: { 200: json(Ok, "Revoked") },
});

export const apiTokenRoutes = router()
  .openapi(listRoute, async (c) =>
    c.json({ tokens: await listApiTokens(c.get("ctx"), currentUser(c)), max: MAX_API_TOKENS }, 200),
  )
  .openapi(addRoute, async (c) => {
    const created = await createApiToken(c.get("ctx"), currentUser(c), c.req.valid("json"));
    return created.ok ? c.json(created.value, 201) : failed(c, created);
  })
  .openapi(revokeRoute, async (c) =>
    (await revokeApiToken(c.get("ctx"), currentUser(c), c.req.valid("param").id))
      ? c.json({ ok: true as const }, 200)
      : c.json(errorBody("NOT_FOUND"), 404),
  );
