import type { Catalog } from "../../../../i18n/translate.ts";

/** Notre Dame's rule errors in Slovak (and its phases, which they name), for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "nd.phase.draft": "výber kariet",
  "nd.phase.actions": "hranie kariet",
  "nd.phase.bribes": "podplácanie osobností",
  "nd.phase.plague": "mor",
  "nd.phase.over": "koniec hry",
  "rule.GAME_OVER": "Hra sa skončila.",
  "rule.NOT_YOUR_TURN": "Nie ste na ťahu.",
  "rule.WRONG_PHASE": "Tento ťah do tejto fázy nepatrí ({phase}).",
  "rule.UNEXPECTED_PARAMETER": "Tento ťah neprijíma „{param}“.",
  "rule.MISSING_PARAMETER": "Tento ťah potrebuje „{param}“.",
  "rule.CARD_NOT_OFFERED": "Karta {card} nie je medzi kartami, ktoré vám boli ponúknuté.",
  "rule.CARD_NOT_IN_HAND": "Kartu {card} nemáte na ruke.",
  "rule.NO_CUBE_AVAILABLE": "Nemáte žiadny kameň, ktorý by ste mohli umiestniť.",
  "rule.SUPPLY_NOT_EMPTY": "Vo vlastnej zásobe ešte máte kamene ({supply}): umiestnite jeden z nich.",
  "rule.NO_CUBE_THERE": "Odtiaľto nie je čo presunúť ({place}).",
  "rule.SAME_PLACE": "Presúvaný kameň musí zmeniť miesto ({place}).",
  "rule.ADVISOR_ALREADY_THERE": "Radca už stojí na políčku „{field}“.",
  "rule.NOT_ENOUGH_COINS": {
    one: "Potrebujete {count} mincu; máte {have}.",
    few: "Potrebujete {count} mince; máte {have}.",
    many: "Potrebujete {count} mince; máte {have}.",
    other: "Potrebujete {count} mincí; máte {have}.",
  },
  "rule.UNKNOWN_MARKET": "Také trhovisko neexistuje ({market}).",
  "rule.MARKET_OUT_OF_REACH": "Toto trhovisko je príliš ďaleko ({market}); dosah koča: {steps}.",
  "rule.NO_TOKEN_THERE": "Na tomto trhovisku nie je žiadna správa ({market}).",
  "rule.TOKEN_COLOUR_BLOCKED": "Najprv musíte vziať správy farieb, ktorých máte menej (farba {colour}).",
  "rule.WRONG_NUMBER_OF_GAINS": "Vyberte najviac {max}, nie {given}.",
  "rule.RAT_AT_ZERO": "Váš potkan už je na 0.",
  "rule.PERSON_NOT_REVEALED": "Karta „{person}“ nie je v tomto kole vyložená.",
  "rule.NO_EFFECT_POSSIBLE": "To by nemalo žiadny účinok.",
  "rule.FIELD_NOT_EMPTY": "Políčko „{field}“ nie je prázdne.",
  "rule.RESERVE_EMPTY": "V spoločnej zásobe už nemáte žiadne kamene.",
  "rule.WRONG_NUMBER_OF_PIECES": "Počet presúvaných kameňov musí byť {min} až {max}, nie {given}.",
  "rule.NOT_A_FULLEST_FIELD": "Vyberte jedno zo svojich najobsadenejších políčok: {fields}.",
};

export default words;
