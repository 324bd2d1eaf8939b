export type {
  AnswerMove,
  DevilParts,
  DevilView,
  MarketMove,
  Move,
  OfferMove,
  PlanMove,
  Price,
  Stock,
} from "../../../worker/games/deal-with-the-devil/table.ts";
