/**
 * What Notre Dame's web client (web/boards/notre-dame/) may use of the engine, and nothing else:
 * the types of its view and moves, the helpers the table shows the rules with (the board's data
 * and geometry, the effects it previews, the words it names places with), and the definition for
 * the replay, loaded apart (`replayEngine`), so a table page carries no zod, setup or bot.
 * test/architecture.test.ts lets the client enter the engine through this file only, so a change
 * behind it that the table would feel breaks here, in the engine's own folder.
 */
/** The whole definition, in a chunk of its own: only the replay folds moves with it. */
export const replayEngine = () => import("./index.ts").then((m) => m.notreDame);
export type { Move, NotreDameState, Options } from "./index.ts";
export { id, players } from "./about.ts";
export { playCard } from "./actions.ts";
export { bribe } from "./bribes.ts";
export { EDGE_MARKETS, market, parseMarket, roads, type Market, type MarketSpot } from "./board.ts";
export {
  BROWN,
  CARDS,
  CATHEDRAL_PRESTIGE,
  FIELDS,
  GAINS,
  GREY_A,
  GREY_B,
  GREY_C,
  RAT_MAX,
  RATS,
  ROUNDS_PER_PERIOD,
  TOKEN_KINDS,
  type Card,
  type Field,
  type Person,
  type TokenKind,
} from "./data.ts";
export type { Ctx } from "./gains.ts";
export type { Phase } from "./state.ts";
export type { NotreDameView } from "./view.ts";
export { marketText, placeText } from "./words/describe.ts";
export { tableWords as words } from "./words/messages.ts";
export { blurbs, names } from "./words/names.ts";
