import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../../worker/games/notre-dame/errors.ts";
import { notreDame, type Move } from "../../../../worker/games/notre-dame/index.ts";
import { view as viewOf, type NotreDameView } from "../../../../worker/games/notre-dame/view.ts";
import { table as notreDameTable } from "../../../../web/boards/notre-dame/table.ts";
import rules from "../../../../worker/games/notre-dame/words/rules/en.ts";
import { NAMES, playersOf, t } from "./helpers.ts";

afterEach(cleanup);

/** A raw key or an unfilled placeholder means a missing translation. */
function expectTranslated(text: string | undefined, what: string): void {
  expect(text, what).toBeDefined();
  expect(text, what).not.toMatch(/\bnd\.|\brule\.|\{\w+\}|NaN|undefined/);
}

function botGame(seats: number, hiddenScores: boolean) {
  let state = notreDame.setup(seats, { hiddenScores }, `texts-${seats}`);
  const events: Record<string, unknown>[] = [];
  const moves: Move[] = [];
  const views: NotreDameView[] = [];
  while (state.phase !== "over") {
    const seat = notreDame.toAct(state)[0] ?? 0;
    moves.push(...notreDame.legalMoves(state, seat));
    if (views.length < 400) views.push(viewOf(state, seat));
    const result = notreDame.play(state, seat, notreDame.botMove(state, seat));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    events.push(...result.played.events.map((e) => e.event));
    state = result.played.state;
  }
  return { state, events, moves, views };
}

describe("Notre Dame texts", () => {
  const games = [2, 3, 4, 5].map((n) => ({ n, ...botGame(n, n % 2 === 0) }));

  it("describes every event of whole bot games, with names and no missing keys", () => {
    const types = new Set<string>();
    for (const { events } of games) {
      for (const event of events) {
        types.add(String(event.type));
        const text = notreDame.words.describeEvent(event, {
          t,
          name: (s) => (s === undefined ? "?" : (NAMES[s] ?? "?")),
          mySeat: 0,
        });
        expectTranslated(text, JSON.stringify(event));
        if (typeof event.seat === "number") expect(text).toContain(NAMES[event.seat]);
      }
    }
    expect(types.size).toBeGreaterThan(15);
  });

  it("describes every legal move met in those games", () => {
    for (const { moves } of games)
      for (const move of moves) expectTranslated(notreDameTable.describeMove(move, t), JSON.stringify(move));
  });

  it("renders boards along the games without raw keys", () => {
    for (const { n, views } of games) {
      for (const view of views.filter((_, i) => i % 40 === 0)) {
        const { container } = render(
          <notreDameTable.Board
            view={view}
            legalMoves={[]}
            mySeat={0}
            players={playersOf(n)}
            onMove={() => undefined}
            disabled={false}
            t={t}
          />,
        );
        expectTranslated(container.textContent ?? "", "board text");
        for (const el of container.querySelectorAll("[aria-label]"))
          expectTranslated(el.getAttribute("aria-label") ?? "", "aria-label");
        cleanup();
      }
    }
  });

  it("shows final ranks, scores and the prestige chart with a table (loaded when first shown)", async () => {
    for (const { n, state } of games) {
      const view = viewOf(state, 0);
      const { container, getAllByRole, findAllByRole } = render(
        <notreDameTable.EndScreen view={view} players={playersOf(n)} t={t} />,
      );
      await findAllByRole("table");
      const text = container.textContent ?? "";
      expectTranslated(text, "end screen");
      state.players.forEach((p, seat) => {
        expect(text).toContain(NAMES[seat]);
        expect(text).toContain(String(p.prestige));
      });
      expect(container.querySelectorAll(".nd-chart polyline")).toHaveLength(n);
      expect(getAllByRole("table")).toHaveLength(2);
      cleanup();
    }
  });

  it("has a message for every rule error and loads every language", async () => {
    for (const code of ERROR_CODES) expect(rules).toHaveProperty(`rule.${code}`);
    for (const load of Object.values(notreDameTable.messages)) expect(typeof (await load())).toBe("object");
  });
});
