import { hc } from "hono/client";
import type { AppType } from "../app.ts";

/** The typed API client (from the Hono app's type) for the web client and the tests. */
export function createClient(baseUrl: string, options: { fetch?: typeof fetch; headers?: Record<string, string> } = {}) {
  return hc<AppType>(baseUrl, options);
}
export type Client = ReturnType<typeof createClient>;
