/** Fog banks, ghosts appearing and the bank (rules file, "A turn", 1 "Closing fog" and 2). */
import { describe, expect, it } from "vitest";
import { group } from "../../../worker/games/carcassonne-ghosts/features.ts";
import { fogNode } from "../../../worker/games/carcassonne-ghosts/board.ts";
import { edgeSegments, fx, game, ghostsAt, mustPlay, playAll, position, T, tileOf, types } from "./fixtures.ts";

/** Fog over the given edges only. */
const fogOn = (edges: number[], symbols: 0 | 1 | 2 = 1) => fx({ edges: "FFFF", fog: edgeSegments(...edges), symbols });

describe("closing fog", () => {
  it("closes a fog bank whose every edge meets fog: its ghosts return to the bank", () => {
    const s = position({ tiles: [{ id: fogOn([1]), x: 0, y: 0, ghosts: 2 }], current: fogOn([3], 1) });
    const bank = s.bank;
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(ghostsAt(played.state, 0, 0)).toBe(0);
    expect(ghostsAt(played.state, 1, 0)).toBe(0);
    expect(played.state.bank).toBe(bank + 2);
    expect(played.events.map((e) => e.event)).toContainEqual({ type: "fogClosed", x: 1, y: 0, tiles: 2, ghosts: 2 });
  });

  it("closes a bank spread over many tiles, around a corner, with the last tile", () => {
    const open = position({
      tiles: [
        { id: fogOn([1]), x: 0, y: 0, ghosts: 1 },
        { id: fogOn([1, 3]), x: 1, y: 0, ghosts: 2 },
        { id: fogOn([2, 3]), x: 2, y: 0, ghosts: 1 },
      ],
      current: fogOn([0]),
    });
    const played = mustPlay(open, 0, { type: "place", x: 2, y: 1, r: 0 });
    expect(played.state.bank).toBe(open.bank + 4);
    expect(played.events.map((e) => e.event)).toContainEqual({ type: "fogClosed", x: 2, y: 1, tiles: 4, ghosts: 4 });
    for (const [x, y] of [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
    ] as const)
      expect(ghostsAt(played.state, x, y)).toBe(0);
  });

  it("never closes fog that meets clear land, nor fog that meets a face-down tile", () => {
    const s = position({ tiles: [{ id: fogOn([1]), x: 0, y: 0, ghosts: 1 }], current: T.field() });
    const after = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    const fog = group(after, fogNode(tileOf(after, 0, 0)));
    expect(fog.cursed).toBe(true);
    expect(ghostsAt(after, 0, 0)).toBe(1);
    // A clear tile's field meeting a new tile's fog curses the new fog the same way.
    const other = mustPlay(position({ tiles: [{ id: T.field(), x: 0, y: 0 }], current: fogOn([3], 0) }), 0, {
      type: "place",
      x: 1,
      y: 0,
      r: 0,
    }).state;
    expect(group(other, fogNode(tileOf(other, 1, 0))).cursed).toBe(true);
    const down = position({
      level: 5,
      tiles: [
        { id: fogOn([1]), x: 0, y: 0 },
        { down: T.field(), x: 1, y: 0 },
      ],
      current: T.field(),
    });
    expect(group(down, fogNode(tileOf(down, 0, 0))).cursed).toBe(true);
  });
});

describe("ghosts appear", () => {
  it("stand on every symbol of a new tile whose fog joins nothing (L217, tile 1: 2 ghosts)", () => {
    const s = position({ tiles: [{ id: T.field(), x: 0, y: 0 }], current: fogOn([0], 2) });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(ghostsAt(played.state, 1, 0)).toBe(2);
    expect(played.state.bank).toBe(s.bank - 2);
    expect(played.events.map((e) => e.event)).toContainEqual({
      type: "ghostsAppeared",
      x: 1,
      y: 0,
      count: 2,
      on: "fog",
    });
  });

  it("are one fewer when the new fog joins fog on the board (L217, tile 2: 1 symbol, 0 ghosts)", () => {
    const s = position({ tiles: [{ id: fogOn([1, 0]), x: 0, y: 0, ghosts: 2 }], current: fogOn([3, 0], 1) });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(ghostsAt(played.state, 1, 0)).toBe(0);
    expect(played.state.bank).toBe(s.bank);
  });

  it("are one fewer only once for a tile joining two banks", () => {
    const s = position({
      tiles: [
        { id: fogOn([1, 0]), x: 0, y: 0 },
        { id: T.field(), x: 1, y: -1 },
        { id: fogOn([3, 0]), x: 2, y: 0 },
      ],
      current: fx({ edges: "FFFF", fog: [...edgeSegments(1, 3), 6, 7, 8], symbols: 2 }),
    });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(ghostsAt(played.state, 1, 0)).toBe(1);
  });

  it("do not appear on a tile whose fog the placement closed", () => {
    const s = position({ tiles: [{ id: fogOn([1]), x: 0, y: 0, ghosts: 1 }], current: fogOn([3], 2) });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(ghostsAt(played.state, 1, 0)).toBe(0);
    expect(types(played.events.map((e) => e.event))).not.toContain("ghostsAppeared");
  });

  it("lose the game at once when the bank cannot supply them all (L223/L272)", () => {
    const s = position({ tiles: [{ id: T.field(), x: 0, y: 0, ghosts: 14 }], current: fogOn([0], 2) });
    expect(s.bank).toBe(1);
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(played.state.phase).toBe("over");
    expect(played.state.bank).toBe(1);
    expect(game.outcome(played.state)).toEqual({ kind: "shared", won: false, score: 0 });
    expect(played.events.map((e) => e.event)).toContainEqual({ type: "lost", reason: "ghosts", score: 0 });
    expect(game.legalMoves(played.state, 1)).toEqual([]);
  });

  it("lose before the points when the bank runs dry on the tile that would have won", () => {
    const roadEast = fx({ edges: "FRFF" });
    const closer = fx({ edges: "FFFR", fog: edgeSegments(0), symbols: 2 });
    const at = (ghosts: number) =>
      position({
        tiles: [
          { id: roadEast, x: 0, y: 0 },
          { id: T.field(), x: 0, y: 1, ghosts },
        ],
        meeples: [{ x: 0, y: 0, kind: "road", colour: "red" }],
        current: closer,
        score: [49],
      });
    const dry = mustPlay(at(14), 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(dry.result).toEqual({ won: false, reason: "ghosts" });
    expect(dry.score).toEqual([49]);
    // With one ghost more in the bank the same tile wins.
    const { state } = playAll(at(13), [{ type: "place", x: 1, y: 0, r: 0 }]);
    expect(state.phase).toBe("evaluate");
    const [feature] = state.turn.complete;
    const won = mustPlay(state, 0, { type: "score", feature: feature ?? -1 }).state;
    expect(won.result).toEqual({ won: true });
    expect(game.outcome(won)).toEqual({ kind: "shared", won: true, score: 51 });
  });
});
