import type { Catalog, Language } from "../../worker/i18n/translate.ts";
import { carcassonneGhostsClient } from "./carcassonne-ghosts/index.ts";
import { dealWithTheDevilClient } from "./deal-with-the-devil/index.ts";
import { notreDameClient } from "./notre-dame/index.ts";
import type { AnyGameClient, GameClient, Messages } from "./types.ts";

/** A client as the pages hold it: they hand its code back only what it produced (its views, moves, options). */
const erased = <View, Move, Options>(client: GameClient<View, Move, Options>): AnyGameClient =>
  client as unknown as AnyGameClient;

/** Every game the web client knows, in the order the home page shows them: the only list of games here. */
export const GAMES: readonly AnyGameClient[] = [
  erased(notreDameClient),
  erased(carcassonneGhostsClient),
  erased(dealWithTheDevilClient),
];

export function gameClient(type: string): AnyGameClient | undefined {
  return GAMES.find((game) => game.id === type);
}

/** Every game's name as `game.type.<id>` (how a page that holds only a game's type names it) and each client's own strings. */
async function catalogOf(language: Language): Promise<Catalog> {
  const names: Catalog = Object.fromEntries(GAMES.map((game) => [`game.type.${game.id}`, game.names[language]]));
  const own = await Promise.all(GAMES.map((game) => game.messages?.[language]() ?? {}));
  return own.reduce<Catalog>((all, catalog) => ({ ...all, ...catalog }), names);
}

/** The games' strings for the app's translations, per language: loaded with the app's own, before the first paint. */
export const GAME_MESSAGES: Messages = {
  en: () => catalogOf("en"),
  cs: () => catalogOf("cs"),
  sk: () => catalogOf("sk"),
  ru: () => catalogOf("ru"),
};
