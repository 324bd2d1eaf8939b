import { shapeOf, type Shape } from "./geometry.ts";
import { LEVELS } from "./levels.ts";
import { START_BOARD, TILES } from "./tiles/data.ts";
import type { TileDef } from "./tiles/types.ts";

const SHAPES = new Map<string, Shape>();

function add(defs: readonly TileDef[]): void {
  for (const def of defs) SHAPES.set(def.id, shapeOf(def));
}

add(TILES);
add(START_BOARD.tiles);

/** The precomputed shape of a tile id; throws on an id no tile has (a corrupt state). */
export function shape(id: string): Shape {
  const found = SHAPES.get(id);
  if (!found) throw new Error(`no tile ${id}`);
  return found;
}

/**
 * Makes extra tiles known by id: test positions are built from small made-up tiles. Ids must not
 * clash with the real set's.
 */
export function addTiles(defs: readonly TileDef[]): void {
  for (const def of defs)
    if (SHAPES.has(def.id) && SHAPES.get(def.id)?.def !== def) throw new Error(`tile ${def.id} exists`);
  add(defs);
}

/** Tile ids per level, listed once: a level without castles and cemeteries leaves them in the box. */
const LEVEL_IDS = new Map(
  Object.entries(LEVELS).map(
    ([level, rules]) =>
      [
        Number(level),
        TILES.filter((t) => rules.centres || (t.centre !== "castle" && t.centre !== "cemetery")).map((t) => t.id),
      ] as const,
  ),
);

/** The tiles a level plays with (level 1 leaves the castles and cemeteries in the box). */
export function tilesFor(level: number): readonly string[] {
  const ids = LEVEL_IDS.get(level);
  if (!ids) throw new Error(`no level ${level}`);
  return ids;
}

export const START_IDS: readonly string[] = START_BOARD.tiles.map((t) => t.id);
