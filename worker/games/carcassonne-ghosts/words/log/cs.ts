import type { Catalog } from "../../../../i18n/translate.ts";

/**
 * Carcassonne ghosts' words the log needs, in Czech: its vocabulary and events (mails tell them too).
 */
const words: Catalog = {
  "cg.colour.red": "červená",
  "cg.colour.green": "zelená",
  "cg.colour.blue": "modrá",
  "cg.colour.yellow": "žlutá",
  "cg.colour.black": "černá",
  "cg.colour.pink": "růžová",
  "cg.feature.road": "cesta",
  "cg.feature.city": "město",
  "cg.feature.castle": "zámek",
  "cg.dog.1": "Pes 1",
  "cg.dog.2": "Pes 2",
  "cg.event.drawn": "{name} táhne dílek {tile} z hromádky {pile}.",
  "cg.event.discarded": "Dílek {tile} nelze nikam přiložit a odchází ze hry.",
  "cg.event.placed": "{name} přikládá dílek {tile} na {spot}.",
  "cg.event.placedTurned": "{name} přikládá dílek {tile} na {spot}, otočený {turn}.",
  "cg.turn.1": "o čtvrt otáčky doprava",
  "cg.turn.2": "o půl otáčky",
  "cg.turn.3": "o čtvrt otáčky doleva",
  "cg.event.fogClosed": {
    one: "Mlha přes {tiles} dílků je uzavřena: {count} duch se vrací do banku.",
    few: "Mlha přes {tiles} dílků je uzavřena: {count} duchové se vracejí do banku.",
    many: "Mlha přes {tiles} dílků je uzavřena: {count} ducha se vrací do banku.",
    other: "Mlha přes {tiles} dílků je uzavřena: {count} duchů se vrací do banku.",
  },
  "cg.event.cemeteryClosed": "Hřbitov na {spot} je uzavřen.",
  "cg.event.buried": "{name} pohřbívá strážce ({colour}) z {spot}.",
  "cg.event.buriedFromSupply": "{name} pohřbívá strážce ({colour}) ze zásoby.",
  "cg.event.nobodyBuried": "Na hřbitově na {spot} už není koho pohřbít.",
  "cg.event.cemeteryCleared": {
    one: "{count} duch opouští hřbitov na {spot}.",
    few: "{count} duchové opouštějí hřbitov na {spot}.",
    many: "{count} ducha opouští hřbitov na {spot}.",
    other: "{count} duchů opouští hřbitov na {spot}.",
  },
  "cg.event.bankEmpty": {
    one: "Musí se zjevit {count} duch, ale v banku jich je jen {bank}.",
    few: "Musí se zjevit {count} duchové, ale v banku jich je jen {bank}.",
    many: "Musí se zjevit {count} ducha, ale v banku jich je jen {bank}.",
    other: "Musí se zjevit {count} duchů, ale v banku jich je jen {bank}.",
  },
  "cg.event.ghostsAppeared": {
    one: "Na {spot} se zjevuje {count} duch.",
    few: "Na {spot} se zjevují {count} duchové.",
    many: "Na {spot} se zjevuje {count} ducha.",
    other: "Na {spot} se zjevuje {count} duchů.",
  },
  "cg.event.ghostsOnCemetery": {
    one: "Na hřbitově na {spot} vstává {count} duch.",
    few: "Na hřbitově na {spot} vstávají {count} duchové.",
    many: "Na hřbitově na {spot} vstává {count} ducha.",
    other: "Na hřbitově na {spot} vstává {count} duchů.",
  },
  "cg.event.meeplePlaced": "{name} staví strážce ({colour}) na {spot}: {feature}.",
  "cg.event.noMeeple": "{name} nestaví žádného strážce.",
  "cg.event.scored": {
    one: "{name} hodnotí ({feature}): {count} bod pro {colours} (skóre {score}).",
    few: "{name} hodnotí ({feature}): {count} body pro {colours} (skóre {score}).",
    many: "{name} hodnotí ({feature}): {count} bodu pro {colours} (skóre {score}).",
    other: "{name} hodnotí ({feature}): {count} bodů pro {colours} (skóre {score}).",
  },
  "cg.event.appeased": {
    one: "{name} se vzdává bodů ({feature}) a usmiřuje {count} ducha na {spot}.",
    few: "{name} se vzdává bodů ({feature}) a usmiřuje {count} duchy na {spot}.",
    many: "{name} se vzdává bodů ({feature}) a usmiřuje {count} ducha na {spot}.",
    other: "{name} se vzdává bodů ({feature}) a usmiřuje {count} duchů na {spot}.",
  },
  "cg.event.meepleReturned": "Strážce ({colour}) z {spot} se vrací do zásoby.",
  "cg.event.dogPlaced": "{name} kladě psa ({dog}) ke strážci na {spot}.",
  "cg.event.ghostsRemoved": {
    one: "{count} duch opouští {spot}.",
    few: "{count} duchové opouštějí {spot}.",
    many: "{count} ducha opouští {spot}.",
    other: "{count} duchů opouští {spot}.",
  },
  "cg.event.dogScored": {
    one: "{dog} získává {count} bod (skóre {score}) a jde domů.",
    few: "{dog} získává {count} body (skóre {score}) a jde domů.",
    many: "{dog} získává {count} bodu (skóre {score}) a jde domů.",
    other: "{dog} získává {count} bodů (skóre {score}) a jde domů.",
  },
  "cg.event.dogStrayed": "{dog} přišel o svého strážce a zatoulal se.",
  "cg.event.dogNoGuard": "{dog} nenašel žádného stojícího strážce a ztratil se.",
  "cg.event.pileAdvanced": {
    one: "{count} dílek se přesouvá na hromádku {pile}.",
    few: "{count} dílky se přesouvají na hromádku {pile}.",
    many: "{count} dílku se přesouvá na hromádku {pile}.",
    other: "{count} dílků se přesouvá na hromádku {pile}.",
  },
  "cg.event.faceDownDrawn": "{name} táhne dílek, který přiloží rubem nahoru.",
  "cg.event.faceDownPlaced": "{name} přikládá dílek rubem nahoru na {spot}.",
  "cg.event.forced.bury": "{name} neměl(a) na výběr: pohřbít šlo jen jednoho strážce, hra to udělala sama.",
  "cg.event.forced.faceDown":
    "{name} neměl(a) na výběr: dílek rubem nahoru šel položit jen na jedno místo, hra ho tam položila sama.",
  "cg.event.forced.haunt": "{name} neměl(a) na výběr: duch navíc mohl jen na jeden hřbitov, hra ho tam postavila sama.",
  "cg.event.forced.evaluate":
    "{name} neměl(a) na výběr: dokončený útvar dovoloval jen jednu možnost, hra ji zvolila sama.",
  "cg.event.forced.dog": "{name} neměl(a) na výběr: pes mohl jen na jedno místo, hra ho tam položila sama.",
  "cg.event.won": "Cíl je dosažen s {count} body: společně jste vyhráli!",
  "cg.event.lostGhosts": "V banku došli duchové: společně jste prohráli ({count} bodů).",
  "cg.event.lostTiles": "Už není co táhnout: společně jste prohráli ({count} bodů).",
};

export default words;
