/**
 * What Mists over Carcassonne's web client (web/boards/carcassonne-ghosts/) may use of the
 * engine, and nothing else: the definition, the levels its options form offers, the tile
 * shapes the drawing code reads, and the view the table draws. test/architecture.test.ts lets
 * the client enter the engine through this file only, so a change behind it that the client
 * would feel breaks here.
 */
export { carcassonneGhosts } from "./index.ts";
export { id, players } from "./about.ts";
export { COLOURS, LEVELS, MAX_REMOVAL, rulesOf, type ColourName } from "./levels.ts";
export type { Move } from "./moves.ts";
export type { CarcassonneState, Level, Options } from "./state.ts";
export type { CarcassonneView } from "./view.ts";
export { START_BOARD, TILES } from "./tiles/data.ts";
export type { CityPart, Rotation, TileDef } from "./tiles/types.ts";
export { words } from "./words/index.ts";
export { blurbs, names } from "./words/names.ts";
