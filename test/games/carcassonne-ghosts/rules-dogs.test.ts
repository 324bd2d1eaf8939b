/** Piles, dog deadlines and dogs (levels 3–6), and level 6's scores per colour. */
import { describe, expect, it } from "vitest";
import type { Move } from "../../../worker/games/carcassonne-ghosts/moves.ts";
import type { CarcassonneState } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { fx, game, ghostsAt, mustPlay, mustRefuse, playAll, position, supply, T, types } from "./fixtures.ts";

const events = (played: { events: readonly { event: { type: string } }[] }) => played.events.map((e) => e.event);
const roadEast = () => fx({ edges: "FRFF" });
const roadWest = () => fx({ edges: "FFFR" });
const fogRoad = () => fx({ edges: "FRFR", fog: [0, 1, 2], symbols: 0 });
const cemetery = () => fx({ edges: "FFFF", centre: "cemetery" });

/**
 * Level 3 with red's city (a shielded cap at (0,0) and a city through (0,1)) waiting for its last
 * tile at (0,2): worth 8. Blue's guard stands on a foggy road at (3,0) with 2 ghosts, a cemetery
 * with 4 ghosts lies south of it at (3,1).
 */
function cityAt(
  score: number,
  piles: string[][],
  extra: Partial<Parameters<typeof position>[0]> = {},
): CarcassonneState {
  return position({
    level: 3,
    tiles: [
      { id: fx({ edges: "FFCF", shields: 1 }), x: 0, y: 0 },
      { id: fx({ edges: "CFCF" }), x: 0, y: 1 },
      { id: fogRoad(), x: 3, y: 0, ghosts: 2 },
      { id: cemetery(), x: 3, y: 1, cemeteryGhosts: 4 },
    ],
    meeples: [
      { x: 0, y: 0, kind: "city", colour: "red" },
      { x: 3, y: 0, kind: "road", colour: "blue" },
    ],
    current: T.city(),
    score: [score],
    piles,
    ...extra,
  });
}

