/** Every event the engine emits and every rule error reads as words in every language. */
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../worker/games/carcassonne-ghosts/errors.ts";
import { TABLE_WORDS, words } from "../../../worker/games/carcassonne-ghosts/table.ts";
import { createTranslate, LANGUAGES } from "../../../worker/i18n/translate.ts";
import { game } from "./fixtures.ts";

/** One event of every type the engine emits, with the parameters it gives. */
const EVENTS: Record<string, unknown>[] = [
  { type: "drawn", seat: 0, tile: "D1", pile: 1, left: [19, 20, 20] },
  { type: "discarded", tile: "C1", pile: 1 },
  { type: "placed", seat: 0, tile: "D1", x: 2, y: -1, r: 1 },
  { type: "fogClosed", x: 2, y: -1, tiles: 3, ghosts: 2 },
  { type: "cemeteryClosed", x: 0, y: 3 },
  { type: "buried", seat: 1, colour: "yellow", x: 1, y: 1, cemetery: { x: 0, y: 3 } },
  { type: "buried", seat: 1, colour: "red", fromSupply: true, cemetery: { x: 0, y: 3 } },
  { type: "nobodyBuried", x: 0, y: 3 },
  { type: "cemeteryCleared", x: 0, y: 3, ghosts: 1 },
  { type: "bankEmpty", needed: 2, bank: 1 },
  { type: "ghostsAppeared", x: 2, y: -1, count: 2, on: "fog" },
  { type: "ghostsAppeared", x: 0, y: 3, count: 1, on: "cemetery" },
  { type: "meeplePlaced", seat: 0, colour: "red", kind: "city", x: 2, y: -1 },
  { type: "noMeeple", seat: 0 },
  { type: "scored", seat: 0, kind: "road", tiles: 3, points: 3, colours: ["red", "blue"], score: [6] },
  { type: "appeased", seat: 0, kind: "castle", tiles: 1, x: 1, y: 0, count: 3 },
  { type: "meepleReturned", colour: "blue", x: 1, y: 0 },
  { type: "dogPlaced", seat: 2, dog: 1, x: 1, y: 0 },
  { type: "ghostsRemoved", seat: 2, x: 1, y: 1, count: 2, by: "dog" },
  { type: "dogScored", dog: 2, points: 7, score: [57] },
  { type: "dogLost", dog: 1, reason: "buried" },
  { type: "dogLost", dog: 2, reason: "noGuard" },
  { type: "pileAdvanced", pile: 2, moved: 4 },
  { type: "faceDownDrawn", seat: 1, pile: 2, left: [0, 12, 20] },
  { type: "faceDownPlaced", seat: 1, x: -1, y: 1 },
  // Decisions the engine made alone: their act, marked with the phase and the player it was made for.
  { type: "ghostsAppeared", x: 0, y: 3, count: 1, on: "cemetery", forced: "haunt", forcedFor: 1 },
  { type: "buried", seat: 1, colour: "red", x: 1, y: 1, cemetery: { x: 0, y: 3 }, forced: "bury", forcedFor: 1 },
  {
    type: "scored",
    seat: 0,
    kind: "road",
    tiles: 3,
    points: 3,
    colours: ["red"],
    score: [6],
    forced: "evaluate",
    forcedFor: 0,
  },
  { type: "dogPlaced", seat: 2, dog: 1, x: 1, y: 0, forced: "dog", forcedFor: 2 },
  { type: "faceDownPlaced", seat: 1, x: -1, y: 1, forced: "faceDown", forcedFor: 1 },
  { type: "won", score: 50 },
  { type: "lost", reason: "ghosts", score: 12 },
  { type: "lost", reason: "tiles", score: 40 },
];

describe("the game's words", () => {
  for (const language of LANGUAGES) {
    it(`describe every event and every rule error in ${language}`, async () => {
      const catalog = await words.messages[language]();
      const t = createTranslate(language, [catalog], []);
      const ctx = { t, name: (seat: number | undefined) => `player${seat ?? "?"}`, mySeat: undefined };
      for (const event of EVENTS) {
        const text = game.words.describeEvent(event, ctx);
        expect(text, JSON.stringify(event)).toBeDefined();
        expect(text).not.toMatch(/cg\.|\{\w+\}/);
      }
      // Rule errors are the table's words (the Worker answers their codes).
      const table = createTranslate(language, [await TABLE_WORDS[language]()], []);
      for (const code of ERROR_CODES) expect(table.has(`rule.${code}`), code).toBe(true);
    });
  }

  it("cover every event type bot games produce", () => {
    const seen = new Set<string>();
    for (const level of [1, 2, 3, 5, 6] as const) {
      let s = game.setup(2, { level }, `words-${level}`);
      while (s.phase !== "over") {
        const seat = game.toAct(s)[0] ?? 0;
        const result = game.play(s, seat, game.botMove(s, seat));
        if (!result.ok) throw new Error(JSON.stringify(result.error));
        for (const e of result.played.events) seen.add(e.event.type);
        s = result.played.state;
      }
    }
    const described = new Set(EVENTS.map((e) => e.type));
    expect([...seen].filter((type) => !described.has(type))).toEqual([]);
  });
});
