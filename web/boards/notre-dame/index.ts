import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { AnyGame } from "../../../worker/games/contract.ts";
import type { BoardModule } from "../types.ts";
import { withWords } from "../words.ts";
import { Board } from "./Board.tsx";
import { EndScreen } from "./EndScreen.tsx";
import { describeError } from "./errors.ts";
import { describeMove } from "./labels.ts";

/** Notre Dame for the web client: the engine plus its table, end screen, words and translations. */
export const notreDameBoard: BoardModule = {
  // The platform handles every game through the same untyped contract.
  engine: notreDame as unknown as AnyGame,
  Board,
  EndScreen,
  describeMove,
  describeError,
  messages: withWords(notreDame.words, {
    en: () => import("./i18n/en.ts").then((m) => m.default),
    cs: () => import("./i18n/cs.ts").then((m) => m.default),
    sk: () => import("./i18n/sk.ts").then((m) => m.default),
    ru: () => import("./i18n/ru.ts").then((m) => m.default),
  }),
};
