import type { Catalog } from "../../../i18n/translate.ts";
import log from "./log/sk.ts";
import table from "./table/sk.ts";

/** Carcassonne duchovia: slovník, udalosti v zázname hry a chyby pravidiel. */
const words: Catalog = { ...log, ...table };

export default words;