describe("dogs and piles", () => {
  it("wake when the score passes a dog's number before its pile ends: ghosts leave 2 tiles around a guard (L367–369), the pile's rest goes on the next (L373)", () => {
    const [a, b, c, d] = [
      fx({ edges: "FFFF", id: "pile-a" }),
      fx({ edges: "FFFF", id: "pile-b" }),
      fx({ edges: "FFFF", id: "pile-c" }),
      fx({ edges: "FFFF", id: "pile-d" }),
    ];
    const s = cityAt(8, [[a, b], [c], [d]]);
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: 2, r: 0 }).state;
    const [city] = placed.turn.complete;
    const scored = mustPlay(placed, 0, { type: "score", feature: city ?? -1 });
    expect(scored.state.score).toEqual([16]);
    expect(scored.state.phase).toBe("dog");
    expect(scored.state.piles).toEqual([[], [a, b, c], [d]]);
    expect(events(scored)).toContainEqual({ type: "pileAdvanced", pile: 2, moved: 2 });
    mustRefuse(scored.state, 0, { type: "dog", x: 0, y: 0, remove: [] }, "NO_GUARD_THERE");
    mustRefuse(
      scored.state,
      0,
      {
        type: "dog",
        x: 3,
        y: 0,
        remove: [
          { x: 3, y: 1, count: 3 },
          { x: 3, y: 0, count: 2 },
        ],
      },
      "REMOVALS_NOT_IN_ORDER",
    );
    mustRefuse(
      scored.state,
      0,
      {
        type: "dog",
        x: 3,
        y: 0,
        remove: [
          { x: 3, y: 1, count: 3 },
          { x: 3, y: 1, count: 1 },
        ],
      },
      "SAME_TILE_TWICE",
    );
    mustRefuse(scored.state, 0, { type: "dog", x: 3, y: 0, remove: [{ x: 0, y: 1, count: 1 }] }, "OUT_OF_REACH");
    mustRefuse(scored.state, 0, { type: "dog", x: 3, y: 0, remove: [{ x: 3, y: 0, count: 3 }] }, "NOT_ENOUGH_GHOSTS");
    const move: Move = {
      type: "dog",
      x: 3,
      y: 0,
      remove: [
        { x: 3, y: 0, count: 2 },
        { x: 3, y: 1, count: 3 },
      ],
    };
    expect(game.legalMoves(scored.state, 0)).toContainEqual(move);
    const dog = mustPlay(scored.state, 0, move);
    expect(ghostsAt(dog.state, 3, 0)).toBe(0);
    expect(ghostsAt(dog.state, 3, 1)).toBe(1);
    expect(dog.state.dogs).toEqual([{ status: "placed", guard: 2 }, { status: "waiting" }]);
    expect(dog.state.current).toBe(a);
    expect(types(events(dog))).toEqual(["dogPlaced", "ghostsRemoved", "ghostsRemoved", "drawn"]);
  });

  it("score 1 a ghost on the board right after their guard's feature is evaluated, points or ghosts alike, then leave (L377–386)", () => {
    const s = position({
      level: 3,
      tiles: [
        { id: roadEast(), x: 0, y: 0 },
        { id: T.field(), x: 0, y: 1, ghosts: 5 },
      ],
      meeples: [{ x: 0, y: 0, kind: "road", colour: "blue" }],
      current: roadWest(),
      score: [20],
    });
    s.dogs[0] = { status: "placed", guard: 0 };
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    const [road] = placed.turn.complete;
    const appeased = mustPlay(placed, 0, { type: "appease", feature: road ?? -1, x: 0, y: 1, count: 3 });
    expect(appeased.state.score).toEqual([22]);
    expect(appeased.state.dogs[0]).toEqual({ status: "gone" });
    expect(types(events(appeased))).toEqual(["appeased", "meepleReturned", "dogScored", "drawn"]);
    const scored = mustPlay(placed, 0, { type: "score", feature: road ?? -1 });
    expect(scored.state.score).toEqual([20 + 2 + 5]);
  });

  it("stray when their guard is buried: no points (L383)", () => {
    const s = position({
      level: 3,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: T.field(), x: 0, y: -1 },
        { id: T.field(), x: 1, y: 0 },
        { id: T.road(), x: 0, y: 2 },
        { id: T.field(), x: 0, y: 1 },
      ],
      meeples: [{ x: 0, y: 2, kind: "road", colour: "green" }],
      current: T.field(),
    });
    s.dogs[0] = { status: "placed", guard: 3 };
    const played = mustPlay(s, 0, { type: "place", x: -1, y: 0, r: 0 });
    expect(events(played)).toContainEqual({ type: "dogLost", dog: 1, reason: "buried" });
    expect(played.state.dogs[0]).toEqual({ status: "gone" });
  });

  it("come one after the other when one evaluation passes both numbers: both piles' rests go onto pile 3 (CHOSEN)", () => {
    const [a, b, c] = [
      fx({ edges: "FFFF", id: "pile-a" }),
      fx({ edges: "FFFF", id: "pile-b" }),
      fx({ edges: "FFFF", id: "pile-c" }),
    ];
    const s = cityAt(44, [[a], [b], [c]]);
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: 2, r: 0 }).state;
    const scored = mustPlay(placed, 0, { type: "score", feature: placed.turn.complete[0] ?? -1 }).state;
    expect(scored.score).toEqual([52]);
    expect(scored.turn.dog).toBe(0);
    expect(scored.piles).toEqual([[], [a, b], [c]]);
    const first = mustPlay(scored, 0, { type: "dog", x: 3, y: 0, remove: [{ x: 3, y: 0, count: 1 }] });
    expect(first.state.phase).toBe("dog");
    expect(first.state.turn.dog).toBe(1);
    expect(first.state.piles).toEqual([[], [], [a, b, c]]);
    const second = mustPlay(first.state, 0, { type: "dog", x: 3, y: 0, remove: [] });
    expect(second.state.dogs).toEqual([
      { status: "placed", guard: 2 },
      { status: "placed", guard: 2 },
    ]);
    expect(second.state.current).toBe(a);
  });

  it("are lost when no guard stands, and the pile still moves on (CHOSEN)", () => {
    const s = cityAt(8, [[T.field()], [T.road()], [T.field()]]);
    s.meeples = s.meeples.filter((m) => m.c === 0);
    s.colours[2] = { seat: 2, supply: 5, buried: 0 };
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: 2, r: 0 }).state;
    const played = mustPlay(placed, 0, { type: "score", feature: placed.turn.complete[0] ?? -1 });
    expect(played.state.score).toEqual([16]);
    expect(events(played)).toContainEqual({ type: "dogLost", dog: 1, reason: "noGuard" });
    expect(played.state.dogs[0]).toEqual({ status: "gone" });
    expect(played.state.pile).toBe(1);
    expect(played.state.current).toBe(T.field());
  });

  it("count a dog's own points toward the next dog", () => {
    const s = position({
      level: 3,
      tiles: [
        { id: roadEast(), x: 0, y: 0 },
        { id: T.field(), x: 0, y: 1, ghosts: 9 },
        { id: T.road(), x: 5, y: 0 },
      ],
      meeples: [
        { x: 0, y: 0, kind: "road", colour: "blue" },
        { x: 5, y: 0, kind: "road", colour: "red" },
      ],
      current: roadWest(),
      score: [40],
    });
    s.dogs[0] = { status: "placed", guard: 0 };
    s.pile = 1;
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    const scored = mustPlay(placed, 0, { type: "score", feature: placed.turn.complete[0] ?? -1 });
    expect(scored.state.score).toEqual([40 + 2 + 9]);
    // Red's guard is the only one left and has no ghost around: dog 2 lies beside it at once.
    expect(types(events(scored))).toEqual([
      "scored",
      "meepleReturned",
      "dogScored",
      "pileAdvanced",
      "dogPlaced",
      "drawn",
    ]);
    expect(scored.state.dogs).toEqual([{ status: "gone" }, { status: "placed", guard: 2 }]);
  });

  it("let points scored with a pile's last tile count before its deadline; short of it, the next draw loses", () => {
    const road = (score: number) =>
      position({
        level: 3,
        tiles: [{ id: roadEast(), x: 0, y: 0 }],
        meeples: [{ x: 0, y: 0, kind: "road", colour: "blue" }],
        current: roadWest(),
        score: [score],
        piles: [[], [T.field()], [T.field()]],
      });
    const made = mustPlay(road(13), 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(made.score).toEqual([15]);
    expect(made.phase).toBe("place");
    expect(made.pile).toBe(1);
    expect(made.current).toBe(T.field());
    const missed = mustPlay(road(12), 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(missed.state.score).toEqual([14]);
    expect(missed.state.result).toEqual({ won: false, reason: "tiles" });
    expect(game.outcome(missed.state)).toEqual({ kind: "shared", won: false, score: 14 });
  });
});

