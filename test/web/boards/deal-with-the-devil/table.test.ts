import { describe, expect, it } from "vitest";
import { table } from "../../../../web/boards/deal-with-the-devil/table.ts";
import type { Move } from "../../../../web/boards/deal-with-the-devil/types.ts";
import { dealWithTheDevil as game } from "../../../../worker/games/deal-with-the-devil/index.ts";
import { view } from "../../../../worker/games/deal-with-the-devil/view.ts";
import type { DevilState } from "../../../../worker/games/deal-with-the-devil/state.ts";
import { createTranslate, LANGUAGES } from "../../../../worker/i18n/translate.ts";

const players = ["Anna", "Boris", "Cyril", "Dora"].map((name, seat) => ({ userId: `u${seat}`, name, seat }));

describe("Deal with the Devil's table for the page", () => {
  it("names the player at a seat in the confirm step (a vote, the ritual's guesses), never a seat number", async () => {
    const t = createTranslate("en", [await table.messages.en()], []);
    const mine = view(game.setup(4, {}, "confirm"), 0);
    const moves: Move[] = [
      { type: "vote", target: 1 },
      { type: "ritual", bribe: 0, devil: 2, cultist: 3, pure: 0, tainted: 0 },
    ];
    const texts = moves.map((m) => table.describeMove(m, t, mine, players));
    expect(texts[0]).toContain("Boris");
    expect(texts[1]).toContain("Cyril");
    expect(texts[1]).toContain("Dora");
    for (const text of texts) expect(text).not.toMatch(/Seat \d/);
  });

  it("plays no bot on the page: its engine carries no bot move", () => {
    expect("botMove" in table.engine).toBe(false);
    expect("timeoutMove" in table.engine).toBe(false);
  });

  it("guides a first game through every kind of decision, in every language, with the options the parts compose", async () => {
    // One state of each step with its first seat to act, from a game of role bots.
    const states = new Map<string, { state: DevilState; seat: number }>();
    let state = game.setup(4, {}, "guide");
    while (state.step !== "over") {
      const seat = game.toAct(state)[0] ?? 0;
      if (!states.has(state.step)) states.set(state.step, { state, seat });
      const result = game.play(state, seat, game.botMove(state, seat));
      if (!result.ok) throw new Error("the bot's move was refused");
      state = result.played.state;
    }
    const guide = table.guide;
    if (!guide) throw new Error("the Devil's table guides a first game");
    const kinds = new Set<string>();
    for (const l of LANGUAGES) {
      const t = createTranslate(l, [await table.messages[l]()], []);
      for (const { state: s, seat } of states.values()) {
        const moves = game.legalMoves(s, seat);
        const step = guide(view(s, seat), moves, seat, t);
        expect(step?.text, `${l} ${s.step}`).toBeDefined();
        expect(step?.text, `${l} ${s.step}`).not.toMatch(/ddt\.guide/);
        kinds.add(step?.kind ?? "");
        expect(guide(view(s, seat), [], seat, t), "nothing asked, nothing guided").toBeUndefined();
      }
    }
    for (const kind of ["offer", "view", "plan", "keep", "pass", "vote", "wings", "ritual", "answer"])
      expect(kinds, kind).toContain(kind);
  });
});
