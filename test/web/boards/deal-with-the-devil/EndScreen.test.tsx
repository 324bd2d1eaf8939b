import { cleanup, render, within } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { dealWithTheDevil as game } from "../../../../worker/games/deal-with-the-devil/index.ts";
import type { DevilState } from "../../../../worker/games/deal-with-the-devil/state.ts";
import { view as viewOf } from "../../../../worker/games/deal-with-the-devil/view.ts";
import { tableWords as words } from "../../../../worker/games/deal-with-the-devil/words/messages.ts";
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

  it("lists the places first to last, a tie on points told apart by the fifths left over", async () => {
    const t = await translate("en");
    const tied = structuredClone(state);
    const view = viewOf(tied, 0);
    // Boris and Dora tie on points; Dora has more left over, so she places above him.
    view.players.forEach((p, seat) => {
      if (p.final) p.final = { ...p.final, total: [30, 40, 20, 40][seat] ?? 0, fifths: [0, 1, 0, 3][seat] ?? 0 };
    });
    const { container } = render(<EndScreen view={view} players={players} t={t} />);
    const places = [...container.querySelectorAll(".dd-standings li")].map((li) => li.textContent ?? "");
    expect(places.map((p) => p.split(" ")[0])).toEqual(["Dora", "Boris", "Anna", "Cyril"]);
    expect(places[0]).toContain("40 points");
    expect(places[0]).toContain(t("ddt.end.fifths", { fifths: 3 }));
    expect(places[2]).not.toContain("/5");
  });

  it("gives kingdoms equal in points and fifths one shared place, with no tie-break to tell", async () => {
    const t = await translate("en");
    const view = viewOf(structuredClone(state), 0);
    view.players.forEach((p, seat) => {
      if (p.final) p.final = { ...p.final, total: [34, 31, 29, 34][seat] ?? 0, fifths: [2, 0, 0, 2][seat] ?? 0 };
    });
    const { container } = render(<EndScreen view={view} players={players} t={t} />);
    const places = [...container.querySelectorAll(".dd-standings li")];
    expect(places.map((li) => [li.textContent?.split(" ")[0], li.getAttribute("value")])).toEqual([
      ["Anna", "1"],
      ["Dora", "1"],
      ["Boris", "3"],
      ["Cyril", "4"],
    ]);
    for (const li of places) expect(li.textContent).not.toContain("/5");
  });

  it("marks each line once, at its end, no two marks on each other", async () => {
    const t = await translate("en");
    const flat = structuredClone(state);
    // Every kingdom ends on the same reputation: their marks still stand apart.
    for (const row of flat.history) for (const cell of row) cell.reputation = 0;
    const { getByRole } = render(<EndScreen view={viewOf(flat, 0)} players={players} t={t} />);
    const marks = [...getByRole("img", { name: t("ddt.end.reputationChart") }).querySelectorAll("text")].filter((m) =>
      m.parentElement?.hasAttribute("data-seat"),
    );
    expect(marks.map((m) => m.textContent)).toEqual(["1", "2", "3", "4"]);
    const ys = marks.map((m) => Number(m.getAttribute("y"))).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect((ys[i] ?? 0) - (ys[i - 1] ?? 0)).toBeGreaterThanOrEqual(12);
    expect(Math.max(...ys)).toBeLessThanOrEqual(180);
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
