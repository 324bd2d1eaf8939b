/**
 * What Deal with the Devil's web client (web/boards/deal-with-the-devil/) may use of the engine,
 * and nothing else: the view and move types, the composition of the legal moves from their parts
 * and of market acts on a wallet (the table previews with the engine's own rules), the cards and
 * their texts the drawing code reads, and the definition without its bots (`referee.ts`) for the
 * replay, loaded apart (`replayEngine`), so a table page carries no zod, setup or bot.
 * test/architecture.test.ts lets the client enter the engine through this file only, so a change
 * behind it that the client would feel breaks here.
 */
/** The definition without its bots, in a chunk of its own: only the replay folds moves with it. */
export const replayEngine = () => import("./referee.ts").then((m) => m.devilReferee);
export type { DevilParts } from "./legal.ts";
export type { Move } from "./moves.ts";
export type { Options } from "./setup.ts";
export type { DevilState } from "./state.ts";
export type { DevilView } from "./view.ts";
export type { AnswerMove, MarketMove, OfferMove, PlanMove, RitualMove } from "./moves.ts";
export type { MasterName, Price, Stock } from "./state.ts";
export { composeParts } from "./legal.ts";
export { walletActs } from "./legal-market.ts";
export { marketStep, DEBT_LIMIT, type Wallet } from "./market.ts";
export { isActionBuilding, tokenCount } from "./actions.ts";
export { WING_PRICE } from "./inquisition.ts";
export { BUILDING_BY_ID, EVENT_BY_ID, INQUISITOR_BY_ID, MASTER_PRICE, WHEEL } from "./cards/index.ts";
export { BUY_PRICE, RESOURCES, SELL_PRICE } from "./cards/types.ts";
export { id, players } from "./about.ts";
export {
  COMMONS,
  GOODS,
  RARES,
  type Building,
  type BuildingSymbol,
  type EventCard,
  type EventSide,
  type Good,
  type Goods,
  type Inquisitor,
  type Payment,
  type Requirement,
} from "./cards/types.ts";
export { buildingText, counted, eventSideText, goodsParts, paymentText, penaltyText } from "./words/card-text.ts";
export { tableWords as words } from "./words/messages.ts";
export { TABLE_WORDS } from "./words/table/index.ts";
export { blurbs, names } from "./words/names.ts";
