import type { InferResponseType } from "hono/client";
import type { EventContext } from "../../worker/games/contract.ts";
import type { PlayerInfo } from "../boards/types.ts";
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
