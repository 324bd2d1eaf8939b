import type { AnyGame } from "./contract.ts";
import { notreDame } from "./notre-dame/index.ts";

/** Every game the service referees, by id. */
export const GAMES: Readonly<Record<string, AnyGame>> = {
  [notreDame.id]: notreDame as unknown as AnyGame,
};
