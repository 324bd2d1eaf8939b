/** Meeples and evaluations (rules file, "A turn", 3 and 4). */
import { describe, expect, it } from "vitest";
import type { CarcassonneState } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { fx, game, ghostsAt, mustPlay, mustRefuse, playAll, position, supply, T, types } from "./fixtures.ts";

const roadEast = () => fx({ edges: "FRFF" });
const roadWest = () => fx({ edges: "FFFR" });

/** The one feature waiting for evaluation. */
function onlyFeature(s: CarcassonneState): number {
  expect(s.phase).toBe("evaluate");
  expect(s.turn.complete.length).toBe(1);
  return s.turn.complete[0] ?? -1;
}

describe("placing a meeple", () => {
  const start = () =>
    position({
      seat: 1,
      tiles: [{ id: T.road(), x: 0, y: 0 }],
      meeples: [{ x: 0, y: 0, kind: "road", colour: "red" }],
      current: fx({ edges: "CRFR" }),
    });

  it("goes onto a free road, city or castle of the new tile, never onto a road another meeple holds across tiles", () => {
    const s = mustPlay(start(), 1, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(s.phase).toBe("meeple");
    expect(game.legalMoves(s, 1)).toEqual([
      { type: "noMeeple" },
      { type: "meeple", kind: "city", index: 0, colour: "green" },
    ]);
    mustRefuse(s, 1, { type: "meeple", kind: "road", index: 0, colour: "green" }, "FEATURE_OCCUPIED");
    mustRefuse(s, 1, { type: "meeple", kind: "city", index: 0, colour: "red" }, "NOT_YOUR_COLOUR");
    mustRefuse(s, 1, { type: "meeple", kind: "city", index: 1, colour: "green" }, "NO_SUCH_FEATURE");
    mustRefuse(s, 1, { type: "meeple", kind: "castle", index: 0, colour: "green" }, "NO_SUCH_FEATURE");
    const placed = mustPlay(s, 1, { type: "meeple", kind: "city", index: 0, colour: "green" });
    expect(supply(placed.state, "green")).toBe(4);
    expect(placed.events.map((e) => e.event)).toContainEqual({
      type: "meeplePlaced",
      seat: 1,
      colour: "green",
      kind: "city",
      x: 1,
      y: 0,
    });
    expect(game.toAct(placed.state)).toEqual([2]);
  });

  it("needs a meeple in the supply, and is skipped when there is none", () => {
    let s = start();
    s.colours[1] = { seat: 1, supply: 0, buried: 0 };
    s = mustPlay(s, 1, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(game.toAct(s)).toEqual([2]);
  });

  it("with two players, each has 3 meeples in each of two colours and chooses the colour", () => {
    const s = position({ seats: 2, tiles: [{ id: T.road(), x: 0, y: 0 }], current: T.road() });
    expect(s.colours).toEqual([
      { seat: 0, supply: 3, buried: 0 },
      { seat: 0, supply: 3, buried: 0 },
      { seat: 1, supply: 3, buried: 0 },
      { seat: 1, supply: 3, buried: 0 },
    ]);
    const after = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(game.legalMoves(after, 0)).toEqual([
      { type: "noMeeple" },
      { type: "meeple", kind: "road", index: 0, colour: "red" },
      { type: "meeple", kind: "road", index: 0, colour: "green" },
    ]);
  });
});

describe("evaluating", () => {
  it("scores a road closed at both ends, 1 a tile, whoever closed it; only its meeples return (L143–157)", () => {
    const s = position({
      tiles: [
        { id: roadEast(), x: 0, y: 0 },
        { id: T.road(), x: 1, y: 0 },
        { id: T.road(), x: 0, y: 1 },
      ],
      meeples: [
        { x: 1, y: 0, kind: "road", colour: "blue" },
        { x: 0, y: 1, kind: "road", colour: "red" },
      ],
      current: roadWest(),
    });
    // With no ghost anywhere, points are the only choice: the evaluation is made at once.
    const { state, events } = playAll(s, [{ type: "place", x: 2, y: 0, r: 0 }]);
    expect(state.score).toEqual([3]);
    expect(supply(state, "blue")).toBe(5);
    expect(state.meeples).toEqual([expect.objectContaining({ c: 0 })]);
    expect(events).toContainEqual({
      type: "scored",
      seat: 0,
      kind: "road",
      tiles: 3,
      points: 3,
      colours: ["blue"],
      score: [3],
      forced: "evaluate",
      forcedFor: 0,
    });
  });

  it("lets the player close a feature, occupy it, score it and take the meeple back in one turn (L151)", () => {
    const s = position({ tiles: [{ id: roadEast(), x: 0, y: 0 }], current: roadWest() });
    const s2 = position({
      tiles: [
        { id: roadEast(), x: 0, y: 0 },
        { id: T.field(), x: 0, y: 1, ghosts: 1 },
      ],
      current: roadWest(),
    });
    const { state, events } = playAll(s2, [
      { type: "place", x: 1, y: 0, r: 0 },
      { type: "meeple", kind: "road", index: 0, colour: "red" },
    ]);
    const after = mustPlay(state, 0, { type: "score", feature: onlyFeature(state) });
    expect(after.state.score).toEqual([2]);
    expect(supply(after.state, "red")).toBe(5);
    expect(types([...events, ...after.events.map((e) => e.event)])).toEqual([
      "placed",
      "meeplePlaced",
      "scored",
      "meepleReturned",
      "drawn",
    ]);
    expect(s.phase).toBe("place");
  });

  it("gives nothing for a completed feature nobody occupies (CHOSEN after L143)", () => {
    const s = position({ tiles: [{ id: roadEast(), x: 0, y: 0 }], current: roadWest() });
    const { state } = playAll(s, [{ type: "place", x: 1, y: 0, r: 0 }, { type: "noMeeple" }]);
    expect(state.score).toEqual([0]);
    expect(game.toAct(state)).toEqual([1]);
  });

  it("scores a city 2 a tile and 2 a shield: 3 tiles and 1 shield make 8 (L183–187)", () => {
    const s = position({
      tiles: [
        { id: fx({ edges: "FFCF", shields: 1 }), x: 0, y: 0 },
        { id: fx({ edges: "CFCF" }), x: 0, y: 1 },
      ],
      meeples: [{ x: 0, y: 0, kind: "city", colour: "red" }],
      current: T.city(),
    });
    // The new tile's only city is occupied already: no meeple step; no ghost anywhere: points at once.
    expect(mustPlay(s, 0, { type: "place", x: 0, y: 2, r: 0 }).state.score).toEqual([8]);
  });

  it("counts a tile once when the city lies on it twice", () => {
    // A ring of city: two caps on one tile joined round through three others.
    const twoCaps = fx({ edges: "CFFC", splitCities: true });
    const s = position({
      tiles: [
        { id: twoCaps, x: 1, y: 1 },
        { id: fx({ edges: "FFCC" }), x: 1, y: 0 },
        { id: fx({ edges: "FFCC" }), x: 0, y: 0, r: 3 },
      ],
      meeples: [{ x: 1, y: 1, kind: "city", index: 0, colour: "red" }],
      current: fx({ edges: "CCFF" }),
    });
    // (0,1): north meets (0,0)'s south city, east meets (1,1)'s west city.
    const { state, events } = playAll(s, [{ type: "place", x: 0, y: 1, r: 0 }]);
    expect(events).toContainEqual(expect.objectContaining({ type: "scored", kind: "city", tiles: 4, points: 8 }));
    expect(state.score).toEqual([8]);
  });

  it("may remove up to 3 ghosts from one tile instead of the points (L244)", () => {
    const s = position({
      tiles: [
        { id: roadEast(), x: 0, y: 0 },
        { id: T.road(), x: 1, y: 0 },
        { id: T.road(), x: 2, y: 0 },
        { id: T.field(), x: 1, y: -1, ghosts: 4 },
        { id: T.field(), x: 1, y: 1, ghosts: 2 },
      ],
      meeples: [{ x: 0, y: 0, kind: "road", colour: "blue" }],
      current: roadWest(),
    });
    const placed = mustPlay(s, 0, { type: "place", x: 3, y: 0, r: 0 }).state;
    const feature = onlyFeature(placed);
    mustRefuse(placed, 0, { type: "appease", feature, x: 1, y: 1, count: 3 }, "NOT_ENOUGH_GHOSTS");
    mustRefuse(placed, 0, { type: "appease", feature, x: 0, y: 0, count: 1 }, "NOT_ENOUGH_GHOSTS");
    mustRefuse(placed, 0, { type: "appease", feature: feature + 1, x: 1, y: -1, count: 1 }, "NOT_TO_EVALUATE");
    const listed = game.legalMoves(placed, 0);
    expect(listed).toContainEqual({ type: "score", feature });
    expect(listed).toContainEqual({ type: "appease", feature, x: 1, y: -1, count: 3 });
    expect(listed).not.toContainEqual({ type: "appease", feature, x: 1, y: 1, count: 3 });
    const after = mustPlay(placed, 0, { type: "appease", feature, x: 1, y: -1, count: 3 }).state;
    expect(after.score).toEqual([0]);
    expect(ghostsAt(after, 1, -1)).toBe(1);
    expect(after.bank).toBe(placed.bank + 3);
    expect(supply(after, "blue")).toBe(5);
  });

  it("pays once per distinct colour: red and blue on a 4-tile road make 8, a second red adds nothing (L250–258)", () => {
    const s = position({
      tiles: [
        { id: roadEast(), x: 0, y: 0 },
        { id: T.road(), x: 1, y: 0 },
        { id: T.road(), x: 2, y: 0 },
      ],
      meeples: [
        { x: 0, y: 0, kind: "road", colour: "red" },
        { x: 1, y: 0, kind: "road", colour: "blue" },
        { x: 2, y: 0, kind: "road", colour: "red" },
      ],
      current: roadWest(),
    });
    const after = mustPlay(s, 0, { type: "place", x: 3, y: 0, r: 0 });
    expect(after.state.score).toEqual([8]);
    expect(supply(after.state, "red")).toBe(5);
    expect(supply(after.state, "blue")).toBe(5);
  });

  it("scores a castle once its 8 neighbours lie: 2 for each of its 9 tiles with fog (L306–308)", () => {
    const fog = fx({ edges: "FFFF", fog: [0, 1], symbols: 0 });
    const castle = fx({ edges: "FFFF", centre: "castle", fog: [6, 7], symbols: 0 });
    const around = [
      [-1, -1],
      [0, -1],
      [1, -1],
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 1],
    ] as const;
    const s = position({
      level: 2,
      tiles: [{ id: castle, x: 0, y: 0 }, ...around.map(([x, y], i) => ({ id: i < 5 ? fog : T.field(), x, y }))],
      meeples: [{ x: 0, y: 0, kind: "castle", colour: "red" }],
      current: T.field(),
    });
    // Seven neighbours are not enough: the castle waits for the eighth (a corner counts).
    expect(s.turn.complete).toEqual([]);
    const after = mustPlay(s, 0, { type: "place", x: -1, y: 0, r: 0 });
    expect(after.state.score).toEqual([12]);
    expect(after.events.map((e) => e.event)).toContainEqual(
      expect.objectContaining({ type: "scored", kind: "castle", points: 12 }),
    );
    expect(supply(after.state, "red")).toBe(5);
  });

  it("evaluates a city and a castle closed by one tile one at a time, in the order the player picks", () => {
    const castle = fx({ edges: "FFFF", centre: "castle" });
    const around = [
      [-1, -1],
      [0, -1],
      [1, -1],
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 1],
    ] as const;
    const s = position({
      level: 2,
      tiles: [
        { id: castle, x: 0, y: 0 },
        ...around.map(([x, y]) => ({
          id: x === -1 && y === -1 ? fx({ edges: "FFCF" }) : T.field(),
          x,
          y,
          ghosts: x === 1 && y === 1 ? 2 : 0,
        })),
      ],
      meeples: [
        { x: 0, y: 0, kind: "castle", colour: "red" },
        { x: -1, y: -1, kind: "city", colour: "blue" },
      ],
      current: T.city(),
    });
    const placed = mustPlay(s, 0, { type: "place", x: -1, y: 0, r: 0 }).state;
    expect(placed.phase).toBe("evaluate");
    const [a, b] = placed.turn.complete;
    const city =
      placed.groups[a ?? -1] && (placed.groups[a ?? -1] as { k: string }).k === "city" ? (a ?? -1) : (b ?? -1);
    const castleFeature = city === a ? (b ?? -1) : (a ?? -1);
    const legal = game.legalMoves(placed, 0);
    expect(legal).toContainEqual({ type: "score", feature: city });
    expect(legal).toContainEqual({ type: "score", feature: castleFeature });
    const first = mustPlay(placed, 0, { type: "score", feature: castleFeature }).state;
    expect(first.score).toEqual([0]);
    expect(first.phase).toBe("evaluate");
    const second = mustPlay(first, 0, { type: "appease", feature: city, x: 1, y: 1, count: 2 });
    expect(second.state.score).toEqual([0]);
    expect(ghostsAt(second.state, 1, 1)).toBe(0);
    expect(types(second.events.map((e) => e.event))).toEqual(["appeased", "meepleReturned", "drawn"]);
    expect(supply(second.state, "red")).toBe(5);
    expect(supply(second.state, "blue")).toBe(5);
  });
});
