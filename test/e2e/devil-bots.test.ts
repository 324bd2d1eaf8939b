import { describe, expect, it } from "vitest";
import { budget } from "../budget.ts";
import { BASE, chromiumForTests, screenshotsOnFailure } from "./browser.ts";
import { answerOf, decisionShown, devilMove, moveByRoute, pageSearch } from "./devil-controls.ts";
import { asNewClient } from "./scenes.ts";

describe("Deal with the Devil in the browser: one person and three bots", () => {
  const browser = chromiumForTests();
  const { seatOf, searched, search } = pageSearch();

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
            { timeout: budget(15_000), interval: 300 },
          )
          .toBe(true);
        const answer = await answerOf(page, gameId);
        const step = answer.view.step;
        if (step === "over") break;
        // The first decision of each kind through the table (opened afresh: the moves before it
        // went by the route), its page searched; the rest by the same route, in the page's session.
        if (steps.has(step)) {
          await search(page, gameId);
          await moveByRoute(page, gameId, answer);
          continue;
        }
        steps.add(step);
        await page.goto(url);
        expect(await decisionShown(page), `a decision at ${step}`).toBe(true);
        await search(page, gameId);
        await devilMove(page);
      }
      await page.goto(url);
      await page.locator(".dd-end").waitFor({ timeout: budget(15_000) });
      // The end: every role, the terms, and reputation and score over the five rounds (the end screen loads on demand).
      await page
        .locator(".dd-end svg.dd-chart")
        .first()
        .waitFor({ timeout: budget(10_000) });
      expect(await page.locator(".dd-end svg.dd-chart").count()).toBe(2);
      expect(await page.locator(".dd-end svg.dd-chart").first().locator("polyline").count()).toBe(4);
      for (const step of ["offer", "view1", "view2", "plan", "keep", "pass", "vote", "wings", "ritual", "answer"])
        expect(steps, step).toContain(step);
    },
    budget(100_000),
  );
});
