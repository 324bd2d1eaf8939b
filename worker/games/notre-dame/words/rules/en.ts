import type { Catalog } from "../../../../i18n/translate.ts";

/** Notre Dame's rule errors in English (and its phases, which they name), for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "nd.phase.draft": "choosing cards",
  "nd.phase.actions": "playing cards",
  "nd.phase.bribes": "bribing personalities",
  "nd.phase.plague": "plague",
  "nd.phase.over": "game over",
  "rule.GAME_OVER": "The game is over.",
  "rule.NOT_YOUR_TURN": "It is not your turn.",
  "rule.WRONG_PHASE": "That move does not fit this phase ({phase}).",
  "rule.UNEXPECTED_PARAMETER": "This move does not take “{param}”.",
  "rule.MISSING_PARAMETER": "This move needs “{param}”.",
  "rule.CARD_NOT_OFFERED": "The card {card} is not among those offered to you.",
  "rule.CARD_NOT_IN_HAND": "The card {card} is not in your hand.",
  "rule.NO_CUBE_AVAILABLE": "You have no cube to place.",
  "rule.SUPPLY_NOT_EMPTY": "Your supply still holds cubes ({supply}): place one of those.",
  "rule.NO_CUBE_THERE": "There is no piece to move at {place}.",
  "rule.SAME_PLACE": "The piece must change place ({place}).",
  "rule.ADVISOR_ALREADY_THERE": "The advisor already stands on the {field}.",
  "rule.NOT_ENOUGH_COINS": {
    one: "You need {count} coin; you have {have}.",
    other: "You need {count} coins; you have {have}.",
  },
  "rule.UNKNOWN_MARKET": "There is no market {market}.",
  "rule.MARKET_OUT_OF_REACH": "The market {market} is beyond your carriage's reach ({steps}).",
  "rule.NO_TOKEN_THERE": "There is no message token at {market}.",
  "rule.TOKEN_COLOUR_BLOCKED": "You must first take tokens of the colours you hold fewer of (colour {colour}).",
  "rule.WRONG_NUMBER_OF_GAINS": "Choose up to {max}, not {given}.",
  "rule.RAT_AT_ZERO": "Your rat is already on 0.",
  "rule.PERSON_NOT_REVEALED": "The {person} is not revealed this round.",
  "rule.NO_EFFECT_POSSIBLE": "That would have no effect.",
  "rule.FIELD_NOT_EMPTY": "The {field} is not empty.",
  "rule.RESERVE_EMPTY": "Your reserve is empty.",
  "rule.WRONG_NUMBER_OF_PIECES": "Move {min} to {max} pieces, not {given}.",
  "rule.NOT_A_FULLEST_FIELD": "Choose one of your fullest fields: {fields}.",
};

export default words;
