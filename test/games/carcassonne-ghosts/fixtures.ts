import { expect } from "vitest";
import type { Played, Seat } from "../../../worker/games/contract.ts";
import { indexAt, placeFaceDown, placeFaceUp, tileAt } from "../../../worker/games/carcassonne-ghosts/board.ts";
import { addTiles } from "../../../worker/games/carcassonne-ghosts/catalogue.ts";
import { carcassonneGhosts } from "../../../worker/games/carcassonne-ghosts/index.ts";
import { COLOURS, type ColourName } from "../../../worker/games/carcassonne-ghosts/levels.ts";
import { featureNode } from "../../../worker/games/carcassonne-ghosts/meeples.ts";
import type { Move } from "../../../worker/games/carcassonne-ghosts/moves.ts";
import { blankGame } from "../../../worker/games/carcassonne-ghosts/setup.ts";
import {
  isFaceUp,
  type CarcassonneState,
  type FaceUp,
  type Level,
} from "../../../worker/games/carcassonne-ghosts/state.ts";
import type { Centre, Rotation, TileDef } from "../../../worker/games/carcassonne-ghosts/tiles/types.ts";

export const game = carcassonneGhosts;

/**
 * A made-up tile for test positions. `edges` gives north, east, south, west as C (city), R
 * (road) or F (field). All city edges form one city (`splitCities`: one city per edge). Two road
 * edges form one road across the tile unless a centre stops them; other road counts end in the
 * centre (a junction unless `centre` says otherwise). Fields are left out: nothing scores them.
 */
export type Spec = {
  edges: string;
  fog?: readonly number[];
  symbols?: 0 | 1 | 2;
  centre?: Centre;
  shields?: number;
  splitCities?: boolean;
  /** An id of its own (secrecy tests plant marker ids). */
  id?: string;
};

const made = new Map<string, string>();

export function fx(spec: Spec): string {
  const id =
    spec.id ??
    `fx:${spec.edges}:${spec.fog?.join(".") ?? ""}:${spec.symbols ?? 0}:${spec.centre ?? ""}:${spec.shields ?? 0}:${spec.splitCities ? "split" : ""}`;
  if (made.has(id)) return id;
  const kinds = spec.edges.split("");
  const cityEdges = kinds.flatMap((k, e) => (k === "C" ? [e] : []));
  const roadEdges = kinds.flatMap((k, e) => (k === "R" ? [1 + 3 * e] : []));
  const cities = spec.splitCities
    ? cityEdges.map((e, i) => ({ segments: [3 * e, 3 * e + 1, 3 * e + 2], shields: i === 0 ? (spec.shields ?? 0) : 0 }))
    : cityEdges.length > 0
      ? [{ segments: cityEdges.flatMap((e) => [3 * e, 3 * e + 1, 3 * e + 2]), shields: spec.shields ?? 0 }]
      : [];
  const through = roadEdges.length === 2 && spec.centre === undefined;
  const roads = through ? [{ segments: roadEdges }] : roadEdges.map((s) => ({ segments: [s] }));
  const centre = spec.centre ?? (roadEdges.length > 0 && !through ? "junction" : undefined);
  const def: TileDef = {
    id,
    shape: "fx",
    cities,
    roads,
    fields: [],
    ...(centre ? { centre } : {}),
    ...(spec.fog ? { fog: { segments: spec.fog, symbols: spec.symbols ?? 0 } } : {}),
  };
  addTiles([def]);
  made.set(id, id);
  return id;
}

/** Segments of whole edges, for fog specs: edges(0, 2) is north and south. */
export function edgeSegments(...edges: number[]): number[] {
  return edges.flatMap((e) => [3 * e, 3 * e + 1, 3 * e + 2]);
}

/** Common fixture tiles. */
export const T = {
  field: () => fx({ edges: "FFFF" }),
  fog: (symbols: 0 | 1 | 2 = 1) => fx({ edges: "FFFF", fog: edgeSegments(0, 1, 2, 3), symbols }),
  /** Road west–east. */
  road: () => fx({ edges: "FRFR" }),
  /** Road ending in the centre from the west. */
  roadEnd: () => fx({ edges: "FFFR" }),
  city: () => fx({ edges: "CFFF" }),
};

