/**
 * Checks the tile data against shared/rules/carcassonne-ghosts.md ("Components", "Tiles") and the
 * geometry of ./types.ts. Returns every problem found, one line each; an empty list means fine.
 *
 * Fog connectivity (CHOSEN, precise): two fog segments of a tile touch when they are neighbours
 * around the border (s and s ± 1 mod 12: the fog runs along the edge, across a road's end if it
 * covers it) or when they lie in the same field or road (the fog spreads over that feature). A
 * tile's fog is one region when its segments are connected under that relation.
 */
import { START_BOARD, TILES } from "./data.ts";
import { facing } from "../geometry.ts";
import type { StartBoard, TileDef } from "./types.ts";

type Part = { kind: "city" | "road" | "field"; segments: readonly number[] };

const LAND_TILES = 60;
const LEVEL_ONE_TILES = 50;
const CASTLES = 5;
const CEMETERIES = 5;
const WITH_ROAD_IN = 2;
/** "About 3 in 4" tiles show fog. */
const FOG_SHARE = { min: 0.7, max: 0.8 };
const START_SYMBOLS = 3;

function parts(tile: TileDef): Part[] {
  return [
    ...tile.cities.map((city): Part => ({ kind: "city", segments: city.segments })),
    ...tile.roads.map((road): Part => ({ kind: "road", segments: road.segments })),
    ...tile.fields.map((field): Part => ({ kind: "field", segments: field.segments })),
  ];
}

/** The part index covering each segment (undefined when none does). */
function owners(tile: TileDef): (number | undefined)[] {
  const owner: (number | undefined)[] = new Array(12).fill(undefined);
  parts(tile).forEach((part, index) => {
    for (const s of part.segments) if (Number.isInteger(s) && s >= 0 && s < 12) owner[s] = index;
  });
  return owner;
}

/** True when a and b cross: a, b, a, b in cyclic order round the border. */
function interleave(a: readonly number[], b: readonly number[]): boolean {
  const mark = new Array<string>(12).fill("");
  for (const s of a) mark[s] = "a";
  for (const s of b) mark[s] = "b";
  const order = mark.filter((m) => m !== "");
  let changes = 0;
  for (let i = 0; i < order.length; i++) if (order[i] !== order[(i + 1) % order.length]) changes++;
  return changes > 2;
}

function connected(segments: readonly number[], tile: TileDef): boolean {
  const owner = owners(tile);
  const inFog = new Set(segments);
  const start = segments[0];
  if (start === undefined) return false;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const s = queue.pop()!;
    for (const t of inFog) {
      if (seen.has(t)) continue;
      const around = (t + 1) % 12 === s || (s + 1) % 12 === t;
      if (around || owner[s] === owner[t]) {
        seen.add(t);
        queue.push(t);
      }
    }
  }
  return seen.size === inFog.size;
}

/** Problems of one tile on its own: segments, features, edges, fog. */
export function tileProblems(tile: TileDef): string[] {
  const problems = segmentProblems(tile);
  if (problems.length === 0) problems.push(...featureProblems(tile), ...fogProblems(tile));
  return problems.map((text) => `${tile.id}: ${text}`);
}

/** Every segment 0..11 in exactly one feature, and no empty feature. */
function segmentProblems(tile: TileDef): string[] {
  const problems: string[] = [];
  const count = new Array<number>(12).fill(0);
  for (const part of parts(tile)) {
    if (part.segments.length === 0) problems.push(`an empty ${part.kind}`);
    for (const s of part.segments) {
      if (!Number.isInteger(s) || s < 0 || s > 11) problems.push(`${part.kind} segment ${s} is not 0..11`);
      else count[s]!++;
    }
  }
  count.forEach((n, s) => {
    if (n !== 1) problems.push(`segment ${s} is in ${n} features, not exactly 1`);
  });
  return problems;
}

