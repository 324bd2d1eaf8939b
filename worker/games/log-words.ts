import type { EventContext, GameWords, Seat } from "./contract.ts";

/**
 * A log entry's events in words: the platform's own (an undo, a timeout: `log.*` keys of
 * worker/i18n/log.ts) and the game's; events the game leaves out are dropped. `seat` is the seat
 * the entry is for.
 */
export function entryLines(words: GameWords, seat: Seat | undefined, events: readonly Readonly<Record<string, unknown>>[], ctx: EventContext): string[] {
  return events.flatMap((event) => {
    if (event.type === "undone") return [ctx.t("log.undone", { name: ctx.name(seat) })];
    if (event.type === "timedOut") return [ctx.t(event.policy === "drop" ? "log.dropped" : "log.timedOut", { name: ctx.name(seat) })];
    const line = words.describeEvent(event, ctx);
    return line ? [line] : [];
  });
}
