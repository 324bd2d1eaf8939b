import type { Seat } from "../contract.ts";
import { centreNode, faceUp, shapeAt } from "./board.ts";
import { emit, xy, type Ctx } from "./ctx.ts";
import { ruleError, type CarcassonneError } from "./errors.ts";
import { find, rootOf } from "./features.ts";
import { COLOURS } from "./levels.ts";
import type { MeepleMove } from "./moves.ts";
import type { CarcassonneState } from "./state.ts";

/** Meeples standing on the feature whose root is `root`. */
export function meeplesOn(s: CarcassonneState, root: number): CarcassonneState["meeples"] {
  return s.meeples.filter((m) => rootOf(s, m.n) === root);
}

export function occupied(s: CarcassonneState, root: number): boolean {
  return s.meeples.some((m) => rootOf(s, m.n) === root);
}

/** Colours of `seat` with a meeple in the supply. */
export function coloursInHand(s: CarcassonneState, seat: Seat): number[] {
  return s.colours.flatMap((c, i) => (c.seat === seat && c.supply > 0 ? [i] : []));
}

/** The node of the new tile's road, city or castle a meeple move names; -1 when the tile has none such. */
export function featureNode(s: CarcassonneState, kind: MeepleMove["kind"], index: number): number {
  const tile = faceUp(s, s.turn.tile);
  const def = shapeAt(tile).def;
  if (kind === "castle") return def.centre === "castle" && index === 0 ? centreNode(tile) : -1;
  if (kind === "city") return index < def.cities.length ? tile.n + index : -1;
  return index < def.roads.length ? tile.n + def.cities.length + index : -1;
}

/** The new tile's features a meeple may take: roads, cities and its castle, none already occupied. */
export function meepleSpots(s: CarcassonneState): { kind: MeepleMove["kind"]; index: number; node: number }[] {
  const def = shapeAt(faceUp(s, s.turn.tile)).def;
  const named: { kind: MeepleMove["kind"]; index: number }[] = [
    ...def.cities.map((_, index) => ({ kind: "city" as const, index })),
    ...def.roads.map((_, index) => ({ kind: "road" as const, index })),
    ...(def.centre === "castle" ? [{ kind: "castle" as const, index: 0 }] : []),
  ];
  const spots = named.map((spot) => ({ ...spot, node: featureNode(s, spot.kind, spot.index) }));
  return spots.filter((spot) => !occupied(s, rootOf(s, spot.node)));
}

/** Step 3: one meeple from the supply onto the new tile. */
export function placeMeeple(ctx: Ctx, seat: Seat, move: MeepleMove): CarcassonneError | undefined {
  const s = ctx.s;
  const node = featureNode(s, move.kind, move.index);
  if (node < 0) return ruleError("NO_SUCH_FEATURE", { kind: move.kind, index: move.index });
  if (occupied(s, find(s, node))) return ruleError("FEATURE_OCCUPIED", { kind: move.kind, index: move.index });
  const c = COLOURS.indexOf(move.colour);
  const colour = s.colours[c];
  if (!colour || colour.seat !== seat) return ruleError("NOT_YOUR_COLOUR", { colour: move.colour });
  if (colour.supply === 0) return ruleError("NO_MEEPLE_LEFT", { colour: move.colour });
  colour.supply -= 1;
  s.meeples.push({ c, t: s.turn.tile, n: node });
  emit(ctx, { type: "meeplePlaced", seat, colour: move.colour, kind: move.kind, ...xy(s, s.turn.tile) });
  return undefined;
}
