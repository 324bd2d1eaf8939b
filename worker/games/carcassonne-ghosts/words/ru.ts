import type { Catalog } from "../../../i18n/translate.ts";

const words: Catalog = {};

export default words;
