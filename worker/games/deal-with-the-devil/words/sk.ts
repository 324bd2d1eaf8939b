import type { Catalog } from "../../../i18n/translate.ts";
import log from "./log/sk.ts";
import table from "./table/sk.ts";

/** Deal with the Devil's words in Slovak: the log's and the table's. */
const words: Catalog = { ...log, ...table };

export default words;
