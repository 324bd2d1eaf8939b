import type { Catalog } from "./translate.ts";

const cs: Catalog = {};

export default cs;
