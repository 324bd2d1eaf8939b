/** The game's id and seat counts: the definition's, in a module of their own so the web's lists read them without loading the engine (table.ts). */
export const id = "notre-dame";
export const players = { min: 2, max: 5 } as const;
