import type { Catalog } from "../../../i18n/translate.ts";
import log from "./log/cs.ts";
import table from "./table/cs.ts";

/** Deal with the Devil's words in Czech: the log's and the table's. */
const words: Catalog = { ...log, ...table };

export default words;
