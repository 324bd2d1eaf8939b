import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { MiddlewareHandler } from "hono";
import type { TokenScope } from "../db/schema.ts";
import type { AppEnv } from "./env.ts";
import { bearerOf } from "../match/api-tokens.ts";
import { ERRORS, errorBody, errorResponses, failed, type ErrorCode } from "./errors.ts";
import { signedIn } from "./session.ts";

/** The name under which the document declares the session cookie (`components.securitySchemes`). */
export const SESSION_SCHEME = "session";
/** The name under which the document declares personal API tokens (`Authorization: Bearer`). */
export const BEARER_SCHEME = "token";

/**
 * What a route lets an API token do: a token scope it needs, `session` for a signed-in browser
 * only (sign-in, tokens, settings), `public` for a route that reads no identity.
 */
export type RouteScope = TokenScope | "session" | "public";

const gates = new Map<RouteScope, MiddlewareHandler<AppEnv>>();

/**
 * The one place a token is checked: the session middleware only found it. A route for a browser
 * alone refuses it unread, a public one ignores it; else a valid token whose scopes include the
 * route's names the request's user. A route without a declared scope refuses tokens.
 */
function tokenGate(scope: RouteScope): MiddlewareHandler<AppEnv> {
  let gate = gates.get(scope);
  if (!gate) {
    gate = createMiddleware<AppEnv>(async (c, next) => {
      const token = c.get("bearer");
      if (token === undefined || scope === "public") return next();
      if (scope === "session") return c.json(errorBody("SESSION_ONLY"), 403);
      const bearer = await bearerOf(c.get("ctx"), token);
      if (!bearer.ok) {
        if (bearer.code === "TOKEN_INVALID") c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
        return failed(c, bearer);
      }
      if (!bearer.value.scopes.includes(scope)) return c.json(errorBody("TOKEN_SCOPE", { params: { scope } }), 403);
      c.set("userId", bearer.value.userId);
      return next();
    });
    gates.set(scope, gate);
  }
  return gate;
}

/** What the document says a route lets a token do (`x-token-scope`) and the security it lists. */
function security(config: RouteConfig, needsSession: boolean, scope: RouteScope) {
  const bearer = scope === "session" || scope === "public" ? [] : [{ [BEARER_SCHEME]: [scope] }];
  if (needsSession) return [{ [SESSION_SCHEME]: [] }, ...bearer];
  return config.security?.length ? [...config.security, ...bearer] : config.security;
}
/** Public, and the same for everybody: the cookie is not read. */
export const ANONYMOUS: RouteConfig["security"] = [];
/** Public, but a session cookie, when sent, shows more (my seat, my secrets). */
export const OPTIONAL_SESSION: RouteConfig["security"] = [{}, { [SESSION_SCHEME]: [] }];

type Failures = readonly ErrorCode[];

/** The codes any route of this shape answers before its handler runs (app.ts's middleware, the validators). */
function shapeFailures(config: RouteConfig, needsSession: boolean, scope: RouteScope): ErrorCode[] {
  const request = config.request ?? {};
  return [
    ...(scope === "session"
      ? (["SESSION_ONLY"] as const)
      : scope === "public"
        ? []
        : (["TOKEN_INVALID", "TOKEN_SCOPE", "RATE_LIMITED"] as const)),
    ...(config.method === "get" ? [] : (["CROSS_SITE_REQUEST", "BODY_TOO_LARGE"] as const)),
    ...(request.body ? (["INVALID_REQUEST", "UNSUPPORTED_MEDIA_TYPE"] as const) : []),
    ...(request.params || request.query || request.headers ? (["INVALID_REQUEST"] as const) : []),
    ...(needsSession ? (["NOT_SIGNED_IN"] as const) : []),
  ];
}

/**
 * `createRoute` for the API, so the document says what a client needs: whether the session cookie
 * is required (read from the route's own `signedIn` middleware; public routes say `ANONYMOUS` or
 * `OPTIONAL_SESSION`), and every 4XX status it can answer with its codes: those of its shape plus
 * `failures`, the use case's own. `scope` says what an API token needs here (test/worker/api-tokens
 * checks every route declares one); the gate that checks it runs before the route's middleware.
 * The handler's types still see `ERRORS` (any status).
 */
export function apiRoute<
  P extends string,
  R extends Omit<RouteConfig, "path"> & { path: P; operationId: string; failures?: Failures; scope?: RouteScope },
>(config: R) {
  const { failures = [], scope, ...route } = config;
  const middleware: unknown[] = [route.middleware ?? []].flat();
  const needsSession = middleware.includes(signedIn);
  if (!needsSession && !route.security)
    throw new Error(`${route.operationId}: a public route says ANONYMOUS or OPTIONAL_SESSION`);
  const declared = scope ?? "session";
  const documented = {
    ...route,
    ...(scope ? { "x-token-scope": scope } : {}),
    middleware: [tokenGate(declared), ...middleware],
    security: security(route, needsSession, declared),
    responses: {
      ...errorResponses([...shapeFailures(route, needsSession, declared), ...failures]),
      ...route.responses,
      ...ERRORS,
    },
  };
  return createRoute(
    documented as unknown as Omit<R, "failures"> & { path: P; responses: R["responses"] & typeof ERRORS },
  );
}
