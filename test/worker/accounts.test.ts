import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, uniqueEmail, WORKER } from "./helpers.ts";

/**
 * Accounts through HTTP: e-mail links, sessions, profiles, rate limits. Every sign-in here comes
 * from its own client address (CF-Connecting-IP), so the per-address limit of 20 mails an hour
 * never trips by accident; the rate-limit tests use addresses of their own.
 */

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

type ErrorBody = {
  error: {
    code: string;
    message: string;
    params?: Record<string, unknown>;
    issues?: { path: (string | number)[]; message: string }[];
  };
};
type PublicUser = { id: string; name: string; email: string; language: string; timeZone: string };

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Asks for a link for `email`; answers the response. */
function askLink(email: string, options: { ip?: string; language?: string; origin?: string } = {}) {
  return WORKER.fetch(`${options.origin ?? ORIGIN}/api/auth/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": options.ip ?? freshIp() },
    body: JSON.stringify({ email, ...(options.language ? { language: options.language } : {}) }),
  });
}

/** The newest mail to `email`, read straight from the development mail table. */
async function lastMail(email: string) {
  return env.DB.prepare('SELECT * FROM dev_mail WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ to: string; subject: string; text: string; html: string }>();
}

/** Asks for a link and answers the token from the mailed link. */
async function tokenFor(email: string, options: { language?: string; origin?: string } = {}): Promise<string> {
  const asked = await askLink(email, options);
  expect(asked.status, await asked.clone().text()).toBe(202);
  const mail = await lastMail(email.toLowerCase());
  const link = mail?.text.match(/https?:\/\/\S+\/sign-in\/verify\?token=\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return new URL(link).searchParams.get("token") ?? "";
}

/** Spends a token through the JSON API. */
function verify(token: string, options: { origin?: string; userAgent?: string; language?: string } = {}) {
  return WORKER.fetch(`${options.origin ?? ORIGIN}/api/auth/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": options.userAgent ?? "accounts-test" },
    body: JSON.stringify({ token, ...(options.language ? { language: options.language } : {}) }),
  });
}

/** A whole sign-in: link, verify; answers the cookie pair and the user. */
async function signInJson(email = uniqueEmail("acct"), options: { userAgent?: string; language?: string } = {}) {
  const token = await tokenFor(email);
  const verified = await verify(token, options);
  expect(verified.status, await verified.clone().text()).toBe(200);
  const setCookie = verified.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  const { user } = (await verified.json()) as { user: PublicUser };
  return { email, cookie, setCookie, user, token };
}

/** The session secret inside a session cookie (`session=<secret>.<user>.<checkedUntil>.<signature>`). */
function cookieParts(cookie: string): { secret: string; userId: string; checkedUntil: number } {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  const [secret = "", userId = "", checkedUntil = "0"] = value.split(".");
  return { secret, userId, checkedUntil: Number(checkedUntil) };
}

/** Signs a session cookie value with the test key, as hono's signed cookies do (HMAC-SHA-256, base64). */
async function signedCookie(value: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(env.SESSION_KEY),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value)));
  let binary = "";
  for (const b of signature) binary += String.fromCharCode(b);
  return `session=${encodeURIComponent(`${value}.${btoa(binary)}`)}`;
}

/** The same session, but with its "checked until" time in the past: the next request must read the session row. */
async function staleCookie(cookie: string): Promise<string> {
  const { secret, userId } = cookieParts(cookie);
  return signedCookie(`${secret}.${userId}.${Date.now() - 1000}`);
}

async function sessionRow(secret: string) {
  return env.DB.prepare("SELECT * FROM sessions WHERE id = ?")
    .bind(await sha256(secret))
    .first<{ user_id: string; user_agent: string | null }>();
}

