import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BASE, launch } from "./browser.ts";
import { SIZES, type Size } from "./chromium.ts";
import { axeViolations, inspect } from "./legibility.ts";
import { LANGUAGES, LOCALES, speak, stage, visit, type Language, type Stage } from "./scenes.ts";

/** Pages looked at side by side: enough to use both cores without starving the server. */
const PARALLEL = 3;

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

describe("every page on a desktop and a phone in four languages (issue 18 §7)", () => {
  let browser: Browser;
  let cast: Stage;
  beforeAll(async () => {
    browser = await launch();
    // Seven bot games of ~90 moves through the API; a minute or two on a busy machine.
    cast = await stage(browser, { base: BASE, persist: inject("e2ePersist") });
  }, 900_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("reaches the table in every phase", () => {
    expect(cast.unreached).toEqual([]);
    expect(cast.scenes.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        "table-draft",
        "table-waiting",
        "table-actions",
        "table-bribes",
        "table-plague",
        "finished",
        "replay",
      ]),
    );
  });

  it.each(LANGUAGES)(
    "%s: no sideways scrolling, the prompt on the first screen, text ≥ 12 px, touch targets ≥ 44 px, no serious axe violation",
    async (language: Language) => {
      await speak(browser, BASE, cast, language);
      const problems: string[] = [];
      const visits = (Object.keys(SIZES) as Size[]).flatMap((size) => cast.scenes.map((scene) => ({ size, scene })));
      await inParallel(visits, async ({ size, scene }) => {
        const context = await browser.newContext({
          ...SIZES[size],
          locale: LOCALES[language],
          storageState: scene.who ? cast.sessions[scene.who] : undefined,
        });
        const page = await context.newPage();
        const where = `${scene.name} (${scene.path}) ${size} ${language}`;
        try {
          await visit(page, BASE, scene);
          const found = [...(await inspect(page, size === "phone")), ...(await axeViolations(page))];
          problems.push(...found.map((problem) => `${where}: ${problem}`));
        } catch (error) {
          problems.push(`${where}: could not be checked: ${String(error).split("\n")[0]}`);
        } finally {
          await context.close();
        }
      });
      expect(problems.sort(), `${problems.length} problems:\n${problems.join("\n")}`).toEqual([]);
    },
    900_000,
  );
});
