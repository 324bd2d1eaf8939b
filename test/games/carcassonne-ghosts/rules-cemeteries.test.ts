/** Cemeteries and burials (levels 2–4), cursed cemeteries and face-down tiles (levels 5–6). */
import { describe, expect, it } from "vitest";
import { fogNode } from "../../../worker/games/carcassonne-ghosts/board.ts";
import { group, rootOf } from "../../../worker/games/carcassonne-ghosts/features.ts";
import type { CarcassonneState } from "../../../worker/games/carcassonne-ghosts/state.ts";
import {
  edgeSegments,
  fx,
  game,
  ghostsAt,
  mustPlay,
  mustRefuse,
  playAll,
  position,
  supply,
  T,
  tileOf,
  types,
} from "./fixtures.ts";

const cemetery = () => fx({ edges: "FFFF", centre: "cemetery" });
const fogTile = (symbols: 0 | 1 | 2 = 1) => fx({ edges: "FFFF", fog: edgeSegments(0), symbols });
const events = (played: { events: readonly { event: { type: string } }[] }) => played.events.map((e) => e.event);

describe("levels 2–4: cemeteries", () => {
  /** A cemetery at (0,0) with 3 of its 4 orthogonal neighbours; guards on roads at (5,0) and (6,0). */
  const nearlyClosed = (guards: ("red" | "yellow")[], ghosts = 1) =>
    position({
      level: 2,
      seats: 4,
      tiles: [
        { id: cemetery(), x: 0, y: 0, cemeteryGhosts: ghosts },
        { id: T.field(), x: 0, y: -1 },
        { id: T.field(), x: 1, y: 0 },
        { id: T.field(), x: 0, y: 1 },
        { id: T.road(), x: 5, y: 0 },
        { id: T.road(), x: 6, y: 5 },
      ],
      meeples: guards.map((colour, i) => ({ x: 5 + i, y: 5 * i, kind: "road" as const, colour })),
      current: T.field(),
    });

  it("buries a standing guard of the player's choice when the 4th orthogonal neighbour comes; its ghosts return (L320–330)", () => {
    const s = nearlyClosed(["red", "yellow"]);
    const placed = mustPlay(s, 0, { type: "place", x: -1, y: 0, r: 0 });
    expect(placed.state.phase).toBe("bury");
    expect(game.legalMoves(placed.state, 0)).toEqual([
      { type: "bury", x: 5, y: 0 },
      { type: "bury", x: 6, y: 5 },
    ]);
    mustRefuse(placed.state, 0, { type: "bury", x: 0, y: 0 }, "NO_GUARD_THERE");
    mustRefuse(placed.state, 0, { type: "bury", colour: "green" }, "GUARD_STANDING");
    const buried = mustPlay(placed.state, 0, { type: "bury", x: 6, y: 5 });
    expect(types(events(buried))).toEqual(["buried", "cemeteryCleared", "drawn"]);
    const after = buried.state;
    expect(after.meeples.length).toBe(1);
    expect(after.colours[3]).toEqual({ seat: 3, supply: 4, buried: 1 });
    expect(after.graves).toEqual([{ t: 0, c: 3 }]);
    expect(ghostsAt(after, 0, 0)).toBe(0);
    expect(after.bank).toBe(s.bank + 1);
  });

  it("makes the choice at once when only one guard stands, and takes one from a supply when none does", () => {
    const one = mustPlay(nearlyClosed(["yellow"]), 0, { type: "place", x: -1, y: 0, r: 0 });
    expect(events(one)).toContainEqual(expect.objectContaining({ type: "buried", colour: "yellow", x: 5, y: 0 }));
    const none = mustPlay(nearlyClosed([]), 0, { type: "place", x: -1, y: 0, r: 0 }).state;
    expect(none.phase).toBe("bury");
    expect(game.legalMoves(none, 0).map((m) => (m.type === "bury" ? m.colour : ""))).toEqual([
      "red",
      "green",
      "blue",
      "yellow",
    ]);
    const buried = mustPlay(none, 0, { type: "bury", colour: "blue" }).state;
    expect(buried.colours[2]).toEqual({ seat: 2, supply: 4, buried: 1 });
  });

  it("buries nobody when no guard stands and every supply is empty (CHOSEN), and the ghosts still return", () => {
    const s = nearlyClosed([]);
    for (const c of s.colours) c.supply = 0;
    const played = mustPlay(s, 0, { type: "place", x: -1, y: 0, r: 0 });
    expect(types(events(played))).toEqual(["placed", "cemeteryClosed", "nobodyBuried", "cemeteryCleared", "drawn"]);
  });

  it("puts one more ghost on the only open cemetery whenever ghosts appear on fog (L342), then the meeple step", () => {
    const s = position({
      level: 2,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: T.road(), x: 1, y: -1 },
      ],
      current: fx({ edges: "CFFF", fog: edgeSegments(2), symbols: 2 }),
      piles: [[T.field()]],
    });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 2 });
    expect(ghostsAt(played.state, 1, 0)).toBe(2);
    expect(tileOf(played.state, 0, 0).cg).toBe(1);
    expect(played.state.bank).toBe(s.bank - 3);
    expect(played.state.phase).toBe("meeple");
    // The only open cemetery: the engine put it there alone, and its event says so.
    expect(events(played)).toContainEqual({
      type: "ghostsAppeared",
      x: 0,
      y: 0,
      count: 1,
      on: "cemetery",
      forced: "haunt",
      forcedFor: 0,
    });
  });

  it("lets the player pick the cemetery when several are open, never a closed one", () => {
    const s = position({
      level: 3,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: cemetery(), x: 0, y: 1 },
        { id: T.field(), x: 3, y: 0 },
      ],
      current: fogTile(1),
    });
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 2 }).state;
    expect(placed.phase).toBe("haunt");
    expect(game.legalMoves(placed, 0)).toEqual([
      { type: "haunt", x: 0, y: 0 },
      { type: "haunt", x: 0, y: 1 },
    ]);
    mustRefuse(placed, 0, { type: "haunt", x: 1, y: 0 }, "NOT_AN_OPEN_CEMETERY");
    const after = mustPlay(placed, 0, { type: "haunt", x: 0, y: 1 }).state;
    expect(tileOf(after, 0, 1).cg).toBe(1);
  });

  it("skips the cemetery the placement just closed, and adds no ghost when no cemetery is open (L334)", () => {
    const s = position({
      level: 2,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: T.field(), x: 0, y: -1 },
        { id: T.field(), x: -1, y: 0 },
        { id: T.field(), x: 0, y: 1 },
      ],
      current: fogTile(1),
    });
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 2 }).state;
    expect(placed.phase).toBe("bury");
    const played = mustPlay(placed, 0, { type: "bury", colour: "red" });
    expect(tileOf(played.state, 0, 0).cg).toBeUndefined();
    expect(played.state.bank).toBe(s.bank - 1);
    expect(types(events(played))).toEqual(["buried", "ghostsAppeared", "drawn"]);
  });

  it("buries once per cemetery when one tile closes two, in the order they were placed", () => {
    const s = position({
      level: 4,
      tiles: [
        { id: cemetery(), x: 0, y: 0, cemeteryGhosts: 1 },
        { id: cemetery(), x: 2, y: 0, cemeteryGhosts: 2 },
        ...[
          [0, -1],
          [-1, 0],
          [0, 1],
          [2, -1],
          [3, 0],
          [2, 1],
        ].map(([x = 0, y = 0]) => ({ id: T.field(), x, y })),
        { id: T.road(), x: 9, y: 0 },
        { id: T.road(), x: 9, y: 2 },
        { id: T.road(), x: 9, y: 4 },
      ],
      meeples: [
        { x: 9, y: 0, kind: "road", colour: "red" },
        { x: 9, y: 2, kind: "road", colour: "green" },
        { x: 9, y: 4, kind: "road", colour: "blue" },
      ],
      current: T.field(),
    });
    const placed = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(types(events(placed))).toEqual(["placed", "cemeteryClosed", "cemeteryClosed"]);
    const first = mustPlay(placed.state, 0, { type: "bury", x: 9, y: 2 });
    expect(first.state.phase).toBe("bury");
    expect(events(first)).toContainEqual({ type: "cemeteryCleared", x: 0, y: 0, ghosts: 1 });
    const second = mustPlay(first.state, 0, { type: "bury", x: 9, y: 4 });
    expect(events(second)).toContainEqual({ type: "cemeteryCleared", x: 2, y: 0, ghosts: 2 });
    expect(second.state.graves).toEqual([
      { t: 0, c: 1 },
      { t: 1, c: 2 },
    ]);
    expect(second.state.bank).toBe(s.bank + 3);
  });

  it("may put the extra ghost on the cemetery just placed while it is open", () => {
    const s = position({
      level: 2,
      tiles: [{ id: T.field(), x: 0, y: 0 }],
      current: fx({ edges: "FFFF", centre: "cemetery", fog: edgeSegments(1), symbols: 1 }),
    });
    const played = mustPlay(s, 0, { type: "place", x: 0, y: 1, r: 0 });
    expect(tileOf(played.state, 0, 1)).toMatchObject({ g: 1, cg: 1 });
    expect(played.state.bank).toBe(s.bank - 2);
  });

  it("counts the extra ghost against the bank", () => {
    const s = position({
      level: 2,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: T.field(), x: 0, y: 1, ghosts: 14 },
      ],
      current: fogTile(1),
    });
    expect(s.bank).toBe(1);
    expect(mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 2 }).state.result).toEqual({ won: false, reason: "ghosts" });
  });
});

