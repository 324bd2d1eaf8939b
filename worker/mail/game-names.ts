/** Games' names as mails print them (the same in every language); an unknown type prints its id. */
const GAME_NAMES: Readonly<Record<string, string>> = {
  "notre-dame": "Notre Dame",
  "carcassonne-ghosts": "Carcassonne ghosts",
};

export function gameName(type: string): string {
  return Object.hasOwn(GAME_NAMES, type) ? (GAME_NAMES[type] ?? type) : type;
}
