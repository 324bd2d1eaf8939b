import { rulesOf } from "../../../worker/games/carcassonne-ghosts/table.ts";
import { centreClosed, filledSpots, tileDef } from "./tiles.ts";
import { isFaceUp, spotKey, type CgView, type Move, type Spot } from "./types.ts";

type PlaceMove = Extract<Move, { type: "place" }>;

/** Steps to the neighbour across each edge: north, east, south, west. */
const STEPS: readonly Spot[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

/** The border segments with fog of a tile turned r (segment s moves to s + 3r). */
function fogSegments(id: string, r: number): Set<number> {
  return new Set((tileDef(id)?.fog?.segments ?? []).map((s) => (s + 3 * r) % 12));
}

/** Whether the drawn tile's fog at the place meets fog on a face-up neighbour. */
function joinsFog(view: CgView, id: string, move: PlaceMove): boolean {
  const mine = fogSegments(id, move.r);
  return STEPS.some((d, e) => {
    const other = view.tiles.find((t) => t.x === move.x + d.x && t.y === move.y + d.y);
    if (!other || !isFaceUp(other)) return false;
    const theirs = fogSegments(other.id, other.r);
    return [0, 1, 2].some((k) => mine.has(3 * e + k) && theirs.has(3 * ((e + 2) % 4) + 2 - k));
  });
}

/** Open cemeteries on the board (levels 2–4 put the extra ghost on one). */
function openCemeteries(view: CgView): number {
  const filled = filledSpots(view);
  return view.tiles.filter((t) => isFaceUp(t) && tileDef(t.id)?.centre === "cemetery" && !centreClosed(view, t, filled))
    .length;
}

/** Tiles showing fog among the 8 around a spot (a level 5–6 cemetery puts a ghost on each). */
function foggyAround(view: CgView, at: Spot): number {
  return view.tiles.filter(
    (t) =>
      isFaceUp(t) &&
      Math.abs(t.x - at.x) <= 1 &&
      Math.abs(t.y - at.y) <= 1 &&
      spotKey(t) !== spotKey(at) &&
      (tileDef(t.id)?.fog?.segments.length ?? 0) > 0,
  ).length;
}

export type PlaceGain = { symbols: number; most: number; bank: number };

/**
 * The most ghosts a placement can bring (rules file, step 2): its symbols, one fewer when its
 * fog joins fog on the board, the level 2–4 cemetery ghost, a level 5–6 cemetery's ring. Fewer
 * come when its fog closes, which only the engine can tell, so this is an upper bound.
 */
export function placeGain(view: CgView, move: PlaceMove): PlaceGain | undefined {
  const id = view.current;
  const def = id === undefined ? undefined : tileDef(id);
  if (!id || !def) return undefined;
  const rules = rulesOf(view.level);
  const symbols = def.fog?.symbols ?? 0;
  const due = Math.max(0, symbols - (symbols > 0 && joinsFog(view, id, move) ? 1 : 0));
  const haunt = rules.centres && !rules.cursed && due > 0 && openCemeteries(view) > 0 ? 1 : 0;
  const ring = rules.cursed && def.centre === "cemetery" ? foggyAround(view, move) : 0;
  return { symbols, most: due + haunt + ring, bank: view.bank };
}

/** The colours of the guards on an evaluated feature: those standing on its tiles on that kind of feature. */
export function featureColours(view: CgView, feature: number): string[] {
  const f = view.turn?.evaluate.find((e) => e.feature === feature);
  if (!f) return [];
  const tiles = new Set(f.tiles.map(spotKey));
  const on = view.meeples.filter((m) => m.kind === f.kind && tiles.has(spotKey(m)));
  return [...new Set(on.flatMap((m) => (m.colour ? [m.colour] : [])))];
}
