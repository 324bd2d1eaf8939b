import { blurbs, id, names, players, type Move, type Options } from "../../../worker/games/carcassonne-ghosts/table.ts";
import type { GameClient } from "../types.ts";
import { messages, options } from "./options/index.tsx";
import { Picture } from "./Picture.tsx";

/**
 * Mists over Carcassonne for the pages: its facts, picture and options now, its words when
 * needed; no table yet (its games are played through the API), so its view type is not named.
 */
export const carcassonneGhostsClient: GameClient<unknown, Move, Options> = {
  id,
  players,
  names,
  blurbs,
  Picture,
  options,
  messages,
  words: () => import("./words.ts").then((m) => m.words),
};