describe("sign-in by e-mail link", () => {
  it("answers 202 for any well-formed address and mails a link; the token is stored only as its SHA-256", async () => {
    const email = uniqueEmail("link");
    const asked = await askLink(email);
    expect(asked.status).toBe(202);
    const { expiresAt } = (await asked.json()) as { expiresAt: number };
    expect(expiresAt).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const mail = await lastMail(email);
    expect(mail?.subject).toBe("Your sign-in link");
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link.startsWith(`${ORIGIN}/sign-in/verify?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(mail?.html).toContain(`${ORIGIN}/sign-in/verify?token=`);

    const { results } = await env.DB.prepare("SELECT * FROM sign_in_tokens WHERE email = ?")
      .bind(email)
      .all<Record<string, unknown>>();
    expect(results).toHaveLength(1);
    expect(results[0]?.id).toBe(await sha256(token));
    expect(results[0]?.used_at).toBeNull();
    expect(results[0]?.expires_at).toBe(expiresAt);
    const everything = await env.DB.prepare("SELECT * FROM sign_in_tokens").all();
    expect(JSON.stringify(everything.results)).not.toContain(token);
  });

  it("builds the link from PUBLIC_URL, whatever Host the request names", async () => {
    const email = uniqueEmail("host");
    const asked = await WORKER.fetch("https://evil.example/api/auth/email", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "CF-Connecting-IP": "198.51.100.7",
      },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(202);
    const mail = await lastMail(email);
    expect(mail?.text).toContain(`${ORIGIN}/sign-in/verify?token=`);
    expect(`${mail?.text}${mail?.html}`).not.toContain("evil.example");
  });

  it("answers 202 for a never-seen address too, and 400 with the field for a malformed one", async () => {
    expect((await askLink(uniqueEmail("nobody"))).status).toBe(202);
    const bad = await askLink("not-an-address");
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as ErrorBody;
    expect(body.error.code).toBe("INVALID_REQUEST");
    expect(body.error.issues?.map((i) => i.path)).toEqual([["email"]]);
  });

  it("the landing page does not spend the link; the button's POST does, once", async () => {
    const email = uniqueEmail("form");
    const token = await tokenFor(email);
    const landing = await WORKER.fetch(`${ORIGIN}/sign-in/verify?token=${encodeURIComponent(token)}`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain(`value="${token}"`);
    const row = await env.DB.prepare("SELECT used_at FROM sign_in_tokens WHERE id = ?")
      .bind(await sha256(token))
      .first<{ used_at: number | null }>();
    expect(row?.used_at).toBeNull();

    const post = () =>
      WORKER.fetch(`${ORIGIN}/sign-in/verify`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        body: new URLSearchParams({ token }).toString(),
        redirect: "manual",
      });
    const first = await post();
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/");
    expect(first.headers.get("set-cookie")).toMatch(/^session=/);
    const second = await post();
    expect(second.status).toBe(400);
    expect(second.headers.get("set-cookie")).toBeNull();
    expect(await second.text()).toContain("The sign-in link is used, expired or wrong.");
  });

  it("a link works once: the second POST of the same token is 400 SIGN_IN_LINK_INVALID", async () => {
    const token = await tokenFor(uniqueEmail("once"));
    const first = await verify(token);
    expect(first.status).toBe(200);
    const second = await verify(token);
    expect(second.status).toBe(400);
    expect(((await second.json()) as ErrorBody).error.code).toBe("SIGN_IN_LINK_INVALID");
    expect(second.headers.get("set-cookie")).toBeNull();
    const used = await env.DB.prepare("SELECT used_at FROM sign_in_tokens WHERE id = ?")
      .bind(await sha256(token))
      .first<{ used_at: number | null }>();
    expect(used?.used_at).toEqual(expect.any(Number));
  });

  it("an expired link is refused and creates no account", async () => {
    const email = uniqueEmail("expired");
    const token = await tokenFor(email);
    await env.DB.prepare("UPDATE sign_in_tokens SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, await sha256(token))
      .run();
    const refused = await verify(token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("SIGN_IN_LINK_INVALID");
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first();
    expect(user).toBeNull();
  });

  it("a made-up token is refused", async () => {
    const refused = await verify("x".repeat(43));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("SIGN_IN_LINK_INVALID");
  });

  it("a new address gets an account; the same address (in any case) signs into the same account", async () => {
    const email = uniqueEmail("same");
    const first = await signInJson(email, { language: "sk" });
    expect(first.user).toMatchObject({ email, language: "sk", timeZone: "UTC" });
    expect(first.user.name).toBe(email.split("@")[0]);
    const again = await signInJson(email.toUpperCase());
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.email).toBe(email);
    expect(again.user.language).toBe("sk");
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
    const sessions = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?")
      .bind(first.user.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(2);
  });

  it("two new addresses with the same local part get different names", async () => {
    const local = `twin${Date.now().toString(36)}`;
    const a = await signInJson(`${local}@one.example`);
    const b = await signInJson(`${local}@two.example`);
    expect(a.user.name).toBe(local);
    expect(b.user.name).not.toBe(local);
    expect(b.user.name.startsWith(`${local}-`)).toBe(true);
  });

  it("two links for the same new address spent at once sign into one account (no 500)", async () => {
    // The race is timing-dependent, so several addresses race at once to make it show reliably.
    const emails = Array.from({ length: 6 }, () => uniqueEmail("race"));
    const pairs: [string, string][] = [];
    for (const email of emails) pairs.push([await tokenFor(email), await tokenFor(email)]);
    const answers = await Promise.all(pairs.map(([a, b]) => Promise.all([verify(a), verify(b)])));
    const statuses = answers.map(([a, b]) => [a.status, b.status]);
    const failures = await Promise.all(
      answers
        .flat()
        .filter((r) => r.status !== 200)
        .map((r) => r.text()),
    );
    expect(statuses, failures.join(" / ")).toEqual(emails.map(() => [200, 200]));
    for (const [a, b] of answers) {
      const ua = ((await a.json()) as { user: PublicUser }).user;
      const ub = ((await b.json()) as { user: PublicUser }).user;
      expect(ua.id).toBe(ub.id);
    }
  });

  it("the mail is localized: language cs gives a Czech subject; an existing account's language wins", async () => {
    const email = uniqueEmail("cesky");
    await askLink(email, { language: "cs" });
    const cs = await lastMail(email);
    expect(cs?.subject).toBe("Váš odkaz pro přihlášení");
    expect(cs?.text).toContain("Otevřete tento odkaz");

    await askLink(uniqueEmail("rusky"), { language: "ru" });
    const me = await signInJson(uniqueEmail("known"));
    const patched = await call(me.cookie, "PATCH", "/api/me", { language: "ru" });
    expect(patched.status).toBe(200);
    await askLink(me.email, { language: "en" });
    expect((await lastMail(me.email))?.subject).toBe("Ваша ссылка для входа");

    const bad = await askLink(uniqueEmail("de"), { language: "de" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.issues?.map((i) => i.path)).toEqual([["language"]]);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Secure and lasts 30 days on https://games.test", async () => {
    const { setCookie } = await signInJson();
    expect(setCookie).toMatch(/^session=[^;]+/);
    expect(setCookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
    expect(setCookie).toMatch(/;\s*Secure(;|$)/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
    const maxAge = Number(setCookie.match(/Max-Age=(\d+)/i)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  it("is not Secure on http://localhost (but still HttpOnly and SameSite=Lax)", async () => {
    const email = uniqueEmail("local");
    const token = await tokenFor(email, { origin: "http://localhost" });
    const verified = await verify(token, { origin: "http://localhost" });
    expect(verified.status).toBe(200);
    const setCookie = verified.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
  });

  it("holds the session secret (stored only as a hash) and is refused when tampered with", async () => {
    const { cookie, user } = await signInJson();
    const { secret, userId, checkedUntil } = cookieParts(cookie);
    expect(userId).toBe(user.id);
    expect(checkedUntil).toBeGreaterThan(Date.now());
    expect(checkedUntil).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(await sessionRow(secret)).toMatchObject({ user_id: user.id, user_agent: "accounts-test" });
    const raw = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE id = ?")
      .bind(secret)
      .first<{ n: number }>();
    expect(raw?.n).toBe(0);
    // Our own signing reproduces the server's cookie, so the stale cookies below are honest.
    expect(await signedCookie(decodeURIComponent(cookie.slice(8)).replace(/\.[^.]+$/, ""))).toBe(cookie);

    const other = await signInJson();
    const forged = cookie.replace(encodeURIComponent(user.id), encodeURIComponent(other.user.id));
    const refused = await WORKER.fetch(`${ORIGIN}/api/me`, { headers: { cookie: forged } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("NOT_SIGNED_IN");
    expect(refused.headers.get("set-cookie")).toMatch(/^session=;.*Max-Age=0/i);

    const stale = await staleCookie(cookie);
    const rechecked = await WORKER.fetch(`${ORIGIN}/api/me`, { headers: { cookie: stale } });
    expect(rechecked.status).toBe(200);
    expect(((await rechecked.json()) as PublicUser).id).toBe(user.id);
    const renewed = rechecked.headers.get("set-cookie") ?? "";
    expect(cookieParts(renewed.split(";")[0] ?? "").checkedUntil).toBeGreaterThan(Date.now());
  });
});

describe("sign-out and sessions", () => {
  it("sign-out deletes the session row, clears the cookie, and the old cookie is refused after its recheck time", async () => {
    const { cookie, user } = await signInJson();
    const { secret } = cookieParts(cookie);
    expect(await sessionRow(secret)).not.toBeNull();
    const stale = await staleCookie(cookie);

    const out = await call(cookie, "POST", "/api/auth/sign-out");
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    const cleared = out.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/^session=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(out.headers.getSetCookie().some((c) => /^signed_in=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await sessionRow(secret)).toBeNull();

    const after = await WORKER.fetch(`${ORIGIN}/api/me`, { headers: { cookie: stale } });
    expect(after.status).toBe(401);
    expect(((await after.json()) as ErrorBody).error.code).toBe("NOT_SIGNED_IN");
    expect(after.headers.get("set-cookie")).toMatch(/^session=;.*Max-Age=0/i);
    const stillUser = await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(user.id).first();
    expect(stillUser).not.toBeNull();
  });

  it("sign-out without a session is 401 NOT_SIGNED_IN", async () => {
    const out = await call(undefined, "POST", "/api/auth/sign-out");
    expect(out.status).toBe(401);
    expect(((await out.json()) as ErrorBody).error.code).toBe("NOT_SIGNED_IN");
  });

  it("lists my live sessions, marking the current one", async () => {
    const email = uniqueEmail("multi");
    const phone = await signInJson(email, { userAgent: "phone" });
    const laptop = await signInJson(email, { userAgent: "laptop" });
    const stranger = await signInJson();

    const listed = await call(phone.cookie, "GET", "/api/auth/sessions");
    expect(listed.status).toBe(200);
    const { sessions } = (await listed.json()) as {
      sessions: { id: string; current: boolean; userAgent: string | null; createdAt: number; expiresAt: number }[];
    };
    expect(sessions).toHaveLength(2);
    const phoneId = await sha256(cookieParts(phone.cookie).secret);
    const laptopId = await sha256(cookieParts(laptop.cookie).secret);
    expect(sessions.find((s) => s.id === phoneId)).toMatchObject({ current: true, userAgent: "phone" });
    expect(sessions.find((s) => s.id === laptopId)).toMatchObject({ current: false, userAgent: "laptop" });
    expect(sessions.map((s) => s.id)).not.toContain(await sha256(cookieParts(stranger.cookie).secret));
    for (const s of sessions) expect(s.expiresAt - s.createdAt).toBe(30 * 24 * 3600 * 1000);

    const fromLaptop = (await (await call(laptop.cookie, "GET", "/api/auth/sessions")).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    expect(fromLaptop.sessions.filter((s) => s.current).map((s) => s.id)).toEqual([laptopId]);
  });

  it("revokes another of my sessions: its row is gone and its cookie is refused after the recheck", async () => {
    const email = uniqueEmail("revoke");
    const keep = await signInJson(email);
    const lost = await signInJson(email);
    const lostId = await sha256(cookieParts(lost.cookie).secret);

    const revoked = await call(keep.cookie, "DELETE", `/api/auth/sessions/${lostId}`);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ ok: true });
    expect(await sessionRow(cookieParts(lost.cookie).secret)).toBeNull();
    expect(await sessionRow(cookieParts(keep.cookie).secret)).not.toBeNull();

    const refused = await WORKER.fetch(`${ORIGIN}/api/me`, { headers: { cookie: await staleCookie(lost.cookie) } });
    expect(refused.status).toBe(401);
    const kept = await WORKER.fetch(`${ORIGIN}/api/me`, { headers: { cookie: await staleCookie(keep.cookie) } });
    expect(kept.status).toBe(200);

    const { sessions } = (await (await call(keep.cookie, "GET", "/api/auth/sessions")).json()) as {
      sessions: { id: string }[];
    };
    expect(sessions.map((s) => s.id)).toEqual([await sha256(cookieParts(keep.cookie).secret)]);

    const again = await call(keep.cookie, "DELETE", `/api/auth/sessions/${lostId}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorBody).error.code).toBe("NOT_FOUND");
  });

  it("cannot revoke somebody else's session (404, the row stays) nor a malformed id (400)", async () => {
    const me = await signInJson();
    const victim = await signInJson();
    const victimId = await sha256(cookieParts(victim.cookie).secret);
    const denied = await call(me.cookie, "DELETE", `/api/auth/sessions/${victimId}`);
    expect(denied.status).toBe(404);
    expect(((await denied.json()) as ErrorBody).error.code).toBe("NOT_FOUND");
    expect(await sessionRow(cookieParts(victim.cookie).secret)).not.toBeNull();

    const malformed = await call(me.cookie, "DELETE", "/api/auth/sessions/not-a-hash");
    expect(malformed.status).toBe(400);
    const body = (await malformed.json()) as ErrorBody;
    expect(body.error.code).toBe("INVALID_REQUEST");
    expect(body.error.issues?.map((i) => i.path)).toEqual([["sessionId"]]);
  });
});

