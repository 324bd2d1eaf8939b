import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

describe("the README's complete bot", () => {
  it("is test/tools/random-bot.ts, verbatim, in under 40 lines", () => {
    const bot = read("test/tools/random-bot.ts");
    expect(read("worker/match/README.md")).toContain("```ts\n" + bot + "```\n");
    expect(bot.trimEnd().split("\n").length).toBeLessThan(40);
  });
});
