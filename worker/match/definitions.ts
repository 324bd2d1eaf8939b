import type { AnyGame } from "../games/contract.ts";
import { GAMES } from "../games/registry.ts";

/** The definition of a game type, if the service referees it: the one way the use cases reach a game's rules. */
export function gameDefinition(type: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, type) ? GAMES[type] : undefined;
}