describe("the profile", () => {
  it("GET /api/me answers my profile; 401 without a session", async () => {
    const { cookie, user, email } = await signInJson();
    const me = await call(cookie, "GET", "/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ id: user.id, name: user.name, email, language: "en", timeZone: "UTC" });
    const anonymous = await call(undefined, "GET", "/api/me");
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorBody).error.code).toBe("NOT_SIGNED_IN");
  });

  it("PATCH /api/me changes name, language and time zone", async () => {
    const { cookie, user } = await signInJson();
    const name = `Renamed_${Date.now().toString(36)}`;
    const patched = await call(cookie, "PATCH", "/api/me", {
      name: `  ${name} `,
      language: "cs",
      timeZone: "Europe/Prague",
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: user.id, name, language: "cs", timeZone: "Europe/Prague" });
    expect(await (await call(cookie, "GET", "/api/me")).json()).toMatchObject({
      name,
      language: "cs",
      timeZone: "Europe/Prague",
    });
    const row = await env.DB.prepare("SELECT name, name_key FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ name: string; name_key: string }>();
    expect(row).toEqual({ name, name_key: name.toLowerCase() });
    for (const language of ["en", "sk", "ru"]) {
      const r = await call(cookie, "PATCH", "/api/me", { language });
      expect(r.status).toBe(200);
      expect(((await r.json()) as PublicUser).language).toBe(language);
    }
    // Changing only the case of my own name is fine.
    const recased = await call(cookie, "PATCH", "/api/me", { name: name.toUpperCase() });
    expect(recased.status).toBe(200);
  });

  it("a name is unique ignoring case: 409 NAME_TAKEN, and nothing changes", async () => {
    const a = await signInJson();
    const b = await signInJson();
    const name = `Alice_${Date.now().toString(36)}`;
    expect((await call(a.cookie, "PATCH", "/api/me", { name })).status).toBe(200);
    const taken = await call(b.cookie, "PATCH", "/api/me", { name: name.toLowerCase(), language: "ru" });
    expect(taken.status).toBe(409);
    const body = (await taken.json()) as ErrorBody;
    expect(body.error.code).toBe("NAME_TAKEN");
    expect(body.error.params).toEqual({ name: name.toLowerCase() });
    expect(await (await call(b.cookie, "GET", "/api/me")).json()).toMatchObject({ name: b.user.name, language: "en" });
  });

  it("refuses bad values with the field's path", async () => {
    const { cookie } = await signInJson();
    const cases: [unknown, (string | number)[]][] = [
      [{ timeZone: "Mars/Olympus_Mons" }, ["timeZone"]],
      [{ language: "de" }, ["language"]],
      [{ name: "x" }, ["name"]],
      [{ name: "has space" }, ["name"]],
      [{ name: "n".repeat(33) }, ["name"]],
    ];
    for (const [patch, path] of cases) {
      const r = await call(cookie, "PATCH", "/api/me", patch);
      expect(r.status, JSON.stringify(patch)).toBe(400);
      const body = (await r.json()) as ErrorBody;
      expect(body.error.code).toBe("INVALID_REQUEST");
      expect(
        body.error.issues?.map((i) => i.path),
        JSON.stringify(patch),
      ).toEqual([path]);
    }
    const email = await call(cookie, "PATCH", "/api/me", { email: "evil@example.com" });
    expect(email.status).toBe(400);
    expect(((await email.json()) as ErrorBody).error.code).toBe("INVALID_REQUEST");
    expect(await (await call(cookie, "GET", "/api/me")).json()).toMatchObject({ language: "en", timeZone: "UTC" });
  });
});

