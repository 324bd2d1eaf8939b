import { createClient } from "../../worker/http/client.ts";
import { keepingFetch } from "./offline.ts";

/** The typed client for our own API (same origin: the session cookie goes along); it keeps my games' last answers for offline use. */
export const api = createClient(typeof location === "undefined" ? "http://localhost" : location.origin, {
  fetch: keepingFetch,
});

export type ApiError = {
  code: string;
  message: string;
  params?: Record<string, unknown>;
  rule?: { code: string; [param: string]: unknown };
  issues?: { path: (string | number)[]; message: string }[];
  current?: unknown;
};

/** The error envelope of a failed answer (every failure has one; a broken network gets a stand-in). */
export async function errorOf(response: { json(): Promise<unknown>; statusText: string }): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as { error?: ApiError } | undefined;
  return body?.error ?? { code: "NETWORK", message: response.statusText };
}
