import { cleanup, render, within } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { dealWithTheDevil as game } from "../../../../worker/games/deal-with-the-devil/index.ts";
import type { DevilState } from "../../../../worker/games/deal-with-the-devil/state.ts";
import { view as viewOf } from "../../../../worker/games/deal-with-the-devil/view.ts";
import { words } from "../../../../worker/games/deal-with-the-devil/words/index.ts";
import { createTranslate, LANGUAGES, type Language } from "../../../../worker/i18n/translate.ts";
import { EndScreen } from "../../../../web/boards/deal-with-the-devil/EndScreen.tsx";
import { BOARD_MESSAGES } from "../../../../web/boards/deal-with-the-devil/messages.ts";

afterEach(cleanup);

const players = ["Anna", "Boris", "Cyril", "Dora"].map((name, seat) => ({ userId: `u${seat}`, name, seat }));

/** A whole game of role bots. */
function finished(seed: string): DevilState {
  let state = game.setup(4, {}, seed);
  while (state.step !== "over") {
    const seat = game.toAct(state)[0] ?? 0;
    const result = game.play(state, seat, game.botMove(state, seat));
    if (!result.ok) throw new Error("the bot's move was refused");
    state = result.played.state;
  }
  return state;
}

const translate = async (l: Language) => createTranslate(l, [await BOARD_MESSAGES[l](), await words.messages[l]()], []);

describe("Deal with the Devil's end screen", () => {
  const state = finished("end-screen");

  it("charts each kingdom's reputation and score over the five rounds, the score ending on the final total", async () => {
    const t = await translate("en");
    const view = viewOf(state, 0);
    const { getByRole } = render(<EndScreen view={view} players={players} t={t} />);
    const reputation = getByRole("img", { name: t("ddt.end.reputationChart") });
    const score = getByRole("img", { name: t("ddt.end.scoreChart") });
    const pointsOf = (svg: HTMLElement) =>
      [...svg.querySelectorAll("polyline")].map((l) => (l.getAttribute("points") ?? "").split(" ").length);
    expect(pointsOf(reputation)).toEqual([5, 5, 5, 5]);
    expect(pointsOf(score)).toEqual([6, 6, 6, 6]);
    const table = getByRole("table", { name: t("ddt.end.byRound") });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(5);
    rows.forEach((row, r) => {
      const cells = within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent);
      expect(cells).toEqual(
        (state.history[r] ?? []).map((h) => t("ddt.end.cell", { reputation: h.reputation, score: h.score })),
      );
    });
    expect(score.textContent).toContain(String(Math.max(...(state.final?.scores ?? []))));
  });

  it("names every chart and column in each language, with no key left untranslated", async () => {
    for (const l of LANGUAGES) {
      const { container } = render(<EndScreen view={viewOf(state, 1)} players={players} t={await translate(l)} />);
      expect(container.textContent, l).not.toMatch(/\bddt?\.[a-z]/);
      for (const el of container.querySelectorAll("[aria-label]"))
        expect(el.getAttribute("aria-label"), l).not.toMatch(/\bddt?\.[a-z]/);
      cleanup();
    }
  });
});
