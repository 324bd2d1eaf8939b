/**
 * The rulebook's worked examples (rules file, "Worked examples"), one test each, named by the
 * rulebook line, built from the real tiles of tiles/data.ts. Ghost counts come from the tiles'
 * symbols (tuned by the balance run), so these tests read them rather than assume them.
 */
import { describe, expect, it } from "vitest";
import { fogNode } from "../../../worker/games/carcassonne-ghosts/board.ts";
import { group, rootOf } from "../../../worker/games/carcassonne-ghosts/features.ts";
import type { CarcassonneState } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { TILES } from "../../../worker/games/carcassonne-ghosts/tiles/data.ts";
import { game, ghostsAt, mustPlay, mustRefuse, playAll, position, supply, tileOf, types } from "./fixtures.ts";

const symbols = (id: string): number => TILES.find((t) => t.id === id)?.fog?.symbols ?? 0;
const events = (played: { events: readonly { event: { type: string } }[] }) => played.events.map((e) => e.event);

/** Scores every feature waiting for evaluation (points, in the listed order). */
function scoreAll(state: CarcassonneState): CarcassonneState {
  let s = state;
  while (s.phase === "evaluate")
    s = mustPlay(s, s.turn.seat, { type: "score", feature: s.turn.complete[0] ?? -1 }).state;
  return s;
}

