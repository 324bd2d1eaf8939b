import type { Catalog } from "../../../i18n/translate.ts";
import log from "./log/cs.ts";
import table from "./table/cs.ts";

/** Carcassonne duchové: slovník, události v záznamu hry a chyby pravidel. */
const words: Catalog = { ...log, ...table };

export default words;
