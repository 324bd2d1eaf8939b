import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../worker/i18n/translate.ts";
import { formatWhen } from "../../web/src/time.ts";

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe("times shown to people", () => {
  const at = Date.UTC(2026, 10, 27, 20, 42, 29);

  for (const language of LANGUAGES)
    it(`${language}: to the minute, in the reader's zone`, () => {
      const text = formatWhen(at, language, "Europe/Prague");
      expect(text).toMatch(/21[:.]42|9[:.]42/);
      expect(text).not.toMatch(/\d[:.]\d\d[:.]\d\d/);
    });

  it("go through formatWhen: no Date printed with the browser's defaults (seconds) anywhere in the client", () => {
    const root = join(import.meta.dirname, "../../web");
    const bare = /new Date\([^)]*\)\.toLocale(?:Date|Time)?String\([^,)]*\)|\bsecond: "/;
    const found = [...files(join(root, "src")), ...files(join(root, "boards"))].filter((path) =>
      bare.test(readFileSync(path, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
