import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BASE, chromiumForTests, screenshotsOnFailure } from "./browser.ts";
import { SIZES } from "./chromium.ts";
import type { Move } from "../../web/boards/notre-dame/types.ts";
import { MIN_TARGET_PX, MIN_TEXT_PX } from "./legibility.ts";
import { pathToTheMap } from "./map-path.ts";
import { stage, visit, type Stage } from "./scenes.ts";
import { budget } from "../budget.ts";

const PHONE = SIZES.phone.viewport;

/**
 * The map's tappable spots, the smallest side of each, its centre, and whether a finger reaches it
 * there (inside the map's frame, under no bar); the map is scrolled to just below the status bar first.
 */
function mapTargets(page: Page): Promise<{ side: number; x: number; y: number; inFrame: boolean }[]> {
  return page.evaluate(`(() => {
    const bar = document.querySelector(".status-bar").getBoundingClientRect();
    scrollBy(0, document.querySelector(".panzoom-frame").getBoundingClientRect().top - bar.bottom - 8);
    const frame = document.querySelector(".panzoom-frame").getBoundingClientRect();
    return [...document.querySelectorAll(".nd-map [role=button]")].map((el) => {
      const b = el.getBoundingClientRect();
      const x = b.left + b.width / 2, y = b.top + b.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { side: Math.min(b.width, b.height), x, y,
        inFrame: x > frame.left + 4 && x < frame.right - 4 && y > frame.top + 4 && y < frame.bottom - 4 && !!hit && hit.closest("[role=button]") === el };
    });
  })()`);
}

