import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DevilState } from "../../worker/games/deal-with-the-devil/index.ts";
import { BASE, chromiumForTests, screenshotsOnFailure, signIn, storedState } from "./browser.ts";
import { answerOf, type Chooser, devilMove, myDecision, secretsOnPage } from "./devil-controls.ts";
import { asNewClient } from "./scenes.ts";
import { budget } from "../budget.ts";

describe("Deal with the Devil in the browser", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];

  /** Each page's seat, and the cards it has held so far (it may know those it passed on). */
  const seatOf = new Map<Page, number>();
  const held = new Map<Page, Set<string>>();
  const searched = new Set<string>();

  /**
   * Searches a page for the other seats' secrets, once per step kind and seat; `state`: the stored
   * state (read once for the step, by the caller, when it has it: each read is a wrangler process).
   */
  async function search(page: Page, gameId: string, state?: DevilState): Promise<void> {
    const { view } = await answerOf(page, gameId);
    const seat = seatOf.get(page) ?? -1;
    const known = held.get(page) ?? new Set<string>();
    for (const card of [...(view.me?.hand ?? []), ...(view.me?.events ?? []), ...(view.me?.drawn ?? [])])
      known.add(card);
    held.set(page, known);
    if (searched.has(`${view.step}-${seat}`)) return;
    searched.add(`${view.step}-${seat}`);
    const stored = state ?? (await storedState<DevilState>(gameId));
    expect(await secretsOnPage(page, gameId, stored, known), `seat ${seat} at ${view.step}`).toEqual([]);
  }

  /** Every page makes its decision of the step (the chooser per page), then the step must have moved on. */
  async function playStep(url: string, gameId: string, choose: (page: Page) => Chooser): Promise<string> {
    const before = await storedState<DevilState>(gameId);
    for (const page of pages) {
      expect(await myDecision(page, url), `seat ${seatOf.get(page)} decides at ${before.step}`).toBe(true);
      await search(page, gameId, before);
      await devilMove(page, choose(page));
    }
    const first = pages[0] as Page;
    await expect.poll(async () => (await answerOf(first, gameId)).view.step, { timeout: 10_000 }).not.toBe(before.step);
    return before.step;
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
      for (const page of pages) seatOf.set(page, (await answerOf(page, gameId)).mySeat ?? -1);
      expect(new Set(seatOf.values()).size).toBe(4);

      // Production ran at the start: the wheel's goods are on each wall before any decision.
      const start = await storedState<DevilState>(gameId);
      expect([start.round, start.step]).toEqual([1, "offer"]);

      expect(await playStep(url, gameId, () => () => undefined)).toBe("offer");
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
      expect(await playStep(url, gameId, acceptOnce)).toBe("view1");
      expect(accepted, "some seat could pay for the chest it was shown").toBeDefined();
      const afterView = await storedState<DevilState>(gameId);
      const takers = afterView.chests.filter((c) => c?.by !== undefined).length;
      expect(takers).toBeGreaterThanOrEqual(1);
      expect(takers).toBeLessThan(4);
      const decline: Chooser = (step, tokens) => (step === "accept" && tokens.includes("false") ? "false" : undefined);
      expect(await playStep(url, gameId, () => decline)).toBe("view2");
      expect(await playStep(url, gameId, () => () => undefined)).toBe("plan");

      // The reveal: every kingdom's plan is told in the log, round 2 begins with production and the draft.
      const afterPlans = await storedState<DevilState>(gameId);
      expect([afterPlans.round, afterPlans.step]).toEqual([2, "keep"]);
      await ada.goto(url);
      const log = ada.locator(".log");
      await expect.poll(() => log.textContent(), { timeout: 10_000 }).toMatch(/Round 2/);
      // Each of the four plans told in the log once they were all in.
      expect((await log.textContent())?.match(/'s plan: /g)).toHaveLength(4);
      expect(await playStep(url, gameId, () => () => undefined)).toBe("keep");
      expect(await playStep(url, gameId, () => () => undefined)).toBe("pass");
      expect((await storedState<DevilState>(gameId)).step).toBe("offer");
      expect([...searched].length).toBeGreaterThanOrEqual(6 * 4);
    },
    budget(240_000),
  );

  it(
    "one person plays a whole game against three bot seats, a page searched at every kind of step",
    async () => {
      const context = await browser().newContext({ locale: "en-US", timezoneId: "Europe/Prague" });
      await asNewClient(context);
      const page = await context.newPage();
      screenshotsOnFailure(() => [page], "devil-bots");
      await page.goto(`${BASE}/`);
      await page.getByRole("button", { name: "Play Deal with the Devil now against bots" }).click();
      await page.waitForURL(/\/games\/[0-9a-z]{12}$/);
      const url = page.url();
      const gameId = url.split("/").at(-1) ?? "";
      seatOf.set(page, (await answerOf(page, gameId)).mySeat ?? -1);
      searched.clear();
      const steps = new Set<string>();
      for (let moves = 0; moves < 80; moves++) {
        await expect
          .poll(
            async () => {
              const { view } = await answerOf(page, gameId);
              return view.step === "over" || view.toAct.length > 0;
            },
            { timeout: 15_000, interval: 300 },
          )
          .toBe(true);
        if ((await answerOf(page, gameId)).view.step === "over") break;
        expect(await myDecision(page, url)).toBe(true);
        await search(page, gameId);
        steps.add((await answerOf(page, gameId)).view.step);
        await devilMove(page);
      }
      await page.goto(url);
      await page.locator(".dd-end").waitFor({ timeout: 15_000 });
      // The end: every role, the terms, and reputation and score over the five rounds (the end screen loads on demand).
      await page.locator(".dd-end svg.dd-chart").first().waitFor({ timeout: 10_000 });
      expect(await page.locator(".dd-end svg.dd-chart").count()).toBe(2);
      expect(await page.locator(".dd-end svg.dd-chart").first().locator("polyline").count()).toBe(4);
      for (const step of ["offer", "view1", "view2", "plan", "keep", "pass", "vote", "wings", "ritual", "answer"])
        expect(steps, step).toContain(step);
    },
    budget(240_000),
  );
});
