import { centreNode, faceUp, fogNode, indexAt, tileAt } from "./board.ts";
import { shape } from "./catalogue.ts";
import { emit, xy, type Ctx } from "./ctx.ts";
import { lose } from "./end.ts";
import { group } from "./features.ts";
import { RING } from "./geometry.ts";
import { MAX_REMOVAL, rulesOf } from "./levels.ts";
import { isFaceUp, type CarcassonneState, type FaceUp } from "./state.ts";

export function ghostsOn(tile: FaceUp): number {
  return (tile.g ?? 0) + (tile.cg ?? 0);
}

/** Ghosts standing on the board: everything the bank lacks. */
export function ghostsOnBoard(s: CarcassonneState): number {
  return rulesOf(s.options.level).bank - s.bank;
}

/** Cemeteries not yet closed, in the order placed. */
export function openCemeteries(s: CarcassonneState): number[] {
  return s.cemeteries.filter((i) => group(s, centreNode(faceUp(s, i))).open > 0);
}

/** A closed fog bank's ghosts go back to the bank (ghosts on its tiles' cemeteries stay). */
export function clearFog(ctx: Ctx, tiles: readonly number[], at: number): void {
  let ghosts = 0;
  for (const i of tiles) {
    const tile = faceUp(ctx.s, i);
    ghosts += tile.g ?? 0;
    delete tile.g;
  }
  ctx.s.bank += ghosts;
  emit(ctx, { type: "fogClosed", ...xy(ctx.s, at), tiles: tiles.length, ghosts });
}

/**
 * Takes up to `count` ghosts off a tile back to the bank: fog ghosts first, then cemetery ghosts
 * (CHOSEN: a removal names a tile and a number, and only a level 2–4 cemetery tile with fog holds
 * both kinds). Returns how many it took.
 */
export function removeGhosts(s: CarcassonneState, index: number, count: number): number {
  const tile = faceUp(s, index);
  const fromFog = Math.min(count, tile.g ?? 0);
  const fromCemetery = Math.min(count - fromFog, tile.cg ?? 0);
  const fog = (tile.g ?? 0) - fromFog;
  const cemetery = (tile.cg ?? 0) - fromCemetery;
  if (fog > 0) tile.g = fog;
  else delete tile.g;
  if (cemetery > 0) tile.cg = cemetery;
  else delete tile.cg;
  s.bank += fromFog + fromCemetery;
  return fromFog + fromCemetery;
}

/** Checks a removal of `count` ghosts from the tile at (x, y); the tile index when it may happen. */
export function removable(
  s: CarcassonneState,
  x: number,
  y: number,
  count: number,
): { index: number } | { code: "NOT_ENOUGH_GHOSTS" | "TOO_MANY_GHOSTS" } {
  if (count > MAX_REMOVAL || count < 1) return { code: "TOO_MANY_GHOSTS" };
  const tile = tileAt(s, x, y);
  const index = indexAt(s, x, y);
  if (!isFaceUp(tile) || index === undefined || ghostsOn(tile) < count) return { code: "NOT_ENOUGH_GHOSTS" };
  return { index };
}

/** Tiles around a level-5/6 cemetery that show fog, closed or not (face-down tiles show none). */
function foggyRing(s: CarcassonneState, tile: FaceUp): number[] {
  return RING.flatMap(([dx, dy]) => {
    const other = tileAt(s, tile.x + dx, tile.y + dy);
    const index = indexAt(s, tile.x + dx, tile.y + dy);
    return isFaceUp(other) && fogNode(other) >= 0 && index !== undefined ? [index] : [];
  });
}

/**
 * Step 2, ghosts appear: on the new tile's fog; levels 2–4 one more on an open cemetery (the
 * player picks it next, see `haunt`); levels 5–6 one on every foggy tile around a new cemetery.
 * Not enough in the bank: lost at once, before any points.
 */
export function ghostsAppear(ctx: Ctx): void {
  const s = ctx.s;
  const t = s.turn;
  const rules = rulesOf(s.options.level);
  const tile = faceUp(s, t.tile);
  const around = rules.cursed && shape(tile.id).def.centre === "cemetery" ? foggyRing(s, tile) : [];
  const haunt = rules.centres && !rules.cursed && t.due > 0 && openCemeteries(s).length > 0;
  const needed = t.due + around.length + (haunt ? 1 : 0);
  if (needed === 0) return;
  if (needed > s.bank) {
    emit(ctx, { type: "bankEmpty", needed, bank: s.bank });
    lose(ctx, "ghosts");
    return;
  }
  if (t.due > 0) {
    tile.g = (tile.g ?? 0) + t.due;
    s.bank -= t.due;
    emit(ctx, { type: "ghostsAppeared", ...xy(s, t.tile), count: t.due, on: "fog" });
  }
  for (const i of around) {
    const other = faceUp(s, i);
    other.g = (other.g ?? 0) + 1;
    s.bank -= 1;
    emit(ctx, { type: "ghostsAppeared", ...xy(s, i), count: 1, on: "fog" });
  }
  if (haunt) t.haunt = true;
}

/** Levels 2–4: the extra ghost goes on the open cemetery the player names. */
export function haunt(ctx: Ctx, x: number, y: number): { code: "NOT_AN_OPEN_CEMETERY" } | undefined {
  const s = ctx.s;
  const index = indexAt(s, x, y);
  if (index === undefined || !openCemeteries(s).includes(index)) return { code: "NOT_AN_OPEN_CEMETERY" };
  const tile = faceUp(s, index);
  tile.cg = (tile.cg ?? 0) + 1;
  s.bank -= 1;
  delete s.turn.haunt;
  emit(ctx, { type: "ghostsAppeared", x, y, count: 1, on: "cemetery" });
  return undefined;
}
