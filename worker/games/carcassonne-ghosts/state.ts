import type { Seat } from "../contract.ts";
import type { Rotation } from "./tiles/types.ts";

export type Level = 1 | 2 | 3 | 4 | 5 | 6;
export type Options = { level: Level };

/** A face-up tile: its id, rotation, first feature node, and the ghosts on its fog and its cemetery. */
export type FaceUp = { x: number; y: number; id: string; r: Rotation; n: number; g?: number; cg?: number };
/** A face-down tile: `down` is its front, secret to everybody for ever (it never leaves the state). */
export type FaceDown = { x: number; y: number; down: string };
export type Placed = FaceUp | FaceDown;

export type FeatureKind = "city" | "road" | "fog" | "castle" | "cemetery";

/**
 * A feature at its union-find root. `open`: edges (city), road ends, fog segments not yet met, or
 * castle/cemetery neighbours still missing. `tiles`: the tiles it lies on (indices, no repeats).
 * `cursed`: it can never close (fog met by clear land, anything touching a face-down tile).
 */
export type Group = { k: FeatureKind; open: number; tiles: number[]; shields?: number; cursed?: true };

/** A guard on the board: colour index, tile index, and the node of the feature it stands on. */
export type Meeple = { c: number; t: number; n: number };

export type Colour = { seat: Seat; supply: number; buried: number };

export type Dog = { status: "waiting" | "placed" | "gone" /** Tile of the guard it lies beside. */; guard?: number };

/** Decisions the active player is asked for; `over` when the game has ended. */
export type Phase = "place" | "haunt" | "bury" | "meeple" | "evaluate" | "dog" | "faceDown" | "over";

/** What the current turn has done so far and still owes. */
export type Turn = {
  seat: Seat;
  /** Index of the tile placed this turn (-1 before placing). */
  tile: number;
  /** Cemeteries (tile indices) closed and not yet buried on, in order. */
  burials: number[];
  /** Where the turn goes once the burials are done. */
  after: "ghosts" | "end";
  /** Ghosts due on the new tile's fog (its symbols, one fewer if its fog joined fog on the board; none if it closed). */
  due: number;
  /** Levels 2–4: a ghost to put on an open cemetery, already counted against the bank. */
  haunt?: true;
  /** Roots of the features the placement completed, still to evaluate. */
  complete: number[];
  /** Levels 3+: the dog being placed. */
  dog?: number;
  /** Levels 5–6: the tile drawn for this turn's face-down spot, until it is placed (secret). */
  hidden?: string;
  /** Levels 5–6: this turn's face-down tile is placed. */
  faceDownDone?: true;
};

export type CarcassonneState = {
  game: "carcassonne-ghosts";
  options: Options;
  seats: number;
  phase: Phase;
  turn: Turn;
  /** The tile drawn for this turn, shown to all. */
  current?: string;
  /** Tiles left per pile, top first: secret order. */
  piles: string[][];
  pile: number;
  /** Tiles that fitted nowhere, shown to all when drawn. */
  discarded: string[];
  tiles: Placed[];
  /** "x,y" to tile index. */
  at: Record<string, number>;
  /** Empty spots edge-adjacent to any tile, as "x,y". */
  frontier: string[];
  /** Union-find parent per feature node. */
  parent: number[];
  /** The feature data at each root node; 0 at the others. */
  groups: (Group | 0)[];
  /** Tile indices of the castles and cemeteries, in the order placed. */
  castles: number[];
  cemeteries: number[];
  /** Guards laid on closed cemeteries: colour per cemetery tile index. */
  graves: { t: number; c: number }[];
  meeples: Meeple[];
  colours: Colour[];
  /** One shared score, or one per colour on level 6. */
  score: number[];
  bank: number;
  dogs: Dog[];
  result?: { won: boolean; reason?: "ghosts" | "tiles" };
  /** After each turn and at the end: [score reached, ghosts on the board], for the end screen's chart (never changed in place). */
  trail?: readonly (readonly [number, number])[];
};

export const key = (x: number, y: number): string => `${x},${y}`;

/** Structural copy: `play` works on a copy so its input is never changed (a JSON round trip costs several times more). */
export function cloneState(state: CarcassonneState): CarcassonneState {
  return {
    ...state,
    options: { ...state.options },
    turn: { ...state.turn, burials: state.turn.burials.slice(), complete: state.turn.complete.slice() },
    piles: state.piles.map((p) => p.slice()),
    discarded: state.discarded.slice(),
    tiles: state.tiles.map((t) => ({ ...t })),
    at: { ...state.at },
    frontier: state.frontier.slice(),
    parent: state.parent.slice(),
    groups: state.groups.map((g) => (g ? { ...g, tiles: g.tiles.slice() } : 0)),
    castles: state.castles.slice(),
    cemeteries: state.cemeteries.slice(),
    graves: state.graves.map((g) => ({ ...g })),
    meeples: state.meeples.map((m) => ({ ...m })),
    colours: state.colours.map((c) => ({ ...c })),
    score: state.score.slice(),
    dogs: state.dogs.map((d) => ({ ...d })),
    ...(state.result ? { result: { ...state.result } } : {}),
  };
}

export function isFaceUp(tile: Placed | undefined): tile is FaceUp {
  return tile !== undefined && "id" in tile;
}
