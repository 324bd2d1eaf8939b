import type { APIRequestContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { dealWithTheDevil } from "../../worker/games/deal-with-the-devil/index.ts";
import { BASE, chromiumForTests, screenshotsOnFailure } from "./browser.ts";
import { SIZES, type Size } from "./chromium.ts";
import { checkEveryScreen } from "./matrix.ts";
import { call, signInAt, visit, type StorageState } from "./scenes.ts";

type Who = { session: StorageState; request: APIRequestContext; name: string };

/**
 * Issue 25 §1 and §7 as a person meets them, on a desktop and a phone: a game without a table is
 * offered nowhere (home page, open games, "Your turn", "Next game", Join), its page still has its
 * frame, and the new-game form offers every clock, explained, which the lobby then shows.
 */
describe("no door into a game without a table; every clock in the new-game form", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];
  let alice: Who;
  let bob: Who;
  let apiGame = "";
  let devilLobby = "";
  beforeAll(async () => {
    const stamp = Date.now().toString(36);
    const person = async (name: string): Promise<Who> => {
      const context = await browser().newContext({ locale: "en-US" });
      await signInAt(context, BASE, `${name}.${stamp}@example.com`);
      const me = await call<{ name: string }>(context.request, BASE, "GET", "/api/me");
      return { session: await context.storageState(), request: context.request, name: me.name };
    };
    [alice, bob] = [await person("alice"), await person("bob")];
    // Created through the API, as a bot or a script would: a game waiting for alice, and a public lobby of bob's.
    const seats = dealWithTheDevil.players.min;
    apiGame = (
      await call<{ id: string }>(alice.request, BASE, "POST", "/api/games", { type: dealWithTheDevil.id, seats })
    ).id;
    const others = [bob, ...(await Promise.all(["carol", "dave"].slice(0, seats - 2).map(person)))];
    for (const other of others) await call(other.request, BASE, "POST", `/api/games/${apiGame}/join`, {});
    await call(alice.request, BASE, "POST", `/api/games/${apiGame}/start`);
    await call(alice.request, BASE, "POST", `/api/games/${apiGame}/chat`, { text: "played by my script" });
    devilLobby = (
      await call<{ id: string }>(bob.request, BASE, "POST", "/api/games", { type: dealWithTheDevil.id, seats: 4 })
    ).id;
  }, 30_000);

  const open = async (size: Size, who: Who | undefined, path: string): Promise<Page> => {
    const context = await browser().newContext({ ...SIZES[size], locale: "en-US", storageState: who?.session });
    const page = await context.newPage();
    pages.push(page);
    await visit(page, BASE, { name: path, path });
    return page;
  };

  it.each(Object.keys(SIZES) as Size[])(
    "%s: the home page, the dashboard and a lobby lead nobody into a game without a table",
    async (size) => {
      screenshotsOnFailure(() => pages, `doors-${size}`);
      const home = await open(size, undefined, "/");
      const offered = home.locator(".offered.coming", { hasText: "Deal with the Devil" });
      expect(await offered.locator(".coming-badge").textContent()).toBe("coming");
      const openGames = home.locator(".home-open-games");
      expect(await openGames.textContent()).not.toMatch(/Deal with the Devil/);

      const dashboard = await open(size, alice, "/");
      expect(await dashboard.getByRole("heading", { name: "Your turn" }).count()).toBe(0);
      expect(await dashboard.locator(".next-game").count()).toBe(0);
      const apiOnly = dashboard.locator("section", {
        has: dashboard.getByRole("heading", { name: "Played through the API" }),
      });
      expect(await apiOnly.locator(`a[href="/games/${apiGame}"]`).textContent()).toBe("Deal with the Devil");
      expect(await dashboard.locator(`a[href="/games/${devilLobby}"]`).count()).toBe(0);

      const lobby = await open(size, alice, `/games/${devilLobby}`);
      expect(await lobby.getByRole("heading", { level: 1 }).textContent()).toBe("Deal with the Devil");
      expect(await lobby.getByRole("button", { name: "Join" }).count()).toBe(0);
      expect(await lobby.getByRole("button", { name: "Rules" }).count()).toBe(0);
      expect(await lobby.locator("[data-prompt]").textContent()).toContain("through the API only");
      await dashboard.context().close();
      await home.context().close();
      await lobby.context().close();
    },
    20_000,
  );

  it.each(Object.keys(SIZES) as Size[])(
    "%s: a game without a table still shows its title, players, whose turn and deadline, log and chat",
    async (size) => {
      screenshotsOnFailure(() => pages, `frame-${size}`);
      const page = await open(size, alice, `/games/${apiGame}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Deal with the Devil");
      expect(await page.locator(".game-head .players").textContent()).toContain(alice.name);
      expect(await page.getByRole("status").textContent()).toContain("through the API only");
      expect(await page.locator(".no-table").textContent()).toMatch(/It is your turn\. Move by /);
      // Four seats dealt at random: alice is somewhere in the list.
      const log = (await page.getByRole("region", { name: "Log" }).textContent()) ?? "";
      expect(log.slice(log.indexOf("at the table: "))).toContain(alice.name);
      expect(await page.locator(".chat").textContent()).toContain("played by my script");
      // Nor does its tab call it my turn.
      expect(await page.title()).toBe("Deal with the Devil");
      await page.context().close();
    },
    12_000,
  );

  it.each(Object.keys(SIZES) as Size[])(
    "%s: the new-game form offers days per move, a bank and its weekend pause, each explained; the lobby shows the choice",
    async (size) => {
      screenshotsOnFailure(() => pages, `clocks-${size}`);
      const page = await open(size, alice, "/");
      const form = page.locator("form.create-game");
      await form.getByLabel("A bank of days").check();
      for (const help of ["same time", "whole game", "Sundays"]) await form.getByText(help, { exact: false }).waitFor();
      await form.getByLabel("Days to start").selectOption("14");
      await form.getByLabel("Pause on weekends").check();
      await form.getByRole("button", { name: "Create the game" }).click();
      await page.waitForURL(/\/games\/[0-9a-z]{12}$/);
      const settings = page.locator(".lobby-settings");
      await settings.waitFor();
      expect(await settings.textContent()).toContain("14 days to start, +1 a move, at most 20 · weekends do not count");
      // The dashboard's lobby row tells the same settings.
      const lobby = new URL(page.url()).pathname;
      await page.goto(`${BASE}/`);
      const row = page.locator(".game-row", { has: page.locator(`a[href="${lobby}"]`) });
      expect(await row.textContent()).toContain("weekends do not count");
      await page.context().close();
    },
    15_000,
  );

  it("passes the pages' checks on both screens: prompt on the first screen, sizes, targets, axe", async () => {
    const looks = [
      { name: "frame", path: `/games/${apiGame}`, session: alice.session },
      { name: "api lobby", path: `/games/${devilLobby}`, session: alice.session },
      { name: "dashboard with an API game", path: "/", session: alice.session },
    ];
    const problems = await checkEveryScreen(browser(), BASE, looks, "en");
    expect(problems.sort(), problems.join("\n")).toEqual([]);
  }, 50_000);
});
