import { describe, expect, it } from "vitest";
import { chromiumForTests } from "./browser.ts";
import { SIZES } from "./chromium.ts";
import { axeViolations, inspect } from "./legibility.ts";

/** A page that breaks every check the matrix makes (test/e2e/matrix.ts). */
const BROKEN = `<!doctype html><html lang="en"><body>
  <main>
    <h1 style="margin-top: 1200px">What to do now</h1>
    <p style="font-size: 9px">Small print</p>
    <p style="color: #bbb; background: #fff">Grey on white</p>
    <button style="width: 20px; height: 20px"></button>
    <div style="width: 900px">Wider than a phone</div>
  </main>
</body></html>`;

describe("the checks every page gets can fail", () => {
  const browser = chromiumForTests();

  it("find the planted faults on a phone, and axe finds them again on a page it already ran in", async () => {
    const context = await browser().newContext(SIZES.phone);
    try {
      const page = await context.newPage();
      await page.setContent(BROKEN);
      const found = await inspect(page, true);
      for (const kind of ["overflow:", "prompt:", "text: 9.0 px", "target: 20×20"])
        expect(
          found.some((line) => line.startsWith(kind)),
          `${kind} in\n${found.join("\n")}`,
        ).toBe(true);
      const axeIds = async () => (await axeViolations(page)).map((line) => line.split(" ")[2]).sort();
      const first = await axeIds();
      expect(first).toEqual(expect.arrayContaining(["button-name", "color-contrast"]));
      // The second run reuses the axe the first one put in the page.
      expect(await axeIds()).toEqual(first);
      await page.setContent(BROKEN.replace("<button", '<button aria-label="Close"'));
      expect(await axeIds()).not.toContain("button-name");
    } finally {
      await context.close();
    }
  });
});
