import { beforeAll, describe, expect, inject, it } from "vitest";
import { BASE, chromiumForTests } from "./browser.ts";
import { checkEveryScreen } from "./matrix.ts";
import { LANGUAGES, speak, stage, type Language, type Stage } from "./scenes.ts";
import { budget } from "../budget.ts";

describe("every page on a desktop and a phone in four languages (issue 18 §7)", () => {
  const browser = chromiumForTests();
  let cast: Stage;
  beforeAll(async () => {
    cast = await stage(browser(), { base: BASE, persist: inject("e2ePersist") });
  }, budget(160_000));

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
        "devil-offer",
        "devil-plan",
        "devil-over",
        "carcassonne",
        "guest-dashboard",
        "guest-table",
      ]),
    );
  });

  it.each(LANGUAGES)(
    "%s: no sideways scrolling, the prompt on the first screen, text ≥ 12 px, touch targets ≥ 44 px, no serious axe violation",
    async (language: Language) => {
      await speak(browser(), BASE, cast, language);
      const looks = cast.scenes.map((scene) => ({
        name: `${scene.name} (${scene.path})`,
        path: scene.path,
        session: scene.who ? cast.sessions[scene.who] : undefined,
      }));
      const problems = await checkEveryScreen(browser(), BASE, looks, language);
      expect(problems.sort(), `${problems.length} problems:\n${problems.join("\n")}`).toEqual([]);
    },
    budget(130_000),
  );
});
