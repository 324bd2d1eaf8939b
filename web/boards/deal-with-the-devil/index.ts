import {
  blurbs,
  id,
  names,
  players,
  replayEngine,
  type DevilView,
  type Move,
  type Options,
} from "../../../worker/games/deal-with-the-devil/table.ts";
import type { GameClient } from "../types.ts";
import { Picture } from "./Picture.tsx";

/** Deal with the Devil for the pages: its facts and picture now (it has no options), its words and table when needed. */
export const dealWithTheDevilClient: GameClient<DevilView, Move, Options> = {
  id,
  players,
  names,
  blurbs,
  Picture,
  options: { read: () => ({}), inWords: () => [] },
  words: () => import("./words.ts").then((m) => m.words),
  table: () => import("./table.ts").then((m) => m.table),
  replayEngine,
};
