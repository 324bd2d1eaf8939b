import type { Catalog } from "../../../../i18n/translate.ts";

/** Carcassonne ghosts' rule errors in Czech, for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "rule.GAME_OVER": "Hra skončila.",
  "rule.NOT_YOUR_TURN": "Nejste na tahu.",
  "rule.WRONG_PHASE": "Tento tah nepatří do tohoto kroku.",
  "rule.SPOT_TAKEN": "Tam už leží dílek.",
  "rule.NOT_ADJACENT": "Dílek se musí hranou dotýkat dílku lícem nahoru.",
  "rule.EDGES_DONT_MATCH": "Hrany nenavazují: město musí na město, cesta na cestu a louka na louku.",
  "rule.NOT_AN_OPEN_CEMETERY": "Tam není žádný neuzavřený hřbitov.",
  "rule.NO_GUARD_THERE": "Tam nestojí žádný strážce.",
  "rule.GUARD_STANDING": "Na plánu ještě stojí strážce: pohřběte některého z nich.",
  "rule.NO_MEEPLE_LEFT": "Tato barva už nemá v zásobě žádného strážce.",
  "rule.NOT_YOUR_COLOUR": "Tato barva není vaše.",
  "rule.NO_SUCH_FEATURE": "Nový dílek takovou cestu, město ani zámek nemá.",
  "rule.FEATURE_OCCUPIED": "Na tomto území už strážce stojí.",
  "rule.NOT_TO_EVALUATE": "Toto území nečeká na vyhodnocení.",
  "rule.NOT_ENOUGH_GHOSTS": "Na tom dílku tolik duchů není.",
  "rule.TOO_MANY_GHOSTS": "Z jednoho dílku odejdou nejvýš 3 duchové.",
  "rule.OUT_OF_REACH": "Pes dosáhne jen na dílek svého strážce a 8 dílků kolem.",
  "rule.SAME_TILE_TWICE": "Uveďte dva různé dílky.",
  "rule.REMOVALS_NOT_IN_ORDER": "Uveďte oba dílky od horní řady, zleva doprava.",
  "rule.NOT_BESIDE_OPEN_CEMETERY":
    "Dílek rubem nahoru patří na volné místo kolem neuzavřeného hřbitova, dotýkající se plánu.",
};

export default words;
