import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { ERRORS, errorResponses, type ErrorCode } from "./errors.ts";
import { signedIn } from "./session.ts";

/** The name under which the document declares the session cookie (`components.securitySchemes`). */
export const SESSION_SCHEME = "session";
/** Public, and the same for everybody: the cookie is not read. */
export const ANONYMOUS: RouteConfig["security"] = [];
/** Public, but a session cookie, when sent, shows more (my seat, my secrets). */
export const OPTIONAL_SESSION: RouteConfig["security"] = [{}, { [SESSION_SCHEME]: [] }];

type Failures = readonly ErrorCode[];

/** The codes any route of this shape answers before its handler runs (app.ts's middleware, the validators). */
function shapeFailures(config: RouteConfig, needsSession: boolean): ErrorCode[] {
  const request = config.request ?? {};
  return [
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
 * `failures`, the use case's own. The handler's types still see `ERRORS` (any status).
 */
export function apiRoute<
  P extends string,
  R extends Omit<RouteConfig, "path"> & { path: P; operationId: string; failures?: Failures },
>(config: R) {
  const { failures = [], ...route } = config;
  const middleware: unknown[] = [route.middleware ?? []].flat();
  const needsSession = middleware.includes(signedIn);
  if (!needsSession && !route.security)
    throw new Error(`${route.operationId}: a public route says ANONYMOUS or OPTIONAL_SESSION`);
  const documented = {
    ...route,
    security: needsSession ? [{ [SESSION_SCHEME]: [] }] : route.security,
    responses: {
      ...errorResponses([...shapeFailures(route, needsSession), ...failures]),
      ...route.responses,
      ...ERRORS,
    },
  };
  return createRoute(
    documented as unknown as Omit<R, "failures"> & { path: P; responses: R["responses"] & typeof ERRORS },
  );
}
