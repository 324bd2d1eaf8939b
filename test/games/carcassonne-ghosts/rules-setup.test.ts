/** Setup for 1–5 seats and levels 1–6, the views, and whole games played by the default bot. */
import { describe, expect, it } from "vitest";
import { tilesFor } from "../../../worker/games/carcassonne-ghosts/catalogue.ts";
import type { CarcassonneState } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { START_BOARD, TILES } from "../../../worker/games/carcassonne-ghosts/tiles/data.ts";
import { game, mustRefuse } from "./fixtures.ts";
import { budget } from "../../budget.ts";

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

describe("setup", () => {
  it("parses the level option, level 1 by default, and refuses anything else", () => {
    expect(game.options.parse({})).toEqual({ level: 1 });
    expect(game.options.parse({ level: 6 })).toEqual({ level: 6 });
    for (const bad of [{ level: 0 }, { level: 7 }, { level: "2" }, { level: 1, extra: true }])
      expect(game.options.safeParse(bad).success).toBe(false);
    expect(() => game.setup(0, { level: 1 }, "x")).toThrow(RangeError);
    expect(() => game.setup(6, { level: 1 }, "x")).toThrow(RangeError);
  });

  it("deals 50 tiles in one pile on level 1, 60 on level 2, 3 piles of 20 from level 3; one is drawn face up", () => {
    const counts = LEVELS.map((level) => game.setup(3, { level }, "deal").piles.map((p) => p.length));
    expect(counts).toEqual([[49], [59], [19, 20, 20], [19, 20, 20], [19, 20, 20], [19, 20, 20]]);
    const one = game.setup(3, { level: 1 }, "deal");
    const used = [...one.piles.flat(), one.current];
    expect(used.sort()).toEqual([...tilesFor(1)].sort());
    expect(
      used.some(
        (id) =>
          TILES.find((t) => t.id === id)?.centre === "castle" || TILES.find((t) => t.id === id)?.centre === "cemetery",
      ),
    ).toBe(false);
  });

  it("lays the start board as 4 tiles with its 3 ghosts, leaving 12, 12, 12, 10, 10 and 9 in the bank", () => {
    expect(LEVELS.map((level) => game.setup(2, { level }, "bank").bank)).toEqual([12, 12, 12, 10, 10, 9]);
    const s = game.setup(2, { level: 1 }, "bank");
    expect(s.tiles.slice(0, 4).map((t) => [t.x, t.y])).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]);
    expect(s.tiles.slice(0, 4).map((t) => ("id" in t ? t.id : ""))).toEqual(START_BOARD.tiles.map((t) => t.id));
    expect(s.tiles.reduce((sum, t) => sum + ("g" in t ? (t.g ?? 0) : 0), 0)).toBe(3);
  });

  it("gives 3–5 players 5 meeples of one colour, 2 players 3 of two colours, solo 3 of four; level 6 keeps a marker", () => {
    const supplies = (seats: number, level: 1 | 6) =>
      game.setup(seats, { level }, "c").colours.map((c) => `${c.seat}:${c.supply}`);
    expect(supplies(1, 1)).toEqual(["0:3", "0:3", "0:3", "0:3"]);
    expect(supplies(2, 1)).toEqual(["0:3", "0:3", "1:3", "1:3"]);
    expect(supplies(3, 1)).toEqual(["0:5", "1:5", "2:5"]);
    expect(supplies(5, 1)).toEqual(["0:5", "1:5", "2:5", "3:5", "4:5"]);
    expect(supplies(4, 6)).toEqual(["0:4", "1:4", "2:4", "3:4"]);
    expect(supplies(1, 6)).toEqual(["0:3", "0:3", "0:3", "0:3"]);
    expect(game.setup(2, { level: 6 }, "c").score).toEqual([0, 0, 0, 0]);
    expect(game.setup(2, { level: 5 }, "c").score).toEqual([0]);
  });

  it("is the same for the same seed, picks the first player at random, and says how far it is", () => {
    expect(JSON.stringify(game.setup(4, { level: 3 }, "same"))).toBe(
      JSON.stringify(game.setup(4, { level: 3 }, "same")),
    );
    const firsts = new Set(
      Array.from({ length: 40 }, (_, i) => game.toAct(game.setup(4, { level: 1 }, `first-${i}`))[0]),
    );
    expect(firsts.size).toBe(4);
    expect(game.progress?.(game.setup(1, { level: 1 }, "p"))).toEqual({ round: 1, rounds: 50, unit: "tile" });
    expect(game.progress?.(game.setup(1, { level: 4 }, "p"))).toEqual({ round: 1, rounds: 60, unit: "tile" });
  });
});

describe("views", () => {
  it("are the same for every seat and spectators but the 'you' markers, and show pile counts, never the order", () => {
    const s = game.setup(3, { level: 3 }, "view");
    const strip = (v: unknown) =>
      JSON.stringify(v, (k, value: unknown) => (k === "you" || k === "mine" ? undefined : value));
    const seen = [0, 1, 2, undefined].map((seat) => strip(game.view(s, seat)));
    expect(new Set(seen).size).toBe(1);
    const view = game.view(s, 1) as { piles: number[]; current: string; you: number; colours: { mine: boolean }[] };
    expect(view.piles).toEqual([19, 20, 20]);
    expect(view.current).toBe(s.current);
    expect(view.you).toBe(1);
    expect(view.colours.map((c) => c.mine)).toEqual([false, true, false]);
    const text = JSON.stringify(game.view(s, undefined));
    const order = s.piles.flat().slice(0, 6).join('","');
    expect(text).not.toContain(order);
  });

  it("refuse moves after the end", () => {
    const s: CarcassonneState = {
      ...game.setup(1, { level: 1 }, "end"),
      phase: "over",
      result: { won: false, reason: "tiles" },
    };
    mustRefuse(s, 0, { type: "noMeeple" }, "GAME_OVER");
    expect(game.toAct(s)).toEqual([]);
  });
});

describe("whole games with the default bot", () => {
  it(
    "end with a shared result on every level for 1, 2 and 5 seats, every move legal and listed, the input untouched, ghosts conserved, the state small",
    () => {
      for (const level of LEVELS) {
        for (const seats of [1, 2, 5]) {
          let s = game.setup(seats, { level }, `bot-${level}-${seats}`);
          const ghosts = s.bank + s.tiles.reduce((sum, t) => sum + ("id" in t ? (t.g ?? 0) + (t.cg ?? 0) : 0), 0);
          let moves = 0;
          while (s.phase !== "over") {
            const seat = game.toAct(s)[0] ?? -1;
            const move = game.botMove(s, seat);
            expect(game.legalMoves(s, seat)).toContainEqual(move);
            const before = JSON.stringify(s);
            const result = game.play(s, seat, game.move.parse(move));
            if (!result.ok) throw new Error(JSON.stringify(result.error));
            expect(JSON.stringify(s)).toBe(before);
            s = result.played.state;
            expect(s.bank + s.tiles.reduce((sum, t) => sum + ("id" in t ? (t.g ?? 0) + (t.cg ?? 0) : 0), 0)).toBe(
              ghosts,
            );
            expect(JSON.stringify(s).length).toBeLessThan(32 * 1024);
            moves += 1;
            expect(moves).toBeLessThan(1000);
          }
          expect(game.outcome(s)).toMatchObject({ kind: "shared" });
        }
      }
    },
    budget(25_000),
  );
});
