import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** The options form and the settings in a list. English: the source every other language is translated from. */
const en: Catalog = {
  "cg.options.level": "Level",
  "cg.options.level.1": "The start: no castles or cemeteries, {bank} ghosts, {goal} points to reach.",
  "cg.options.level.2":
    "Adds castles and cemeteries: closing a cemetery buries a guard, and ghosts also rise on open ones; {goal} points to reach.",
  "cg.options.level.3":
    "Adds three piles and two dogs: reach {dog1} points before the first pile runs out and {dog2} before the second; {goal} to reach.",
  "cg.options.level.4":
    "Fewer ghosts ({bank}) and higher marks: {dog1} and {dog2} points for the dogs, {goal} to reach.",
  "cg.options.level.5":
    "Adds cursed cemeteries: tiles laid face down around open cemeteries and ghosts around each new one; {goal} points to reach.",
  "cg.options.level.6":
    "Every colour scores on its own and must reach every mark: {bank} ghosts, {goal} points to reach.",
  "cg.lists.level": "level {level}",
};

export default en;
