import type { Catalog } from "../../../../i18n/translate.ts";

/** Deal with the Devil's rule errors in English (and its goods, which they name), for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "dd.good.wood": "wood",
  "dd.good.stone": "stone",
  "dd.good.grain": "grain",
  "dd.good.glass": "glass",
  "dd.good.marble": "marble",
  "dd.good.ducats": "ducats",
  "rule.GAME_OVER": "The game is over.",
  "rule.NOT_YOUR_TURN": "You have nothing to do now.",
  "rule.WRONG_PHASE": "That move does not fit this step of the round.",
  "rule.NOT_ENOUGH_GOODS": "You do not have enough for that.",
  "rule.DEBT_LIMIT": "Debt can never go above 10.",
  "rule.NO_DEBT_TO_REPAY": "You cannot repay more than you owe.",
  "rule.REPAY_NOT_NOW": "Debt can be repaid only in the production, cards and inquisition phases.",
  "rule.CARD_NOT_IN_HAND": "That card is not in your hand.",
  "rule.PRICE_NOT_ALLOWED": "Your chest cannot ask that price.",
  "rule.EMPTY_OFFER_PRICED": "An empty chest asks no price.",
  "rule.CANNOT_ACCEPT": "This chest cannot be accepted.",
  "rule.WRONG_PAYMENT": "That payment does not fit the price.",
  "rule.TOO_MANY_TOKENS": "You do not have that many action tokens.",
  "rule.NOT_AN_ACTION_BUILDING": "That is not one of your action buildings.",
  "rule.EVENT_NOT_IN_HAND": "That event is not in your hand.",
  "rule.MASTER_NOT_HIREABLE": "That master cannot be hired now.",
  "rule.BAD_FIELD_ORDER": "Name each production field at most once.",
  "rule.NOT_A_RING": "You hold no ring of your own colour.",
  "rule.CANNOT_BE_ACCUSED": "That player confessed in round 2 and cannot be accused again.",
  "rule.NOT_ENOUGH_SOULS": "You do not have those soul pieces.",
  "rule.GUESS_NOT_ALLOWED": "You cannot make that guess.",
  "rule.BAD_ANSWER": "Answer each inquisitor once, with what you hold.",
};

export default words;
