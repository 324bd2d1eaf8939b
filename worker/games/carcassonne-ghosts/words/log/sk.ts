import type { Catalog } from "../../../../i18n/translate.ts";

/**
 * Carcassonne ghosts' words the log needs, in Slovak: its vocabulary and events (mails tell them too).
 */
const words: Catalog = {
  "cg.colour.red": "červená",
  "cg.colour.green": "zelená",
  "cg.colour.blue": "modrá",
  "cg.colour.yellow": "žltá",
  "cg.colour.black": "čierna",
  "cg.colour.pink": "ružová",
  "cg.feature.road": "cesta",
  "cg.feature.city": "mesto",
  "cg.feature.castle": "zámok",
  "cg.dog.1": "Alík",
  "cg.dog.2": "Azor",
  "cg.event.drawn": "{name} ťahá kartičku {tile} z kôpky {pile}.",
  "cg.event.discarded": "Kartičku {tile} nie je možné nikam priložiť a odchádza z hry.",
  "cg.event.placed": "{name} prikladá kartičku {tile} na {spot}.",
  "cg.event.placedTurned": "{name} prikladá kartičku {tile} na {spot}, otočenú {turn}.",
  "cg.turn.1": "o štvrť otáčky doprava",
  "cg.turn.2": "o pol otáčky",
  "cg.turn.3": "o štvrť otáčky doľava",
  "cg.event.fogClosed": {
    one: "Hmla cez {tiles} kartičiek je uzavretá: {count} duch sa vracia do banku.",
    few: "Hmla cez {tiles} kartičiek je uzavretá: {count} duchovia sa vracajú do banku.",
    many: "Hmla cez {tiles} kartičiek je uzavretá: {count} ducha sa vracia do banku.",
    other: "Hmla cez {tiles} kartičiek je uzavretá: {count} duchov sa vracia do banku.",
  },
  "cg.event.cemeteryClosed": "Cintorín na {spot} je uzavretý.",
  "cg.event.buried": "{name} pochováva strážneho ({colour}) z {spot}.",
  "cg.event.buriedFromSupply": "{name} pochováva strážneho ({colour}) zo zásoby.",
  "cg.event.nobodyBuried": "Na cintoríne na {spot} už nie je koho pochovať.",
  "cg.event.cemeteryCleared": {
    one: "{count} duch opúšťa cintorín na {spot}.",
    few: "{count} duchovia opúšťajú cintorín na {spot}.",
    many: "{count} ducha opúšťa cintorín na {spot}.",
    other: "{count} duchov opúšťa cintorín na {spot}.",
  },
  "cg.event.bankEmpty": {
    one: "Musí sa vynoriť {count} duch, ale v banku je ich len {bank}.",
    few: "Musia sa vynoriť {count} duchovia, ale v banku je ich len {bank}.",
    many: "Musí sa vynoriť {count} ducha, ale v banku je ich len {bank}.",
    other: "Musí sa vynoriť {count} duchov, ale v banku je ich len {bank}.",
  },
  "cg.event.ghostsAppeared": {
    one: "Na {spot} sa vynára {count} duch.",
    few: "Na {spot} sa vynárajú {count} duchovia.",
    many: "Na {spot} sa vynára {count} ducha.",
    other: "Na {spot} sa vynára {count} duchov.",
  },
  "cg.event.ghostsOnCemetery": {
    one: "Na cintoríne na {spot} vstáva {count} duch.",
    few: "Na cintoríne na {spot} vstávajú {count} duchovia.",
    many: "Na cintoríne na {spot} vstáva {count} ducha.",
    other: "Na cintoríne na {spot} vstáva {count} duchov.",
  },
  "cg.event.meeplePlaced": "{name} stavia strážneho ({colour}) na {spot}: {feature}.",
  "cg.event.noMeeple": "{name} nestavia žiadneho strážneho.",
  "cg.event.scored": {
    one: "{name} vyhodnocuje ({feature}): {count} bod pre {colours} (skóre {score}).",
    few: "{name} vyhodnocuje ({feature}): {count} body pre {colours} (skóre {score}).",
    many: "{name} vyhodnocuje ({feature}): {count} bodu pre {colours} (skóre {score}).",
    other: "{name} vyhodnocuje ({feature}): {count} bodov pre {colours} (skóre {score}).",
  },
  "cg.event.appeased": {
    one: "{name} sa vzdáva bodov ({feature}) a chlácholí {count} ducha na {spot}.",
    few: "{name} sa vzdáva bodov ({feature}) a chlácholí {count} duchov na {spot}.",
    many: "{name} sa vzdáva bodov ({feature}) a chlácholí {count} ducha na {spot}.",
    other: "{name} sa vzdáva bodov ({feature}) a chlácholí {count} duchov na {spot}.",
  },
  "cg.event.meepleReturned": "Strážny ({colour}) z {spot} sa vracia do zásoby.",
  "cg.event.dogPlaced": "{name} kladie psa {dog} k strážnemu na {spot}.",
  "cg.event.ghostsRemoved": {
    one: "{count} duch opúšťa {spot}.",
    few: "{count} duchovia opúšťajú {spot}.",
    many: "{count} ducha opúšťa {spot}.",
    other: "{count} duchov opúšťa {spot}.",
  },
  "cg.event.dogScored": {
    one: "{dog} získava {count} bod (skóre {score}) a ide do búdy.",
    few: "{dog} získava {count} body (skóre {score}) a ide do búdy.",
    many: "{dog} získava {count} bodu (skóre {score}) a ide do búdy.",
    other: "{dog} získava {count} bodov (skóre {score}) a ide do búdy.",
  },
  "cg.event.dogStrayed": "{dog} prišiel o svojho strážneho a zatúlal sa.",
  "cg.event.dogNoGuard": "{dog} nenašiel žiadneho stojaceho strážneho a stratil sa.",
  "cg.event.pileAdvanced": {
    one: "{count} kartička sa presúva na kôpku {pile}.",
    few: "{count} kartičky sa presúvajú na kôpku {pile}.",
    many: "{count} kartičky sa presúva na kôpku {pile}.",
    other: "{count} kartičiek sa presúva na kôpku {pile}.",
  },
  "cg.event.faceDownDrawn": "{name} ťahá kartičku, ktorú priloží lícom nadol.",
  "cg.event.faceDownPlaced": "{name} prikladá kartičku lícom nadol na {spot}.",
  "cg.event.forced.bury": "{name} nemal(a) na výber: pochovať sa dal len jeden strážny, hra to urobila sama.",
  "cg.event.forced.faceDown":
    "{name} nemal(a) na výber: kartička lícom nadol sa dala priložiť len na jedno miesto, hra ju tam priložila sama.",
  "cg.event.forced.haunt":
    "{name} nemal(a) na výber: duch navyše mohol ísť len na jeden cintorín, hra ho tam postavila sama.",
  "cg.event.forced.evaluate":
    "{name} nemal(a) na výber: dokončený útvar dovoľoval len jednu možnosť, hra ju zvolila sama.",
  "cg.event.forced.dog": "{name} nemal(a) na výber: pes mohol ísť len na jedno miesto, hra ho tam položila sama.",
  "cg.event.won": "Cieľ je dosiahnutý s {count} bodmi: spoločne ste vyhrali!",
  "cg.event.lostGhosts": "V banku došli duchovia: spoločne ste prehrali ({count} bodov).",
  "cg.event.lostTiles": "Už nie je čo ťahať: spoločne ste prehrali ({count} bodov).",
};

export default words;
