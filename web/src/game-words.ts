import type { GameWords } from "../../worker/games/contract.ts";

/**
 * Each game's words (its log events in four languages), loaded when needed: what the pages use to
 * tell a game's log where its table is not here yet (web/boards/ has no board for it).
 */
export const GAME_WORDS: Readonly<Record<string, () => Promise<GameWords>>> = {
  "notre-dame": () => import("../../worker/games/notre-dame/words/index.ts").then((m) => m.words),
  "carcassonne-ghosts": () => import("../../worker/games/carcassonne-ghosts/words/index.ts").then((m) => m.words),
};