describe("levels 5–6: cursed cemeteries", () => {
  it("put a ghost on every tile around a new cemetery that shows fog, closed or haunted or not, none on the cemetery (L420/L428)", () => {
    const closedFogA = fx({ edges: "FFFF", fog: edgeSegments(1), symbols: 0 });
    const closedFogB = fx({ edges: "FFFF", fog: edgeSegments(3), symbols: 0 });
    const s = position({
      level: 5,
      tiles: [
        { id: closedFogA, x: -1, y: -1, ghosts: 2 },
        { id: closedFogB, x: 0, y: -1 },
        { id: fogTile(0), x: 1, y: 1 },
        { id: T.field(), x: 1, y: 0 },
        { id: T.field(), x: -1, y: 0 },
      ],
      current: fx({ edges: "FFRF", centre: "cemetery" }),
    });
    expect(group(s, fogNode(tileOf(s, -1, -1))).open).toBe(0);
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: 0, r: 0 });
    expect(ghostsAt(placed.state, -1, -1)).toBe(3);
    expect(ghostsAt(placed.state, 0, -1)).toBe(1);
    expect(ghostsAt(placed.state, 1, 1)).toBe(1);
    expect(ghostsAt(placed.state, 0, 0)).toBe(0);
    expect(placed.state.bank).toBe(s.bank - 3);
    expect(placed.state.phase).toBe("meeple");
    const meeple = mustPlay(placed.state, 0, { type: "meeple", kind: "road", index: 0, colour: "red" });
    expect(meeple.state.phase).toBe("faceDown");
  });

  /** An open cemetery at (0,0) beside a guard's road running north–south at (-1,0); current tile a field to lay at (0,-1). */
  const cursedStart = (): CarcassonneState =>
    position({
      level: 5,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: T.road(), x: -1, y: 0, r: 1, ghosts: 1 },
        { id: fx({ edges: "FFFF", fog: [6, 7, 8], symbols: 0 }), x: 1, y: -1 },
      ],
      meeples: [{ x: -1, y: 0, kind: "road", colour: "red" }],
      current: T.field(),
      piles: [[T.field(), fx({ edges: "FFFF", id: "SECRET-FRONT" }), T.field()]],
    });

  it("end the turn with a face-down tile around an open cemetery, which curses the road it touches (L446)", () => {
    const s = cursedStart();
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: -1, r: 0 }).state;
    expect(placed.phase).toBe("faceDown");
    expect(placed.turn.hidden).toBe(T.field());
    const spots = game.legalMoves(placed, 0);
    expect(spots).toEqual([
      { type: "faceDown", x: -1, y: -1 },
      { type: "faceDown", x: 1, y: 0 },
      { type: "faceDown", x: -1, y: 1 },
      { type: "faceDown", x: 0, y: 1 },
    ]);
    // Not around the cemetery, taken, or around it but touching no tile by an edge.
    mustRefuse(placed, 0, { type: "faceDown", x: -2, y: 0 }, "NOT_BESIDE_OPEN_CEMETERY");
    mustRefuse(placed, 0, { type: "faceDown", x: 0, y: -1 }, "NOT_BESIDE_OPEN_CEMETERY");
    mustRefuse(placed, 0, { type: "faceDown", x: 1, y: 1 }, "NOT_BESIDE_OPEN_CEMETERY");
    const down = mustPlay(placed, 0, { type: "faceDown", x: -1, y: 1 });
    expect(types(events(down))).toEqual(["faceDownPlaced", "drawn"]);
    expect(down.state.tiles.at(-1)).toEqual({ x: -1, y: 1, down: T.field() });
    const road = group(down.state, rootOf(down.state, down.state.meeples[0]?.n ?? -1));
    expect(road.cursed).toBe(true);
    // Elsewhere it leaves the road alone.
    const other = mustPlay(placed, 0, { type: "faceDown", x: 1, y: 0 }).state;
    expect(group(other, rootOf(other, other.meeples[0]?.n ?? -1)).cursed).toBeUndefined();
    expect(group(other, fogNode(tileOf(other, 1, -1))).cursed).toBe(true);
  });

  it("curse roads, cities, fog banks and castles they touch", () => {
    const castle = fx({ edges: "FFFF", centre: "castle" });
    const s = position({
      level: 6,
      tiles: [
        { id: T.road(), x: 0, y: 0 },
        { id: T.city(), x: 1, y: 1 },
        { id: fx({ edges: "FFFF", fog: edgeSegments(1), symbols: 0 }), x: 1, y: 2 },
        { id: castle, x: 3, y: 2 },
        { down: T.field(), x: 1, y: 0 },
        { down: T.field(), x: 2, y: 1 },
      ],
      current: T.field(),
    });
    const cursed = (x: number, y: number, local: number) => group(s, tileOf(s, x, y).n + local).cursed;
    expect(cursed(0, 0, 0)).toBe(true);
    expect(cursed(1, 1, 0)).toBe(true);
    expect(cursed(1, 2, 0)).toBeUndefined();
    expect(cursed(3, 2, 0)).toBe(true);
  });

  it("close a cemetery as its 8th neighbour: a burial follows, and no more face-down tiles come (L450)", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: T.road(), x: -1, y: -1 },
        { id: T.road(), x: 0, y: -1 },
        { id: T.road(), x: 1, y: -1 },
        { id: T.field(), x: 1, y: 0 },
        { id: T.road(), x: 0, y: 1 },
        { id: T.road(), x: 1, y: 1 },
      ],
      meeples: [
        { x: 0, y: -1, kind: "road", colour: "red" },
        { x: 1, y: 1, kind: "road", colour: "green" },
      ],
      current: T.road(),
      piles: [[T.field(), T.field(), T.field()]],
    });
    // The new road joins green's: no meeple step; the one spot left around the cemetery takes the
    // face-down tile at once, which closes the cemetery: the burial is the next decision.
    const placed = mustPlay(s, 0, { type: "place", x: -1, y: 1, r: 0 });
    expect(types(events(placed))).toEqual(["placed", "faceDownDrawn", "faceDownPlaced", "cemeteryClosed"]);
    expect(placed.state.phase).toBe("bury");
    const buried = mustPlay(placed.state, 0, { type: "bury", x: 1, y: 1 });
    expect(supply(buried.state, "green")).toBe(4);
    expect(buried.state.colours[1]?.buried).toBe(1);
    expect(buried.state.phase).toBe("place");
    // Next turn: no open cemetery, so no face-down tile.
    const next = playAll(buried.state, [{ type: "place", x: 2, y: 0, r: 0 }]).state;
    expect(next.turn.seat).toBe(2);
    expect(next.tiles.filter((t) => "down" in t).length).toBe(1);
  });

  it("lay one face-down tile a turn however many cemeteries are open; face-down beside face-down is fine (L438/L440)", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: cemetery(), x: 3, y: 0 },
        { id: T.field(), x: 1, y: 0 },
        { id: T.field(), x: 2, y: 0 },
        { down: T.field(), x: 0, y: 1 },
      ],
      current: T.field(),
      piles: [[T.field(), T.field(), T.field()]],
    });
    const placed = mustPlay(s, 0, { type: "place", x: 4, y: 0, r: 0 }).state;
    expect(game.legalMoves(placed, 0)).toContainEqual({ type: "faceDown", x: 1, y: 1 });
    expect(game.legalMoves(placed, 0)).toContainEqual({ type: "faceDown", x: -1, y: 1 });
    const down = mustPlay(placed, 0, { type: "faceDown", x: -1, y: 1 });
    expect(down.state.phase).toBe("place");
    expect(down.state.tiles.filter((t) => "down" in t).length).toBe(2);
  });

  it("have no extra cemetery ghost: ghosts on fog bring none onto an open cemetery", () => {
    const s = position({
      level: 5,
      tiles: [{ id: cemetery(), x: 0, y: 0 }],
      current: fogTile(1),
      piles: [[T.field(), T.field()], [], []],
    });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 2 });
    expect(tileOf(played.state, 0, 0).cg).toBeUndefined();
    expect(played.state.bank).toBe(s.bank - 1);
  });

  it("treat a face-down tile as a blank, even with a cemetery on its hidden front", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: cemetery(), x: 0, y: 0 },
        { id: fogTile(0), x: 1, y: 1 },
      ],
      current: T.field(),
      piles: [[cemetery(), T.field()], [], []],
    });
    const placed = mustPlay(s, 0, { type: "place", x: -1, y: 0, r: 0 }).state;
    const down = mustPlay(placed, 0, { type: "faceDown", x: 1, y: 0 }).state;
    expect(down.cemeteries).toEqual([0]);
    expect(ghostsAt(down, 1, 1)).toBe(0);
    expect(down.bank).toBe(s.bank);
  });

  it("end the game at a win before the face-down tile is drawn", () => {
    const s = position({
      level: 5,
      tiles: [
        { id: cemetery(), x: 5, y: 5 },
        { id: fx({ edges: "FRFF" }), x: 0, y: 0 },
      ],
      meeples: [{ x: 0, y: 0, kind: "road", colour: "red" }],
      current: fx({ edges: "FFFR" }),
      score: [99],
      piles: [[T.field()], [], []],
    });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(played.state.result).toEqual({ won: true });
    expect(types(events(played))).not.toContain("faceDownDrawn");
    expect(played.state.piles[0]).toEqual([T.field()]);
  });

  it("lose when the face-down tile must be drawn from an empty pile", () => {
    const s = position({ level: 5, tiles: [{ id: cemetery(), x: 0, y: 0 }], current: T.field(), piles: [[], [], []] });
    const played = mustPlay(s, 0, { type: "place", x: 1, y: 0, r: 0 });
    expect(played.state.result).toEqual({ won: false, reason: "tiles" });
  });

  it("never show a face-down tile's front in a view, an event or a legal move", () => {
    const s = cursedStart();
    s.piles = [[fx({ edges: "FFFF", id: "SECRET-FRONT" }), T.field()], [], []];
    const placed = mustPlay(s, 0, { type: "place", x: 0, y: -1, r: 0 });
    expect(placed.state.turn.hidden).toBe("SECRET-FRONT");
    const down = mustPlay(placed.state, 0, { type: "faceDown", x: -1, y: 1 });
    const seen = JSON.stringify([
      ...[0, 1, 2, undefined].map((seat) => game.view(placed.state, seat)),
      ...[0, 1, 2, undefined].map((seat) => game.view(down.state, seat)),
      placed.events,
      down.events,
      game.legalMoves(placed.state, 0),
      game.botMove(placed.state, 0),
    ]);
    expect(seen).not.toContain("SECRET");
    expect(JSON.stringify(down.state)).toContain("SECRET-FRONT");
  });
});
