import type { Catalog } from "../../../i18n/translate.ts";
import log from "./log/ru.ts";
import table from "./table/ru.ts";

/** Deal with the Devil's words in Russian: the log's and the table's. */
const words: Catalog = { ...log, ...table };

export default words;
