import type { LogEvent } from "../contract.ts";
import type { CarcassonneState } from "./state.ts";

/** The working copy a move changes, and what it has to report. */
export type Ctx = { s: CarcassonneState; events: LogEvent[]; reveals: boolean };

/** Every event is public: the game has nothing private per seat. */
export function emit(ctx: Ctx, event: LogEvent["event"]): void {
  ctx.events.push({ event });
}

export function xy(s: CarcassonneState, index: number): { x: number; y: number } {
  const tile = s.tiles[index];
  if (!tile) throw new Error(`no tile ${index}`);
  return { x: tile.x, y: tile.y };
}
