import type { Seat } from "../contract.ts";
import { placeFaceUp } from "./board.ts";
import { shape } from "./catalogue.ts";
import { emit, xy, type Ctx } from "./ctx.ts";
import { ruleError, type CarcassonneError } from "./errors.ts";
import { clearFog } from "./ghosts.ts";
import type { PlaceMove } from "./moves.ts";
import { misfit } from "./placement.ts";

/**
 * Step 1: the drawn tile goes on the board; fog banks it closes give their ghosts back; the
 * cemeteries it closes wait for their burials; the ghosts it brings are counted for step 2.
 */
export function placeTile(ctx: Ctx, seat: Seat, move: PlaceMove): CarcassonneError | undefined {
  const s = ctx.s;
  const id = s.current;
  if (id === undefined) return ruleError("WRONG_PHASE", { phase: s.phase, move: move.type });
  const wrong = misfit(s, id, move.x, move.y, move.r);
  if (wrong) return ruleError(wrong, { x: move.x, y: move.y, r: move.r });
  const placement = placeFaceUp(s, id, move.x, move.y, move.r);
  delete s.current;
  const fog = shape(id).def.fog;
  s.turn.tile = placement.index;
  s.turn.complete = placement.complete;
  s.turn.burials = placement.closedCemeteries;
  s.turn.after = "ghosts";
  s.turn.due = fog && !placement.closedFog ? Math.max(0, fog.symbols - (placement.joinedFog ? 1 : 0)) : 0;
  emit(ctx, { type: "placed", seat, tile: id, x: move.x, y: move.y, r: move.r });
  if (placement.closedFog) clearFog(ctx, placement.closedFog, placement.index);
  for (const c of placement.closedCemeteries) emit(ctx, { type: "cemeteryClosed", ...xy(s, c) });
  return undefined;
}
