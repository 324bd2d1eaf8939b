import {
  blurbs,
  id,
  names,
  players,
  type Move,
  type Options,
} from "../../../worker/games/deal-with-the-devil/table.ts";
import type { GameClient } from "../types.ts";
import { Picture } from "./Picture.tsx";

/**
 * Deal with the Devil for the pages: its facts and picture now, its words when needed. It has no
 * options and no table yet (its games are played through the API), so its view type is not named.
 */
export const dealWithTheDevilClient: GameClient<unknown, Move, Options> = {
  id,
  players,
  names,
  blurbs,
  Picture,
  options: { read: () => ({}), inWords: () => [] },
  words: () => import("./words.ts").then((m) => m.words),
};