describe("rate limits on sign-in mail (kept in D1)", () => {
  it("per address: the 6th request within the hour is 429 RATE_LIMITED with Retry-After, and mails nothing", async () => {
    const email = uniqueEmail("limited");
    for (let i = 1; i <= 5; i++) {
      const r = await askLink(email);
      expect(r.status, `request ${i}`).toBe(202);
    }
    const sixth = await askLink(email);
    expect(sixth.status).toBe(429);
    const body = (await sixth.json()) as ErrorBody;
    expect(body.error.code).toBe("RATE_LIMITED");
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(body.error.params?.retryAfter).toBe(retryAfter);

    const mails = await env.DB.prepare('SELECT COUNT(*) AS n FROM dev_mail WHERE "to" = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(mails?.n).toBe(5);
    const tokens = await env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_tokens WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(tokens?.n).toBe(5);
    // The refused request counted nothing either.
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
      .bind(`sign-in:email:${email}`)
      .first<{ count: number }>();
    expect(row?.count).toBe(5);

    // The address in another case is the same address.
    const upper = await askLink(email.toUpperCase());
    expect(upper.status).toBe(429);
    // Another address is not affected.
    expect((await askLink(uniqueEmail("unlimited"))).status).toBe(202);
  });

  it("per client address (CF-Connecting-IP): the 21st request within the hour is 429; other clients go on", async () => {
    const ip = "203.0.113.77";
    for (let i = 1; i <= 20; i++) {
      const r = await askLink(uniqueEmail(`ip${i}`), { ip });
      expect(r.status, `request ${i}`).toBe(202);
    }
    const blockedEmail = uniqueEmail("ip21");
    const blocked = await askLink(blockedEmail, { ip });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ErrorBody).error.code).toBe("RATE_LIMITED");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await lastMail(blockedEmail)).toBeNull();

    const row = await env.DB.prepare("SELECT count, window_start FROM rate_limits WHERE key = ?")
      .bind(`sign-in:ip:${ip}`)
      .first<{ count: number; window_start: number }>();
    expect(row?.count).toBe(20);
    expect(row?.window_start).toBe(Math.floor(Date.now() / 3_600_000) * 3_600_000);

    expect((await askLink(blockedEmail, { ip: "203.0.113.78" })).status).toBe(202);
  });
});