/** Cities wall in whole edges, roads run between edge middles and the centre, fields and features do not cross, edges are city, road or field. */
function featureProblems(tile: TileDef): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(text);
  const all = parts(tile);
  const owner = owners(tile);
  const kindOf = (s: number) => all[owner[s]!]!.kind;
  for (const city of tile.cities) {
    for (const s of city.segments) {
      const edge = Math.floor(s / 3);
      if (![0, 1, 2].every((k) => city.segments.includes(3 * edge + k)))
        say(`city ${city.segments.join(",")} does not wall in the whole edge ${edge}`);
    }
    if (!Number.isInteger(city.shields) || city.shields < 0)
      say(`city ${city.segments.join(",")} has ${city.shields} shields`);
  }
  for (const road of tile.roads) {
    const name = `road ${road.segments.join(",")}`;
    if (road.segments.length > 2) say(`${name} has more than 2 segments`);
    if (road.segments.some((s) => s % 3 !== 1)) say(`${name} is not on edge middles`);
    if (road.segments.length === 1 && tile.centre === undefined && tile.cities.length === 0)
      say(`${name} ends in the tile at nothing (no centre, no city gate)`);
    if (road.segments.length === 2 && tile.centre !== undefined) say(`${name} runs through the ${tile.centre}`);
  }
  if (tile.centre === "junction" && tile.roads.length < 3) say(`a junction with ${tile.roads.length} roads`);
  for (let s = 0; s < 12; s++) {
    const t = (s + 1) % 12;
    if (kindOf(s) === "field" && kindOf(t) === "field" && owner[s] !== owner[t])
      say(`segments ${s} and ${t} touch but lie in different fields`);
  }
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      if (interleave(all[i]!.segments, all[j]!.segments))
        say(`${all[i]!.kind} ${all[i]!.segments.join(",")} crosses ${all[j]!.kind} ${all[j]!.segments.join(",")}`);
    }
  }
  for (let edge = 0; edge < 4; edge++) {
    const kinds = [0, 1, 2].map((k) => kindOf(3 * edge + k)).join("-");
    if (kinds !== "city-city-city" && kinds !== "field-road-field" && kinds !== "field-field-field")
      say(`edge ${edge} is ${kinds}`);
  }
  return problems;
}

/** Fog: on fields and roads only, each segment once, one connected region, 0–2 ghost symbols. */
function fogProblems(tile: TileDef): string[] {
  const fog = tile.fog;
  if (!fog) return [];
  const problems: string[] = [];
  const say = (text: string) => problems.push(text);
  const all = parts(tile);
  const owner = owners(tile);
  if (fog.segments.length === 0) say("fog covers no segment");
  if (new Set(fog.segments).size !== fog.segments.length) say("fog lists a segment twice");
  for (const s of fog.segments) {
    if (!Number.isInteger(s) || s < 0 || s > 11) say(`fog segment ${s} is not 0..11`);
    else if (all[owner[s]!]!.kind === "city") say(`fog on city segment ${s}`);
  }
  if (fog.segments.length > 0 && !connected(fog.segments, tile))
    say(`fog ${fog.segments.join(",")} is not one connected region`);
  if (![0, 1, 2].includes(fog.symbols)) say(`fog has ${fog.symbols} ghost symbols (0..2)`);
  return problems;
}

/** An edge as seen by a neighbour: its kind and which of its three segments show fog. */
interface EdgeLook {
  kind: string;
  fog: string;
}

function edgeLooks(tile: TileDef): EdgeLook[] {
  const owner = owners(tile);
  const all = parts(tile);
  const fog = new Set(tile.fog?.segments ?? []);
  return [0, 1, 2, 3].map((edge) => ({
    kind: all[owner[3 * edge + 1]!]?.kind ?? "?",
    fog: [0, 1, 2].map((k) => (fog.has(3 * edge + k) ? "#" : ".")).join(""),
  }));
}

/** The fog pattern a neighbour must show on its edge to meet `fog` exactly (segment k meets 2 - k). */
function mirrored(fog: string): string {
  return [...fog].reverse().join("");
}

