import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, Next } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { TrieRouter } from "hono/router/trie-router";
import { secureHeaders } from "hono/secure-headers";
import { asWriter, keepVersions, versionsHanded } from "./db/game-store/index.ts";
import { openDb } from "./db/index.ts";
import { emptyUsage, meterD1, metering, usageHeaders } from "./db/metered.ts";
import { apiTokenRoutes } from "./http/api-tokens.ts";
import { BOOKMARK_HEADER, d1For } from "./db/sessions.ts";
import { authRoutes } from "./http/auth.ts";
import { calendarRoutes } from "./http/calendar.ts";
import { botAccountRoutes } from "./http/bot-accounts.ts";
import { chatRoutes } from "./http/chat.ts";
import { devRoutes } from "./http/dev-pages.ts";
import { mountDocs } from "./http/docs.ts";
import type { AppEnv } from "./http/env.ts";
import { errorBody, HTTP_STATUS_OF } from "./http/errors.ts";
import { gameRoutes } from "./http/games.ts";
import { leagueRoutes } from "./http/leagues.ts";
import { meRoutes } from "./http/me.ts";
import { adminRoutes } from "./http/admin.ts";
import { notificationRoutes, UNSUBSCRIBE_PATH, unsubscribeRoutes } from "./http/notifications.ts";
import { pageRoutes } from "./http/pages.ts";
import { planRoutes } from "./http/plans.ts";
import { playerEventRoutes } from "./http/player-events.ts";
import { playRoutes } from "./http/play.ts";
import { pushRoutes } from "./http/push.ts";
import { ratingRoutes } from "./http/ratings.ts";
import { carriesBearer, session } from "./http/session.ts";
import { vacationRoutes } from "./http/vacation.ts";
import { webhookRoutes } from "./http/webhooks.ts";

/** Requests larger than this are refused before parsing: moves, chat and profiles are small. */
export const MAX_BODY_BYTES = 16 * 1024;

const HTTP_CODE_BY_STATUS: Record<number, keyof typeof HTTP_STATUS_OF> = {
  400: "INVALID_REQUEST",
  403: "CROSS_SITE_REQUEST",
  413: "BODY_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

export function createApp() {
  // One router, the one Hono's default falls back to: it supports every pattern and is set up
  // without building a matcher first, and a sparse site's requests often meet a cold Worker
  // (worker/bundle/hono.ts leaves the default's other routers out of the bundle).
  const app = new OpenAPIHono<AppEnv>({ router: new TrieRouter() });
  // Each request is a writer of its own: it waits for its own version parts only (versions.ts).
  const serve = async (c: Context<AppEnv>, next: Next) => {
    const now = Date.now();
    const { d1, session } = d1For(c.env.DB, c.req.method, c.req.path, c.req.header(BOOKMARK_HEADER));
    // `wrangler deploy` builds with NODE_ENV "production": the meter stays out of the bundle.
    if (process.env.NODE_ENV === "production" || c.env.ENVIRONMENT !== "development") {
      c.set("ctx", { db: keepVersions(openDb(d1), c.env.GAME_VERSIONS), env: c.env, now });
      await next();
    } else {
      // The bench reads what each request cost; only local development measures it.
      const usage = emptyUsage();
      const started = performance.now();
      c.set("ctx", { db: keepVersions(openDb(meterD1(d1)), c.env.GAME_VERSIONS), env: c.env, now });
      await metering(usage, next);
      const cpu = performance.now() - started - usage.waitMs;
      for (const [name, value] of Object.entries(usageHeaders(usage))) c.header(name, value);
      c.header("X-Worker-CPU", `${cpu.toFixed(3)}ms`);
    }
    await versionsHanded();
    const bookmark = session?.getBookmark();
    if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
  };
  app.use("*", (c, next) => asWriter(() => serve(c, next)));

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  // Cookie-authenticated writes must come from our own pages: forms are checked by Origin and
  // Sec-Fetch-Site; JSON requests from another origin would need a CORS preflight we never grant.
  // The one exception: RFC 8058 one-click unsubscribe is a POST from the mail provider, carrying
  // no cookie and no Origin of ours; its signed token is the authority. An API request with a
  // bearer token reads no cookie (session.ts), and no other site can make a browser add that header.
  const checkOrigin = csrf();
  app.use("*", (c, next) =>
    (c.req.method === "POST" && c.req.path === UNSUBSCRIBE_PATH) || carriesBearer(c) ? next() : checkOrigin(c, next),
  );
  app.use("/api/*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(errorBody("BODY_TOO_LARGE"), 413) }));
  app.use("*", session);
  const routed = app
    .route("/", authRoutes)
    .route("/", meRoutes)
    .route("/", gameRoutes)
    .route("/", playRoutes)
    .route("/", planRoutes)
    .route("/", chatRoutes)
    .route("/", vacationRoutes)
    .route("/", ratingRoutes)
    .route("/", leagueRoutes)
    .route("/", notificationRoutes)
    .route("/", pushRoutes)
    .route("/", webhookRoutes)
    .route("/", calendarRoutes)
    .route("/", apiTokenRoutes)
    .route("/", playerEventRoutes)
    .route("/", botAccountRoutes)
    .route("/", unsubscribeRoutes)
    .route("/", adminRoutes)
    .route("/", pageRoutes);
  // The development pages (the mail page, the demo data): development builds only, as above.
  if (process.env.NODE_ENV !== "production") app.route("/", devRoutes());
  mountDocs(app);
  app.notFound((c) => c.json(errorBody("ROUTE_NOT_FOUND"), 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const code = HTTP_CODE_BY_STATUS[error.status] ?? "INVALID_REQUEST";
      return c.json(errorBody(code), HTTP_STATUS_OF[code]);
    }
    console.error(error);
    return c.json(errorBody("INTERNAL"), 500);
  });
  return routed;
}

export type AppType = ReturnType<typeof createApp>;
