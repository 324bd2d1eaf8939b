import type { Catalog } from "../../../i18n/translate.ts";
import log from "./log/ru.ts";
import table from "./table/ru.ts";

/** Каркассон: призраки — словарь, события журнала и ошибки правил. */
const words: Catalog = { ...log, ...table };

export default words;
