import { emit, type Ctx } from "./ctx.ts";
import { lose } from "./end.ts";
import { fitsAnywhere } from "./placement.ts";
import type { CarcassonneState } from "./state.ts";

export function pileCounts(s: CarcassonneState): number[] {
  return s.piles.map((p) => p.length);
}

/**
 * Takes the top tile of the current pile; an empty current pile loses at once (the last pile is
 * used up, or a pile ran out before its dog's number was reached).
 */
export function takeTile(ctx: Ctx): string | undefined {
  const id = ctx.s.piles[ctx.s.pile]?.shift();
  if (id === undefined) lose(ctx, "tiles");
  return id;
}

/** Draws the next turn's tile for all to see; a tile that fits nowhere leaves the game, shown, and another is drawn. */
export function drawTurnTile(ctx: Ctx): void {
  const s = ctx.s;
  for (;;) {
    const id = takeTile(ctx);
    if (id === undefined) return;
    ctx.reveals = true;
    if (fitsAnywhere(s, id)) {
      s.current = id;
      emit(ctx, { type: "drawn", seat: s.turn.seat, tile: id, pile: s.pile + 1, left: pileCounts(s) });
      return;
    }
    s.discarded.push(id);
    emit(ctx, { type: "discarded", tile: id, pile: s.pile + 1 });
  }
}

/** A dog's number is reached: the rest of the current pile goes on top of the next one. */
export function advancePile(ctx: Ctx): void {
  const s = ctx.s;
  const rest = s.piles[s.pile] ?? [];
  const next = s.piles[s.pile + 1];
  if (!next) return;
  s.piles[s.pile + 1] = [...rest, ...next];
  s.piles[s.pile] = [];
  s.pile += 1;
  emit(ctx, { type: "pileAdvanced", pile: s.pile + 1, moved: rest.length });
}
