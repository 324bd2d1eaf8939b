import type { APIRequestContext, Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { carcassonneGhosts } from "../../worker/games/carcassonne-ghosts/index.ts";
import { BASE, chromiumForTests, screenshotsOnFailure, signIn } from "./browser.ts";
import { SIZES } from "./chromium.ts";
import { call, type StorageState } from "./scenes.ts";
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
  // The role is looked up inside the dialog only: over the whole page it walks every mark of the board.
  await page.locator(".confirm").getByRole("button", { name: "Confirm" }).click();
  await page.locator(".confirm").waitFor({ state: "detached" });
}

/** What the table offers at a glance, read in one round trip instead of one per question. */
type Glance = { confirm: boolean; end: boolean; rotate: number; lit: number; buttons: number };

const GLANCE = `(() => {
  const all = (s) => document.querySelectorAll(s);
  const shown = (s) => [...all(s)].some((e) => e.getClientRects().length > 0);
  return {
    confirm: shown(".confirm"),
    end: shown(".cg-end"),
    rotate: all("[data-rotate]").length,
    lit: all(".cg-target").length,
    buttons: all(".cg-controls .cg-buttons button").length,
  };
})()`;

const glance = (page: Page): Promise<Glance> => page.evaluate<Glance>(GLANCE);

/** Turns the drawn tile a random number of times, then on until the board lights a place for it. */
async function turnTile(page: Page, rnd: () => number): Promise<Glance> {
  const turn = () => page.locator('[data-rotate="1"]').click();
  for (let turns = Math.floor(rnd() * 4); turns > 0; turns--) await turn();
  let seen = await glance(page);
  while (seen.lit === 0) {
    await turn();
    seen = await glance(page);
  }
  return seen;
}

/**
 * One decision through the table: the tile turned a random number of times and laid on a random
 * lit spot, or a random option of the step (a guard, points or ghosts, a tile, a count), then Confirm.
 */
async function decide(page: Page, rnd: () => number, first: Glance): Promise<void> {
  for (let guard = 0; guard < 12; guard++) {
    let seen = guard === 0 ? first : await glance(page);
    if (seen.confirm) return confirm(page);
    if (seen.rotate > 0) seen = await turnTile(page, rnd);
    if (seen.lit > 0) {
      await page
        .locator(".cg-target")
        .nth(Math.floor(rnd() * seen.lit))
        .click();
      continue;
    }
    if (seen.buttons === 0) throw new Error("the table offers nothing to do");
    await page
      .locator(".cg-controls .cg-buttons button")
      .nth(Math.floor(rnd() * seen.buttons))
      .click();
  }
  throw new Error("no decision could be completed through the table");
}

/**
 * Ann and Ben, each signed in once through the mail page for the whole file: every test opens
 * contexts with their cookies instead of signing in again (four page loads a person).
 */
function signedIn(browser: () => Browser): () => Record<"ann" | "ben", StorageState> {
  let sessions: Record<"ann" | "ben", StorageState> | undefined;
  beforeAll(async () => {
    const stamp = Date.now().toString(36);
    const once = async (who: string): Promise<StorageState> => {
      const page = await signIn(await browser().newContext(), `${who}.${stamp}@example.com`);
      const state = await page.context().storageState();
      await page.context().close();
      return state;
    };
    const [ann, ben] = await Promise.all([once("ann"), once("ben")]);
    sessions = { ann, ben };
  }, budget(15_000));
  return () => {
    if (!sessions) throw new Error("Ann and Ben sign in before the tests");
    return sessions;
  };
}

/** Writes a chat message pointing at the place `at` ("x,y"), picked on the board. */
async function pointAt(page: Page, at: string, text: string): Promise<void> {
  const chat = page.locator(".chat");
  await chat.getByRole("button", { name: "Point at the board" }).click();
  await page.locator(`.cg-target-point[data-token="${at}"]`).click();
  await chat.getByText("Points at the tile at").waitFor();
  await chat.getByLabel("Message").fill(text);
  await chat.getByRole("button", { name: "Send" }).click();
}

