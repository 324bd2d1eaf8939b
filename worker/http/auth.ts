import * as z from "zod";
import { completeSignIn, requestSignIn, revokeSession, sessionsOf, signOut } from "../match/accounts.ts";
import { failed } from "./errors.ts";
import { ANONYMOUS, apiRoute } from "./routes.ts";
import { clearSessionCookie, currentUser, signedIn, writeSessionCookie } from "./session.ts";
import { body, json, Language, Ok, router, TimeZone, User } from "./schemas.ts";

const requestLink = apiRoute({
  method: "post",
  path: "/api/auth/email",
  operationId: "requestSignInLink",
  scope: "session",
  security: ANONYMOUS,
  failures: ["RATE_LIMITED"],
  tags: ["Accounts"],
  summary: "Mail me a sign-in link",
  description:
    "Always answers 202 for a well-formed address, so the answer does not tell whether an account exists. Rate-limited per address and per client.",
  request: body(
    z.object({
      email: z.email().max(254),
      language: Language.optional().openapi({ description: "The browser's language: the mail's, and a new account's" }),
      timeZone: TimeZone.optional().openapi({ description: "The browser's time zone, for a new account" }),
    }),
  ),
  responses: { 202: json(z.object({ expiresAt: z.number() }), "Link sent") },
});

const verify = apiRoute({
  method: "post",
  path: "/api/auth/verify",
  operationId: "verifySignIn",
  scope: "session",
  security: ANONYMOUS,
  failures: ["SIGN_IN_LINK_INVALID"],
  tags: ["Accounts"],
  summary: "Spend a sign-in link's token; sets the session cookie",
  request: body(z.object({ token: z.string().min(20).max(100), language: Language.optional() })),
  responses: { 200: json(z.object({ user: User }), "Signed in") },
});

const signOutRoute = apiRoute({
  method: "post",
  path: "/api/auth/sign-out",
  operationId: "signOut",
  scope: "session",
  tags: ["Accounts"],
  summary: "End this session",
  middleware: [signedIn] as const,
  responses: { 200: json(Ok, "Signed out") },
});

const listSessionsRoute = apiRoute({
  method: "get",
  path: "/api/auth/sessions",
  operationId: "listSessions",
  scope: "session",
  tags: ["Accounts"],
  summary: "My open sessions",
  middleware: [signedIn] as const,
  responses: {
    200: json(
      z.object({
        sessions: z.array(
          z.object({
            id: z.string(),
            createdAt: z.number(),
            expiresAt: z.number(),
            userAgent: z.string().nullable(),
            current: z.boolean(),
          }),
        ),
      }),
      "Sessions",
    ),
  },
});

const revokeRoute = apiRoute({
  method: "delete",
  path: "/api/auth/sessions/{sessionId}",
  operationId: "revokeSession",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Accounts"],
  summary: "Revoke one of my sessions (it stops working within five minutes)",
  middleware: [signedIn] as const,
  request: { params: z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) }) },
  responses: { 200: json(Ok, "Revoked") },
});

function clientIp(header: string | undefined): string {
  return header?.split(",")[0]?.trim() || "unknown";
}

export const authRoutes = router()
  .openapi(requestLink, async (c) => {
    const { email, language, timeZone } = c.req.valid("json");
    const result = await requestSignIn(c.get("ctx"), {
      email,
      language,
      timeZone,
      ip: clientIp(c.req.header("CF-Connecting-IP") ?? c.req.header("X-Forwarded-For")),
    });
    return result.ok ? c.json(result.value, 202) : failed(c, result);
  })
  .openapi(verify, async (c) => {
    const { token, language } = c.req.valid("json");
    const result = await completeSignIn(c.get("ctx"), {
      token,
      language,
      userAgent: c.req.header("User-Agent"),
      current: c.get("userId"),
    });
    if (!result.ok) return failed(c, result);
    await writeSessionCookie(c, result.value.sessionSecret, result.value.user.id, result.value.expiresAt);
    return c.json({ user: result.value.user }, 200);
  })
  .openapi(signOutRoute, async (c) => {
    const secret = c.get("sessionSecret");
    if (secret) await signOut(c.get("ctx"), currentUser(c), secret);
    clearSessionCookie(c);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(listSessionsRoute, async (c) => {
    const sessions = await sessionsOf(c.get("ctx"), currentUser(c), c.get("sessionSecret") ?? "");
    return c.json({ sessions }, 200);
  })
  .openapi(revokeRoute, async (c) => {
    const result = await revokeSession(c.get("ctx"), currentUser(c), c.req.valid("param").sessionId);
    return result.ok ? c.json({ ok: true as const }, 200) : failed(c, result);
  });
