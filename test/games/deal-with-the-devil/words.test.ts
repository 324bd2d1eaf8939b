/** Every event the engine emits in play and every rule error reads as words in every language. */
import { describe, expect, it } from "vitest";
import cs from "../../../worker/games/deal-with-the-devil/words/cs.ts";
import en from "../../../worker/games/deal-with-the-devil/words/en.ts";
import ru from "../../../worker/games/deal-with-the-devil/words/ru.ts";
import sk from "../../../worker/games/deal-with-the-devil/words/sk.ts";
import { ERROR_CODES } from "../../../worker/games/deal-with-the-devil/errors.ts";
import { dealWithTheDevil as game } from "../../../worker/games/deal-with-the-devil/index.ts";
import { words } from "../../../worker/games/deal-with-the-devil/table.ts";
import { createTranslate, LANGUAGES, type Catalog, type Language } from "../../../worker/i18n/translate.ts";
import { playGame } from "./play-through.ts";

const CATALOGS: Record<Language, Catalog> = { en, cs, sk, ru };

/** Events of whole games, one of each type and variant (a text key may differ by a field). */
function eventsOfPlay(): Record<string, unknown>[] {
  const seen = new Map<string, Record<string, unknown>>();
  for (const seed of ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"]) {
    playGame(seed, ["random", "random", "random", "random"], ({ events }) => {
      for (const { event } of events) {
        const variant = [
          event.type,
          event.side,
          event.accepted,
          event.act,
          event.price === null ? "empty" : "",
          event.right,
        ].join("|");
        if (!seen.has(variant)) seen.set(variant, event);
      }
    });
  }
  return [...seen.values()];
}

describe("the engine's words", () => {
  const events = eventsOfPlay();
  it("random play meets the main events", () => {
    const types = new Set(events.map((e) => e.type));
    for (const t of [
      "round",
      "chestsHandedOut",
      "chestSeen",
      "chestBack",
      "planned",
      "built",
      "votes",
      "ritualOpened",
      "answered",
      "finalScore",
      "gameOver",
    ])
      expect(types).toContain(t);
  });

  for (const language of LANGUAGES) {
    it(`${language}: every event of play reads as words with every placeholder filled`, () => {
      const t = createTranslate(language, [CATALOGS[language]], [en]);
      for (const event of events) {
        const text = game.words.describeEvent(event, { t, name: (seat) => `P${String(seat)}`, mySeat: 0 });
        expect(text, JSON.stringify(event)).toBeDefined();
        expect(text, JSON.stringify(event)).not.toMatch(/[{}]|dd\.|undefined|NaN/);
      }
    });

    it(`${language}: the log's words alone (all the Worker bundles) tell every event of play`, async () => {
      const log = (l: Language) => words.messages[l]();
      const t = createTranslate(language, [await log(language)], [await log("en")]);
      for (const event of events) {
        const text = game.words.describeEvent(event, { t, name: (seat) => `P${String(seat)}`, mySeat: 0 });
        expect(text, JSON.stringify(event)).not.toMatch(/[{}]|dd\.|undefined|NaN/);
      }
    });

    it(`${language}: every rule error has words`, () => {
      for (const code of ERROR_CODES) expect(CATALOGS[language][`rule.${code}`], code).toBeDefined();
    });
  }
});
