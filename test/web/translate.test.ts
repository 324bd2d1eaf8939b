import { describe, expect, it } from "vitest";
import { createTranslate, pickLanguage } from "../../worker/i18n/translate.ts";

describe("translate", () => {
  const en = { coins: { one: "{count} coin", other: "{count} coins" }, hello: "Hello, {name}" };
  const cs = { coins: { one: "{count} mince", few: "{count} mince", other: "{count} mincí" } };
  const ru = {
    coins: { one: "{count} монета", few: "{count} монеты", many: "{count} монет", other: "{count} монеты" },
  };

  it("chooses plural forms by the language's rules", () => {
    const t = createTranslate("cs", [cs], [en]);
    expect([1, 3, 5].map((count) => t("coins", { count }))).toEqual(["1 mince", "3 mince", "5 mincí"]);
    const r = createTranslate("ru", [ru], [en]);
    expect([1, 2, 5, 21].map((count) => r("coins", { count }))).toEqual([
      "1 монета",
      "2 монеты",
      "5 монет",
      "21 монета",
    ]);
  });

  it("falls back to English, then to the key", () => {
    const t = createTranslate("cs", [cs], [en]);
    expect(t("hello", { name: "Eva" })).toBe("Hello, Eva");
    expect(t("missing.key")).toBe("missing.key");
  });

  it("picks the profile's language, else the browser's, else English", () => {
    expect(pickLanguage("ru", ["cs-CZ"])).toBe("ru");
    expect(pickLanguage(undefined, ["de-DE", "sk-SK"])).toBe("sk");
    expect(pickLanguage(undefined, ["de"])).toBe("en");
  });
});
