import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE, chromiumForTests, screenshotsOnFailure } from "./browser.ts";
import { playOneMove } from "./nd-controls.ts";
import { asNewClient } from "./scenes.ts";
import { budget } from "../budget.ts";

describe("a first game in one click", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];

  it(
    "a guest presses Play now, moves, sees the bots answer, signs in and finds the game on the dashboard",
    async () => {
      screenshotsOnFailure(() => pages, "play-now");
      const context = await browser().newContext({ locale: "en-US", timezoneId: "Europe/Prague" });
      await asNewClient(context);
      const page = await context.newPage();
      pages.push(page);
      await page.goto(`${BASE}/`);
      await page.getByRole("button", { name: "Play Notre Dame now against bots" }).click();
      await page.waitForURL(/\/games\/[0-9a-z]{12}$/);
      const gameId = page.url().split("/").at(-1) ?? "";
      await expect(page.locator("p.players").textContent()).resolves.toContain("Notre Dame bot 1");
      // The bots drafted at the start; the guest keeps a card, and the bots' answer brings the turn back.
      await page.locator(".nd-controls .nd-buttons button").first().waitFor({ timeout: 15_000 });
      await playOneMove(page);
      // The bots' answer: log rows of other seats after the guest's move, and the guest's turn again on the page.
      const botsAfterMe = async () => {
        const { entries } = (await (await page.request.get(`${BASE}/api/games/${gameId}/log`)).json()) as {
          entries: { seq: number; seat?: number }[];
        };
        const mine = (await (await page.request.get(`${BASE}/api/games/${gameId}`)).json()) as { mySeat: number };
        const myLast = Math.max(...entries.filter((e) => e.seat === mine.mySeat).map((e) => e.seq));
        return entries.some((e) => e.seq > myLast && e.seat !== mine.mySeat);
      };
      await expect.poll(botsAfterMe, { timeout: 15_000, interval: 500 }).toBe(true);
      await page.locator(".nd-controls .nd-buttons button").first().waitFor({ timeout: 15_000 });
      await expect(page.locator("p.turn").textContent()).resolves.toContain("your turn");

      // Signing in by mail from the same browser keeps the game.
      await page.goto(`${BASE}/`);
      const email = `guest.${Date.now().toString(36)}@example.com`;
      await page.getByLabel(/e-mail/i).fill(email);
      await page.getByRole("button", { name: /send me a link/i }).click();
      await page.getByRole("status").waitFor();
      await page.goto(`${BASE}/dev/mail`);
      const link = await page.locator("article", { hasText: email }).first().locator("a").first().getAttribute("href");
      if (!link) throw new Error(`no sign-in mail for ${email}`);
      await page.goto(link);
      await page.getByRole("button", { name: /sign in/i }).click();
      await page.waitForURL(`${BASE}/`);
      await page.locator(`a[href="/games/${gameId}"]`).first().waitFor();
    },
    budget(60_000),
  );
});
