import type { Catalog } from "../../../../i18n/translate.ts";

/** Carcassonne ghosts' rule errors in Slovak, for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "rule.GAME_OVER": "Hra sa skončila.",
  "rule.NOT_YOUR_TURN": "Nie ste na ťahu.",
  "rule.WRONG_PHASE": "Tento ťah nepatrí do tohto kroku.",
  "rule.SPOT_TAKEN": "Tam už leží kartička.",
  "rule.NOT_ADJACENT": "Kartička sa musí stranou dotýkať kartičky lícom nahor.",
  "rule.EDGES_DONT_MATCH": "Strany nenadväzujú: mesto musí nadväzovať na mesto, cesta na cestu a lúka na lúku.",
  "rule.NOT_AN_OPEN_CEMETERY": "Tam nie je žiadny neuzavretý cintorín.",
  "rule.NO_GUARD_THERE": "Tam nestojí žiadny strážny.",
  "rule.GUARD_STANDING": "Na pláne ešte stojí strážny: pochovajte niektorého z nich.",
  "rule.NO_MEEPLE_LEFT": "Táto farba už nemá v zásobe žiadneho strážneho.",
  "rule.NOT_YOUR_COLOUR": "Táto farba nie je vaša.",
  "rule.NO_SUCH_FEATURE": "Nová kartička takú cestu, mesto ani zámok nemá.",
  "rule.FEATURE_OCCUPIED": "Na tomto území už strážny stojí.",
  "rule.NOT_TO_EVALUATE": "Toto územie nečaká na vyhodnotenie.",
  "rule.NOT_ENOUGH_GHOSTS": "Na tej kartičke toľko duchov nie je.",
  "rule.TOO_MANY_GHOSTS": "Z jednej kartičky odídu najviac 3 duchovia.",
  "rule.OUT_OF_REACH": "Pes dosiahne len na kartičku svojho strážneho a 8 kartičiek okolo.",
  "rule.SAME_TILE_TWICE": "Uveďte dve rôzne kartičky.",
  "rule.REMOVALS_NOT_IN_ORDER": "Uveďte obe kartičky od hornej rady, zľava doprava.",
  "rule.NOT_BESIDE_OPEN_CEMETERY":
    "Kartička lícom nadol patrí na voľné miesto okolo neuzavretého cintorína, dotýkajúce sa plánu.",
};

export default words;
