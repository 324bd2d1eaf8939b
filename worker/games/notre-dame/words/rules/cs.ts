import type { Catalog } from "../../../../i18n/translate.ts";

/** Notre Dame's rule errors in Czech (and its phases, which they name), for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "nd.phase.draft": "výběr karet",
  "nd.phase.actions": "hraní karet",
  "nd.phase.bribes": "uplácení osob",
  "nd.phase.plague": "zamoření",
  "nd.phase.over": "konec hry",
  "rule.GAME_OVER": "Hra skončila.",
  "rule.NOT_YOUR_TURN": "Nejste na tahu.",
  "rule.WRONG_PHASE": "Tento tah do této fáze nepatří ({phase}).",
  "rule.UNEXPECTED_PARAMETER": "Tento tah nepřijímá „{param}“.",
  "rule.MISSING_PARAMETER": "Tento tah potřebuje „{param}“.",
  "rule.CARD_NOT_OFFERED": "Karta {card} není mezi kartami, které vám byly nabídnuty.",
  "rule.CARD_NOT_IN_HAND": "Kartu {card} nemáte na ruce.",
  "rule.NO_CUBE_AVAILABLE": "Nemáte žádný kámen, který byste mohli umístit.",
  "rule.SUPPLY_NOT_EMPTY": "Ve vlastní zásobě ještě máte kameny ({supply}): umístěte jeden z nich.",
  "rule.NO_CUBE_THERE": "Odtud není co přesunout ({place}).",
  "rule.SAME_PLACE": "Přesouvaný kámen musí změnit místo ({place}).",
  "rule.ADVISOR_ALREADY_THERE": "Rádce už stojí na poli „{field}“.",
  "rule.NOT_ENOUGH_COINS": {
    one: "Potřebujete {count} minci; máte {have}.",
    few: "Potřebujete {count} mince; máte {have}.",
    many: "Potřebujete {count} mince; máte {have}.",
    other: "Potřebujete {count} mincí; máte {have}.",
  },
  "rule.UNKNOWN_MARKET": "Takový trh neexistuje ({market}).",
  "rule.MARKET_OUT_OF_REACH": "Tento trh je příliš daleko ({market}); dosah kočáru: {steps}.",
  "rule.NO_TOKEN_THERE": "Na tomto trhu není žádný žeton cechu ({market}).",
  "rule.TOKEN_COLOUR_BLOCKED": "Nejdřív musíte vzít žetony barev, kterých máte méně (barva {colour}).",
  "rule.WRONG_NUMBER_OF_GAINS": "Vyberte nejvýše {max}, ne {given}.",
  "rule.RAT_AT_ZERO": "Vaše krysa už je na 0.",
  "rule.PERSON_NOT_REVEALED": "Karta „{person}“ není v tomto kole vyložena.",
  "rule.NO_EFFECT_POSSIBLE": "To by nemělo žádný účinek.",
  "rule.FIELD_NOT_EMPTY": "Pole „{field}“ není prázdné.",
  "rule.RESERVE_EMPTY": "Ve společné zásobě už nemáte žádné kameny.",
  "rule.WRONG_NUMBER_OF_PIECES": "Počet přesouvaných kamenů musí být {min} až {max}, ne {given}.",
  "rule.NOT_A_FULLEST_FIELD": "Vyberte jedno ze svých nejobsazenějších polí: {fields}.",
};

export default words;
