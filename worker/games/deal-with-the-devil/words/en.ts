import type { Catalog } from "../../../i18n/translate.ts";
import log from "./log/en.ts";
import table from "./table/en.ts";

/** Deal with the Devil's words: card names and the rules text the cards are written in (card-text.ts composes it). English: the source every other language is translated from. */
const words: Catalog = { ...log, ...table };

export default words;
