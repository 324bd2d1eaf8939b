import type { Catalog } from "../../../../i18n/translate.ts";

/** Deal with the Devil's rule errors in Slovak (and its goods, which they name), for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "dd.good.wood": "drevo",
  "dd.good.stone": "kameň",
  "dd.good.grain": "obilie",
  "dd.good.glass": "sklo",
  "dd.good.marble": "mramor",
  "dd.good.ducats": "dukáty",
  "rule.GAME_OVER": "Hra sa skončila.",
  "rule.NOT_YOUR_TURN": "Teraz nemáte čo robiť.",
  "rule.WRONG_PHASE": "Tento ťah nepatrí do tohto kroku kola.",
  "rule.NOT_ENOUGH_GOODS": "Na to nemáte dosť.",
  "rule.DEBT_LIMIT": "Dlh nikdy nesmie prekročiť 10.",
  "rule.NO_DEBT_TO_REPAY": "Nemôžete splatiť viac, než dlhujete.",
  "rule.REPAY_NOT_NOW": "Dlh sa dá splácať len vo fáze produkcie, kariet a inkvizície.",
  "rule.CARD_NOT_IN_HAND": "Túto kartu nemáte v ruke.",
  "rule.PRICE_NOT_ALLOWED": "Vaša truhla takú cenu žiadať nemôže.",
  "rule.EMPTY_OFFER_PRICED": "Prázdna truhla nežiada žiadnu cenu.",
  "rule.CANNOT_ACCEPT": "Túto truhlu nemožno prijať.",
  "rule.WRONG_PAYMENT": "Táto platba nezodpovedá cene.",
  "rule.TOO_MANY_TOKENS": "Toľko akčných žetónov nemáte.",
  "rule.NOT_AN_ACTION_BUILDING": "To nie je vaša akčná budova.",
  "rule.EVENT_NOT_IN_HAND": "Túto udalosť nemáte v ruke.",
  "rule.MASTER_NOT_HIREABLE": "Tohto majstra teraz najať nemožno.",
  "rule.BAD_FIELD_ORDER": "Každé produkčné pole uveďte najviac raz.",
  "rule.NOT_A_RING": "Krúžok vlastnej farby nemáte.",
  "rule.CANNOT_BE_ACCUSED": "Tento hráč sa priznal v 2. kole a nemôže byť znova obvinený.",
  "rule.NOT_ENOUGH_SOULS": "Tieto časti duše nemáte.",
  "rule.GUESS_NOT_ALLOWED": "Taký tip dať nemôžete.",
  "rule.BAD_ANSWER": "Každému inkvizítorovi odpovedzte raz, tým, čo máte.",
};

export default words;
