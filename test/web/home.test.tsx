import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OpenGame } from "../../worker/http/client.ts";
import { Welcome } from "../../web/src/pages/Welcome.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";

const OPEN: OpenGame = {
  id: "g1",
  type: "notre-dame",
  seatCount: 3,
  visibility: "public",
  createdAt: 0,
  createdBy: "alice",
  players: 1,
  timeControl: { kind: "perMove", days: 3 },
  timeoutPolicy: "bot",
  options: { hiddenScores: true },
  invitedBy: null,
};

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      asked.push(url.pathname + url.search);
      if (url.pathname === "/api/me")
        return new Response(JSON.stringify({ error: { code: "UNAUTHENTICATED" } }), { status: 401 });
      return new Response(JSON.stringify({ games: [OPEN] }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "signed_in=; Max-Age=0; Path=/";
});

describe("the home page for a guest", () => {
  it("says what the site is, shows the games with a picture each, the open games, then sign-in", async () => {
    const app = createAppState();
    await app.setLanguage("en");
    render(
      <AppContext.Provider value={app}>
        <Welcome />
      </AppContext.Provider>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Correspondence games");
    expect(screen.getByText(/Board games by correspondence/)).toBeTruthy();
    const games = [...document.querySelectorAll(".offered-games li")];
    expect(games.map((g) => g.querySelector("strong")?.textContent)).toEqual([
      "Notre Dame",
      "Mists over Carcassonne",
      "Deal with the Devil",
    ]);
    expect(games.every((g) => g.querySelector("svg.game-picture"))).toBe(true);
    expect(games.map((g) => g.querySelector(".coming-badge")?.textContent ?? null)).toEqual([null, null, null]);
    expect(games[2]?.textContent).toContain("4 players");
    await screen.findByText("by alice");
    expect(screen.getByText(/3 days per move · anybody may join/)).toBeTruthy();
    // The sign-in comes last, after the open games.
    const headings = [...document.querySelectorAll("h2")].map((h) => h.textContent);
    expect(headings).toEqual(["Games", "Open games to join", "Sign in"]);
    expect(screen.getByLabelText("E-mail")).toBeTruthy();
  });

  it("a guest's page does not ask who it is (no 401 in the console); with the sign-in hint it does", async () => {
    const guest = createAppState();
    await guest.loadMe();
    expect(guest.me.value).toBeNull();
    expect(asked).not.toContain("/api/me");

    document.cookie = "signed_in=1; Path=/";
    const returning = createAppState();
    await returning.loadMe();
    expect(asked).toContain("/api/me");
    // The session was gone: the hint goes too, so the next visit asks nothing.
    expect(returning.me.value).toBeNull();
    expect(document.cookie).not.toContain("signed_in=1");
  });
});
