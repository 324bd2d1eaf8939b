import type { LogEvent, Seat } from "../contract.ts";
import type { DevilState } from "./state.ts";

/** The working copy a move changes, and what it has to report. */
export type Ctx = { s: DevilState; events: LogEvent[]; reveals: boolean };

/** A public event: it must read the same whoever the parties of a secret act were. */
export function emit(ctx: Ctx, event: LogEvent["event"]): void {
  ctx.events.push({ event });
}

/** An event only `seats` may see. */
export function emitTo(ctx: Ctx, seats: readonly Seat[], event: LogEvent["event"]): void {
  ctx.events.push({ to: seats.slice(), event });
}
