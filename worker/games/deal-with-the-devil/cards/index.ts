/** Deal with the Devil's content in one place: the card data and the board's CHOSEN values. */
export { BUILDINGS } from "./buildings.ts";
export { EVENTS } from "./events.ts";
export { INQUISITORS, INQUISITORS_IN_BOX } from "./inquisitors.ts";
export { LARGE_PRIVILEGES, MASTER_PRICE, SMALL_PRIVILEGES } from "./privileges.ts";
export { BASE_DUCATS, INNER_FIELDS, SEATS, START_GOODS, WHEEL } from "./production.ts";
export { REPUTATION } from "./reputation.ts";
export { REQUIREMENTS } from "./requirements.ts";
