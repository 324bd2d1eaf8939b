import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** The rules of Carcassonne ghosts in our own words (English: the source the other languages follow). */
const en: Catalog = {
  "cgr.goal.title": "Goal",
  "cgr.goal.text":
    "You all play together against the ghosts. Lay tiles, guard roads, cities and castles, and score points until the team reaches the level's goal. You all lose when a ghost must appear and the bank is empty, or when a tile must be drawn and none is left.",
  "cgr.turn.title": "A turn",
  "cgr.turn.place":
    "Draw a tile and lay it next to the board so that every touching edge matches: city to city, road to road, field to field (fog does not matter). A tile that fits nowhere leaves the game.",
  "cgr.turn.ghosts":
    "If the new tile's fog is not closed, one ghost from the bank stands on each of its ghost symbols, one fewer if its fog joins fog already on the board.",
  "cgr.turn.guard":
    "You may put one guard from your supply on a road, city or castle of the new tile that nobody guards yet.",
  "cgr.turn.evaluate":
    "Every guarded feature the tile finished is evaluated: take its points, or give them up to send up to 3 ghosts off one tile. Its guards go back to their supply.",
  "cgr.turn.after": "Higher levels add burials, dogs and a face-down tile; then the next player draws.",
  "cgr.fog.title": "Fog",
  "cgr.fog.text":
    "Fog that runs across tiles is one fog bank. When every edge of a bank meets fog on the next tile, it is closed and its ghosts go back to the bank. Fog that meets clear land can never close.",
  "cgr.scoring.title": "Points",
  "cgr.scoring.road": "A road closed at both ends: 1 point per tile.",
  "cgr.scoring.city": "A city fully walled: 2 points per tile and 2 per shield.",
  "cgr.scoring.castle": "A castle with all 8 tiles around it: 2 points per tile with fog among those nine.",
  "cgr.scoring.colours": "A feature pays once for every colour of guard on it.",
  "cgr.more.title": "The higher levels",
  "cgr.more.cemetery":
    "Closing a cemetery buries a guard there for good: a standing one you choose, or one from a supply if none stands.",
  "cgr.more.dogs":
    "The tiles come in three piles. Reach a dog's points before its pile runs out, or you lose; the dog then lies beside a guard, chases ghosts off the tiles around it and later scores 1 point per ghost on the board.",
  "cgr.more.faceDown":
    "Levels 5 and 6: while a cemetery is open, each turn ends by laying a tile face down beside one. Nobody ever sees its front, and nothing that touches it can close.",
  "cgr.more.perColour": "Level 6: every colour keeps its own score and every colour must reach each mark.",
  "cgr.levels.title": "Levels",
  "cgr.levels.level": "Level {level}",
  "cgr.symbols.title": "Symbols on the tiles",
  "cgr.symbols.fog": "Grey fog with ghost symbols: each symbol brings a ghost when the tile is laid.",
  "cgr.symbols.shield": "A shield in a city: 2 more points when the city is scored.",
  "cgr.symbols.castle": "A castle: a guard on it scores once all 8 tiles around it are laid.",
  "cgr.symbols.cemetery": "A cemetery: once closed, a guard is buried on it.",
  "cgr.symbols.back": "The back of a face-down tile.",
};

export default en;
