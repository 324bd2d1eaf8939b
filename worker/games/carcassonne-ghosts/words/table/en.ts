import type { Catalog } from "../../../../i18n/translate.ts";

/** Carcassonne ghosts' rule errors in English, for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "rule.GAME_OVER": "The game is over.",
  "rule.NOT_YOUR_TURN": "It is not your turn.",
  "rule.WRONG_PHASE": "That move does not fit this step of the turn.",
  "rule.SPOT_TAKEN": "A tile already lies there.",
  "rule.NOT_ADJACENT": "The tile must touch a face-up tile by an edge.",
  "rule.EDGES_DONT_MATCH": "The edges do not match: city must meet city, road road and field field.",
  "rule.NOT_AN_OPEN_CEMETERY": "There is no open cemetery there.",
  "rule.NO_GUARD_THERE": "No guard stands there.",
  "rule.GUARD_STANDING": "A guard still stands on the board: bury one of those.",
  "rule.NO_MEEPLE_LEFT": "That colour has no guard left in its supply.",
  "rule.NOT_YOUR_COLOUR": "That colour is not yours.",
  "rule.NO_SUCH_FEATURE": "The new tile has no such road, city or castle.",
  "rule.FEATURE_OCCUPIED": "A guard already stands on that feature.",
  "rule.NOT_TO_EVALUATE": "That feature is not waiting to be evaluated.",
  "rule.NOT_ENOUGH_GHOSTS": "There are not that many ghosts on that tile.",
  "rule.TOO_MANY_GHOSTS": "At most 3 ghosts leave one tile.",
  "rule.OUT_OF_REACH": "The dog reaches only its guard's tile and the 8 around it.",
  "rule.SAME_TILE_TWICE": "Name two different tiles.",
  "rule.REMOVALS_NOT_IN_ORDER": "List the two tiles top row first, then left to right.",
  "rule.NOT_BESIDE_OPEN_CEMETERY":
    "A face-down tile goes on an empty spot around an open cemetery, touching the board.",
};

export default words;
