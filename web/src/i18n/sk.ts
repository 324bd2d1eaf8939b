import type { Catalog } from "./translate.ts";

const sk: Catalog = {};

export default sk;
