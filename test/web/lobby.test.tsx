import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocationProvider } from "preact-iso";
import { Lobby } from "../../web/src/components/Lobby.tsx";
import { withBotNames, type GameData } from "../../web/src/game.ts";
import { gameClient } from "../../web/boards/index.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { AppContext, createAppState } from "../../web/src/state.ts";

const lobby = (change: Partial<GameData>): GameData =>
  ({
    id: "g1",
    type: "notre-dame",
    status: "open",
    version: 1,
    visibility: "invite",
    seatCount: 2,
    createdBy: "me",
    timeControl: { kind: "perMove", days: 2 },
    timeoutPolicy: "bot",
    options: { hiddenScores: true },
    clocks: {},
    createdAt: 0,
    updatedAt: 0,
    inviteCode: "secret-code",
    players: [{ userId: "me", name: "alice" }],
    toAct: [],
    moveCount: 0,
    chatCount: 0,
    unseen: 0,
    canUndo: false,
    legalMoves: [],
    invited: [],
    ...change,
  }) as GameData;

async function show(game: GameData, guest?: true) {
  const app = createAppState();
  app.me.value = { id: "me", name: "alice", email: "alice@example.com", language: "en", timeZone: "UTC", guest };
  await app.setLanguage("en");
  const page = (shown: GameData) => (
    <LocationProvider>
      <AppContext.Provider value={app}>
        <Lobby game={shown} onChange={() => undefined} />
      </AppContext.Provider>
    </LocationProvider>
  );
  const { rerender } = render(page(game));
  /** The lobby as the next poll brings it. */
  return (next: GameData) => rerender(page(next));
}

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Answers `GET /api/me/bots` with these bots and any other request with `other`; records every request. */
function serveBots(bots: { id: string; name: string }[], other: () => Response = () => reply({}, 404)) {
  const requests: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const body = request.method === "POST" ? await request.json() : undefined;
      requests.push({ method: request.method, path, body });
      if (request.method === "GET" && path === "/api/me/bots")
        return reply({ bots: bots.map((b) => ({ ...b, createdAt: 0, tokens: [] })), max: 5 });
      return other();
    }),
  );
  return requests;
}

