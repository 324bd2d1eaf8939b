import type { CarcassonneView, Move } from "../../../worker/games/carcassonne-ghosts/table.ts";

export type { Move };
/** The whole view of one seat (or a spectator), as the engine's `view()` makes it. */
export type CgView = CarcassonneView;
export type TileView = CgView["tiles"][number];
export type FaceUpView = Extract<TileView, { id: string }>;
export type Spot = { x: number; y: number };

export const isFaceUp = (tile: TileView): tile is FaceUpView => "id" in tile;
export const spotKey = ({ x, y }: Spot): string => `${x},${y}`;
