/** Deal with the Devil's content in one place: the card data, lookups by id, and the board's CHOSEN values. */
import { BUILDINGS } from "./buildings.ts";
import { EVENTS } from "./events.ts";
import { INQUISITORS } from "./inquisitors.ts";
import type { Building, EventCard, Inquisitor } from "./types.ts";

export { BUILDINGS } from "./buildings.ts";
export { EVENTS } from "./events.ts";
export { INQUISITORS } from "./inquisitors.ts";
export { LARGE_PRIVILEGES, MASTER_PRICE, SMALL_PRIVILEGES } from "./privileges.ts";
export { BASE_DUCATS, INNER_FIELDS, SEATS, START_GOODS, WHEEL } from "./production.ts";
export { REPUTATION } from "./reputation.ts";
export { REQUIREMENTS } from "./requirements.ts";

export const BUILDING_BY_ID: ReadonlyMap<string, Building> = new Map(BUILDINGS.map((b) => [b.id, b]));
export const EVENT_BY_ID: ReadonlyMap<string, EventCard> = new Map(EVENTS.map((e) => [e.id, e]));
export const INQUISITOR_BY_ID: ReadonlyMap<string, Inquisitor> = new Map(INQUISITORS.map((q) => [q.id, q]));
