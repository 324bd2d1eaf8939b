import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, latestLink, ORIGIN, uniqueEmail, WORKER } from "./helpers.ts";

/**
 * A first sign-in takes the language and time zone of the browser that asked for the link; the
 * link's page speaks that language and names the address being signed in.
 */

let client = 0;
function askForLink(body: Record<string, unknown>) {
  client += 1;
  return WORKER.fetch(`${ORIGIN}/api/auth/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${client}` },
    body: JSON.stringify(body),
  });
}

async function tokenFor(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const asked = await askForLink({ email, ...extra });
  expect(asked.status, await asked.clone().text()).toBe(202);
  return new URL(await latestLink(email)).searchParams.get("token") ?? "";
}

function landing(token: string, acceptLanguage?: string) {
  return WORKER.fetch(`${ORIGIN}/sign-in/verify?token=${encodeURIComponent(token)}`, {
    headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {},
  });
}

async function spend(token: string): Promise<{ language: string; timeZone: string }> {
  const verified = await WORKER.fetch(`${ORIGIN}/sign-in/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  expect(verified.status).toBe(303);
  // Beside the session, a cookie the page may read: with it the client asks who it is, without it a guest's page asks nothing.
  expect(verified.headers.getSetCookie().some((c) => c.startsWith("signed_in=1;") && !/HttpOnly/i.test(c))).toBe(true);
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const me = await call(cookie, "GET", "/api/me");
  return (await me.json()) as { language: string; timeZone: string };
}

describe("first sign-in: the browser's language and time zone", () => {
  it("a new account starts with the language and zone of the request for the link", async () => {
    const email = uniqueEmail("prague");
    const token = await tokenFor(email, { language: "cs", timeZone: "Europe/Prague" });
    const me = await spend(token);
    expect(me).toMatchObject({ language: "cs", timeZone: "Europe/Prague" });
  });

  it("without them the account is English and UTC", async () => {
    const me = await spend(await tokenFor(uniqueEmail("plain")));
    expect(me).toMatchObject({ language: "en", timeZone: "UTC" });
  });

  it("an existing account keeps its own language and zone", async () => {
    const email = uniqueEmail("keeps");
    await spend(await tokenFor(email, { language: "sk", timeZone: "Europe/Bratislava" }));
    const again = await spend(await tokenFor(email, { language: "ru", timeZone: "Asia/Tokyo" }));
    expect(again).toMatchObject({ language: "sk", timeZone: "Europe/Bratislava" });
  });

  it("refuses a zone that is no IANA time zone, and stores nothing", async () => {
    const email = uniqueEmail("badzone");
    const refused = await askForLink({ email, language: "cs", timeZone: "Mars/Olympus" });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { code: string; issues: { path: string[] }[] } };
    expect(body.error.code).toBe("INVALID_REQUEST");
    expect(body.error.issues.map((i) => i.path)).toEqual([["timeZone"]]);
    await expect(latestLink(email)).rejects.toThrow(/no sign-in mail/);
  });
});

describe("the sign-in link's page", () => {
  it("speaks the language the request carried and names the address", async () => {
    const email = uniqueEmail("czech");
    const token = await tokenFor(email, { language: "cs", timeZone: "Europe/Prague" });
    // The stored request wins over the browser that opens the link (it may be a mail app's).
    const page = await landing(token, "en-US,en;q=0.9");
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<html lang="cs">');
    expect(text).toContain("Přihlašujete se jako");
    expect(text).toContain(email);
    expect(text).toContain(">Přihlásit se</button>");
    expect(text).toContain(`value="${token}"`);
  });

  it("without a stored language it follows Accept-Language", async () => {
    const email = uniqueEmail("russian");
    const token = await tokenFor(email);
    const text = await (await landing(token, "de-DE,ru;q=0.8,en;q=0.5")).text();
    expect(text).toContain('<html lang="ru">');
    expect(text).toContain("Вы входите как");
    expect(text).toContain(email);
  });

  it("a spent or wrong link says so in the browser's language, with no button", async () => {
    const email = uniqueEmail("spent");
    const token = await tokenFor(email, { language: "sk" });
    await spend(token);
    const spent = await landing(token, "sk");
    expect(spent.status).toBe(400);
    const text = await spent.text();
    expect(text).toContain("Tento prihlasovací odkaz už bol použitý");
    expect(text).not.toContain("<button");
    expect(text).not.toContain(email);
    const wrong = await landing("x".repeat(43), "cs-CZ");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Tento přihlašovací odkaz už byl použit");
  });
});

describe("files a browser or a crawler asks for", () => {
  it("/robots.txt is text and /favicon.ico an icon, not the app's HTML", async () => {
    // Static files come from the ASSETS binding (web/dist, built by `npm test` before vitest), whose
    // single-page fallback would answer index.html for a file that is missing.
    const robots = await env.ASSETS.fetch(`${ORIGIN}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    expect(rules).not.toContain("<html");
    const missing = await env.ASSETS.fetch(`${ORIGIN}/no-such-file.txt`);
    expect(await missing.text()).toContain("<html");
    const icon = await env.ASSETS.fetch(`${ORIGIN}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).not.toMatch(/html/);
    const bytes = new Uint8Array(await icon.arrayBuffer());
    // An ICO file starts with reserved 0, type 1 (icon).
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
