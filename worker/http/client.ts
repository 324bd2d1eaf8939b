import { hc } from "hono/client";
import type { z } from "@hono/zod-openapi";
import type { AppType } from "../app.ts";
import type { MyGameItem, OpenGameItem } from "./schemas.ts";

/** The typed API client (from the Hono app's type) for the web client and the tests. */
export function createClient(baseUrl: string, options: { fetch?: typeof fetch; headers?: Record<string, string> } = {}) {
  return hc<AppType>(baseUrl, options);
}
export type Client = ReturnType<typeof createClient>;

/** The lists of `GET /api/games` (one route, two shapes). */
export type MyGame = z.infer<typeof MyGameItem>;
export type OpenGame = z.infer<typeof OpenGameItem>;
