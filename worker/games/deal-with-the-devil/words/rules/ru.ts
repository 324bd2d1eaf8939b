import type { Catalog } from "../../../../i18n/translate.ts";

/** Deal with the Devil's rule errors in Russian (and its goods, which they name), for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "dd.good.wood": "дерево",
  "dd.good.stone": "камень",
  "dd.good.grain": "зерно",
  "dd.good.glass": "стекло",
  "dd.good.marble": "мрамор",
  "dd.good.ducats": "дукаты",
  "rule.GAME_OVER": "Игра окончена.",
  "rule.NOT_YOUR_TURN": "Сейчас вам нечего делать.",
  "rule.WRONG_PHASE": "Этот ход не подходит к этому шагу раунда.",
  "rule.NOT_ENOUGH_GOODS": "Вам на это не хватает.",
  "rule.DEBT_LIMIT": "Долг никогда не может превышать 10.",
  "rule.NO_DEBT_TO_REPAY": "Нельзя вернуть больше, чем вы должны.",
  "rule.REPAY_NOT_NOW": "Долг можно возвращать только в фазах производства, карт и инквизиции.",
  "rule.CARD_NOT_IN_HAND": "Этой карты у вас в руке нет.",
  "rule.PRICE_NOT_ALLOWED": "Ваш сундук не может просить такую цену.",
  "rule.EMPTY_OFFER_PRICED": "Пустой сундук не просит цены.",
  "rule.CANNOT_ACCEPT": "Этот сундук нельзя принять.",
  "rule.WRONG_PAYMENT": "Эта оплата не соответствует цене.",
  "rule.TOO_MANY_TOKENS": "У вас нет столько жетонов действий.",
  "rule.NOT_AN_ACTION_BUILDING": "Это не ваше здание с действием.",
  "rule.EVENT_NOT_IN_HAND": "Этого события у вас в руке нет.",
  "rule.MASTER_NOT_HIREABLE": "Этого мастера сейчас нанять нельзя.",
  "rule.BAD_FIELD_ORDER": "Называйте каждое поле производства не более одного раза.",
  "rule.NOT_A_RING": "Кольца своего цвета у вас нет.",
  "rule.CANNOT_BE_ACCUSED": "Этот игрок признался в раунде 2, и его нельзя обвинить снова.",
  "rule.NOT_ENOUGH_SOULS": "У вас нет этих частей души.",
  "rule.GUESS_NOT_ALLOWED": "Такую догадку сделать нельзя.",
  "rule.BAD_ANSWER": "Ответьте каждому инквизитору один раз тем, что у вас есть.",
};

export default words;
