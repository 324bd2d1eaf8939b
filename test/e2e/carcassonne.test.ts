import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { carcassonneGhosts } from "../../worker/games/carcassonne-ghosts/index.ts";
import { BASE, chromiumForTests, screenshotsOnFailure, signIn } from "./browser.ts";
import { SIZES } from "./chromium.ts";
import { call } from "./scenes.ts";
import { budget } from "../budget.ts";

/** A started game of Carcassonne ghosts, created and started through the API (the table is what is tested). */
async function startedGame(creator: APIRequestContext, others: readonly APIRequestContext[], level: number) {
  const seats = 1 + others.length;
  const { id } = await call<{ id: string }>(creator, BASE, "POST", "/api/games", {
    type: carcassonneGhosts.id,
    seats,
    options: { level },
  });
  for (const other of others) await call(other, BASE, "POST", `/api/games/${id}/join`, {});
  await call(creator, BASE, "POST", `/api/games/${id}/start`);
  return `${BASE}/games/${id}`;
}

const tiles = (page: Page): Promise<number> => page.locator(".cg-tiles > g").count();

/** Confirms the proposed move and waits until it is sent. */
async function confirm(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.locator(".confirm").waitFor({ state: "detached" });
}

/**
 * One decision through the table: the tile turned a random number of times and laid on a random
 * lit spot, or a random option of the step (a guard, points or ghosts, a tile, a count), then Confirm.
 */
async function decide(page: Page, rnd: () => number): Promise<void> {
  const controls = page.locator(".cg-controls");
  for (let guard = 0; guard < 12; guard++) {
    if (await page.locator(".confirm").isVisible()) return confirm(page);
    const lit = page.locator(".cg-target");
    if ((await page.locator("[data-rotate]").count()) > 0) {
      for (let turns = Math.floor(rnd() * 4); turns > 0; turns--) await page.locator('[data-rotate="1"]').click();
      while ((await lit.count()) === 0) await page.locator('[data-rotate="1"]').click();
    }
    const spots = await lit.count();
    if (spots > 0) {
      await lit.nth(Math.floor(rnd() * spots)).click();
      continue;
    }
    const buttons = controls.locator(".cg-buttons button");
    const count = await buttons.count();
    if (count === 0) throw new Error("the table offers nothing to do");
    await buttons.nth(Math.floor(rnd() * count)).click();
  }
  throw new Error("no decision could be completed through the table");
}

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("Carcassonne ghosts at the table (issue 26)", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];
  const stamp = Date.now().toString(36);

  it(
    "plays a solo level-1 game to its end through the table",
    async () => {
      screenshotsOnFailure(() => pages, "carcassonne-solo");
      const page = await signIn(await browser().newContext(), `solo.${stamp}@example.com`);
      pages.push(page);
      await page.goto(await startedGame(page.context().request, [], 1));
      await page.locator(".cg-board").waitFor();
      const rnd = random(26);
      let decisions = 0;
      while (!(await page.locator(".cg-end").isVisible())) {
        await page.locator(".cg-controls :is(.cg-buttons button, [data-rotate]), .cg-end").first().waitFor();
        if (await page.locator(".cg-end").isVisible()) break;
        await decide(page, rnd);
        decisions++;
      }
      expect(decisions).toBeGreaterThan(5);
      expect(await page.locator(".cg-end h2").textContent()).toMatch(/You won together|You lost/);
      await page.context().close();
    },
    budget(100_000),
  );

  it(
    "shows the second player the first one's tile after a poll",
    async () => {
      screenshotsOnFailure(() => pages, "carcassonne-two");
      const [ann, ben] = [
        await signIn(await browser().newContext(), `ann.${stamp}@example.com`),
        await signIn(await browser().newContext(), `ben.${stamp}@example.com`),
      ];
      pages.push(ann, ben);
      const url = await startedGame(ann.context().request, [ben.context().request], 1);
      await Promise.all([ann.goto(url), ben.goto(url)]);
      await Promise.all([ann.locator(".cg-tiles").waitFor(), ben.locator(".cg-tiles").waitFor()]);
      // Whoever the game chose to start places; the other watches.
      const annFirst = (await ann.locator(".cg-target").count()) > 0;
      const [mover, watcher] = annFirst ? [ann, ben] : [ben, ann];
      const before = await tiles(watcher);
      await mover.locator(".cg-target").first().click();
      await confirm(mover);
      await expect.poll(() => tiles(watcher), { timeout: 15_000 }).toBe(before + 1);
      await ann.context().close();
      await ben.context().close();
    },
    budget(25_000),
  );

  it(
    "on a phone: pinches and drags the board by touch, then places a tile",
    async () => {
      screenshotsOnFailure(() => pages, "carcassonne-phone");
      const context = await browser().newContext(SIZES.phone);
      const page = await signIn(context, `phone.${stamp}@example.com`);
      pages.push(page);
      await page.goto(await startedGame(context.request, [], 1));
      const frame = page.locator(".panzoom-frame");
      // The board and its buttons just below the status bar that stays on top, as a player scrolls to them.
      const underBar = () =>
        page.evaluate(
          'scrollBy(0, document.querySelector(".panzoom-tools").getBoundingClientRect().top - document.querySelector(".status-bar").getBoundingClientRect().bottom - 8)',
        );
      await frame.waitFor();
      await underBar();
      const box = await frame.boundingBox();
      if (!box) throw new Error("no board");
      const cdp = await context.newCDPSession(page);
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      await touch("touchStart", [
        { x: cx - 20, y: cy },
        { x: cx + 20, y: cy },
      ]);
      for (let step = 1; step <= 8; step++)
        await touch("touchMove", [
          { x: cx - 20 - step * 10, y: cy },
          { x: cx + 20 + step * 10, y: cy },
        ]);
      await touch("touchEnd", []);
      await expect.poll(async () => Number(await frame.getAttribute("data-scale"))).toBeGreaterThan(1.5);
      const transform = () => page.locator(".panzoom-content").getAttribute("style");
      const zoomed = await transform();
      await touch("touchStart", [{ x: cx, y: cy }]);
      for (let step = 1; step <= 6; step++) await touch("touchMove", [{ x: cx + step * 8, y: cy + step * 4 }]);
      await touch("touchEnd", []);
      expect(await transform()).not.toBe(zoomed);
      await page.getByRole("button", { name: "Fit the whole board" }).click();
      await expect.poll(() => frame.getAttribute("data-scale")).toBe("1.00");
      await underBar();
      const before = await tiles(page);
      // Placed by a touch tap, right after touch panning and pinching.
      await page.locator(".cg-target").first().tap();
      await confirm(page);
      await expect.poll(() => tiles(page)).toBe(before + 1);
      await context.close();
    },
    budget(25_000),
  );
});
