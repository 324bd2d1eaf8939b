import type { GameWords } from "../../contract.ts";
import { words } from "./index.ts";

/**
 * The game's words with its log catalogs, loaded when needed: what its table tells the log with
 * (table.ts). The Worker reads the same catalogs as static files (worker/games/catalogs.ts), so
 * the definition's words (index.ts) leave them out of its bundle.
 */
export const tableWords: GameWords = {
  ...words,
  messages: {
    en: () => import("./log/en.ts").then((m) => m.default),
    cs: () => import("./log/cs.ts").then((m) => m.default),
    sk: () => import("./log/sk.ts").then((m) => m.default),
    ru: () => import("./log/ru.ts").then((m) => m.default),
  },
  rules: {
    en: () => import("./rules/en.ts").then((m) => m.default),
    cs: () => import("./rules/cs.ts").then((m) => m.default),
    sk: () => import("./rules/sk.ts").then((m) => m.default),
    ru: () => import("./rules/ru.ts").then((m) => m.default),
  },
};
