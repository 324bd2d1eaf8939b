import { describe, expect, it } from "vitest";
import { describeError } from "../../../../worker/games/notre-dame/words/errors.ts";
import { t } from "./helpers.ts";

describe("rule errors in words", () => {
  it("translates the engine's ids among the parameters", () => {
    expect(describeError({ code: "CARD_NOT_IN_HAND", card: "school" }, t)).toBe(
      "The card Monastery school is not in your hand.",
    );
    expect(describeError({ code: "NOT_ENOUGH_COINS", need: 2, have: 1 }, t)).toBe("You need 2 coins; you have 1.");
    expect(describeError({ code: "NOT_A_FULLEST_FIELD", field: "bank", fields: ["inn", "park"] }, t)).toContain(
      "inn, park",
    );
  });
});
