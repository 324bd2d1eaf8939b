/** A visible page's pace when nobody else sits at its table. */
export const ALONE_MS = 15_000;

/** A game page's pace while other players sit at the table: their moves show within 3 s. */
export const IN_COMPANY_MS = 2_000;

/** How often a visible game page tells the server so (`tabSignal`): each time a write of its seat. */
export const SIGNAL_MS = 60_000;
