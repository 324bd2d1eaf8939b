import type { AnyGame } from "../games/contract.ts";
import { GAMES } from "../games/registry.ts";

/** The definition of a game type, if the service referees it: the one way the use cases reach a game's rules. */
export function gameDefinition(type: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, type) ? GAMES[type] : undefined;
}

/** Whether people can play the game on the site (its definition's `webTable`): the site offers them no other. */
export function hasWebTable(type: string): boolean {
  return gameDefinition(type)?.webTable === true;
}

/** The types of the games people can play on the site, for the lists that offer games to join. */
export const WEB_TABLE_TYPES: readonly string[] = Object.values(GAMES)
  .filter((game) => game.webTable)
  .map((game) => game.id);
