import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { budget } from "../../../budget.ts";
import { timeoutMove } from "../../../../worker/games/carcassonne-ghosts/bot.ts";
import { ERROR_CODES } from "../../../../worker/games/carcassonne-ghosts/errors.ts";
import { carcassonneGhosts } from "../../../../worker/games/carcassonne-ghosts/index.ts";
import { view as viewOf } from "../../../../worker/games/carcassonne-ghosts/view.ts";
import type { Language } from "../../../../worker/i18n/translate.ts";
import { table } from "../../../../web/boards/carcassonne-ghosts/table.ts";
import { runs } from "../../../property-runs.ts";
import { playersOf, sampleStates, translate } from "./helpers.ts";

afterEach(cleanup);

const LANGUAGES: readonly Language[] = ["en", "cs", "sk", "ru"];

/** A raw key or an unfilled placeholder means a missing translation. */
function expectTranslated(text: string | undefined, what: string): void {
  expect(text, what).toBeDefined();
  expect(text, what).not.toMatch(/\bcgt?\.|\bcgr\.|\brule\.|\{\w+\}|NaN|undefined/);
}

describe("Carcassonne ghosts texts", () => {
  // A few states of every decision, not the first hundred placements.
  const seen = new Map<string, number>();
  const samples = sampleStates(
    30,
    (s) => {
      const count = seen.get(s.state.phase) ?? 0;
      if (s.moves.length === 0 || count >= runs(5)) return false;
      seen.set(s.state.phase, count + 1);
      return true;
    },
    runs(35),
  );
  const kinds = new Set(samples.map((s) => s.state.phase));

  for (const language of LANGUAGES) {
    const t = translate(language);
    it(`${language}: the board, every legal move, the prompt and every rule error have no raw key`, {
      timeout: budget(20_000),
    }, () => {
      expect(kinds.size).toBeGreaterThan(3);
      for (const sample of samples) {
        const view = viewOf(sample.state, sample.seat);
        for (const move of sample.moves) expectTranslated(table.describeMove(move, t, view), JSON.stringify(move));
        expectTranslated(table.prompt(view, sample.moves, sample.seat, t), "prompt");
        const { container } = render(
          <table.Board
            view={view}
            legalMoves={sample.moves}
            mySeat={sample.seat}
            players={playersOf(sample.state.seats)}
            onMove={() => undefined}
            disabled={false}
            t={t}
          />,
        );
        expectTranslated(container.textContent ?? "", `board text at ${sample.state.phase}`);
        for (const el of container.querySelectorAll("[aria-label], title"))
          expectTranslated(el.getAttribute("aria-label") ?? el.textContent ?? "", "label");
        cleanup();
      }
      for (const code of ERROR_CODES) expectTranslated(table.describeError({ code, x: 1, y: 2 }, t), code);
    });

    it(`${language}: the end screen tells why, the score and the chart`, () => {
      let state = carcassonneGhosts.setup(1, { level: 1 }, "texts-end");
      while (state.phase !== "over") {
        const result = carcassonneGhosts.play(state, 0, timeoutMove(state, 0));
        if (!result.ok) throw new Error(JSON.stringify(result.error));
        state = result.played.state;
      }
      const view = viewOf(state, 0);
      const { container } = render(<table.EndScreen view={view} players={playersOf(1)} t={t} />);
      expectTranslated(container.textContent ?? "", "end screen");
      expect(container.querySelectorAll("tbody tr")).toHaveLength(view.trail.length);
      expect(view.trail.length).toBeGreaterThan(5);
      expect(container.textContent).toContain(String(view.goal));
    });
  }

  it("counts a tile's ghost symbols in their own number, not the ghosts'", () => {
    const t = translate("en");
    // The first placements of a few solo games: tiles with one and with more ghost symbols.
    const texts = ["a", "b", "c", "d", "e", "f"].flatMap((seed) => {
      const state = carcassonneGhosts.setup(1, { level: 5 }, seed);
      return carcassonneGhosts.legalMoves(state, 0).map((m) => table.describeMove(m, t, viewOf(state, 0)));
    });
    const counted = texts.flatMap((text) => [...text.matchAll(/\((\d+) (symbols?) on the tile\)/g)]);
    expect(counted.some(([, n]) => n === "1")).toBe(true);
    for (const [, n, word] of counted) expect(word, `${n} ${word}`).toBe(n === "1" ? "symbol" : "symbols");
  });

  it("heads the log by pile", () => {
    const t = translate("en");
    expect(table.section({ type: "gameStarted" }, t)).toEqual({ level: 1, title: "Pile 1" });
    expect(table.section({ type: "drawn", pile: 2 }, t)).toEqual({ level: 1, title: "Pile 2" });
    expect(table.section({ type: "placed" }, t)).toBeUndefined();
  });
});
