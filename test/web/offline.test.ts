import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetKept, keepingFetch, offlineSince } from "../../web/src/offline.ts";

/** Cache Storage as far as offline.ts uses it (happy-dom has none). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, response: Response) => void store.set(key, response),
    };
  };
  const caches = {
    open,
    delete: async (name: string) => stores.delete(name),
    match: async () => undefined,
  };
  vi.stubGlobal("caches", caches);
  return stores;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ETag: '"1"' } });

/** The network: answers from `answer` while up, a TypeError (what fetch throws) while down. */
function network(answer: (path: string) => Response) {
  const state = { up: true };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!state.up) throw new TypeError("Failed to fetch");
      return answer(new URL(new Request(input, init).url).pathname);
    }),
  );
  return state;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  keepingFetch(`${location.origin}${path}`, { headers });

describe("the kept answers for offline use", () => {
  let stores: Map<string, Map<string, Response>>;
  beforeEach(() => {
    stores = fakeCaches();
    document.cookie = "signed_in=1; Path=/";
    offlineSince.value = undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = "signed_in=; Max-Age=0; Path=/";
  });

  it("gives a signed-in player's reads back when the network fails, and says since when", async () => {
    const net = network((path) => json({ path }));
    await get("/api/games/abcdefghjkmn?tab=visible");
    await get("/api/games?list=mine");
    await get("/api/leagues");
    expect([...(stores.get("my-games")?.keys() ?? [])]).toEqual(["/api/games/abcdefghjkmn", "/api/games?list=mine"]);
    net.up = false;
    expect(await (await get("/api/games/abcdefghjkmn?tab=hidden")).json()).toEqual({ path: "/api/games/abcdefghjkmn" });
    expect(offlineSince.value).toBeTypeOf("number");
    await expect(get("/api/leagues")).rejects.toThrow(TypeError);
    net.up = true;
    await get("/api/games?list=mine");
    expect(offlineSince.value).toBeUndefined();
  });

  it("lets a poll fail as before while the browser says it is online", async () => {
    const net = network(() => json({ v: 1 }));
    await get("/api/games/abcdefghjkmn");
    net.up = false;
    await expect(get("/api/games/abcdefghjkmn", { "If-None-Match": '"1"' })).rejects.toThrow(TypeError);
    expect(offlineSince.value).toBeUndefined();
  });

  it("keeps nothing signed out, and forgets on sign-out, a 401 and another account", async () => {
    let me = { id: "alice" };
    let status = 200;
    network(() => json(me, status));
    await get("/api/me");
    await get("/api/games?list=mine");
    me = { id: "bob" };
    await get("/api/me");
    expect([...(stores.get("my-games")?.keys() ?? [])]).toEqual(["/api/me"]);
    status = 401;
    await get("/api/me");
    expect(stores.has("my-games")).toBe(false);
    status = 200;
    await get("/api/me");
    await forgetKept();
    expect(stores.has("my-games")).toBe(false);
    document.cookie = "signed_in=; Max-Age=0; Path=/";
    await get("/api/games?list=open");
    expect(stores.has("my-games")).toBe(false);
  });
});
