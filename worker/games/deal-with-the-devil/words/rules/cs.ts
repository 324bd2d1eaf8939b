import type { Catalog } from "../../../../i18n/translate.ts";

/** Deal with the Devil's rule errors in Czech (and its goods, which they name), for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "dd.good.wood": "dřevo",
  "dd.good.stone": "kámen",
  "dd.good.grain": "obilí",
  "dd.good.glass": "sklo",
  "dd.good.marble": "mramor",
  "dd.good.ducats": "dukáty",
  "rule.GAME_OVER": "Hra skončila.",
  "rule.NOT_YOUR_TURN": "Teď nemáte co dělat.",
  "rule.WRONG_PHASE": "Tento tah nepatří do tohoto kroku kola.",
  "rule.NOT_ENOUGH_GOODS": "Na to nemáte dost.",
  "rule.DEBT_LIMIT": "Dluh nikdy nesmí přesáhnout 10.",
  "rule.NO_DEBT_TO_REPAY": "Nemůžete splatit víc, než dlužíte.",
  "rule.REPAY_NOT_NOW": "Dluh lze splácet jen ve fázi produkce, karet a inkvizice.",
  "rule.CARD_NOT_IN_HAND": "Tuto kartu nemáte v ruce.",
  "rule.PRICE_NOT_ALLOWED": "Vaše truhla takovou cenu žádat nemůže.",
  "rule.EMPTY_OFFER_PRICED": "Prázdná truhla nežádá žádnou cenu.",
  "rule.CANNOT_ACCEPT": "Tuto truhlu nelze přijmout.",
  "rule.WRONG_PAYMENT": "Tato platba neodpovídá ceně.",
  "rule.TOO_MANY_TOKENS": "Tolik akčních žetonů nemáte.",
  "rule.NOT_AN_ACTION_BUILDING": "To není vaše akční budova.",
  "rule.EVENT_NOT_IN_HAND": "Tuto událost nemáte v ruce.",
  "rule.MASTER_NOT_HIREABLE": "Tohoto mistra teď najmout nelze.",
  "rule.BAD_FIELD_ORDER": "Každé produkční pole uveďte nejvýše jednou.",
  "rule.NOT_A_RING": "Kroužek vlastní barvy nemáte.",
  "rule.CANNOT_BE_ACCUSED": "Tento hráč se přiznal ve 2. kole a nemůže být znovu obviněn.",
  "rule.NOT_ENOUGH_SOULS": "Tyto části duše nemáte.",
  "rule.GUESS_NOT_ALLOWED": "Takový tip dát nemůžete.",
  "rule.BAD_ANSWER": "Každému inkvizitorovi odpovězte jednou, tím, co máte.",
};

export default words;