describe("the lobby", () => {
  // A lobby with a free seat asks which bots I own: unless a test serves some, I own none.
  beforeEach(() => void serveBots([]));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("knows each game's least number of players as its definition does", () => {
    expect(gameClient("notre-dame")?.players.min).toBe(notreDame.players.min);
  });

  it("shows the settings and the invited players", async () => {
    await show(lobby({ invited: ["bob"] }));
    expect(
      screen.getByText(
        /2 days per move · invited players only · on timeout the bot plays that move · prestige hidden until the end/,
      ),
    ).toBeTruthy();
    expect(screen.getByText("bob (invited, not joined yet)")).toBeTruthy();
  });

  it("keeps Start disabled with the reason until enough players are in", async () => {
    await show(lobby({}));
    const start = screen.getByRole("button", { name: "Start the game" }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    const reason = document.getElementById(start.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("The game needs at least 2 players to start: 1 so far.");
    cleanup();
    await show(
      lobby({
        seatCount: 4,
        players: [
          { userId: "me", name: "alice" },
          { userId: "b", name: "bob" },
        ],
      }),
    );
    const ready = screen.getByRole("button", { name: "Start the game" }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);
    expect(screen.getByText("You can start now with 2 of 4 players, or wait for more.")).toBeTruthy();
  });

  it("copies the share link with a button", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await show(lobby({}));
    const input = screen.getByLabelText("Or share this link:") as HTMLInputElement;
    expect(input.value).toBe(`${location.origin}/games/g1?invite=secret-code`);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(screen.getByText("Link copied.")).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(input.value);
  });

  it("goes back to my games after leaving a game I may no longer see (204)", async () => {
    history.replaceState(null, "", "/games/g1");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await show(
      lobby({
        createdBy: "other",
        players: [
          { userId: "other", name: "bob" },
          { userId: "me", name: "alice" },
        ],
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(location.pathname).toBe("/"));
  });

  it("hides the invitation form and the link once the game is full", async () => {
    await show(lobby({}));
    expect(screen.getByLabelText("Invite a player by name")).toBeTruthy();
    cleanup();
    await show(
      lobby({
        players: [
          { userId: "me", name: "alice" },
          { userId: "b", name: "bob" },
        ],
        invited: ["bob"],
      }),
    );
    expect(screen.queryByLabelText("Invite a player by name")).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy" })).toBeNull();
    // bob is seated now: no longer listed as invited.
    expect(screen.queryByText(/invited, not joined yet/)).toBeNull();
    expect(screen.getByText("Everybody is here: you can start.")).toBeTruthy();
  });
  it("says who is invited until that player sits down", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ userId: "b" }), { status: 201 })),
    );
    const polled = await show(lobby({ seatCount: 3 }));
    fireEvent.input(screen.getByLabelText("Invite a player by name"), { target: { value: "Bob" } });
    fireEvent.submit(screen.getByLabelText("Invite a player by name").closest("form") as HTMLFormElement);
    expect(await screen.findByText("Bob is invited.")).toBeTruthy();
    polled(lobby({ seatCount: 3, invited: ["bob"] }));
    expect(screen.getByText("Bob is invited.")).toBeTruthy();
    polled(
      lobby({
        seatCount: 3,
        players: [
          { userId: "me", name: "alice" },
          { userId: "b", name: "bob" },
        ],
      }),
    );
    expect(screen.queryByText("Bob is invited.")).toBeNull();
  });

  it("tells an invited player who invited them, beside Join", async () => {
    await show(lobby({ createdBy: "other", players: [{ userId: "other", name: "carol" }], invitedBy: "carol" }));
    expect(screen.getByText("carol invited you to this game.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Join" })).toBeTruthy();
  });

  it("lets the host give an open seat to a bot, says such a game is not rated, and takes a bot back out", async () => {
    const requests: { method: string; url: string }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push({ method: init?.method ?? "GET", url: String(input) });
        return new Response(JSON.stringify(lobby({})), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    await show(
      lobby({
        seatCount: 3,
        players: [
          { userId: "me", name: "alice" },
          { userId: "bot-1", name: "Notre Dame bot 1", bot: 1 },
        ],
      }),
    );
    expect(screen.getByText(/A game with a bot is not rated/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Give a seat to a bot" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove Notre Dame bot 1" }));
    // Three: alice sits in an open lobby with a free seat, so it also asks which bots she owns.
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      "GET /api/me/bots",
      "POST /api/games/g1/bots",
      "DELETE /api/games/g1/bots/1",
    ]);
  });

  it("offers my own bots for a free seat, seats the one I choose and names it as my bot", async () => {
    const seated = lobby({
      seatCount: 3,
      players: [
        { userId: "me", name: "alice" },
        { userId: "maxmaxmaxmax", name: "Max", ownedBy: "alice" },
      ],
    });
    const rex = { id: "rexrexrexrex", name: "Rex" };
    const requests = serveBots([rex, { id: "maxmaxmaxmax", name: "Max" }], () => reply(seated));
    const polled = await show(lobby({ seatCount: 3 }));
    const choice = await screen.findByLabelText("Your bot");
    fireEvent.change(choice, { target: { value: "maxmaxmaxmax" } });
    fireEvent.click(screen.getByRole("button", { name: "Add my bot" }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ method: "POST", path: "/api/games/g1/own-bots", body: { botId: "maxmaxmaxmax" } });
    // The page names the players as the game page does; Max sits, so only Rex is left to offer.
    const english = createAppState();
    await english.setLanguage("en");
    polled(withBotNames(seated, english.t.value));
    expect(screen.getByText("Max (bot of alice)")).toBeTruthy();
    expect([...choice.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Rex"]);
  });

  it("asks for my bots only where one could sit, and offers none to a player who owns none", async () => {
    const requests = serveBots([{ id: "rexrexrexrex", name: "Rex" }]);
    const full = {
      players: [
        { userId: "me", name: "alice" },
        { userId: "b", name: "bob" },
      ],
    };
    await show(lobby(full));
    await show(lobby({ createdBy: "other", players: [{ userId: "other", name: "carol" }] }));
    await show(lobby({}), true);
    expect(requests).toEqual([]);
    cleanup();
    serveBots([]);
    await show(lobby({}));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("button", { name: "Add my bot" })).toBeNull();
  });
});
