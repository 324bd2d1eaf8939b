import { describe, expect, it } from "vitest";
import cs from "../../web/src/i18n/cs.ts";
import en from "../../web/src/i18n/en.ts";
import ru from "../../web/src/i18n/ru.ts";
import sk from "../../web/src/i18n/sk.ts";
import { LOG_WORDS } from "../../worker/i18n/log.ts";
import type { Catalog, Message } from "../../worker/i18n/translate.ts";

const TRANSLATED = ["cs", "sk", "ru"] as const;
type Translated = (typeof TRANSLATED)[number];

/** Texts that may rightly read the same as in English: proper names, language names, loanwords. */
const SAME_AS_ENGLISH = new Set([
  "Notre Dame",
  "E-mail",
  "Push",
  "Chat",
  "English",
  "Čeština",
  "Slovenčina",
  "Русский",
  "Park",
  "park",
]);

/** Texts with no words of their own (placeholders, symbols, punctuation) have nothing to translate. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\w+\}/g, ""));

const forms = (m: Message): [string, string][] =>
  typeof m === "string" ? [["", m]] : Object.entries(m).filter((e): e is [string, string] => e[1] !== undefined);
const names = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!))].sort();
const placeholders = (m: Message): string[] => [...new Set(forms(m).flatMap(([, text]) => names(text)))].sort();

/** True when the language's `one` covers the number 1 alone, so that form may spell "1" out instead of {count}. */
const oneIsOnlyOne = (lang: string): boolean => {
  const rules = new Intl.PluralRules(lang);
  for (let n = 2; n <= 1000; n++) if (rules.select(n) === "one") return false;
  return rules.select(0) !== "one";
};

/** Every problem found in `catalog` measured against `english`, as readable lines (empty when all is well). */
function problems(lang: Translated, english: Catalog, catalog: Catalog): string[] {
  const found: string[] = [];
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  for (const key of Object.keys(english)) if (!(key in catalog)) found.push(`${key}: missing`);
  for (const key of Object.keys(catalog)) if (!(key in english)) found.push(`${key}: not in English`);
  for (const [key, message] of Object.entries(catalog)) {
    const source = english[key];
    if (source === undefined) continue;
    const expected = placeholders(source);
    const sourceHasCount = expected.includes("count");
    if (typeof source !== "string" && typeof message === "string")
      found.push(`${key}: English has plural forms, this is a plain string`);
    if (typeof source === "string" && typeof message !== "string" && !sourceHasCount)
      found.push(`${key}: plural forms without a {count}`);
    if (typeof message !== "string") {
      for (const c of categories)
        if (typeof message[c as Intl.LDMLPluralRule] !== "string") found.push(`${key}: no "${c}" form`);
      for (const c of Object.keys(message))
        if (!categories.includes(c)) found.push(`${key}: "${c}" is not a ${lang} plural category`);
    }
    const englishTexts = new Set(forms(source).map(([, text]) => text));
    for (const [form, text] of forms(message)) {
      const where = form ? `${key}.${form}` : key;
      if (text.trim() === "") found.push(`${where}: empty`);
      const got = names(text);
      const optional = form === "one" && oneIsOnlyOne(lang) ? ["count"] : [];
      const missing = expected.filter((n) => !got.includes(n) && !optional.includes(n));
      const extra = got.filter((n) => !expected.includes(n));
      if (missing.length > 0) found.push(`${where}: lacks {${missing.join("}, {")}}`);
      if (extra.length > 0) found.push(`${where}: unknown {${extra.join("}, {")}}`);
      if (englishTexts.has(text) && hasWords(text) && !SAME_AS_ENGLISH.has(text))
        found.push(`${where}: same as English ("${text}")`);
    }
  }
  return found;
}

describe("the app's catalogs", () => {
  const app: Record<Translated, Catalog> = { cs, sk, ru };
  for (const lang of TRANSLATED) {
    it(`${lang} translates every English message faithfully`, () => {
      expect(Object.keys(app[lang]).length).toBeGreaterThan(0);
      expect(problems(lang, en, app[lang])).toEqual([]);
    });
  }
});

describe("the platform's log words", () => {
  for (const lang of TRANSLATED) {
    it(`${lang} translates every English message faithfully`, () => {
      expect(problems(lang, LOG_WORDS.en, LOG_WORDS[lang])).toEqual([]);
    });
  }
});

describe("the boards' catalogs and the games' words", () => {
  const modules = {
    ...import.meta.glob<{ default: Catalog }>("../../web/boards/*/i18n/*.ts", { eager: true }),
    ...import.meta.glob<{ default: Catalog }>("../../web/boards/*/options/{en,cs,sk,ru}.ts", { eager: true }),
    ...import.meta.glob<{ default: Catalog }>("../../worker/games/*/words/{en,cs,sk,ru}.ts", { eager: true }),
  };
  const boards = new Map<string, Partial<Record<string, Catalog>>>();
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/(?:boards\/([^/]+)\/(i18n|options)|games\/([^/]+)\/words)\/([^/]+)\.ts$/.exec(path);
    if (!match) continue;
    const [, board, part, game, lang] = match as unknown as [
      string,
      string | undefined,
      string | undefined,
      string | undefined,
      string,
    ];
    const name = board ? (part === "options" ? `board ${board} options` : `board ${board}`) : `game ${game} words`;
    boards.set(name, { ...boards.get(name), [lang]: module.default });
  }

  it("are found where the globs look", () => {
    expect([...boards.keys()]).toEqual(
      expect.arrayContaining([
        "board notre-dame",
        "game notre-dame words",
        "board notre-dame options",
        "board carcassonne-ghosts options",
      ]),
    );
    for (const [board, catalogs] of boards) expect(catalogs.en, `${board} has no English catalog`).toBeDefined();
  });

  for (const [board, catalogs] of boards) {
    const english = catalogs.en;
    if (!english) continue;
    for (const lang of TRANSLATED) {
      const catalog = catalogs[lang];
      if (!catalog || Object.keys(catalog).length === 0) continue;
      it(`${board}: ${lang} translates every English message faithfully`, () => {
        expect(problems(lang, english, catalog)).toEqual([]);
      });
    }
  }
});

describe("the checker itself", () => {
  it("reports gaps, wrong placeholders, missing plural forms and untranslated text", () => {
    const english: Catalog = {
      a: "Hello {name}",
      b: { one: "{count} move", other: "{count} moves" },
      c: "Notre Dame",
      d: "Gone",
    };
    const bad: Catalog = {
      a: "Ahoj {jmeno}",
      b: { one: "{count} tah", other: "{count} tahů" },
      c: "Notre Dame",
      x: "navíc",
    };
    expect(problems("cs", english, bad)).toEqual([
      "d: missing",
      "x: not in English",
      "a: lacks {name}",
      "a: unknown {jmeno}",
      'b: no "few" form',
      'b: no "many" form',
    ]);
    // Russian "one" also covers 21, 31…, so it needs {count}; Czech "one" is 1 alone and may spell it out.
    expect(
      problems(
        "ru",
        { b: { one: "1 move", other: "{count} moves" } },
        { b: { one: "1 ход", few: "{count} хода", many: "{count} ходов", other: "{count} хода" } },
      ),
    ).toEqual(["b.one: lacks {count}"]);
    expect(
      problems(
        "cs",
        { b: { one: "{count} move", other: "{count} moves" } },
        { b: { one: "1 tah", few: "{count} tahy", many: "{count} tahu", other: "{count} tahů" } },
      ),
    ).toEqual([]);
    expect(problems("sk", { e: "Save" }, { e: "Save" })).toEqual(['e: same as English ("Save")']);
  });
});