describe("level 6: a score per colour", () => {
  it("moves every colour on a closed city: two colours get 6 each (L470)", () => {
    const s = position({
      level: 6,
      tiles: [
        { id: fx({ edges: "FFCF" }), x: 0, y: 0 },
        { id: fx({ edges: "CFFF" }), x: 0, y: 2 },
      ],
      meeples: [
        { x: 0, y: 0, kind: "city", colour: "red" },
        { x: 0, y: 2, kind: "city", colour: "green" },
      ],
      current: fx({ edges: "CFCF" }),
    });
    expect(s.score).toEqual([0, 0, 0]);
    expect(supply(s, "blue")).toBe(4);
    const played = mustPlay(s, 0, { type: "place", x: 0, y: 1, r: 0 });
    expect(played.state.score).toEqual([6, 6, 0]);
  });

  it("wakes a dog only when every colour has reached its number (L466)", () => {
    const s = position({
      level: 6,
      tiles: [{ id: roadEast(), x: 0, y: 0 }],
      meeples: [{ x: 0, y: 0, kind: "road", colour: "red" }],
      current: roadWest(),
      score: [9, 12, 9],
      piles: [[T.field()], [T.field()], [T.field()]],
    });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(played.score).toEqual([11, 12, 9]);
    expect(played.dogs[0]).toEqual({ status: "waiting" });
    expect(played.pile).toBe(0);
    s.score = [9, 12, 10];
    const all = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(all.dogs[0]).toEqual({ status: "gone" });
    expect(all.pile).toBe(1);
  });

  it("is won only when every colour reaches the goal; a dog's points go to its guard's colour (CHOSEN)", () => {
    const s = position({
      level: 6,
      tiles: [
        { id: roadEast(), x: 0, y: 0 },
        { id: T.field(), x: 0, y: 1, ghosts: 3 },
      ],
      meeples: [{ x: 0, y: 0, kind: "road", colour: "blue" }],
      current: roadWest(),
      score: [50, 50, 45],
    });
    s.dogs = [{ status: "gone" }, { status: "placed", guard: 0 }];
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    const scored = mustPlay(placed, 0, { type: "score", feature: placed.turn.complete[0] ?? -1 });
    expect(scored.state.score).toEqual([50, 50, 50]);
    expect(scored.state.result).toEqual({ won: true });
    expect(types(events(scored))).toEqual(["scored", "meepleReturned", "dogScored", "won"]);
    expect(events(scored)).toContainEqual({
      type: "dogScored",
      dog: 2,
      points: 3,
      colour: "blue",
      score: [50, 50, 50],
    });
    const short = position({
      level: 6,
      tiles: [{ id: roadEast(), x: 0, y: 0 }],
      meeples: [{ x: 0, y: 0, kind: "road", colour: "blue" }],
      current: roadWest(),
      score: [50, 50, 47],
    });
    expect(playAll(short, [{ type: "place", x: 1, y: 0, r: 0 }]).state.result).toBeUndefined();
  });
});
