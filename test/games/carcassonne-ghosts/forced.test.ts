import { describe, expect, it } from "vitest";
import { botMove } from "../../../worker/games/carcassonne-ghosts/bot.ts";
import { carcassonneGhosts } from "../../../worker/games/carcassonne-ghosts/index.ts";
import { legalMoves } from "../../../worker/games/carcassonne-ghosts/legal.ts";
import { play } from "../../../worker/games/carcassonne-ghosts/play.ts";
import en from "../../../worker/games/carcassonne-ghosts/words/en.ts";
import { createTranslate } from "../../../worker/i18n/translate.ts";

const t = createTranslate("en", [en], []);

/** Issue 26: a step the engine plays by itself (one legal option) is marked, and its words say so. */
describe("moves the engine makes for the player", () => {
  it("mark their act as the only choice, and the log says it", () => {
    let state = carcassonneGhosts.setup(1, { level: 5 }, "forced-1");
    const forced: Record<string, unknown>[] = [];
    for (let i = 0; i < 400 && state.phase !== "over" && forced.length === 0; i++) {
      const seat = state.turn.seat;
      const result = play(state, seat, botMove(state, seat));
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const events = result.played.events.map((e) => e.event);
      forced.push(...events.filter((e) => e.forced === true));
      // The move the player chose is never marked: only what followed it by itself.
      expect(events[0]?.forced).toBeUndefined();
      state = result.played.state;
      // Whatever is asked next has a real choice (or is a tile to place, or a guard).
      if (state.phase !== "over" && !["place", "meeple"].includes(state.phase))
        expect(legalMoves(state, state.turn.seat).length).toBeGreaterThan(1);
    }
    expect(forced.length).toBeGreaterThan(0);
    for (const event of forced) {
      const text = carcassonneGhosts.words.describeEvent(event, { t, name: () => "Ann", mySeat: 0 });
      expect(text).toMatch(/\(The only choice: played by itself\.\)$/);
    }
  });
});
