import type { Catalog } from "../../../../i18n/translate.ts";

/**
 * Carcassonne ghosts' words the log needs, in English: its vocabulary and events (mails tell them
 * too).
 */
const words: Catalog = {
  "cg.colour.red": "red",
  "cg.colour.green": "green",
  "cg.colour.blue": "blue",
  "cg.colour.yellow": "yellow",
  "cg.colour.black": "black",
  "cg.colour.pink": "pink",
  "cg.feature.road": "road",
  "cg.feature.city": "city",
  "cg.feature.castle": "castle",
  "cg.dog.1": "Dog 1",
  "cg.dog.2": "Dog 2",
  "cg.event.drawn": "{name} draws tile {tile} from pile {pile}.",
  "cg.event.discarded": "Tile {tile} fits nowhere and leaves the game.",
  "cg.event.placed": "{name} places tile {tile} at {spot}.",
  "cg.event.placedTurned": "{name} places tile {tile} at {spot}, turned {turn}.",
  "cg.turn.1": "a quarter clockwise",
  "cg.turn.2": "half round",
  "cg.turn.3": "a quarter anticlockwise",
  "cg.event.fogClosed": {
    one: "A fog bank over {tiles} tiles closes: {count} ghost returns to the bank.",
    other: "A fog bank over {tiles} tiles closes: {count} ghosts return to the bank.",
  },
  "cg.event.cemeteryClosed": "The cemetery at {spot} is closed.",
  "cg.event.buried": "{name} buries the {colour} guard from {spot}.",
  "cg.event.buriedFromSupply": "{name} buries a {colour} guard from the supply.",
  "cg.event.nobodyBuried": "Nobody is left to bury at the cemetery at {spot}.",
  "cg.event.cemeteryCleared": {
    one: "{count} ghost leaves the cemetery at {spot}.",
    other: "{count} ghosts leave the cemetery at {spot}.",
  },
  "cg.event.bankEmpty": {
    one: "{count} ghost must appear but the bank holds {bank}.",
    other: "{count} ghosts must appear but the bank holds {bank}.",
  },
  "cg.event.ghostsAppeared": { one: "{count} ghost appears at {spot}.", other: "{count} ghosts appear at {spot}." },
  "cg.event.ghostsOnCemetery": {
    one: "{count} ghost rises on the cemetery at {spot}.",
    other: "{count} ghosts rise on the cemetery at {spot}.",
  },
  "cg.event.meeplePlaced": "{name} puts a {colour} guard on the {feature} at {spot}.",
  "cg.event.noMeeple": "{name} places no guard.",
  "cg.event.scored": {
    one: "{name} scores the {feature}: {count} point for {colours} (score {score}).",
    other: "{name} scores the {feature}: {count} points for {colours} (score {score}).",
  },
  "cg.event.appeased": {
    one: "{name} gives up the {feature}'s points and appeases {count} ghost at {spot}.",
    other: "{name} gives up the {feature}'s points and appeases {count} ghosts at {spot}.",
  },
  "cg.event.meepleReturned": "The {colour} guard at {spot} returns to its supply.",
  "cg.event.dogPlaced": "{name} puts {dog} beside the guard at {spot}.",
  "cg.event.ghostsRemoved": { one: "{count} ghost leaves {spot}.", other: "{count} ghosts leave {spot}." },
  "cg.event.dogScored": {
    one: "{dog} scores {count} point (score {score}) and goes home.",
    other: "{dog} scores {count} points (score {score}) and goes home.",
  },
  "cg.event.dogStrayed": "{dog} loses its guard and strays away.",
  "cg.event.dogNoGuard": "{dog} finds no standing guard and is lost.",
  "cg.event.pileAdvanced": {
    one: "{count} tile moves onto pile {pile}.",
    other: "{count} tiles move onto pile {pile}.",
  },
  "cg.event.faceDownDrawn": "{name} draws a tile to lay face down.",
  "cg.event.faceDownPlaced": "{name} lays a tile face down at {spot}.",
  "cg.event.forced.bury": "{name} had no choice: only one guard could be buried, so the game did it.",
  "cg.event.forced.faceDown":
    "{name} had no choice: the face-down tile fitted only one place, so the game laid it there.",
  "cg.event.forced.haunt":
    "{name} had no choice: only one cemetery could take the extra ghost, so the game put it there.",
  "cg.event.forced.evaluate":
    "{name} had no choice: the finished feature allowed only one outcome, so the game took it.",
  "cg.event.forced.dog": "{name} had no choice: the dog could go to only one place, so the game laid it there.",
  "cg.event.won": "The goal is reached with {count} points: you win together!",
  "cg.event.lostGhosts": "The bank has run out of ghosts: you lose together ({count} points).",
  "cg.event.lostTiles": "No tile is left to draw: you lose together ({count} points).",
};

export default words;
