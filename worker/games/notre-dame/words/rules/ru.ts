import type { Catalog } from "../../../../i18n/translate.ts";

/** Notre Dame's rule errors in Russian (and its phases, which they name), for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "nd.phase.draft": "выбор карт",
  "nd.phase.actions": "розыгрыш карт",
  "nd.phase.bribes": "подкуп персонажей",
  "nd.phase.plague": "загрязнение",
  "nd.phase.over": "конец игры",
  "rule.GAME_OVER": "Игра окончена.",
  "rule.NOT_YOUR_TURN": "Сейчас не ваш ход.",
  "rule.WRONG_PHASE": "Этот ход не подходит для этой фазы ({phase}).",
  "rule.UNEXPECTED_PARAMETER": "Этот ход не принимает «{param}».",
  "rule.MISSING_PARAMETER": "Для этого хода нужно «{param}».",
  "rule.CARD_NOT_OFFERED": "Карты «{card}» нет среди предложенных вам.",
  "rule.CARD_NOT_IN_HAND": "Карты «{card}» нет у вас на руке.",
  "rule.NO_CUBE_AVAILABLE": "У вас нет маркера, который можно выставить.",
  "rule.SUPPLY_NOT_EMPTY": "В доступной группе ещё есть маркеры ({supply}): выставьте один из них.",
  "rule.NO_CUBE_THERE": "Здесь нечего перемещать ({place}).",
  "rule.SAME_PLACE": "Фишка должна сменить место ({place}).",
  "rule.ADVISOR_ALREADY_THERE": "Друг уже стоит в секторе «{field}».",
  "rule.NOT_ENOUGH_COINS": {
    one: "Нужна {count} монета; у вас {have}.",
    few: "Нужно {count} монеты; у вас {have}.",
    many: "Нужно {count} монет; у вас {have}.",
    other: "Нужно {count} монеты; у вас {have}.",
  },
  "rule.UNKNOWN_MARKET": "Такого рынка нет ({market}).",
  "rule.MARKET_OUT_OF_REACH": "Этот рынок слишком далеко ({market}); дальность хода кареты: {steps}.",
  "rule.NO_TOKEN_THERE": "На этом рынке нет жетона «Сообщение» ({market}).",
  "rule.TOKEN_COLOUR_BLOCKED": "Сначала возьмите жетоны тех цветов, которых у вас меньше (цвет {colour}).",
  "rule.WRONG_NUMBER_OF_GAINS": "Выберите не больше {max}, а не {given}.",
  "rule.RAT_AT_ZERO": "Ваша крыса уже на 0.",
  "rule.PERSON_NOT_REVEALED": "Персонаж «{person}» в этом раунде не открыт.",
  "rule.NO_EFFECT_POSSIBLE": "Это ничего не даст.",
  "rule.FIELD_NOT_EMPTY": "Сектор «{field}» не пуст.",
  "rule.RESERVE_EMPTY": "Ваш резерв пуст.",
  "rule.WRONG_NUMBER_OF_PIECES": "Переместите от {min} до {max} фишек, а не {given}.",
  "rule.NOT_A_FULLEST_FIELD": "Выберите один из самых заполненных секторов: {fields}.",
};

export default words;
