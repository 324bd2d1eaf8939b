import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, chromiumForTests, screenshotsOnFailure } from "./browser.ts";
import { SIZES, type Size } from "./chromium.ts";
import { signInAt, visit, type StorageState } from "./scenes.ts";
import { budget } from "../budget.ts";

/**
 * Issue 25 §7 as a person meets it, on a desktop and a phone: the new-game form offers every clock,
 * explained, which the lobby and the dashboard then show. (§1's doors into a game without a table
 * had their tests here until every game got its table.)
 */
describe("every clock in the new-game form", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];
  let alice: StorageState;
  beforeAll(async () => {
    const context = await browser().newContext({ locale: "en-US" });
    await signInAt(context, BASE, `alice.${Date.now().toString(36)}@example.com`);
    alice = await context.storageState();
    await context.close();
  }, budget(30_000));

  const open = async (size: Size, path: string): Promise<Page> => {
    const context = await browser().newContext({ ...SIZES[size], locale: "en-US", storageState: alice });
    const page = await context.newPage();
    pages.push(page);
    await visit(page, BASE, { name: path, path });
    return page;
  };

  it.each(Object.keys(SIZES) as Size[])(
    "%s: the new-game form offers days per move, a bank and its weekend pause, each explained; the lobby shows the choice",
    async (size) => {
      screenshotsOnFailure(() => pages, `clocks-${size}`);
      const page = await open(size, "/");
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
    budget(15_000),
  );
});
