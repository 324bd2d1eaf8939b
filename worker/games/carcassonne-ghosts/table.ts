/**
 * What Mists over Carcassonne's web client (web/boards/carcassonne-ghosts/) may use of the
 * engine, and nothing else: the levels its options form offers, the tile shapes the drawing
 * code reads, the view the table draws, and the definition for the replay, loaded apart
 * (`replayEngine`), so a table page carries no zod, setup, rules or bot. test/architecture.test.ts lets
 * the client enter the engine through this file only, so a change behind it that the client
 * would feel breaks here.
 */
/** The whole definition, in a chunk of its own: only the replay folds moves with it. */
export const replayEngine = () => import("./index.ts").then((m) => m.carcassonneGhosts);
export { id, players } from "./about.ts";
export { COLOURS, LEVELS, MAX_REMOVAL, rulesOf, type ColourName } from "./levels.ts";
export type { Move } from "./moves.ts";
export type { CarcassonneState, Level, Options } from "./state.ts";
export type { CarcassonneView } from "./view.ts";
export { START_BOARD, TILES } from "./tiles/data.ts";
export type { CityPart, Rotation, TileDef } from "./tiles/types.ts";
export { tableWords as words } from "./words/messages.ts";
export { TABLE_WORDS } from "./words/table/index.ts";
export { blurbs, names } from "./words/names.ts";