describe("the rulebook's worked examples", () => {
  it("1. L127: a tile placed so that its road continues and both fields extend is legal", () => {
    const s = position({ tiles: [{ id: "U6", x: 0, y: 0 }], current: "U3" });
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: 1, r: 0 }).state;
    expect(group(placed, tileOf(placed, 0, 0).n).tiles.length).toBe(2);
    mustRefuse(s, 0, { type: "place", x: 0, y: 1, r: 1 }, "EDGES_DONT_MATCH");
  });

  it("2. L131–139: blue may not join red's road across tiles, takes the road going down; a just-closed free road could be taken", () => {
    const s = position({
      seat: 2,
      tiles: [
        { id: "U6", x: 1, y: 0, r: 1 },
        { id: "W3", x: -1, y: 0 },
      ],
      meeples: [{ x: 1, y: 0, kind: "road", colour: "red" }],
      current: "X1",
    });
    const placed = mustPlay(s, 2, { type: "place", x: 0, y: 0, r: 0 }).state;
    expect(placed.phase).toBe("meeple");
    const roads = game.legalMoves(placed, 2).flatMap((m) => (m.type === "meeple" ? [m.index] : []));
    // X1's roads: 0 north, 1 east (joins red's), 2 south, 3 west (just closed against W3's junction, free).
    expect(roads).toEqual([0, 2, 3]);
    mustRefuse(placed, 2, { type: "meeple", kind: "road", index: 1, colour: "blue" }, "FEATURE_OCCUPIED");
    const down = mustPlay(placed, 2, { type: "meeple", kind: "road", index: 2, colour: "blue" });
    expect(events(down)).toContainEqual({ type: "meeplePlaced", seat: 2, colour: "blue", kind: "road", x: 0, y: 0 });
  });

  it("3. L143–157: a 3-tile road with a meeple, closed by another player, scores 3; only that meeple returns", () => {
    const s = position({
      tiles: [
        { id: "W3", x: 0, y: 0 },
        { id: "U6", x: 1, y: 0, r: 1 },
      ],
      meeples: [
        { x: 1, y: 0, kind: "road", colour: "blue" },
        { x: 0, y: 0, kind: "road", index: 1, colour: "red" },
      ],
      current: "W3",
    });
    const { state } = playAll(s, [{ type: "place", x: 2, y: 0, r: 2 }, { type: "noMeeple" }]);
    expect(state.score).toEqual([3]);
    expect(supply(state, "blue")).toBe(5);
    expect(state.meeples.map((m) => m.c)).toEqual([0]);
  });

  it("4. L151/L173–177: close a city, occupy it, score it and get the meeple back in one turn; a free city just extended may be occupied", () => {
    const closing = position({ tiles: [{ id: "E3", x: 0, y: 0, r: 2 }], current: "E2" });
    const placed = mustPlay(closing, 0, { type: "place", x: 0, y: 1, r: 0 }).state;
    const done = scoreAll(mustPlay(placed, 0, { type: "meeple", kind: "city", index: 0, colour: "red" }).state);
    expect(done.score).toEqual([4]);
    expect(supply(done, "red")).toBe(5);
    const extending = position({ tiles: [{ id: "E3", x: 0, y: 0, r: 1 }], current: "F2" });
    const extended = mustPlay(extending, 0, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(game.legalMoves(extended, 0)).toContainEqual({ type: "meeple", kind: "city", index: 0, colour: "red" });
  });

  it("5. L183–187: a closed city over 3 tiles with 1 shield scores 8 (2 a tile, not a city part)", () => {
    const s = position({
      tiles: [
        { id: "E3", x: 0, y: 0, r: 1 },
        { id: "F2", x: 1, y: 0 },
      ],
      meeples: [{ x: 1, y: 0, kind: "city", colour: "red" }],
      current: "E1",
    });
    const done = scoreAll(mustPlay(s, 0, { type: "place", x: 2, y: 0, r: 3 }).state);
    expect(done.score).toEqual([8]);
  });

  it("6. L191–195: a fog road or field may meet a clear road or field; fog never meets a city", () => {
    mustPlay(position({ tiles: [{ id: "U6", x: 0, y: 0 }], current: "U1" }), 0, { type: "place", x: 0, y: 1, r: 0 });
    mustPlay(position({ tiles: [{ id: "U6", x: 0, y: 0 }], current: "U2" }), 0, { type: "place", x: -1, y: 0, r: 0 });
    // E1's fog lies on its field edge (south); turned to face a city, that edge is refused.
    mustRefuse(
      position({ tiles: [{ id: "E3", x: 0, y: 0 }], current: "E1" }),
      0,
      { type: "place", x: 0, y: -1, r: 0 },
      "EDGES_DONT_MATCH",
    );
  });

  it("7. L199–207: a closed fog bank's 3 ghosts return; fog meeting a clear field never closes", () => {
    const s = position({ tiles: [{ id: "U3", x: 0, y: 1, ghosts: 3 }], current: "S1" });
    const closed = mustPlay(s, 0, { type: "place", x: 0, y: 0, r: 0 });
    expect(events(closed)).toContainEqual({ type: "fogClosed", x: 0, y: 0, tiles: 2, ghosts: 3 });
    expect(closed.state.bank).toBe(s.bank + 3);
    const never = mustPlay(position({ tiles: [{ id: "U3", x: 0, y: 1, ghosts: 1 }], current: "U6" }), 0, {
      type: "place",
      x: 0,
      y: 0,
      r: 0,
    }).state;
    expect(group(never, fogNode(tileOf(never, 0, 1))).cursed).toBe(true);
  });

  it("8. L217: a tile whose fog joins nothing gets a ghost per symbol; one whose fog joins fog gets one fewer", () => {
    const first = playAll(position({ tiles: [{ id: "U6", x: -1, y: 0, r: 1 }], current: "V3" }), [
      { type: "place", x: 0, y: 0, r: 0 },
      { type: "noMeeple" },
    ]).state;
    expect(ghostsAt(first, 0, 0)).toBe(symbols("V3"));
    const second = mustPlay({ ...first, current: "U5" }, 1, { type: "place", x: 1, y: 0, r: 0 }).state;
    expect(ghostsAt(second, 1, 0)).toBe(Math.max(0, symbols("U5") - 1));
  });

  it("9. L223/L272: ghosts must appear and the bank is too small: lost at once", () => {
    const s = position({ tiles: [{ id: "U6", x: -1, y: 0, r: 1, ghosts: 15 - symbols("V3") + 1 }], current: "V3" });
    const played = mustPlay(s, 0, { type: "place", x: 0, y: 0, r: 0 });
    expect(played.state.result).toEqual({ won: false, reason: "ghosts" });
  });

  const road4 = (colours: ("red" | "blue")[]) =>
    position({
      tiles: [
        { id: "W3", x: 0, y: 0 },
        { id: "U6", x: 1, y: 0, r: 1 },
        { id: "U2", x: 2, y: 0, r: 1 },
        { id: "V3", x: 6, y: 6, ghosts: 4 },
      ],
      meeples: colours.map((colour, i) => ({ x: 1 + i, y: 0, kind: "road" as const, colour })),
      current: "X1",
    });

  it("10. L244: a closed occupied 4-tile road: the meeple returns and 3 ghosts leave one tile instead of 4 points", () => {
    const placed = playAll(road4(["blue"]), [{ type: "place", x: 3, y: 0, r: 0 }, { type: "noMeeple" }]).state;
    const after = mustPlay(placed, 0, {
      type: "appease",
      feature: placed.turn.complete[0] ?? -1,
      x: 6,
      y: 6,
      count: 3,
    }).state;
    expect(after.score).toEqual([0]);
    expect(ghostsAt(after, 6, 6)).toBe(1);
    expect(supply(after, "blue")).toBe(5);
  });

  it("11. L250–258: a road closed with two colours on it scores 4 + 4; more of one colour add nothing", () => {
    const placed = playAll(road4(["red", "blue"]), [{ type: "place", x: 3, y: 0, r: 0 }, { type: "noMeeple" }]).state;
    expect(scoreAll(placed).score).toEqual([8]);
  });

  it("12. L306–308: a surrounded castle with fog on 6 of its 9 tiles scores 12; the meeple returns", () => {
    const s = position({
      level: 2,
      tiles: [
        { id: "B1", x: 0, y: 0 },
        { id: "U1", x: -1, y: -1 },
        { id: "U6", x: -1, y: 0 },
        { id: "U2", x: -1, y: 1 },
        { id: "E3", x: 0, y: -1 },
        { id: "B2", x: 0, y: 1 },
        { id: "U3", x: 1, y: -1 },
        { id: "U4", x: 1, y: 0 },
      ],
      meeples: [{ x: 0, y: 0, kind: "castle", colour: "red" }],
      current: "U5",
    });
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 1, r: 0 }).state;
    const done = scoreAll(placed.phase === "meeple" ? mustPlay(placed, 0, { type: "noMeeple" }).state : placed);
    expect(done.score).toEqual([12]);
    expect(supply(done, "red")).toBe(5);
  });

  /** Level 2–3: cemetery B4 at (0,0) with a ghost, 3 orthogonal neighbours; yellow's guard on (1,0), red's far away. */
  const cemeteryAt = (level: 2 | 3) =>
    position({
      level,
      seats: 4,
      tiles: [
        { id: "B4", x: 0, y: 0, cemeteryGhosts: 1 },
        { id: "E1", x: 0, y: -1 },
        { id: "U6", x: 1, y: 0 },
        { id: "E2", x: 0, y: 1, r: 2 },
        { id: "U1", x: 5, y: 5 },
      ],
      meeples: [
        { x: 1, y: 0, kind: "road", colour: "yellow" },
        { x: 5, y: 5, kind: "road", colour: "red" },
      ],
      current: "U3",
    });

  it("13. L320–330: level 2, the cemetery's 4th orthogonal neighbour: a guard is buried, its 1 ghost returns", () => {
    const placed = mustPlay(cemeteryAt(2), 0, { type: "place", x: -1, y: 0, r: 0 }).state;
    expect(placed.phase).toBe("bury");
    const buried = mustPlay(placed, 0, { type: "bury", x: 1, y: 0 });
    expect(types(events(buried)).slice(0, 2)).toEqual(["buried", "cemeteryCleared"]);
    expect(buried.state.colours[3]).toEqual({ seat: 3, supply: 4, buried: 1 });
    expect(tileOf(buried.state, 0, 0).cg).toBeUndefined();
  });

  it("14. L342: level 2, a tile with 2 symbols and open fog beside an open cemetery: 2 + 1 ghosts, then a meeple on its city", () => {
    const s = position({ level: 2, tiles: [{ id: "B4", x: 0, y: 0 }], current: "M1" });
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 2 }).state;
    expect(ghostsAt(placed, 1, 0)).toBe(symbols("M1"));
    expect(tileOf(placed, 0, 0).cg).toBe(symbols("M1") > 0 ? 1 : undefined);
    expect(placed.bank).toBe(s.bank - symbols("M1") - (symbols("M1") > 0 ? 1 : 0));
    mustPlay(placed, 0, { type: "meeple", kind: "city", index: 0, colour: "red" });
  });

  /** Level 3: red's city waits for its last tile (8 points); blue's guard at (5,0) has 2 ghosts, the cemetery beside it 4. */
  const dogStart = (piles: string[][]) =>
    position({
      level: 3,
      tiles: [
        { id: "E2", x: 0, y: 0, r: 1 },
        { id: "F2", x: 1, y: 0 },
        { id: "U4", x: 5, y: 0, ghosts: 2 },
        { id: "B3", x: 6, y: 0, cemeteryGhosts: 4 },
      ],
      meeples: [
        { x: 1, y: 0, kind: "city", colour: "red" },
        { x: 5, y: 0, kind: "road", colour: "blue" },
      ],
      current: "E3",
      score: [8],
      piles,
    });

  it("15. L367–369: level 3, +8 makes 16 before pile 1 ends: dog 1 takes 2 ghosts off its tile and 3 off the cemetery, the 4th stays", () => {
    const scored = scoreAll(
      mustPlay(dogStart([["V1", "V2"], ["V4"], ["V5"]]), 0, { type: "place", x: 2, y: 0, r: 3 }).state,
    );
    expect(scored.score).toEqual([16]);
    expect(scored.phase).toBe("dog");
    const dog = mustPlay(scored, 0, {
      type: "dog",
      x: 5,
      y: 0,
      remove: [
        { x: 5, y: 0, count: 2 },
        { x: 6, y: 0, count: 3 },
      ],
    }).state;
    expect(ghostsAt(dog, 5, 0)).toBe(0);
    expect(ghostsAt(dog, 6, 0)).toBe(1);
  });

  it("16. L373: dog 1 wakes: the rest of pile 1 goes on top of pile 2", () => {
    const scored = scoreAll(
      mustPlay(dogStart([["V1", "V2"], ["V4"], ["V5"]]), 0, { type: "place", x: 2, y: 0, r: 3 }).state,
    );
    expect(scored.piles).toEqual([[], ["V1", "V2", "V4"], ["V5"]]);
    const dog = mustPlay(scored, 0, { type: "dog", x: 5, y: 0, remove: [] }).state;
    expect(dog.current).toBe("V1");
  });

  it("17. L377–386: the dog's city is evaluated (points or ghosts alike): the dog scores 1 a ghost on the board and leaves", () => {
    const s = position({
      level: 3,
      tiles: [
        { id: "E3", x: 0, y: 0, r: 2 },
        { id: "V3", x: 6, y: 6, ghosts: 2 },
      ],
      meeples: [{ x: 0, y: 0, kind: "city", colour: "blue" }],
      current: "E1",
      score: [20],
    });
    s.dogs[0] = { status: "placed", guard: 0 };
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: 1, r: 0 }).state;
    const onBoard = 2 + symbols("E1");
    const feature = placed.turn.complete[0] ?? -1;
    expect(mustPlay(placed, 0, { type: "score", feature }).state.score).toEqual([20 + 4 + onBoard]);
    const appeased = mustPlay(placed, 0, { type: "appease", feature, x: 6, y: 6, count: 1 });
    expect(appeased.state.score).toEqual([20 + onBoard - 1]);
    expect(appeased.state.dogs[0]).toEqual({ status: "gone" });
    expect(types(events(appeased)).slice(0, 3)).toEqual(["appeased", "meepleReturned", "dogScored"]);
  });

  it("18. L383: the guard beside a dog is buried: the dog is lost, no points", () => {
    const s = cemeteryAt(3);
    s.dogs[0] = { status: "placed", guard: 2 };
    const placed = mustPlay(s, 0, { type: "place", x: -1, y: 0, r: 0 }).state;
    const buried = mustPlay(placed, 0, { type: "bury", x: 1, y: 0 });
    expect(events(buried)).toContainEqual({ type: "dogLost", dog: 1, reason: "buried" });
    expect(buried.state.score).toEqual([0]);
  });

  it("19. L420/L428: level 5, a cemetery placed by 3 foggy tiles: a ghost on each (ghosts already there or not), none on the cemetery; a meeple on its road", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: "U1", x: 0, y: 1 },
        { id: "U2", x: -1, y: 1 },
        { id: "U4", x: 1, y: 1, ghosts: 2 },
      ],
      current: "A2",
      piles: [["V1"], [], []],
    });
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: 0, r: 0 }).state;
    expect([ghostsAt(placed, -1, 1), ghostsAt(placed, 0, 1), ghostsAt(placed, 1, 1)]).toEqual([1, 1, 3]);
    expect(tileOf(placed, 0, 0).cg).toBeUndefined();
    expect(ghostsAt(placed, 0, 0)).toBe(Math.max(0, symbols("A2") - 1));
    expect(game.legalMoves(placed, 0)).toContainEqual({ type: "meeple", kind: "road", index: 0, colour: "red" });
  });

  it("20. L446: level 5, a cemetery open at the turn's end: a face-down tile beside it, and the meeple's road it touches can never be evaluated", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: "B3", x: 0, y: 0 },
        { id: "U6", x: -1, y: 0 },
      ],
      meeples: [{ x: -1, y: 0, kind: "road", colour: "red" }],
      current: "E3",
      piles: [["V1", "V2"], [], []],
    });
    const placed = playAll(s, [{ type: "place", x: 0, y: -1, r: 0 }, { type: "noMeeple" }]).state;
    expect(placed.phase).toBe("faceDown");
    const down = mustPlay(placed, 0, { type: "faceDown", x: -1, y: 1 }).state;
    expect(group(down, rootOf(down, down.meeples[0]?.n ?? -1)).cursed).toBe(true);
  });

  it("21. L450: level 5, a face-down tile as the cemetery's 8th neighbour closes it: a burial, and no more face-down tiles", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: "B3", x: 0, y: 0 },
        { id: "U1", x: -1, y: -1 },
        { id: "U2", x: -1, y: 0 },
        { id: "E1", x: 0, y: -1 },
        { id: "U3", x: 1, y: -1 },
        { id: "U4", x: 1, y: 0 },
        { id: "E2", x: 0, y: 1, r: 2 },
      ],
      meeples: [
        { x: -1, y: 0, kind: "road", colour: "red" },
        { x: 1, y: -1, kind: "road", colour: "green" },
      ],
      current: "U5",
      piles: [["V1", "V2", "V4"], [], []],
    });
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 1, r: 0 });
    expect(types(events(placed)).slice(-3)).toEqual(["faceDownDrawn", "faceDownPlaced", "cemeteryClosed"]);
    const buried = mustPlay(placed.state, 0, { type: "bury", x: -1, y: 0 }).state;
    expect(buried.colours[0]?.buried).toBe(1);
    const [move] = game.legalMoves(buried, 1);
    const next = playAll(buried, move ? [move] : []).state;
    expect(next.phase).not.toBe("faceDown");
    expect(next.tiles.filter((t) => "down" in t).length).toBe(1);
  });

  it("22. L438/L440: two open cemeteries, one face-down tile; face-down beside face-down is fine; a face-up tile touching only face-down ones is not", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: "B3", x: 0, y: 0 },
        { id: "U6", x: 1, y: 0 },
        { id: "U1", x: 2, y: 0 },
        { id: "B4", x: 3, y: 0 },
        { down: "V7", x: 0, y: 1 },
      ],
      current: "E3",
      piles: [["V1", "U3", "V4"], [], []],
    });
    const placed = playAll(s, [{ type: "place", x: 4, y: 0, r: 0 }, { type: "noMeeple" }]).state;
    expect(game.legalMoves(placed, 0)).toContainEqual({ type: "faceDown", x: -1, y: 1 });
    const down = mustPlay(placed, 0, { type: "faceDown", x: -1, y: 1 }).state;
    expect(down.phase).toBe("place");
    expect(down.tiles.filter((t) => "down" in t).length).toBe(2);
    mustRefuse(down, 1, { type: "place", x: 0, y: 2, r: 0 }, "NOT_ADJACENT");
  });

  it("23. L470: level 6, a city closed with two colours on it: each colour moves 6", () => {
    const s = position({
      level: 6,
      tiles: [
        { id: "E3", x: 0, y: 0, r: 2 },
        { id: "E1", x: 0, y: 2 },
      ],
      meeples: [
        { x: 0, y: 0, kind: "city", colour: "red" },
        { x: 0, y: 2, kind: "city", colour: "green" },
      ],
      current: "G1",
    });
    expect(scoreAll(mustPlay(s, 0, { type: "place", x: 0, y: 1, r: 1 }).state).score).toEqual([6, 6, 0]);
  });

  it("24. L466: level 6, one colour at a dog's number and another below it: no dog yet", () => {
    const s = position({
      level: 6,
      tiles: [{ id: "W3", x: 0, y: 0 }],
      meeples: [{ x: 0, y: 0, kind: "road", colour: "red" }],
      current: "X1",
      score: [9, 12, 9],
    });
    const placed = playAll(s, [{ type: "place", x: 1, y: 0, r: 0 }, { type: "noMeeple" }]).state;
    const done = scoreAll(placed);
    expect(done.score).toEqual([11, 12, 9]);
    expect(done.dogs[0]).toEqual({ status: "waiting" });
    expect(done.pile).toBe(0);
  });
});
