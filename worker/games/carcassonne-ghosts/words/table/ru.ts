import type { Catalog } from "../../../../i18n/translate.ts";

/** Carcassonne ghosts' rule errors in Russian, for the table and for the answer to a refused reply mail. */
const words: Catalog = {
  "rule.GAME_OVER": "Игра окончена.",
  "rule.NOT_YOUR_TURN": "Сейчас не ваш ход.",
  "rule.WRONG_PHASE": "Этот ход не подходит к этому шагу хода.",
  "rule.SPOT_TAKEN": "Там уже лежит тайл.",
  "rule.NOT_ADJACENT": "Тайл должен касаться стороной тайла, лежащего лицом вверх.",
  "rule.EDGES_DONT_MATCH": "Стороны не совпадают: город к городу, дорога к дороге, поле к полю.",
  "rule.NOT_AN_OPEN_CEMETERY": "Там нет незакрытого кладбища.",
  "rule.NO_GUARD_THERE": "Там не стоит стражник.",
  "rule.GUARD_STANDING": "На поле ещё стоит стражник: похороните одного из них.",
  "rule.NO_MEEPLE_LEFT": "У этого цвета в запасе не осталось стражников.",
  "rule.NOT_YOUR_COLOUR": "Это не ваш цвет.",
  "rule.NO_SUCH_FEATURE": "На новом тайле нет такой дороги, города или замка.",
  "rule.FEATURE_OCCUPIED": "На этом объекте уже стоит стражник.",
  "rule.NOT_TO_EVALUATE": "Этот объект не ждёт подсчёта.",
  "rule.NOT_ENOUGH_GHOSTS": "На этом тайле нет столько призраков.",
  "rule.TOO_MANY_GHOSTS": "С одного тайла уходят не больше 3 призраков.",
  "rule.OUT_OF_REACH": "Пёс достаёт только до тайла своего стражника и 8 тайлов вокруг.",
  "rule.SAME_TILE_TWICE": "Назовите два разных тайла.",
  "rule.REMOVALS_NOT_IN_ORDER": "Назовите оба тайла сверху вниз, слева направо.",
  "rule.NOT_BESIDE_OPEN_CEMETERY":
    "Тайл рубашкой вверх кладётся на свободное место вокруг незакрытого кладбища, касаясь поля.",
};

export default words;
