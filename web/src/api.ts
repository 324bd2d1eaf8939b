import { BOOKMARK_HEADER, createClient } from "../../worker/http/client.ts";
import { keepingFetch } from "./offline.ts";

/** The latest D1 bookmark an answer carried: sent with every request, so a read never sees the database older than this page did. */
let bookmark: string | undefined;

/** `fetch` with the bookmark sent and the answer's kept (a move's answer carries the one that holds the move). */
export const withBookmark: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
  const response = await keepingFetch(input, { ...init, headers });
  bookmark = response.headers.get(BOOKMARK_HEADER) ?? bookmark;
  return response;
};

/** The typed client for our own API (same origin: the session cookie goes along); it keeps my games' last answers for offline use. */
export const api = createClient(typeof location === "undefined" ? "http://localhost" : location.origin, {
  fetch: withBookmark,
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
