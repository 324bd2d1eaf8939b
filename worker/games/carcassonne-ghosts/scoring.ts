import type { Seat } from "../contract.ts";
import { fogNode, tileAt } from "./board.ts";
import { emit, xy, type Ctx } from "./ctx.ts";
import { dogScores } from "./dogs.ts";
import { checkWin } from "./end.ts";
import { ruleError, type CarcassonneError } from "./errors.ts";
import { RING } from "./geometry.ts";
import { removable, removeGhosts } from "./ghosts.ts";
import { COLOURS, rulesOf } from "./levels.ts";
import { meeplesOn } from "./meeples.ts";
import type { AppeaseMove, ScoreMove } from "./moves.ts";
import { isFaceUp, type CarcassonneState, type Group } from "./state.ts";

/** Tiles among (x, y) and its 8 neighbours that show fog (face-down tiles show none): a castle there counts them. */
export function foggyAround(s: CarcassonneState, x: number, y: number): number {
  return [[0, 0] as const, ...RING].filter(([dx, dy]) => {
    const tile = tileAt(s, x + dx, y + dy);
    return isFaceUp(tile) && fogNode(tile) >= 0;
  }).length;
}

/** A road's or city's worth for one colour: road 1 a tile; city 2 a tile + 2 a shield. */
export function linePoints(k: "city" | "road", tiles: number, shields: number): number {
  return k === "road" ? tiles : 2 * tiles + 2 * shields;
}

/** A castle's worth for one colour: 2 a foggy tile around it (itself included). */
export function castlePoints(foggy: number): number {
  return 2 * foggy;
}

/** A completed feature's worth for one colour. */
export function featurePoints(s: CarcassonneState, g: Group): number {
  switch (g.k) {
    case "road":
    case "city":
      return linePoints(g.k, g.tiles.length, g.shields ?? 0);
    case "castle": {
      const { x, y } = xy(s, g.tiles[0] ?? 0);
      return castlePoints(foggyAround(s, x, y));
    }
    default:
      return 0;
  }
}

function pending(s: CarcassonneState, feature: number): Group | undefined {
  const g = s.groups[feature];
  return s.turn.complete.includes(feature) && g ? g : undefined;
}

/** Meeples go home; a dog beside one of them scores right after. */
function release(ctx: Ctx, feature: number): void {
  const s = ctx.s;
  const going = meeplesOn(s, feature);
  s.meeples = s.meeples.filter((m) => !going.includes(m));
  s.turn.complete = s.turn.complete.filter((f) => f !== feature);
  for (const m of going) {
    const colour = s.colours[m.c];
    if (colour) colour.supply += 1;
    emit(ctx, { type: "meepleReturned", colour: COLOURS[m.c], ...xy(s, m.t) });
  }
  for (const m of going) dogScores(ctx, m.t, m.c);
}

/** Step 4, points: once per distinct colour on the feature (shared), or to each colour on it (level 6). */
export function score(ctx: Ctx, seat: Seat, move: ScoreMove): CarcassonneError | undefined {
  const s = ctx.s;
  const g = pending(s, move.feature);
  if (!g) return ruleError("NOT_TO_EVALUATE", { feature: move.feature });
  const points = featurePoints(s, g);
  const colours = [...new Set(meeplesOn(s, move.feature).map((m) => m.c))].sort((a, b) => a - b);
  if (rulesOf(s.options.level).perColour) for (const c of colours) s.score[c] = (s.score[c] ?? 0) + points;
  else s.score[0] = (s.score[0] ?? 0) + points * colours.length;
  emit(ctx, {
    type: "scored",
    seat,
    kind: g.k,
    tiles: g.tiles.length,
    points,
    colours: colours.map((c) => COLOURS[c] ?? ""),
    score: s.score.slice(),
  });
  if (checkWin(ctx)) return undefined;
  release(ctx, move.feature);
  return undefined;
}

/** Step 4, instead of points: up to 3 ghosts off one tile. */
export function appease(ctx: Ctx, seat: Seat, move: AppeaseMove): CarcassonneError | undefined {
  const s = ctx.s;
  const g = pending(s, move.feature);
  if (!g) return ruleError("NOT_TO_EVALUATE", { feature: move.feature });
  const found = removable(s, move.x, move.y, move.count);
  if ("code" in found) return ruleError(found.code, { x: move.x, y: move.y, count: move.count });
  removeGhosts(s, found.index, move.count);
  emit(ctx, { type: "appeased", seat, kind: g.k, tiles: g.tiles.length, x: move.x, y: move.y, count: move.count });
  release(ctx, move.feature);
  return undefined;
}

/** The features to evaluate now: completed by this turn's tile and occupied (an unoccupied one gives nothing, CHOSEN). */
export function toEvaluate(s: CarcassonneState): number[] {
  return s.turn.complete.filter((f) => meeplesOn(s, f).length > 0);
}
