/**
 * What Deal with the Devil's web client (web/boards/deal-with-the-devil/) may use of the engine,
 * and nothing else: the definition, and the cards and their texts the drawing code reads.
 * test/architecture.test.ts lets the client enter the engine through this file only, so a change
 * behind it that the client would feel breaks here.
 */
export { dealWithTheDevil } from "./index.ts";
export type { DevilState, Move, Options } from "./index.ts";
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
  type Inquisitor,
  type Payment,
  type Requirement,
} from "./cards/types.ts";
export { buildingText, eventSideText, penaltyText } from "./words/card-text.ts";
export { words } from "./words/index.ts";
export { blurbs, names } from "./words/names.ts";
