import { cleanup, render, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyGame } from "../../worker/http/client.ts";
import { Dashboard } from "../../web/src/pages/Dashboard.tsx";
import { AppContext, createAppState, type AppState } from "../../web/src/state.ts";
import { myGame } from "./my-game.ts";

const NOW = Date.UTC(2026, 10, 23, 12);

const game = (id: string, myTurn: 0 | 1): MyGame =>
  myGame(id, {
    seatCount: 2,
    updatedAt: NOW - 3_600_000,
    myTurn,
    toAct: [myTurn ? 0 : 1],
    players: [
      { userId: "me", name: "me", seat: 0, vacationUntil: null },
      { userId: "b", name: "bob", seat: 1, vacationUntil: null },
    ],
  });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** The Worker as the shell and the dashboard ask it, answering `mine` for my games; the list requests are counted. */
function serve(mine: () => MyGame[]) {
  const asked = { lists: 0 };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname === "/api/me")
        return json({ id: "me", name: "me", email: "me@example.com", language: "en", timeZone: "UTC" });
      asked.lists++;
      return json({ games: url.searchParams.get("list") === "mine" ? mine() : [] });
    }),
  );
  return asked;
}

const show = (app: AppState) =>
  render(
    <AppContext.Provider value={app}>
      <Dashboard />
    </AppContext.Provider>,
  );

const rowOf = (id: string) =>
  document.querySelector(`.game-row a[href="/games/${id}"]`)?.closest("li")?.textContent ?? "";

describe("the dashboard's lists when I come back to it", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    document.cookie = "signed_in=; Max-Age=0; Path=/";
  });

  it("fetches them anew on every visit but the shell's first paint, showing the known ones until the new ones are in", async () => {
    let mine = [game("g", 1)];
    const asked = serve(() => mine);
    document.cookie = "signed_in=1; Path=/";
    const app = createAppState();
    await app.loadMe({ lists: true });
    expect(asked.lists).toBe(2);

    // The home page's first paint: the shell's lists, nothing fetched again.
    const first = show(app);
    expect(rowOf("g")).toContain("Your move");
    expect(asked.lists).toBe(2);
    first.unmount();

    // I moved in the game and come back: the list still shows my turn at once (no placeholder), then the game's new state.
    mine = [game("g", 0)];
    show(app);
    expect(document.querySelector(".lists-loading")).toBeNull();
    expect(rowOf("g")).toContain("Your move");
    await waitFor(() => expect(rowOf("g")).not.toContain("Your move"));
    expect(asked.lists).toBe(4);
  });

  it("fetches them when a page other than home was loaded first", async () => {
    const asked = serve(() => [game("g", 1)]);
    const app = createAppState();
    app.me.value = { id: "me", name: "me", email: "me@example.com", language: "en", timeZone: "UTC" };
    await app.setLanguage("en");
    show(app);
    await waitFor(() => expect(rowOf("g")).toContain("Your move"));
    expect(asked.lists).toBe(2);
  });
});
