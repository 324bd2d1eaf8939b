import type { Catalog } from "./translate.ts";

const ru: Catalog = {};

export default ru;
