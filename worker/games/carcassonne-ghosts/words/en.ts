import type { Catalog } from "../../../i18n/translate.ts";
import log from "./log/en.ts";
import table from "./table/en.ts";

/** Carcassonne ghosts' vocabulary, log events and rule errors. English: the source every other language is translated from. */
const words: Catalog = { ...log, ...table };

export default words;
