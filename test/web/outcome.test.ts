import { describe, expect, it } from "vitest";
import type { GameData } from "../../web/src/game.ts";
import { resultText } from "../../web/src/outcome.ts";
import { createAppState } from "../../web/src/state.ts";

const players = [
  { userId: "a", name: "alice", seat: 0 },
  { userId: "b", name: "bob", seat: 1 },
  { userId: "c", name: "carol", seat: 2 },
];
const over = (outcome: object) => ({ status: "finished" as const, outcome: outcome as GameData["outcome"], players });

async function translate(language: "en" | "cs" | "ru") {
  const app = createAppState();
  await app.setLanguage(language);
  return app.t.value;
}

describe("who won, in a sentence (issue 25 §8)", () => {
  it("names the winner with the score, the players sharing first place, or the team's result", async () => {
    const t = await translate("en");
    expect(resultText(over({ kind: "ranked", scores: [40, 52, 31], ranks: [2, 1, 3] }), t)).toBe("bob won with 52.");
    expect(resultText(over({ kind: "ranked", scores: [52, 52, 31], ranks: [1, 1, 3] }), t)).toBe(
      "alice and bob share first place with 52.",
    );
    expect(resultText(over({ kind: "shared", won: true, score: 80 }), t)).toBe("The players won together.");
    expect(resultText(over({ kind: "shared", won: false }), t)).toBe("The players lost together.");
    expect(resultText({ status: "active", outcome: undefined, players }, t)).toBeUndefined();
  });

  it("speaks Czech and Russian", async () => {
    const ranked = over({ kind: "ranked", scores: [40, 52, 31], ranks: [2, 1, 3] });
    expect(resultText(ranked, await translate("cs"))).toBe("Vyhrál(a) bob se skóre 52.");
    expect(resultText(ranked, await translate("ru"))).toBe("Победа: bob, счёт 52.");
  });
});
