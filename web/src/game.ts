import type { InferResponseType } from "hono/client";
import type { EventContext, Json } from "../../worker/games/contract.ts";
import type { PlayerInfo, TableEngine } from "../boards/types.ts";
import type { api } from "./api.ts";
import type { Translate } from "../../worker/i18n/translate.ts";

/** The game as the API describes it to me. */
export type GameData = InferResponseType<(typeof api.api.games)[":id"]["$get"], 200>;

/** A log row as a seat may see it (`move` on its own rows only), as the API describes it. */
export type LogEntry = InferResponseType<(typeof api.api.games)[":id"]["log"]["$get"], 200>["entries"][number];

export function eventContext(players: readonly PlayerInfo[], mySeat: number | undefined, t: Translate): EventContext {
  return {
    t,
    mySeat,
    name: (seat) => (seat === undefined ? "" : (players.find((p) => p.seat === seat)?.name ?? `#${seat + 1}`)),
  };
}

/** A bot's name in the reader's language ("Notre Dame bot 2"): the server tells only its number. */
export function botName(type: string, n: number, t: Translate): string {
  return t("bot.name", { game: t(`game.type.${type}`), n });
}

type Named = { name: string; bot?: number | null; ownedBy?: string | null };

/**
 * A game (or a line of a list) with its bots named in the reader's language, wherever its players'
 * names show: the site's bots by the game's name, a player's own bot marked as theirs.
 */
export function withBotNames<G extends { type: string; players: readonly Named[] }>(game: G, t: Translate): G {
  const named = (p: Named): string => {
    if (p.bot) return botName(game.type, p.bot, t);
    return p.ownedBy ? t("bot.owned", { name: p.name, owner: p.ownedBy }) : p.name;
  };
  return { ...game, players: game.players.map((p) => ({ ...p, name: named(p) })) };
}

/** My legal moves: the answer's list, or the moves its parts stand for, composed by the game's own code. */
export function legalMovesOf(game: GameData, engine: TableEngine): readonly unknown[] {
  // The schema leaves the parts' shape to the game; they are the JSON its own `of` built.
  return game.legalParts !== undefined && engine.legalParts
    ? engine.legalParts.compose(game.legalParts as Json)
    : game.legalMoves;
}

export const isMyTurn = (game: GameData): boolean =>
  game.status === "active" && game.mySeat !== undefined && game.toAct.includes(game.mySeat);

/** The game hides who else is still to act (a step of hidden moves): the waiting seats are counted, not named. */
export const namesHidden = (game: GameData): boolean => game.status === "active" && game.waiting > game.toAct.length;

const namesOf = (game: GameData, seats: readonly number[]): string =>
  seats.map((s) => game.players.find((p) => p.seat === s)?.name ?? `#${s + 1}`).join(", ");

/** Whose turn it is, in words: mine, the names (or the count) of those the game waits for, or the end. */
export function turnText(game: GameData, t: Translate): string {
  if (game.status === "finished") return t("game.over");
  if (isMyTurn(game)) return t("game.yourTurn");
  if (namesHidden(game)) return t("game.waitingCount", { count: game.waiting });
  return game.toAct.length > 0 ? t("game.waitingFor", { names: namesOf(game, game.toAct) }) : t("game.waiting");
}

/** What is true after a move lost the race: still my turn, somebody else's, or the end. */
export function movedOn(fresh: GameData | undefined, t: Translate): string {
  if (!fresh) return t("game.movedOn");
  if (fresh.status === "finished") return t("game.movedOn.over");
  if (isMyTurn(fresh)) return t("game.movedOn.again");
  if (namesHidden(fresh)) return t("game.movedOn.waitingCount", { count: fresh.waiting });
  return t("game.movedOn.waiting", { names: namesOf(fresh, fresh.toAct) });
}
