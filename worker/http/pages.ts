import { Hono } from "hono";
import { completeSignIn, pendingSignIn, pageLanguage } from "../match/accounts.ts";
import type { AppEnv } from "./env.ts";
import { writeSessionCookie } from "./session.ts";
import { signInPage } from "./sign-in-page.ts";

/**
 * Server-rendered pages outside the API: the sign-in link's landing page (a button that posts
 * the token, so mail scanners that fetch links do not spend it). The development pages are in
 * `dev-pages.ts`.
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/sign-in/verify", async (c) => {
    const token = c.req.query("token") ?? "";
    const pending = token.length >= 20 && token.length <= 100 ? await pendingSignIn(c.get("ctx"), token) : undefined;
    const language = pageLanguage(pending?.language, c.req.header("Accept-Language"));
    if (!pending) return c.html(await signInPage(c.env.ASSETS, language, "invalid"), 400);
    return c.html(await signInPage(c.env.ASSETS, language, { token, email: pending.email }));
  })
  .post("/sign-in/verify", async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === "string" ? form.token : "";
    // A guest signing in from the browser it played in keeps its games.
    const result = await completeSignIn(c.get("ctx"), {
      token,
      userAgent: c.req.header("User-Agent"),
      current: c.get("userId"),
    });
    if (!result.ok)
      return c.html(
        await signInPage(c.env.ASSETS, pageLanguage(undefined, c.req.header("Accept-Language")), "invalid"),
        400,
      );
    await writeSessionCookie(c, result.value.sessionSecret, result.value.user.id, result.value.expiresAt);
    return c.redirect("/", 303);
  });
