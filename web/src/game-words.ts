import type { GameWords } from "../../worker/games/contract.ts";

/**
 * The words (log events in four languages) of each game whose table is not here yet (no board in
 * web/boards/), loaded when needed: a game with a board brings its words with it.
 */
export const GAME_WORDS: Readonly<Record<string, () => Promise<GameWords>>> = {
  "carcassonne-ghosts": () => import("../../worker/games/carcassonne-ghosts/words/index.ts").then((m) => m.words),
  "deal-with-the-devil": () => import("../../worker/games/deal-with-the-devil/words/index.ts").then((m) => m.words),
};
