import type { Db } from "./db/index.ts";

/** What every use case gets: the database, the bindings, and the time (never read inside). */
export type UseCaseContext = { readonly db: Db; readonly env: Env; readonly now: number };

export { LANGUAGES, type Language } from "./i18n/translate.ts";
