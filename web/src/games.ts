/**
 * The games the site offers, for the home page and the lobby: whether each can be played yet
 * and its player counts (the same as its definition's `players`; test/web/home.test.tsx checks
 * Notre Dame's). Kept apart from the engines so the home page loads none of them.
 */
export const OFFERED = [
  { id: "notre-dame", playable: true, players: { min: 2, max: 5 } },
  { id: "carcassonne-ghosts", playable: false, players: { min: 1, max: 5 } },
  { id: "deal-with-the-devil", playable: false, players: { min: 4, max: 4 } },
] as const;

export type OfferedGame = (typeof OFFERED)[number];

export function minPlayers(type: string): number {
  return OFFERED.find((g) => g.id === type)?.players.min ?? 1;
}
