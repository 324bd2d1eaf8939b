/** The game's id, seat counts and whether it has a web table: the definition's, in a module of their own so the web's lists read them without loading the engine (table.ts). */
export const id = "carcassonne-ghosts";
export const players = { min: 1, max: 5 } as const;
/** Whether web/boards/carcassonne-ghosts/ has a table (test/web/game-clients.test.tsx checks it): only then does the site offer the game to people. */
export const webTable = true;
