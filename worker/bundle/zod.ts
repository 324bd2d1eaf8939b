/**
 * The Worker bundle's "zod" (`[alias]` in wrangler.toml): all of zod, but its `z` holds `ZodType`
 * alone. @hono/zod-openapi passes `z` to `extendZodWithOpenApi`, which reads only `z.ZodType`, yet a
 * namespace used as a value keeps every export in the bundle: 47 locales, the JSON Schema
 * converters, the compiler (370 KB minified). Our code imports `* as z from "zod"`, which the bundler
 * shakes to what it uses.
 */
import { ZodType } from "zod/v4";

export * from "zod/v4";
export const z = { ZodType };
