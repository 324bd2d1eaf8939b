import type { Catalog } from "../../../../i18n/translate.ts";

/**
 * Carcassonne ghosts' words the log needs, in Russian: its vocabulary and events (mails tell them
 * too).
 */
const words: Catalog = {
  "cg.colour.red": "красный",
  "cg.colour.green": "зелёный",
  "cg.colour.blue": "синий",
  "cg.colour.yellow": "жёлтый",
  "cg.colour.black": "чёрный",
  "cg.colour.pink": "розовый",
  "cg.feature.road": "дорога",
  "cg.feature.city": "город",
  "cg.feature.castle": "замок",
  "cg.dog.1": "Пёс 1",
  "cg.dog.2": "Пёс 2",
  "cg.event.drawn": "{name} тянет тайл {tile} из стопки {pile}.",
  "cg.event.discarded": "Тайл {tile} некуда положить: он выходит из игры.",
  "cg.event.placed": "{name} кладёт тайл {tile} на {spot}.",
  "cg.event.placedTurned": "{name} кладёт тайл {tile} на {spot}, повернув {turn}.",
  "cg.turn.1": "на четверть оборота по часовой стрелке",
  "cg.turn.2": "на пол-оборота",
  "cg.turn.3": "на четверть оборота против часовой стрелки",
  "cg.event.fogClosed": {
    one: "Туман на {tiles} тайлах закрыт: {count} призрак возвращается в банк.",
    few: "Туман на {tiles} тайлах закрыт: {count} призрака возвращаются в банк.",
    many: "Туман на {tiles} тайлах закрыт: {count} призраков возвращаются в банк.",
    other: "Туман на {tiles} тайлах закрыт: {count} призрака возвращаются в банк.",
  },
  "cg.event.cemeteryClosed": "Кладбище на {spot} закрыто.",
  "cg.event.buried": "{name} хоронит стражника ({colour}) с {spot}.",
  "cg.event.buriedFromSupply": "{name} хоронит стражника ({colour}) из запаса.",
  "cg.event.nobodyBuried": "На кладбище на {spot} хоронить некого.",
  "cg.event.cemeteryCleared": {
    one: "{count} призрак покидает кладбище на {spot}.",
    few: "{count} призрака покидают кладбище на {spot}.",
    many: "{count} призраков покидают кладбище на {spot}.",
    other: "{count} призрака покидают кладбище на {spot}.",
  },
  "cg.event.bankEmpty": {
    one: "Должен появиться {count} призрак, а в банке их {bank}.",
    few: "Должны появиться {count} призрака, а в банке их {bank}.",
    many: "Должны появиться {count} призраков, а в банке их {bank}.",
    other: "Должны появиться {count} призрака, а в банке их {bank}.",
  },
  "cg.event.ghostsAppeared": {
    one: "На {spot} появляется {count} призрак.",
    few: "На {spot} появляются {count} призрака.",
    many: "На {spot} появляются {count} призраков.",
    other: "На {spot} появляются {count} призрака.",
  },
  "cg.event.ghostsOnCemetery": {
    one: "На кладбище на {spot} встаёт {count} призрак.",
    few: "На кладбище на {spot} встают {count} призрака.",
    many: "На кладбище на {spot} встают {count} призраков.",
    other: "На кладбище на {spot} встают {count} призрака.",
  },
  "cg.event.meeplePlaced": "{name} ставит стражника ({colour}) на {spot}: {feature}.",
  "cg.event.noMeeple": "{name} не ставит стражника.",
  "cg.event.scored": {
    one: "{name} подсчитывает ({feature}): {count} очко для {colours} (счёт {score}).",
    few: "{name} подсчитывает ({feature}): {count} очка для {colours} (счёт {score}).",
    many: "{name} подсчитывает ({feature}): {count} очков для {colours} (счёт {score}).",
    other: "{name} подсчитывает ({feature}): {count} очка для {colours} (счёт {score}).",
  },
  "cg.event.appeased": {
    one: "{name} отказывается от очков ({feature}) и успокаивает {count} призрака на {spot}.",
    few: "{name} отказывается от очков ({feature}) и успокаивает {count} призраков на {spot}.",
    many: "{name} отказывается от очков ({feature}) и успокаивает {count} призраков на {spot}.",
    other: "{name} отказывается от очков ({feature}) и успокаивает {count} призрака на {spot}.",
  },
  "cg.event.meepleReturned": "Стражник ({colour}) с {spot} возвращается в запас.",
  "cg.event.dogPlaced": "{name} кладёт пса ({dog}) рядом со стражником на {spot}.",
  "cg.event.ghostsRemoved": {
    one: "{count} призрак покидает {spot}.",
    few: "{count} призрака покидают {spot}.",
    many: "{count} призраков покидают {spot}.",
    other: "{count} призрака покидают {spot}.",
  },
  "cg.event.dogScored": {
    one: "{dog} приносит {count} очко (счёт {score}) и уходит домой.",
    few: "{dog} приносит {count} очка (счёт {score}) и уходит домой.",
    many: "{dog} приносит {count} очков (счёт {score}) и уходит домой.",
    other: "{dog} приносит {count} очка (счёт {score}) и уходит домой.",
  },
  "cg.event.dogStrayed": "{dog} остался без стражника и убежал.",
  "cg.event.dogNoGuard": "{dog} не нашёл ни одного стоящего стражника и потерялся.",
  "cg.event.pileAdvanced": {
    one: "{count} тайл переходит в стопку {pile}.",
    few: "{count} тайла переходят в стопку {pile}.",
    many: "{count} тайлов переходят в стопку {pile}.",
    other: "{count} тайла переходят в стопку {pile}.",
  },
  "cg.event.faceDownDrawn": "{name} тянет тайл, чтобы положить его рубашкой вверх.",
  "cg.event.faceDownPlaced": "{name} кладёт тайл рубашкой вверх на {spot}.",
  "cg.event.forced.bury":
    "У игрока {name} не было выбора: похоронить можно было только одного стражника, и игра сделала это сама.",
  "cg.event.forced.faceDown":
    "У игрока {name} не было выбора: тайл рубашкой вверх подходил только к одному месту, и игра положила его туда сама.",
  "cg.event.forced.haunt":
    "У игрока {name} не было выбора: лишний призрак мог встать только на одно кладбище, и игра поставила его туда сама.",
  "cg.event.forced.evaluate":
    "У игрока {name} не было выбора: завершённый объект допускал только один исход, и игра выбрала его сама.",
  "cg.event.forced.dog":
    "У игрока {name} не было выбора: собаку можно было положить только в одно место, и игра положила её туда сама.",
  "cg.event.won": "Цель достигнута, {count} очков: вы победили вместе!",
  "cg.event.lostGhosts": "В банке кончились призраки: вы проиграли вместе ({count} очков).",
  "cg.event.lostTiles": "Тянуть больше нечего: вы проиграли вместе ({count} очков).",
};

export default words;
