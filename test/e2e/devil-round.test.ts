import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DevilState } from "../../worker/games/deal-with-the-devil/index.ts";
import { budget } from "../budget.ts";
import { chromiumForTests, screenshotsOnFailure, signIn, storedState } from "./browser.ts";
import { answerOf, type Chooser, decisionShown, devilMove, pageSearch } from "./devil-controls.ts";

describe("Deal with the Devil in the browser: four people", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];
  const { seatOf, searched, search } = pageSearch();

  /**
   * Every page makes its decision of the step on its live table, searched (against `known`, the
   * stored state when the test has read it at this step), then the step must have moved on to `next`.
   */
  async function playStep(gameId: string, next: string, choose: (page: Page) => Chooser, known?: DevilState) {
    const step = (await answerOf(pages[0] as Page, gameId)).view.step;
    for (const page of pages) {
      expect(await decisionShown(page), `seat ${seatOf.get(page)} decides at ${step}`).toBe(true);
      await search(page, gameId, known);
      await devilMove(page, choose(page));
    }
    const first = pages[0] as Page;
    await expect.poll(async () => (await answerOf(first, gameId)).view.step, { timeout: budget(10_000) }).toBe(next);
  }

  it(
    "four people play round 1 and round 2's draft through the UI: chests, one accepted and one declined, plans, reveal",
    async () => {
      screenshotsOnFailure(() => pages, "devil-round");
      const stamp = Date.now().toString(36);
      for (const name of ["ada", "bea", "cas", "dan"])
        pages.push(await signIn(await browser().newContext(), `${name}.${stamp}@example.com`));
      const [ada, ...others] = pages as [Page, Page, Page, Page];

      await ada.locator('select[name="type"]').selectOption("deal-with-the-devil");
      await ada.locator('select[name="seats"]').selectOption("4");
      await ada.getByRole("button", { name: "Create the game" }).click();
      await ada.waitForURL(/\/games\/[0-9a-z]{12}$/);
      const url = ada.url();
      const gameId = url.split("/").at(-1) ?? "";
      for (const page of others) {
        await page.goto(url);
        await page.getByRole("button", { name: "Join" }).click();
        await page.getByRole("button", { name: "Leave" }).waitFor();
      }
      await ada.reload();
      await ada.getByRole("button", { name: "Start the game" }).click();
      await ada.locator("p.turn").waitFor();
      // The others' pages still show the lobby: each opens the table once, then plays on it live.
      for (const page of others) await page.reload();
      for (const page of pages) seatOf.set(page, (await answerOf(page, gameId)).mySeat ?? -1);
      expect(new Set(seatOf.values()).size).toBe(4);

      // Production ran at the start: the wheel's goods are on each wall before any decision.
      const start = await storedState<DevilState>(gameId);
      expect([start.round, start.step]).toEqual([1, "offer"]);

      await playStep(gameId, "view1", () => () => undefined, start);
      // The first chest shown: the first seat that can pay accepts, every other seat declines.
      let accepted: Page | undefined;
      const acceptOnce =
        (page: Page): Chooser =>
        (step, tokens) => {
          if (step !== "accept") return undefined;
          if (!accepted && tokens.includes("true")) {
            accepted = page;
            return "true";
          }
          return tokens.includes("false") ? "false" : undefined;
        };
      await playStep(gameId, "view2", acceptOnce);
      expect(accepted, "some seat could pay for the chest it was shown").toBeDefined();
      const afterView = await storedState<DevilState>(gameId);
      expect(afterView.step).toBe("view2");
      const takers = afterView.chests.filter((c) => c?.by !== undefined).length;
      expect(takers).toBeGreaterThanOrEqual(1);
      expect(takers).toBeLessThan(4);
      const decline: Chooser = (step, tokens) => (step === "accept" && tokens.includes("false") ? "false" : undefined);
      await playStep(gameId, "plan", () => decline, afterView);

      // The reveal: every kingdom's plan is told in the log, round 2 begins with production and the draft.
      await playStep(gameId, "keep", () => () => undefined);
      const afterPlans = await storedState<DevilState>(gameId);
      expect([afterPlans.round, afterPlans.step]).toEqual([2, "keep"]);
      const log = ada.locator(".log");
      await expect.poll(() => log.textContent(), { timeout: budget(10_000) }).toMatch(/Round 2/);
      // Each of the four plans told in the log once they were all in.
      expect((await log.textContent())?.match(/'s plan: /g)).toHaveLength(4);
      await playStep(gameId, "pass", () => () => undefined, afterPlans);
      await playStep(gameId, "offer", () => () => undefined);
      expect((await answerOf(ada, gameId)).view.round).toBe(2);
      expect([...searched].length).toBeGreaterThanOrEqual(6 * 4);
    },
    budget(105_000),
  );
});
