/**
 * The Worker bundle's "hono" (`[alias]` in wrangler.toml): Hono with the TrieRouter, the router
 * `createApp` (worker/app.ts) chooses in every runtime. Hono's own presets differ in their router
 * only (https://hono.dev/api/presets); the default one's SmartRouter and RegExpRouter, which nothing
 * here routes with, stay out of the bundle.
 */
import type { Env, Schema } from "hono";
import { HonoBase, type HonoOptions } from "hono/hono-base";
import { TrieRouter } from "hono/router/trie-router";

export class Hono<E extends Env = Env, S extends Schema = {}, BasePath extends string = "/"> extends HonoBase<
  E,
  S,
  BasePath
> {
  constructor(options: HonoOptions<E> = {}) {
    super(options);
    this.router = options.router ?? new TrieRouter();
  }
}
