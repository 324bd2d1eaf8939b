import type { InferResponseType } from "hono/client";
import type { EventContext } from "../../worker/games/contract.ts";
import type { BoardModule, PlayerInfo } from "../boards/types.ts";
import type { api } from "./api.ts";
import type { Translate } from "../../worker/i18n/translate.ts";

/** The game as the API describes it to me. */
export type GameData = InferResponseType<(typeof api.api.games)[":id"]["$get"], 200>;

export type LogEntry = { seq: number; kind: string; seat?: number; at: number; events: Record<string, unknown>[] };

export function eventContext(players: readonly PlayerInfo[], mySeat: number | undefined, t: Translate): EventContext {
  return {
    t,
    mySeat,
    name: (seat) => (seat === undefined ? "" : (players.find((p) => p.seat === seat)?.name ?? `#${seat + 1}`)),
  };
}

/** A log entry's events in words, the ones the game chose to leave out dropped. */
export function entryLines(board: BoardModule, entry: LogEntry, ctx: EventContext): string[] {
  return entry.events.flatMap((event) => {
    if (event.type === "undone") return [ctx.t("log.undone", { name: ctx.name(entry.seat) })];
    if (event.type === "timedOut") return [ctx.t(event.policy === "drop" ? "log.dropped" : "log.timedOut", { name: ctx.name(entry.seat) })];
    const line = board.describeEvent(event, ctx);
    return line ? [line] : [];
  });
}
