/** Step 1: where a tile may go, the drawn tile, and tiles that fit nowhere (rules file, "A turn", 1). */
import { describe, expect, it } from "vitest";
import { edgeSegments, fx, game, mustPlay, mustRefuse, playAll, position, T, types } from "./fixtures.ts";

describe("placing a tile", () => {
  const start = () => position({ tiles: [{ id: T.road(), x: 0, y: 0 }], current: T.road() });

  it("continues a road edge to edge and accepts field against field", () => {
    mustPlay(start(), 0, { type: "place", x: 1, y: 0, r: 0 });
    mustPlay(start(), 0, { type: "place", x: 0, y: 1, r: 0 });
  });

  it("refuses a road against a field, an occupied spot and a spot off the board", () => {
    mustRefuse(start(), 0, { type: "place", x: 1, y: 0, r: 1 }, "EDGES_DONT_MATCH");
    mustRefuse(start(), 0, { type: "place", x: 0, y: 0, r: 0 }, "SPOT_TAKEN");
    mustRefuse(start(), 0, { type: "place", x: 1, y: 1, r: 0 }, "NOT_ADJACENT");
    mustRefuse(start(), 1, { type: "place", x: 1, y: 0, r: 0 }, "NOT_YOUR_TURN");
    mustRefuse(start(), 0, { type: "noMeeple" }, "WRONG_PHASE");
  });

  it("must match every neighbour it touches", () => {
    const s = position({
      tiles: [
        { id: T.road(), x: 0, y: 0 },
        { id: T.city(), x: 1, y: 1, r: 2 },
      ],
      current: T.road(),
    });
    // (1,0) touches the road's east end and the north edge of a city cap turned to face south: a field.
    mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    const capUp = position({
      tiles: [
        { id: T.road(), x: 0, y: 0 },
        { id: T.city(), x: 1, y: 1 },
      ],
      current: T.road(),
    });
    // Now the city's edge faces north, towards (1,0): the road tile's south field does not match it.
    mustRefuse(capUp, 0, { type: "place", x: 1, y: 0, r: 0 }, "EDGES_DONT_MATCH");
  });

  it("ignores fog when matching: a fog field meets a clear field, a fog road a clear road", () => {
    const fogRoad = fx({ edges: "FRFR", fog: [9, 10, 11], symbols: 0 });
    const s = position({ tiles: [{ id: T.road(), x: 0, y: 0 }], current: fogRoad });
    mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    const fogField = fx({ edges: "FFFF", fog: edgeSegments(2), symbols: 0 });
    mustPlay(position({ tiles: [{ id: T.field(), x: 0, y: 0 }], current: fogField }), 0, {
      type: "place",
      x: 0,
      y: -1,
      r: 0,
    });
  });

  it("lists exactly the placements it accepts, from the frontier", () => {
    const s = start();
    const listed = game.legalMoves(s, 0);
    expect(listed.length).toBeGreaterThan(0);
    for (const m of listed) expect(game.play(s, 0, m).ok).toBe(true);
    for (let x = -2; x <= 2; x++) {
      for (let y = -2; y <= 2; y++) {
        for (const r of [0, 1, 2, 3] as const) {
          const ok = game.play(s, 0, { type: "place", x, y, r }).ok;
          expect(ok).toBe(listed.some((m) => m.type === "place" && m.x === x && m.y === y && m.r === r));
        }
      }
    }
    expect(game.legalMoves(s, 1)).toEqual([]);
  });

  it("lets a face-up tile touch a face-down one only if it also touches a face-up one", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: T.field(), x: 0, y: 0 },
        { down: T.city(), x: 1, y: 0 },
        { id: T.field(), x: 0, y: 1 },
      ],
      current: T.city(),
    });
    mustRefuse(s, 0, { type: "place", x: 2, y: 0, r: 0 }, "NOT_ADJACENT");
    // At (1,1) it touches the face-down tile (north, its city edge: face-down matches anything) and a face-up field (west).
    mustPlay(s, 0, { type: "place", x: 1, y: 1, r: 0 });
  });
});

describe("the drawn tile", () => {
  it("is drawn for the next player as soon as a turn ends, shown to all, and the move reveals", () => {
    const s = position({ tiles: [{ id: T.field(), x: 0, y: 0 }], current: T.field(), piles: [[T.road(), T.field()]] });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(played.reveals).toBe(true);
    expect(played.state.current).toBe(T.road());
    expect(game.toAct(played.state)).toEqual([1]);
    expect(played.events.map((e) => e.event)).toContainEqual(
      expect.objectContaining({ type: "drawn", tile: T.road(), seat: 1 }),
    );
    expect(game.view(played.state, 2)).toMatchObject({ current: T.road(), piles: [1] });
  });

  it("leaves the game when it fits nowhere (shown to all, counted against the pile) and another is drawn", () => {
    const allCity = fx({ edges: "CCCC" });
    const s = position({ tiles: [{ id: T.road(), x: 0, y: 0 }], current: T.road(), piles: [[allCity, T.road()]] });
    const { state, events } = playAll(s, [{ type: "place", x: 1, y: 0, r: 0 }, { type: "noMeeple" }]);
    expect(types(events)).toEqual(["placed", "noMeeple", "discarded", "drawn"]);
    expect(state.discarded).toEqual([allCity]);
    expect(state.current).toBe(T.road());
    expect(state.piles).toEqual([[]]);
    expect(game.view(state, undefined)).toMatchObject({ discarded: [allCity] });
  });

  it("loses the game when the last pile is empty and a tile must be drawn", () => {
    const s = position({ tiles: [{ id: T.field(), x: 0, y: 0 }], current: T.field(), piles: [[]] });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(played.state.phase).toBe("over");
    expect(game.outcome(played.state)).toEqual({ kind: "shared", won: false, score: 0 });
    expect(played.events.map((e) => e.event)).toContainEqual({ type: "lost", reason: "tiles", score: 0 });
  });
});
