import { describe, expect, it } from "vitest";
import { shape, tilesFor } from "../../../worker/games/carcassonne-ghosts/catalogue.ts";
import { facing, shapeOf, unturned } from "../../../worker/games/carcassonne-ghosts/geometry.ts";
import { START_BOARD, TILES } from "../../../worker/games/carcassonne-ghosts/tiles/data.ts";
import type { StartBoard, TileDef } from "../../../worker/games/carcassonne-ghosts/tiles/types.ts";
import { tileProblems, validateTiles } from "../../../worker/games/carcassonne-ghosts/tiles/validate.ts";
import { tileBackSvg, tileSvg } from "../../../web/boards/carcassonne-ghosts/tile-svg.ts";

function tile(id: string): TileDef {
  return shape(id).def;
}

/** The tiles a level plays with. */
const levelTiles = (level: number): TileDef[] => tilesFor(level).map(tile);

/** Where unturned segment `s` lies once the tile is turned `r` quarters clockwise. */
const turned = (s: number, r: number): number => (s + 3 * r) % 12;

/** The tile set with tile `id` replaced by `change(tile)`. */
function planted(id: string, change: (tile: TileDef) => TileDef): TileDef[] {
  return TILES.map((t) => (t.id === id ? change(t) : t));
}

describe("the tile set", () => {
  it("passes the validator", () => {
    expect(validateTiles()).toEqual([]);
  });

  it("has 60 tiles, 50 on level 1, 5 castles and 5 cemeteries, 2 or more of each with a road in", () => {
    expect(TILES).toHaveLength(60);
    expect(levelTiles(1)).toHaveLength(50);
    for (const level of [2, 3, 4, 5, 6]) expect(levelTiles(level)).toHaveLength(60);
    expect(levelTiles(1).some((t) => t.centre === "castle" || t.centre === "cemetery")).toBe(false);
    for (const centre of ["castle", "cemetery"] as const) {
      const those = TILES.filter((t) => t.centre === centre);
      expect(those).toHaveLength(5);
      expect(those.filter((t) => t.roads.some((road) => road.segments.length === 1)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("shows fog on about 3 tiles in 4, at most 2 symbols a tile, fog never on a city", () => {
    const fogged = TILES.filter((t) => t.fog);
    expect(fogged.length / TILES.length).toBeGreaterThanOrEqual(0.7);
    expect(fogged.length / TILES.length).toBeLessThanOrEqual(0.8);
    for (const t of fogged) {
      expect(t.fog!.symbols).toBeLessThanOrEqual(2);
      const city = new Set(t.cities.flatMap((c) => c.segments));
      expect(t.fog!.segments.filter((s) => city.has(s))).toEqual([]);
    }
  });

  it("keeps the classic shape counts as upper bounds (the set is the base set thinned)", () => {
    const classic: Record<string, number> = {
      A: 2,
      B: 4,
      C: 1,
      D: 4,
      E: 5,
      F: 2,
      G: 1,
      H: 3,
      I: 2,
      J: 3,
      K: 3,
      L: 3,
      M: 2,
      N: 3,
      O: 2,
      P: 3,
      Q: 1,
      R: 3,
      S: 2,
      T: 1,
      U: 8,
      V: 9,
      W: 4,
      X: 1,
    };
    for (const [shape, most] of Object.entries(classic)) {
      const used = TILES.filter((t) => t.shape === shape).length;
      expect(used, shape).toBeGreaterThan(0);
      expect(used, shape).toBeLessThanOrEqual(most);
    }
    expect(TILES.every((t) => t.shape in classic)).toBe(true);
  });

  it("has a start board with one city part and 3 ghost symbols", () => {
    expect(START_BOARD.tiles.reduce((sum, t) => sum + (t.fog?.symbols ?? 0), 0)).toBe(3);
    expect(START_BOARD.tiles.flatMap((t) => t.cities)).toHaveLength(1);
  });
});

describe("edge geometry", () => {
  it("turns segments a quarter clockwise by adding 3, and back", () => {
    expect(unturned(3, 1)).toBe(0);
    expect(unturned(2, 1)).toBe(11);
    expect(unturned(1, 2)).toBe(7);
    for (let s = 0; s < 12; s++) for (const r of [0, 1, 2, 3] as const) expect(unturned(turned(s, r), r)).toBe(s);
  });

  it("meets the neighbour's mirrored segment across each edge", () => {
    expect(facing(0)).toBe(8); // north-west side meets the southern neighbour's south-west side
    expect(facing(1)).toBe(7);
    expect(facing(4)).toBe(10);
    expect(facing(3)).toBe(11);
    for (let s = 0; s < 12; s++) expect(facing(facing(s))).toBe(s);
  });

  it("reads edge kinds in board orientation", () => {
    const d = tile("D1"); // city north, road west–east
    expect(shapeOf(d).kinds[0]).toEqual(["city", "road", "field", "road"]);
    expect(shapeOf(d).kinds[1]).toEqual(["road", "city", "road", "field"]);
    expect(shapeOf(tile("S1")).kinds[2]?.[0]).toBe("road");
  });
});

describe("the validator catches planted errors", () => {
  it("a segment in two features, or in none", () => {
    const twice = planted("U1", (t) => ({ ...t, fields: [{ segments: [1, 2, 3, 4, 5, 6] }, t.fields[1]!] }));
    expect(validateTiles(twice).join("\n")).toContain("U1: segment 1 is in 2 features");
    const none = planted("U1", (t) => ({ ...t, fields: [{ segments: [2, 3, 4, 5] }, t.fields[1]!] }));
    expect(validateTiles(none).join("\n")).toContain("U1: segment 6 is in 0 features");
  });

  it("a city that does not wall in a whole edge, a road off the middle, a broken edge", () => {
    const e = tile("E1");
    expect(
      tileProblems({
        ...e,
        cities: [{ segments: [0, 1], shields: 0 }],
        fields: [{ segments: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
      }).join("\n"),
    ).toContain("does not wall in the whole edge 0");
    const u = tile("U6");
    expect(
      tileProblems({
        ...u,
        roads: [{ segments: [2, 7] }],
        fields: [{ segments: [1, 3, 4, 5, 6] }, { segments: [8, 9, 10, 11, 0] }],
      }).join("\n"),
    ).toContain("is not on edge middles");
    expect(
      tileProblems({
        ...u,
        roads: [{ segments: [2, 7] }],
        fields: [{ segments: [1, 3, 4, 5, 6] }, { segments: [8, 9, 10, 11, 0] }],
      }).join("\n"),
    ).toContain("edge 0 is field-field-road");
  });

  it("a road ending at nothing, or running through a castle; a junction of two roads", () => {
    const a = tile("A1");
    expect(tileProblems({ ...a, centre: undefined }).join("\n")).toContain("ends in the tile at nothing");
    const u = tile("U6");
    expect(tileProblems({ ...u, centre: "castle" }).join("\n")).toContain("runs through the castle");
    const w = tile("W3");
    expect(
      tileProblems({
        ...w,
        roads: [{ segments: [4] }, { segments: [10] }],
        fields: [{ segments: [11, 0, 1, 2, 3] }, { segments: [5, 6, 7, 8, 9] }],
      }).join("\n"),
    ).toContain("a junction with 2 roads");
  });

  it("features that cross, and touching field segments split into two fields", () => {
    const u = tile("U6");
    const crossing = { ...u, fields: [{ segments: [2, 3, 9, 10] }, { segments: [4, 5, 6, 8, 11, 0] }] };
    expect(tileProblems(crossing).join("\n")).toContain("crosses");
    const split = { ...u, fields: [{ segments: [2, 3] }, { segments: [4, 5, 6] }, { segments: [8, 9, 10, 11, 0] }] };
    expect(tileProblems(split).join("\n")).toContain("segments 3 and 4 touch but lie in different fields");
  });

  it("fog on a city, fog in two pieces, three symbols", () => {
    const e = tile("E1");
    expect(tileProblems({ ...e, fog: { segments: [1, 2, 3], symbols: 1 } }).join("\n")).toContain(
      "fog on city segment 1",
    );
    // Two corners of one field joined by nothing covered between them: 3 and 8 are in E's one field, so that is connected.
    expect(tileProblems({ ...e, fog: { segments: [3, 8], symbols: 1 } })).toEqual([]);
    // V's inner corner and its outer field's north-east corner share neither border nor feature.
    const v = tile("V7");
    expect(tileProblems({ ...v, fog: { segments: [8, 9, 2, 3], symbols: 1 } }).join("\n")).toContain(
      "is not one connected region",
    );
    expect(tileProblems({ ...v, fog: { segments: [8, 9], symbols: 3 as 2 } }).join("\n")).toContain("3 ghost symbols");
  });

  it("wrong counts: a tile too many, a castle too few, fog on too many tiles", () => {
    expect(validateTiles([...TILES, { ...tile("U6"), id: "U9" }]).join("\n")).toContain("61 land tiles");
    const noCastle = planted("B2", (t) => ({ ...t, centre: "cemetery" }));
    expect(validateTiles(noCastle).join("\n")).toContain("4 castle tiles");
    const foggy = TILES.map((t) =>
      t.fog || t.fields.length === 0 ? t : { ...t, fog: { segments: t.fields[0]!.segments, symbols: 1 as const } },
    );
    expect(validateTiles(foggy).join("\n")).toMatch(/tiles show fog, not about 3 in 4/);
  });

  it("a fog edge no other tile can meet exactly", () => {
    // Fog on only the middle of a field edge: no tile shows exactly that.
    const lonely = planted("E1", (t) => ({ ...t, fog: { segments: [7], symbols: 1 } }));
    expect(validateTiles(lonely).join("\n")).toContain("E1: fog .#. on field edge 2 is met exactly by no other tile");
  });

  it("a start board with two cities, 4 symbols, or mismatched inner edges", () => {
    const [nw, ne, sw, se] = START_BOARD.tiles;
    const twoCities: StartBoard = { tiles: [nw, ne, { ...tile("E3"), id: "start-x" }, se] };
    expect(validateTiles(TILES, twoCities).join("\n")).toContain("start board has 2 cities");
    const fourSymbols: StartBoard = { tiles: [nw, ne, { ...sw, fog: { segments: [8, 9], symbols: 2 } }, se] };
    expect(validateTiles(TILES, fourSymbols).join("\n")).toContain("4 ghost symbols");
    const mismatch: StartBoard = { tiles: [nw, { ...tile("E3"), id: "start-y" }, sw, se] };
    expect(validateTiles(TILES, mismatch).join("\n")).toContain(
      "start board: quarter 0's road edge 1 meets quarter 1's field edge",
    );
  });
});

describe("the tile drawing", () => {
  const count = (markup: string, part: string) => markup.split(part).length - 1;

  it("draws every tile in every turn with its cities, roads, centre picture and ghost symbols", () => {
    for (const t of [...TILES, ...START_BOARD.tiles]) {
      for (const r of [0, 1, 2, 3] as const) {
        const markup = tileSvg(t, r);
        expect(count(markup, "<g"), t.id).toBe(count(markup, "</g>"));
        expect(count(markup, 'class="city"'), t.id).toBe(t.cities.length);
        expect(count(markup, 'class="road"'), t.id).toBe(t.roads.length);
        expect(count(markup, 'class="ghost-symbol"'), t.id).toBe(t.fog?.symbols ?? 0);
        expect(count(markup, 'class="fog"'), t.id).toBe(t.fog ? 1 : 0);
        expect(markup.includes('class="castle"'), t.id).toBe(t.centre === "castle");
        expect(markup.includes('class="cemetery"'), t.id).toBe(t.centre === "cemetery");
        expect(markup.startsWith(`<g transform="rotate(${90 * r} 50 50)">`), t.id).toBe(r !== 0);
        expect(markup, t.id).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it("draws the face-down back with no feature of any tile", () => {
    expect(tileBackSvg()).not.toMatch(/ghost|castle|cemetery|city|road|fog/);
  });
});
