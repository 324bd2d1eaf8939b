import type { AnyGame } from "./contract.ts";
import { carcassonneGhosts } from "./carcassonne-ghosts/index.ts";
import { dealWithTheDevil } from "./deal-with-the-devil/index.ts";
import { notreDame } from "./notre-dame/index.ts";

/** Every game the service referees, by id. */
export const GAMES: Readonly<Record<string, AnyGame>> = {
  [notreDame.id]: notreDame as unknown as AnyGame,
  [carcassonneGhosts.id]: carcassonneGhosts as unknown as AnyGame,
  [dealWithTheDevil.id]: dealWithTheDevil as unknown as AnyGame,
};
