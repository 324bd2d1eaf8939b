/** A decision with one legal option is played by the engine: its act is marked, and the log says nobody chose. */
import { describe, expect, it } from "vitest";
import { createTranslate } from "../../../worker/i18n/translate.ts";
import en from "../../../worker/games/carcassonne-ghosts/words/en.ts";
import { game } from "./fixtures.ts";

/** The event each forced decision's move starts with. */
const ACT: Readonly<Record<string, readonly string[]>> = {
  haunt: ["ghostsAppeared"],
  bury: ["buried"],
  evaluate: ["scored", "appeased"],
  dog: ["dogPlaced"],
  faceDown: ["faceDownPlaced"],
};

/** Every move of solo bot games at levels with forced steps (2–4: the extra cemetery ghost; 5–6: face-down places). */
function* plays() {
  for (const level of [2, 5] as const) {
    let s = game.setup(1, { level }, `forced-${level}-0`);
    while (s.phase !== "over") {
      const seat = game.toAct(s)[0] ?? 0;
      const result = game.play(s, seat, game.botMove(s, seat));
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      yield { seat, events: result.played.events };
      s = result.played.state;
    }
  }
}

describe("decisions the engine makes alone", () => {
  it("mark their act with the phase and the player, and the words say the player had no choice", () => {
    const t = createTranslate("en", [en], []);
    const ctx = { t, name: (seat: number | undefined) => `P${seat}`, mySeat: undefined };
    const seen = new Map<string, number>();
    for (const { seat, events } of plays()) {
      for (const { event } of events) {
        if (event.forced === undefined) continue;
        const phase = String(event.forced);
        seen.set(phase, (seen.get(phase) ?? 0) + 1);
        expect(ACT[phase], phase).toContain(event.type);
        expect(event.forcedFor).toBe(seat);
        expect(game.words.describeEvent(event, ctx)).toMatch(/^P\d had no choice: .+\. \S/);
      }
      // Only a move's own later steps are forced: the move the player chose is never marked.
      expect(events[0]?.event.forced).toBeUndefined();
    }
    // These bot games meet a forced extra cemetery ghost and a forced face-down place (the example).
    expect([...seen.keys()]).toEqual(expect.arrayContaining(["haunt", "faceDown"]));
  });
});
