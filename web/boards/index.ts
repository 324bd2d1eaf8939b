import type { BoardModule } from "./types.ts";

/** Each game's client code, loaded when a game of that type is opened. */
export const BOARDS: Readonly<Record<string, () => Promise<BoardModule>>> = {
  "notre-dame": () => import("./notre-dame/index.ts").then((m) => m.notreDameBoard),
};

export const GAME_TYPES = Object.keys(BOARDS);
