/**
 * The shape of the tile data (CHOSEN: the printed tile list is not public; see
 * shared/rules/carcassonne-ghosts.md, "Tiles").
 *
 * A tile's border is 12 segments, three per edge, numbered clockwise from the north-west corner:
 * north 0 1 2 (west to east), east 3 4 5 (north to south), south 6 7 8 (east to west), west
 * 9 10 11 (south to north). Segment `3e + 1` is edge e's middle; `3e` and `3e + 2` its sides.
 * Turning a tile a quarter clockwise moves segment s to (s + 3) mod 12, so a rotation is one
 * addition, and segment `3e + k` meets segment `3((e + 2) mod 4) + 2 - k` of the neighbour
 * across edge e.
 */

/** 0 north, 1 east, 2 south, 3 west. */
export type Edge = 0 | 1 | 2 | 3;

/** Quarter turns clockwise. */
export type Rotation = 0 | 1 | 2 | 3;

/** A city part: the segments of the edges it walls in (all three of each), and its shields. */
export interface CityPart {
  readonly segments: readonly number[];
  readonly shields: number;
}

/** A road: two middle segments when it crosses the tile, one when it ends in the tile (at a junction, village, castle, cemetery or city gate). */
export interface RoadPart {
  readonly segments: readonly number[];
}

/** A field part: the side segments (and middles of field edges) it covers. */
export interface FieldPart {
  readonly segments: readonly number[];
}

/** What stands in the tile's centre, if anything: castles and cemeteries are features, a junction only ends roads. */
export type Centre = "castle" | "cemetery" | "junction";

/**
 * The tile's one fog region (CHOSEN: at most one per tile): the field and road segments it
 * covers, connected inside the tile, and its ghost symbols.
 */
export interface Fog {
  readonly segments: readonly number[];
  readonly symbols: 0 | 1 | 2;
}

export interface TileDef {
  /** Stable id: the classic shape letter and a number, "D3". */
  readonly id: string;
  /** The classic base set's shape letter it was built from (A–X), or "S0"… for start-board quarters. */
  readonly shape: string;
  readonly cities: readonly CityPart[];
  readonly roads: readonly RoadPart[];
  readonly fields: readonly FieldPart[];
  readonly centre?: Centre;
  readonly fog?: Fog;
}

/** The 2×2 start board: four ordinary tiles at (0,0) (1,0) (0,1) (1,1), x east, y south, unturned. */
export interface StartBoard {
  readonly tiles: readonly [TileDef, TileDef, TileDef, TileDef];
}