/** Reads the message after a poll and taps its place: the board lights the tile up and pans and zooms to it. */
async function seePointed(page: Page, text: string): Promise<void> {
  const message = page.locator(".chat li", { hasText: text });
  await message.waitFor({ timeout: budget(15_000) });
  const frame = page.locator(".panzoom-frame");
  const transform = () => page.locator(".panzoom-content").getAttribute("style");
  const still = await transform();
  expect(await page.locator(".cg-lit").count()).toBe(0);
  await message.getByRole("button", { name: /^Show the tile at .* on the board$/ }).click();
  const lit = page.locator(".cg-lit");
  await lit.waitFor();
  await expect.poll(async () => Number(await frame.getAttribute("data-scale"))).toBeGreaterThanOrEqual(2);
  expect(await transform()).not.toBe(still);
  const [place, view] = await Promise.all([lit.boundingBox(), frame.boundingBox()]);
  if (!place || !view) throw new Error("the lit place or the board is not drawn");
  // Panned to: the lit place's middle lies in the board's window.
  expect(place.x + place.width / 2).toBeGreaterThan(view.x);
  expect(place.x + place.width / 2).toBeLessThan(view.x + view.width);
  expect(place.y + place.height / 2).toBeGreaterThan(view.y);
  expect(place.y + place.height / 2).toBeLessThan(view.y + view.height);
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
  const sessions = signedIn(browser);
  const openAs = async (storageState: StorageState): Promise<Page> =>
    (await browser().newContext({ storageState })).newPage();

  it(
    "plays a solo level-1 game to its end through the table",
    async () => {
      screenshotsOnFailure(() => pages, "carcassonne-solo");
      const page = await openAs(sessions().ann);
      pages.push(page);
      await page.goto(await startedGame(page.context().request, [], 1));
      await page.locator(".cg-board").waitFor();
      const rnd = random(26);
      let decisions = 0;
      for (;;) {
        await page.locator(".cg-controls :is(.cg-buttons button, [data-rotate]), .cg-end").first().waitFor();
        const seen = await glance(page);
        if (seen.end) break;
        await decide(page, rnd, seen);
        decisions++;
      }
      expect(decisions).toBeGreaterThan(5);
      expect(await page.locator(".cg-end h2").textContent()).toMatch(/You won together|You lost/);
      await page.context().close();
    },
    budget(40_000),
  );

  it(
    "shows the second player the first one's tile after a poll; a message points at it",
    async () => {
      screenshotsOnFailure(() => pages, "carcassonne-two");
      const [ann, ben] = await Promise.all([openAs(sessions().ann), openAs(sessions().ben)]);
      pages.push(ann, ben);
      const url = await startedGame(ann.context().request, [ben.context().request], 1);
      await Promise.all([ann.goto(url), ben.goto(url)]);
      await Promise.all([ann.locator(".cg-tiles").waitFor(), ben.locator(".cg-tiles").waitFor()]);
      // Whoever the game chose to start places; the other watches.
      const annFirst = (await ann.locator(".cg-target").count()) > 0;
      const [mover, watcher] = annFirst ? [ann, ben] : [ben, ann];
      const before = await tiles(watcher);
      const target = mover.locator(".cg-target").first();
      const place = await target.getAttribute("data-token");
      await target.click();
      await confirm(mover);
      await expect.poll(() => tiles(watcher), { timeout: budget(15_000) }).toBe(before + 1);
      await pointAt(watcher, `${place}`, "What about here?");
      await seePointed(mover, "What about here?");
      await ann.context().close();
      await ben.context().close();
    },
    budget(20_000),
  );

  it("on a phone: pinches and drags the board by touch, then places a tile", async () => {
    screenshotsOnFailure(() => pages, "carcassonne-phone");
    const context = await browser().newContext({ ...SIZES.phone, storageState: sessions().ben });
    const page = await context.newPage();
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
    // Each event stamped a frame after the last, and a finger rests 100 ms before it lifts (stamped
    // and waited): lifted while moving, Chromium flings, and the tap that stops a fling clicks nothing.
    let clock = 0;
    const touch = async (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) => {
      if (type === "touchEnd") await new Promise((rest) => setTimeout(rest, 100));
      clock = type === "touchStart" ? Math.max(clock, Date.now() / 1000) : clock + (type === "touchEnd" ? 0.1 : 0.016);
      return cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: points.map((p, id) => ({ ...p, id })),
        timestamp: clock,
      });
    };
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
    // A click, not a tap: this tap and the board's tap just after it can read as a double tap, which clicks nothing.
    await page.locator(".panzoom-tools").getByRole("button", { name: "Fit the whole board" }).click();
    await expect.poll(() => frame.getAttribute("data-scale")).toBe("1.00");
    await underBar();
    const before = await tiles(page);
    // Placed by a touch tap, right after touch panning and pinching.
    await page.locator(".cg-target").first().tap();
    await confirm(page);
    await expect.poll(() => tiles(page)).toBe(before + 1);
    await context.close();
  });
});
