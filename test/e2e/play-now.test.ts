import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE, chromiumForTests, screenshotsOnFailure } from "./browser.ts";
import { devilDecision, placeTile } from "./first-moves.ts";
import { playOneMove } from "./nd-controls.ts";
import { asNewClient, signInAt } from "./scenes.ts";
import { budget } from "../budget.ts";

/** Each game's "Play now": its name on the home page, what shows its controls are ready, one move through them. */
const GAMES = [
  { name: "Notre Dame", ready: ".nd-controls .nd-buttons button", move: playOneMove },
  { name: "Mists over Carcassonne", ready: ".cg-target", move: placeTile },
  { name: "Deal with the Devil", ready: ".dd-controls [data-step]", move: devilDecision },
] as const;

type Log = { entries: { seq: number; seat?: number }[] };

/** The bots' answer: log rows of other seats after the guest's last move. */
async function botsAfterMe(page: Page, gameId: string): Promise<boolean> {
  const { entries } = (await (await page.request.get(`${BASE}/api/games/${gameId}/log`)).json()) as Log;
  const { mySeat } = (await (await page.request.get(`${BASE}/api/games/${gameId}`)).json()) as { mySeat: number };
  const myLast = Math.max(...entries.filter((e) => e.seat === mySeat).map((e) => e.seq));
  return entries.some((e) => e.seq > myLast && e.seat !== mySeat);
}

describe("a first game in one click", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];

  it.each(GAMES)(
    "$name: a guest presses Play now, moves, sees the bots answer, signs in and finds the game on the dashboard",
    async ({ name, ready, move }) => {
      screenshotsOnFailure(() => pages, `play-now-${name}`);
      const context = await browser().newContext({ locale: "en-US", timezoneId: "Europe/Prague" });
      await asNewClient(context);
      const page = await context.newPage();
      pages.push(page);
      await page.goto(`${BASE}/`);
      await page.getByRole("button", { name: `Play ${name} now against bots` }).click();
      await page.waitForURL(/\/games\/[0-9a-z]{12}$/);
      const gameId = page.url().split("/").at(-1) ?? "";
      await expect(page.locator("p.players").textContent()).resolves.toContain(`${name} bot 1`);
      // Bots seated before the guest play first; then the guest moves, and the bots' answer brings the turn back.
      await page
        .locator(ready)
        .first()
        .waitFor({ timeout: budget(15_000) });
      await move(page);
      await expect.poll(() => botsAfterMe(page, gameId), { timeout: budget(15_000), interval: 500 }).toBe(true);
      await page
        .locator(ready)
        .first()
        .waitFor({ timeout: budget(15_000) });
      await expect(page.locator("p.turn").textContent()).resolves.toMatch(/your turn/i);
      // Signing in by mail from the same browser keeps the game: it is on the dashboard.
      const home = await signInAt(context, BASE, `guest.${Date.now().toString(36)}.${gameId}@example.com`);
      await home.locator(`a[href="/games/${gameId}"]`).first().waitFor();
      await context.close();
    },
    budget(60_000),
  );
});
