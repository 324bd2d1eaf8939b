import { signal } from "@preact/signals";

/*
 * The last known state of my games, for the app opened offline (the service worker, public/sw.js,
 * keeps the app's shell). The page keeps the answers itself, not the service worker: the API's
 * requests then never pass through a worker, so polls and their ETags stay as they are. Only the
 * signed-in player's own reads are kept, and they go on sign-out (or when another account signs
 * in), so nobody sees another account's games.
 */

/** The cache of kept answers (Cache Storage; the service worker's shell has its own). */
const KEPT = "my-games";
/** When the answer was kept, on the kept copy. */
const KEPT_AT = "X-Kept-At";
/** Who I am, my games' lists, and a game's page, log, chat, news since my last visit and replay. */
const KEPT_PATHS = /^\/api\/(me|games(\/[0-9a-z]{12}(\/(log|chat|since|replay))?)?)$/;

/** While the pages show kept answers: when the oldest shown was kept; undefined while online. */
export const offlineSince = signal<number | undefined>(undefined);

const cacheAvailable = () => typeof caches !== "undefined";

/** The cookie beside the session (worker/http/session.ts): only a signed-in player's answers are kept. */
const signedIn = () => document.cookie.split("; ").includes("signed_in=1");

/** The cache key: the path and query, without what only says how the page asks (the tab's visibility). */
function keyOf(request: Request): string | undefined {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || !KEPT_PATHS.test(url.pathname)) return undefined;
  if (!signedIn()) return undefined;
  url.searchParams.delete("tab");
  url.searchParams.sort();
  return url.pathname + url.search;
}

/** Forgets every kept answer (sign-out; another account). */
export async function forgetKept(): Promise<void> {
  if (cacheAvailable()) await caches.delete(KEPT);
}

async function keep(key: string, response: Response): Promise<void> {
  const cache = await caches.open(KEPT);
  const body = await response.clone().text();
  if (key === "/api/me") {
    // Another account signed in here: what was kept was that one's.
    const before = (await (await cache.match(key))?.json().catch(() => undefined)) as { id?: string } | undefined;
    const now = JSON.parse(body) as { id?: string };
    if (before && before.id !== now.id) await forgetKept();
  }
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, String(Date.now()));
  await (await caches.open(KEPT)).put(key, new Response(body, { status: 200, headers }));
}

async function kept(key: string): Promise<Response | undefined> {
  const copy = await (await caches.open(KEPT)).match(key);
  if (!copy) return undefined;
  const at = Number(copy.headers.get(KEPT_AT));
  offlineSince.value = Math.min(offlineSince.value ?? at, at);
  return copy;
}

/**
 * `fetch` for the API client: a kept read's answer is kept when it comes (200), and given back when
 * it cannot be fetched, marking the app offline until a kept read reaches the server again. A poll
 * (it sends its ETag: the page shows an answer already) gets it only when the browser knows it is
 * offline; otherwise its failure leaves the page as it is, to try again.
 */
export async function keepingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = cacheAvailable() ? new Request(input, init) : undefined;
  const key = request && keyOf(request);
  if (request === undefined || key === undefined) return fetch(input, init);
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    const poll = request.headers.has("If-None-Match") && navigator.onLine;
    const copy = poll ? undefined : await kept(key);
    if (copy) return copy;
    throw error;
  }
  offlineSince.value = undefined;
  if (response.status === 200) await keep(key, response).catch(() => undefined);
  else if (response.status === 401) await forgetKept();
  return response;
}
