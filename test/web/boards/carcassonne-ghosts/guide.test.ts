import { describe, expect, it } from "vitest";
import { view as viewOf } from "../../../../worker/games/carcassonne-ghosts/view.ts";
import type { Language } from "../../../../worker/i18n/translate.ts";
import { table } from "../../../../web/boards/carcassonne-ghosts/table.ts";
import { runs } from "../../../property-runs.ts";
import { sampleStates, translate } from "./helpers.ts";

const LANGUAGES: readonly Language[] = ["en", "cs", "sk", "ru"];

/** A few states of every decision kind the guide tells apart (a burial of a standing guard or from a supply). */
function samples() {
  const seen = new Map<string, number>();
  const kindOf = (s: { state: { phase: string }; moves: readonly { type: string; colour?: string }[] }) =>
    s.moves[0]?.type === "bury" && s.moves[0].colour !== undefined ? "burySupply" : s.state.phase;
  return sampleStates(
    60,
    (s) => {
      const count = seen.get(kindOf(s)) ?? 0;
      if (s.moves.length === 0 || count >= runs(3)) return false;
      seen.set(kindOf(s), count + 1);
      return true;
    },
    runs(40),
  ).map((s) => ({ ...s, kind: kindOf(s) }));
}

describe("the guided first game of Carcassonne ghosts", () => {
  const sampled = samples();

  it("explains each kind of decision in words of its own, and each option with what it brings", () => {
    const t = translate("en");
    const kinds = new Map<string, string>();
    let withGains = 0;
    for (const sample of sampled) {
      const view = viewOf(sample.state, sample.seat);
      const guided = table.guide?.(view, sample.moves, sample.seat, t);
      expect(guided?.kind, JSON.stringify(sample.moves[0])).toBe(sample.kind);
      kinds.set(sample.kind, guided?.text ?? "");
      // The page lists the options with what each brings (the mover's view adds the gains to the words).
      for (const move of sample.moves)
        if (table.describeMove(move, t, view) !== table.describeMove(move, t)) withGains += 1;
    }
    expect([...kinds.keys()]).toEqual(expect.arrayContaining(["place", "meeple", "evaluate", "bury", "dog"]));
    expect(withGains).toBeGreaterThan(0);
    // Every kind has its own words.
    expect(new Set(kinds.values()).size).toBe(kinds.size);
  });

  it("asks nothing of a spectator or of a seat with nothing to decide", () => {
    const t = translate("en");
    const [sample] = sampled;
    if (!sample) throw new Error("no sample");
    const view = viewOf(sample.state, sample.seat);
    expect(table.guide?.(view, sample.moves, undefined, t)).toBeUndefined();
    expect(table.guide?.(view, [], sample.seat, t)).toBeUndefined();
  });

  for (const language of LANGUAGES)
    it(`${language}: every kind's words are translated`, () => {
      const t = translate(language);
      for (const kind of ["place", "haunt", "bury", "burySupply", "meeple", "evaluate", "dog", "faceDown"]) {
        expect(t.has(`cgt.guide.${kind}`), kind).toBe(true);
        expect(t(`cgt.guide.${kind}`)).not.toMatch(/\{\w+\}/);
      }
    });
});
