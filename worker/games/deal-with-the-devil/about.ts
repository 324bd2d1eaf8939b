/** The game's id and seat counts: the definition's, in a module of their own so the web's lists read them without loading the engine (table.ts). */
export const id = "deal-with-the-devil";
export const players = { min: 4, max: 4 } as const;
