import { START_BOARD, TILES, type TileDef } from "../../../worker/games/carcassonne-ghosts/table.ts";
import type { CgView, FaceUpView, Spot } from "./types.ts";
import { isFaceUp, spotKey } from "./types.ts";

const DEFS = new Map<string, TileDef>([...TILES, ...START_BOARD.tiles].map((def) => [def.id, def]));

/** A tile's drawing data by id; undefined for an id this client does not know. */
export const tileDef = (id: string): TileDef | undefined => DEFS.get(id);

/** The 8 spots around a spot, as steps from it. */
const RING: readonly Spot[] = [-1, 0, 1].flatMap((dy) =>
  [-1, 0, 1].flatMap((dx) => (dx === 0 && dy === 0 ? [] : [{ x: dx, y: dy }])),
);

/**
 * Whether a castle or cemetery on `tile` is closed, told from which spots around it are filled
 * (rules file: a castle and a level 5–6 cemetery want all 8, a level 2–4 cemetery its 4 edges).
 */
export function centreClosed(view: CgView, tile: FaceUpView, filled: ReadonlySet<string>): boolean {
  const def = tileDef(tile.id);
  const ring = def?.centre === "cemetery" && view.level < 5 ? RING.filter((d) => d.x === 0 || d.y === 0) : RING;
  return ring.every((d) => filled.has(spotKey({ x: tile.x + d.x, y: tile.y + d.y })));
}

/** The spots that hold a tile, face up or down. */
export const filledSpots = (view: CgView): Set<string> => new Set(view.tiles.map(spotKey));

const START_IDS = new Set(START_BOARD.tiles.map((def) => def.id));

/** The tile placed last, face up (the newest on the board): this turn's or the one before; none before the first. */
export function newestTile(view: CgView): FaceUpView | undefined {
  const at = view.turn?.tile;
  const placed = view.tiles.filter(isFaceUp).filter((t) => !START_IDS.has(t.id));
  return (at && placed.find((t) => t.x === at.x && t.y === at.y)) || placed.at(-1);
}

/** Where a road, city or castle of a tile lies, in the tile's 100×100 box turned `r` quarters. */
export function featureAnchor(def: TileDef, kind: string | undefined, index: number, r: number): Spot {
  const part = kind === "city" ? def.cities[index] : kind === "road" ? def.roads[index] : undefined;
  if (!part) return { x: 50, y: 50 };
  const edges = [...new Set(part.segments.map((s) => Math.floor(s / 3)))];
  const mids = edges.map((e) => turn({ x: 50, y: 2 }, e + r));
  const x = mids.reduce((sum, p) => sum + p.x, 0) / mids.length;
  const y = mids.reduce((sum, p) => sum + p.y, 0) / mids.length;
  // A road's guard stands halfway along; a city's a little in from its walls.
  const pull = kind === "road" ? 0.45 : 0.35;
  return { x: x + (50 - x) * pull, y: y + (50 - y) * pull };
}

/** A point drawn for the north edge, turned onto `quarters` quarter turns clockwise. */
function turn(p: Spot, quarters: number): Spot {
  let { x, y } = p;
  for (let i = 0; i < quarters % 4; i++) [x, y] = [100 - y, x];
  return { x, y };
}