function tileSetProblems(tiles: readonly TileDef[], everyTile: readonly TileDef[]): string[] {
  const problems: string[] = [];
  const ids = everyTile.map((tile) => tile.id);
  for (const id of new Set(ids))
    if (ids.filter((other) => other === id).length > 1) problems.push(`id ${id} is used twice`);
  if (tiles.length !== LAND_TILES) problems.push(`${tiles.length} land tiles, not ${LAND_TILES}`);
  const plain = tiles.filter((tile) => tile.centre !== "castle" && tile.centre !== "cemetery");
  if (plain.length !== LEVEL_ONE_TILES) problems.push(`level 1 has ${plain.length} tiles, not ${LEVEL_ONE_TILES}`);
  for (const [centre, wanted] of [
    ["castle", CASTLES],
    ["cemetery", CEMETERIES],
  ] as const) {
    const those = tiles.filter((tile) => tile.centre === centre);
    if (those.length !== wanted) problems.push(`${those.length} ${centre} tiles, not ${wanted}`);
    const withRoad = those.filter((tile) => tile.roads.some((road) => road.segments.length === 1));
    if (withRoad.length < WITH_ROAD_IN)
      problems.push(`${withRoad.length} ${centre} tiles with a road leading in, not at least ${WITH_ROAD_IN}`);
  }
  const fogged = tiles.filter((tile) => tile.fog !== undefined);
  const share = fogged.length / tiles.length;
  if (share < FOG_SHARE.min || share > FOG_SHARE.max)
    problems.push(`${fogged.length} of ${tiles.length} tiles show fog, not about 3 in 4`);
  const bySymbols = [0, 1, 2].map((n) => fogged.filter((tile) => tile.fog!.symbols === n).length);
  if (bySymbols[1]! <= bySymbols[0]! + bySymbols[2]!)
    problems.push(`only ${bySymbols[1]} of ${fogged.length} fog tiles carry 1 ghost symbol: most should`);
  if (bySymbols[2] === 0) problems.push("no fog tile carries 2 ghost symbols");
  if (bySymbols[0]! > bySymbols[2]!) problems.push(`${bySymbols[0]} fog tiles without a symbol: they should be rare`);

  const looks = new Map(everyTile.map((tile) => [tile, edgeLooks(tile)]));
  for (const tile of everyTile) {
    const others = everyTile.filter((other) => other.id !== tile.id);
    looks.get(tile)!.forEach((look, edge) => {
      const meets = (want: (other: EdgeLook) => boolean) => others.some((other) => looks.get(other)!.some(want));
      if (!meets((other) => other.kind === look.kind))
        problems.push(`${tile.id}: edge ${edge} (${look.kind}) meets no other tile's edge`);
      if (look.fog !== "..." && !meets((other) => other.kind === look.kind && other.fog === mirrored(look.fog))) {
        problems.push(
          `${tile.id}: fog ${look.fog} on ${look.kind} edge ${edge} is met exactly by no other tile, so its bank could never close`,
        );
      }
    });
  }
  return problems;
}

/** Quarters at (0,0) (1,0) (0,1) (1,1); across each inner edge, [quarter, its edge, neighbour]. */
const INNER_EDGES = [
  [0, 1, 1],
  [0, 2, 2],
  [1, 2, 3],
  [2, 1, 3],
] as const;

function startProblems(start: StartBoard): string[] {
  const problems: string[] = [];
  const quarters = start.tiles;
  const looks = quarters.map(edgeLooks);
  for (const [q, edge, n] of INNER_EDGES) {
    const mine = looks[q]![edge]!.kind;
    const theirs = looks[n]![(edge + 2) % 4]!.kind;
    if (mine !== theirs)
      problems.push(`start board: quarter ${q}'s ${mine} edge ${edge} meets quarter ${n}'s ${theirs} edge`);
  }
  // One city: city parts joined across inner edges form a single component.
  const cityKeys = quarters.flatMap((tile, q) => tile.cities.map((_, c) => `${q}.${c}`));
  const joined = new Map(cityKeys.map((key) => [key, key]));
  const find = (key: string): string => (joined.get(key) === key ? key : find(joined.get(key)!));
  const cityAt = (q: number, s: number) => quarters[q]!.cities.findIndex((city) => city.segments.includes(s));
  for (const [q, edge, n] of INNER_EDGES) {
    const mine = cityAt(q, 3 * edge + 1);
    const theirs = cityAt(n, facing(3 * edge + 1));
    if (mine >= 0 && theirs >= 0) joined.set(find(`${q}.${mine}`), find(`${n}.${theirs}`));
  }
  const cities = new Set(cityKeys.map(find)).size;
  if (cities !== 1) problems.push(`start board has ${cities} cities, not 1`);
  const symbols = quarters.reduce((sum, tile) => sum + (tile.fog?.symbols ?? 0), 0);
  if (symbols !== START_SYMBOLS) problems.push(`start board has ${symbols} ghost symbols, not ${START_SYMBOLS}`);
  // Outer edges: the board's north is quarters 0 and 1's edge 0, and so on.
  const outer: [number, number][] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [3, 1],
    [3, 2],
    [2, 2],
    [2, 3],
    [0, 3],
  ];
  const roadSides = new Set(outer.filter(([q, edge]) => looks[q]![edge]!.kind === "road").map(([, edge]) => edge));
  if (roadSides.size < 3)
    problems.push(`start board's roads leave on ${roadSides.size} sides, not several (3 or more)`);
  return problems;
}

/** Every problem of the tile set and start board; empty when the data is fine. */
export function validateTiles(tiles: readonly TileDef[] = TILES, start: StartBoard = START_BOARD): string[] {
  const everyTile = [...tiles, ...start.tiles];
  const own = everyTile.flatMap(tileProblems);
  if (own.length > 0) return own;
  return [...tileSetProblems(tiles, everyTile), ...startProblems(start)];
}
