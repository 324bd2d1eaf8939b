import type { Catalog } from "../../../src/i18n/translate.ts";

/** To be translated from en.ts; missing keys fall back to English. */
const catalog: Catalog = {};
export default catalog;
