import ICAL from "ical.js";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { budget } from "../budget.ts";
import { BASE, chromiumForTests, screenshotsOnFailure, signIn } from "./browser.ts";
import { SIZES } from "./chromium.ts";
import { call } from "./scenes.ts";

/** A Notre Dame game of the user and a bot: it starts at once and waits on the user's draft. */
async function gameWithBot(context: BrowserContext): Promise<string> {
  const { id } = await call<{ id: string }>(context.request, BASE, "POST", "/api/games", {
    type: "notre-dame",
    seats: 2,
    options: {},
  });
  await call(context.request, BASE, "POST", `/api/games/${id}/bots`);
  return id;
}

/** The deadline events of an iCalendar text, as ical.js reads it. */
function events(text: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
}

describe("open doors", () => {
  const browser = chromiumForTests();
  let page: Page;

  it(
    "a calendar feed and an API token made on the profile, the install criteria, and my games offline until I sign out",
    async () => {
      screenshotsOnFailure(() => [page], "open-doors");
      const context = await browser().newContext(SIZES.desktop);
      page = await signIn(context, `doors.${Date.now().toString(36)}@example.com`);
      const id = await gameWithBot(context);

      // The profile makes the feed; its address, fetched as a calendar app does, names the game.
      await page.goto(`${BASE}/profile`);
      await page.getByRole("button", { name: "Make my calendar address" }).click();
      const address = await page.getByLabel("Your calendar address").inputValue();
      const feed = await fetch(address);
      expect(feed.status).toBe(200);
      const [deadline, ...others] = events(await feed.text());
      expect(others).toEqual([]);
      expect(deadline?.summary).toContain("Notre Dame");
      expect(deadline?.component.getFirstPropertyValue("url")).toBe(`${BASE}/games/${id}`);

      // A program's token, made here with a name and one scope: shown once, it answers as me.
      const tokens = page.getByRole("region", { name: "API tokens" });
      await tokens.getByLabel("Token name").fill("doors script");
      await tokens.getByLabel("play my moves").uncheck();
      await tokens.getByRole("button", { name: "Create token" }).click();
      const secret = (await tokens.getByRole("status").locator("code").textContent()) ?? "";
      expect(secret).toMatch(/^cgt_/);
      const asProgram = () => fetch(`${BASE}/api/me`, { headers: { Authorization: `Bearer ${secret}` } });
      expect((await asProgram()).status).toBe(200);

      // Installable: Chromium finds no fault in the manifest and no unmet criterion.
      // (The test's types are Node's and the Worker's: the browser's globals are named loosely.)
      await page.evaluate(async () => {
        await (navigator as unknown as { serviceWorker: { ready: Promise<unknown> } }).serviceWorker.ready;
      });
      // The worker is the build's: its shell's cache is named after the stamp the build wrote into it.
      const build = (await (await fetch(`${BASE}/sw.js`)).text()).match(/^const BUILD = "([0-9a-f]{12})";$/m)?.[1];
      expect(build).toBeDefined();
      const shells = await page.evaluate(() =>
        (globalThis as unknown as { caches: { keys(): Promise<string[]> } }).caches.keys(),
      );
      expect(shells).toContain(`shell-${build}`);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toBe(`${BASE}/manifest.webmanifest`);
      // The shared Chromium's contexts are incognito profiles, where Chromium installs nothing: that
      // one is the browser's, every criterion of the site's is checked beside it.
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);

      // The table and the dashboard seen once online are there offline, read-only and marked so.
      await page.goto(`${BASE}/games/${id}`);
      await page.locator(".game-head").waitFor();
      await page.goto(`${BASE}/`);
      await page.locator(`a[href="/games/${id}"]`).first().waitFor();
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Offline." }).count()).toBe(1);
      await page.locator(`a[href="/games/${id}"]`).first().click();
      await page.locator(".game-head").waitFor();
      expect(await page.getByRole("status").filter({ hasText: "Offline." }).textContent()).toContain(
        "Moves and chat wait until you are back online.",
      );
      expect(await page.locator(".chat form").count()).toBe(0);
      expect(await page.locator(".nd-controls .nd-buttons button").count()).toBeGreaterThan(0);
      expect(await page.locator(".nd-controls .nd-buttons button:enabled").count()).toBe(0);

      // Back online, the profile lists the token by name, scope and last use, never its secret;
      // revoked there, it opens nothing.
      await context.setOffline(false);
      await page.goto(`${BASE}/profile`);
      const listed = page
        .getByRole("region", { name: "API tokens" })
        .getByRole("listitem")
        .filter({ hasText: "doors script" });
      expect(await listed.textContent()).toMatch(/doors script · read my games · last used/);
      expect(await page.content()).not.toContain(secret);
      await listed.getByRole("button", { name: "Revoke" }).click();
      await listed.waitFor({ state: "detached" });
      expect((await asProgram()).status).toBe(401);

      // Signing out forgets my games: offline again, the browser shows nobody's.
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${BASE}/`);
      const keptAnswers = await page.evaluate(() =>
        (globalThis as unknown as { caches: { has(name: string): Promise<boolean> } }).caches.has("my-games"),
      );
      expect(keptAnswers).toBe(false);
      await context.setOffline(true);
      await page.reload();
      await page.getByLabel(/e-mail/i).waitFor();
      expect(await page.locator(`a[href="/games/${id}"]`).count()).toBe(0);
      await context.close();
    },
    budget(30_000),
  );
});
