import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie, setSignedCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { findLiveSession } from "../db/accounts.ts";
import { hmacKey, sha256 } from "../match/tokens.ts";
import type { AppEnv } from "./env.ts";
import { errorBody } from "./errors.ts";

/** The session cookie's name (the API document declares it as the security scheme). */
export const SESSION_COOKIE = "session";
/**
 * The signed cookie carries the session secret, the user and a "checked until" time: within it
 * a request needs no session lookup (so a 304 poll reads one row); after it the session row is
 * read again, so a revoked session stops working within this delay.
 */
export const SESSION_RECHECK = 5 * 60_000;

function isLocal(c: Context): boolean {
  const host = new URL(c.req.url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/**
 * A cookie the page's scripts may read (the session cookie is HttpOnly), set and cleared with the
 * session: without it the client knows it is a guest and asks nothing that would answer 401.
 */
export const SIGNED_IN_HINT = "signed_in";

export async function writeSessionCookie(
  c: Context<AppEnv>,
  secret: string,
  userId: string,
  expiresAt: number,
): Promise<void> {
  const now = c.get("ctx").now;
  const options = {
    path: "/",
    sameSite: "Lax",
    secure: !isLocal(c),
    maxAge: Math.floor((expiresAt - now) / 1000),
  } as const;
  await setSignedCookie(c, SESSION_COOKIE, `${secret}.${userId}.${now + SESSION_RECHECK}`, c.env.SESSION_KEY, {
    ...options,
    httpOnly: true,
  });
  setCookie(c, SIGNED_IN_HINT, "1", options);
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: !isLocal(c) });
  deleteCookie(c, SIGNED_IN_HINT, { path: "/", secure: !isLocal(c) });
}

/**
 * The cookie's value if hono's signature on it (`<value>.<base64 HMAC-SHA-256>`) holds, false if
 * it does not, undefined without a cookie. Hono's own reader imports the key on every request.
 */
async function readSignedCookie(c: Context<AppEnv>): Promise<string | false | undefined> {
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie === undefined) return undefined;
  const dot = cookie.lastIndexOf(".");
  const value = cookie.slice(0, dot);
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = Uint8Array.from(atob(cookie.slice(dot + 1)), (ch) => ch.charCodeAt(0));
  } catch {
    return false;
  }
  const valid =
    dot > 0 &&
    (await crypto.subtle.verify("HMAC", await hmacKey(c.env.SESSION_KEY), signature, new TextEncoder().encode(value)));
  return valid && value;
}

const BEARER = /^Bearer ([\w-]{1,200})$/;

/** Whether the request is an API call with `Authorization`: it is a token's, never a cookie's. */
export const carriesBearer = (c: Context): boolean =>
  c.req.header("Authorization") !== undefined && c.req.path.startsWith("/api/");

/** Reads the session cookie, or an API request's bearer token; sets `userId` and `sessionSecret` when the cookie is valid. */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  c.set("userId", undefined);
  c.set("sessionSecret", undefined);
  c.set("bearer", undefined);
  // An API request with a token never reads the cookie, so a token cannot borrow a browser's
  // session; the route's scope gate (`routes.ts`) checks the token and names its user.
  if (carriesBearer(c)) {
    c.set("bearer", BEARER.exec(c.req.header("Authorization") ?? "")?.[1] ?? "");
    await next();
    return;
  }
  const value = await readSignedCookie(c);
  const [secret, userId, checkedUntil] = typeof value === "string" ? value.split(".") : [];
  if (secret && userId && checkedUntil) {
    const ctx = c.get("ctx");
    if (Number(checkedUntil) > ctx.now) {
      c.set("userId", userId);
      c.set("sessionSecret", secret);
    } else {
      const live = await findLiveSession(ctx.db, await sha256(secret), ctx.now);
      if (live?.userId === userId) {
        c.set("userId", userId);
        c.set("sessionSecret", secret);
        await writeSessionCookie(c, secret, userId, live.expiresAt);
      } else clearSessionCookie(c);
    }
  } else if (value === false) clearSessionCookie(c);
  await next();
});

/** Refuses requests without a signed-in user. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("userId")) return c.json(errorBody("NOT_SIGNED_IN"), 401);
  await next();
});

export function currentUser(c: Context<AppEnv>): string {
  const userId = c.get("userId");
  if (!userId) throw new Error("route needs the signedIn middleware");
  return userId;
}
