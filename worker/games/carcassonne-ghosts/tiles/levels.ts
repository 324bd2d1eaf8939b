/** Which tiles each level plays (shared/rules/carcassonne-ghosts.md, "Levels"). */
import { START_BOARD, TILES } from "./data.ts";
import type { TileDef } from "./types.ts";

const LEVEL_ONE_TILES = TILES.filter((tile) => tile.centre !== "castle" && tile.centre !== "cemetery");

/** Level 1 leaves out every castle and cemetery tile (50 tiles); levels 2–6 play all 60. */
export function tilesForLevel(level: number): readonly TileDef[] {
  return level === 1 ? LEVEL_ONE_TILES : TILES;
}

/** Every tile by id, the start board's four quarters included. */
export const TILE_BY_ID: ReadonlyMap<string, TileDef> = new Map([...TILES, ...START_BOARD.tiles].map((tile) => [tile.id, tile]));
