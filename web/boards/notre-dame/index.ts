import {
  blurbs,
  id,
  names,
  players,
  replayEngine,
  type Move,
  type NotreDameView,
  type Options,
} from "../../../worker/games/notre-dame/table.ts";
import type { GameClient } from "../types.ts";
import { messages, options } from "./options/index.tsx";
import { Picture } from "./Picture.tsx";

/** Notre Dame for the pages: its facts, picture and options now, its words and table when needed. */
export const notreDameClient: GameClient<NotreDameView, Move, Options> = {
  id,
  players,
  names,
  blurbs,
  Picture,
  options,
  messages,
  words: () => import("./words.ts").then((m) => m.words),
  table: () => import("./table.ts").then((m) => m.table),
  replayEngine,
};