export type Position = {
  level?: Level;
  seats?: number;
  /** Laid in order; `down` lays a face-down tile (its front is `down`). */
  tiles: (
    | { id: string; x: number; y: number; r?: Rotation; ghosts?: number; cemeteryGhosts?: number }
    | { down: string; x: number; y: number }
  )[];
  meeples?: { x: number; y: number; kind: "road" | "city" | "castle"; index?: number; colour: ColourName }[];
  /** The tile to place this turn. */
  current: string;
  piles?: string[][];
  score?: number[];
  seat?: Seat;
};

/** A position built directly: tiles laid without any rule running, ghosts taken from the bank, meeples from supplies. */
export function position(p: Position): CarcassonneState {
  const level = p.level ?? 1;
  const seats = p.seats ?? 3;
  const piles = p.piles ?? (level >= 3 ? [[T.field()], [T.field()], [T.field()]] : [[T.field(), T.field()]]);
  const s = blankGame(seats, level, piles, p.seat ?? 0);
  for (const t of p.tiles) {
    if ("down" in t) {
      placeFaceDown(s, t.down, t.x, t.y);
      continue;
    }
    const placed = placeFaceUp(s, t.id, t.x, t.y, t.r ?? 0);
    const tile = s.tiles[placed.index] as FaceUp;
    if (t.ghosts) tile.g = t.ghosts;
    if (t.cemeteryGhosts) tile.cg = t.cemeteryGhosts;
    s.bank -= (t.ghosts ?? 0) + (t.cemeteryGhosts ?? 0);
  }
  for (const m of p.meeples ?? []) {
    const index = indexAt(s, m.x, m.y) as number;
    s.turn.tile = index;
    const n = featureNode(s, m.kind, m.index ?? 0);
    if (n < 0) throw new Error(`no ${m.kind} at ${m.x},${m.y}`);
    const c = COLOURS.indexOf(m.colour);
    const colour = s.colours[c];
    if (!colour) throw new Error(`no colour ${m.colour} in this game`);
    colour.supply -= 1;
    s.meeples.push({ c, t: index, n });
  }
  s.turn.tile = -1;
  if (p.score) s.score = p.score.slice();
  s.current = p.current;
  return s;
}

export function mustPlay(state: CarcassonneState, seat: Seat, move: Move): Played<CarcassonneState> {
  const result = game.play(state, seat, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
  return result.played;
}

export function mustRefuse(state: CarcassonneState, seat: Seat, move: Move, code: string): void {
  const before = JSON.stringify(state);
  const result = game.play(state, seat, move);
  expect(result.ok ? "accepted" : result.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

/** Plays the moves in turn for whoever must act; returns the last state and every event. */
export function playAll(
  state: CarcassonneState,
  moves: readonly Move[],
): { state: CarcassonneState; events: Played<CarcassonneState>["events"][number]["event"][] } {
  let s = state;
  const events: Played<CarcassonneState>["events"][number]["event"][] = [];
  for (const m of moves) {
    const seat = game.toAct(s)[0];
    if (seat === undefined) throw new Error(`nobody to play ${JSON.stringify(m)}`);
    const played = mustPlay(s, seat, m);
    s = played.state;
    events.push(...played.events.map((e) => e.event));
  }
  return { state: s, events };
}

export function tileOf(s: CarcassonneState, x: number, y: number): FaceUp {
  const tile = tileAt(s, x, y);
  if (!isFaceUp(tile)) throw new Error(`no face-up tile at ${x},${y}`);
  return tile;
}

export function ghostsAt(s: CarcassonneState, x: number, y: number): number {
  const t = tileOf(s, x, y);
  return (t.g ?? 0) + (t.cg ?? 0);
}

export function supply(s: CarcassonneState, colour: ColourName): number {
  return s.colours[COLOURS.indexOf(colour)]?.supply ?? -1;
}

export function types(events: readonly { type: string }[]): string[] {
  return events.map((e) => e.type);
}