/** The drawn size in CSS px of the smallest visible map text. */
function smallestMapText(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const sizes = [...document.querySelectorAll(".nd-map text")].filter((el) => el.checkVisibility() && el.textContent.trim())
      .map((el) => parseFloat(getComputedStyle(el).fontSize) * Math.hypot(el.getScreenCTM().a, el.getScreenCTM().b));
    return sizes.length ? Math.min(...sizes) : 0;
  })()`);
}

const scale = async (page: Page): Promise<number> =>
  Number(await page.locator(".panzoom-frame").getAttribute("data-scale"));

const height = async (page: Page, selector: string): Promise<number> =>
  (await page.locator(selector).first().boundingBox())?.height ?? 0;

describe("the table on a 390×844 touch phone (issue 25 §5, §8)", () => {
  const browser = chromiumForTests();
  let cast: Stage;
  const pages: Page[] = [];
  const open = async (name: string, who?: "alice" | "bob"): Promise<Page> => {
    const scene = cast.scenes.find((s) => s.name === name);
    if (!scene) throw new Error(`${name} was not staged: ${cast.unreached.join("; ")}`);
    const whose = who ?? scene.who;
    const context = await browser().newContext({
      ...SIZES.phone,
      storageState: whose ? cast.sessions[whose] : undefined,
    });
    const page = await context.newPage();
    pages.push(page);
    await visit(page, BASE, scene);
    return page;
  };
  beforeAll(async () => {
    const wanted = new Set(["table-actions", "finished", "replay"]);
    cast = await stage(browser(), { base: BASE, persist: inject("e2ePersist") }, (name) => wanted.has(name));
  }, budget(120_000));

  it(
    "leaves the board most of the screen, shows the overview's figures, zooms, and a tap still picks",
    async () => {
      screenshotsOnFailure(() => pages, "phone-table");
      const page = await open("table-actions");
      const header = await height(page, ".site-header");
      const bar = await height(page, ".status-bar");
      console.log(`phone table: header ${header} px, status bar ${bar} px of ${PHONE.height}`);
      expect(header).toBeLessThanOrEqual(64);
      expect(header + bar).toBeLessThanOrEqual(PHONE.height / 4);
      // The overview: every field's cube count drawn at a readable size.
      expect(
        await page
          .locator(".nd-map text.nd-overview")
          .evaluateAll((ts) => ts.filter((t) => t.checkVisibility()).length),
      ).toBeGreaterThan(14);
      expect(await smallestMapText(page)).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.05);
      for (const target of await mapTargets(page)) expect(target.side).toBeGreaterThanOrEqual(MIN_TARGET_PX - 0.5);

      // The zoom buttons scale the drawing; zoomed in, the names are back, and every spot is finger-sized.
      const zoomIn = page.getByRole("button", { name: "Zoom in" });
      await zoomIn.tap();
      await zoomIn.tap();
      await expect.poll(() => scale(page)).toBeGreaterThan(2);
      expect(await page.locator(".nd-map text.nd-field-name").first().isVisible()).toBe(true);
      expect(await smallestMapText(page)).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.05);

      // Through the controls until the map asks (a field or a market), then a tap on the map picks it.
      const answer = await page.evaluate(
        `fetch(location.pathname.replace("/games/", "/api/games/")).then((r) => r.json())`,
      );
      const path = pathToTheMap((answer as { legalMoves: Move[] }).legalMoves);
      expect(path, "a way through the controls to the map").toBeDefined();
      for (const { step, token } of path ?? [])
        await page.locator(`.nd-controls .nd-buttons button[data-step="${step}"][data-token="${token}"]`).tap();
      let targets = await mapTargets(page);
      // A drag pans the zoomed map until the first spot is in view (a drag picks nothing).
      // On a busy machine a drag may end before the map has followed it all the way: drag again.
      const frame = await page.locator(".panzoom-frame").boundingBox();
      for (let drag = 0; drag < 3 && frame && targets[0] && !targets.some((t) => t.inFrame); drag++) {
        const first = targets[0];
        const from = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(from.x + (from.x - first.x), from.y + (from.y - first.y), { steps: 8 });
        await page.mouse.up();
        targets = await mapTargets(page);
      }
      const target = targets.find((t) => t.inFrame);
      expect(target, "a spot on the map to tap").toBeDefined();
      for (const t of targets) expect(t.side).toBeGreaterThanOrEqual(MIN_TARGET_PX - 0.5);
      const before = await page.locator(".nd-controls").textContent();
      await page.touchscreen.tap(target?.x ?? 0, target?.y ?? 0);
      await expect
        .poll(
          async () =>
            (await page.locator(".confirm").isVisible()) ||
            (await page.locator(".nd-controls").textContent()) !== before,
        )
        .toBe(true);
      if (await page.locator(".confirm").isVisible()) {
        const confirm = await height(page, ".confirm");
        console.log(`phone table: confirm step ${confirm} px`);
        expect(header + bar + confirm).toBeLessThanOrEqual(PHONE.height / 2);
      }
      // The bar's details are a tap away.
      await page.getByRole("button", { name: "More about this turn" }).tap();
      await page.locator(".status-bar").getByRole("button", { name: "Rules" }).waitFor();
    },
    budget(60_000),
  );

  it(
    "shows the end screen's every round and the map's disclosure marks",
    async () => {
      screenshotsOnFailure(() => pages, "phone-end");
      const page = await open("finished");
      const round9 = page.locator(".nd-end th", { hasText: /^R9$/ });
      const box = await round9.boundingBox();
      expect(box, "round 9 in the per-round table").not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      for (const summary of [".nd-map-legend > summary", ".nd-summary > summary"]) {
        const mark = await page.evaluate(
          `getComputedStyle(document.querySelector(${JSON.stringify(summary)}), "::before").content`,
        );
        expect(mark, summary).toBe('"▸"');
      }
    },
    budget(30_000),
  );

  it(
    "opens the replay from the reader's own seat",
    async () => {
      screenshotsOnFailure(() => pages, "phone-replay");
      const scene = cast.scenes.find((s) => s.name === "replay");
      const other = scene?.who === "alice" ? "bob" : "alice";
      const page = await open("replay", other);
      const answer = await page.evaluate(
        `fetch(location.pathname.replace("/replay", "").replace("/games/", "/api/games/")).then((r) => r.json())`,
      );
      const mySeat = (answer as { mySeat?: number }).mySeat;
      expect(mySeat).toBe(1);
      expect(await page.locator(".replay-controls select").inputValue()).toBe(String(mySeat));
    },
    budget(30_000),
  );
});
