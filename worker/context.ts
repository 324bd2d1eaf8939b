import type { GameStore } from "./db/game-store/index.ts";
import type { Db } from "./db/index.ts";

/**
 * What every use case gets: the database, the bindings, the time (never read inside) and, where
 * not the service's own (D1 with the R2 archive, `storeOf`), the store of a game's rows.
 */
export type UseCaseContext = { readonly db: Db; readonly env: Env; readonly now: number; readonly store?: GameStore };

export { LANGUAGES, type Language } from "./i18n/translate.ts";
