import { cleanup, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budget } from "../budget.ts";
import type { MyGame, OpenGame } from "../../worker/http/client.ts";
import { Dashboard } from "../../web/src/pages/Dashboard.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";
import { myGame } from "./my-game.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12);

const game = (id: string, change: Partial<MyGame>): MyGame => myGame(id, { updatedAt: NOW - 2 * HOUR, ...change });

const invitation = (id: string, change: Partial<OpenGame>): OpenGame => ({
  id,
  type: "notre-dame",
  seatCount: 4,
  visibility: "invite",
  createdAt: NOW - HOUR,
  createdBy: "alice",
  players: 2,
  timeControl: { kind: "bank", initialDays: 7, addDays: 1, capDays: 14, weekendPause: true },
  timeoutPolicy: "drop",
  options: {},
  invitedBy: "alice",
  ...change,
});

/** The Worker's game lists as the dashboard asks for them. */
function serve(mine: MyGame[], open: OpenGame[] = []) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      const games = url.searchParams.get("list") === "mine" ? mine : open;
      return new Response(JSON.stringify({ games }), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
}

async function show(language: "en" | "cs" | "ru", guest = false) {
  const app = createAppState();
  app.me.value = { id: "me", name: "me", email: "me@example.com", language, timeZone: "UTC" };
  if (guest) app.me.value = { ...app.me.value, email: "", guest };
  await app.setLanguage(language);
  render(
    <AppContext.Provider value={app}>
      <Dashboard />
    </AppContext.Provider>,
  );
}

describe("dashboard deadlines", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("says how long I have in each game where it is my turn, urgent under a day, and when the others must move", async () => {
    serve([
      game("soon", { deadline: NOW + 5 * HOUR + 10 * 60_000 }),
      game("later", { deadline: NOW + 3 * 24 * HOUR + HOUR }),
      game("late", { deadline: NOW - 60_000 }),
      game("theirs", { myTurn: 0, deadline: NOW + 30 * HOUR }),
      game("lobby", { status: "open", myTurn: 0, seat: null }),
    ]);
    await show("en");
    const soon = await screen.findByText("5 hours left");
    expect(soon.className).toContain("urgent");
    expect(soon.getAttribute("title")).toContain("2026");
    const later = screen.getByText("3 days left");
    expect(later.className).not.toContain("urgent");
    expect(screen.getByText("time is up").className).toContain("urgent");
    expect(screen.getByText("their move: 30 hours left").className).not.toContain("urgent");
    expect(document.querySelectorAll(".time-left")).toHaveLength(4);
  });

  it("speaks the player's language, with its plural forms", async () => {
    serve([game("a", { deadline: NOW + 2 * HOUR + 1 }), game("b", { deadline: NOW + 5 * 24 * HOUR + 1 })]);
    await show("cs");
    expect(await screen.findByText("zbývají 2 hodiny")).toBeTruthy();
    expect(screen.getByText("zbývá 5 dní")).toBeTruthy();
  });
});

describe("dashboard rows", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const listsShown = () => waitFor(() => expect(document.querySelector(".game-row")).not.toBeNull());
  const rowOf = (id: string) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>(".game-row a")].find(
      (a) => a.getAttribute("href") === `/games/${id}`,
    );
    const row = link?.closest("li");
    if (!row) throw new Error(`no row for ${id}`);
    return row.textContent ?? "";
  };

  it("names the opponents, whose move it is, my time left and how far the game is", async () => {
    serve([
      game("mine", { deadline: NOW + 30 * HOUR, progress: { round: 4, rounds: 9 } }),
      game("theirs", { myTurn: 0, toAct: [2], deadline: NOW + 50 * HOUR, progress: { round: 7, rounds: 9 } }),
      game("draft", { myTurn: 0, toAct: [1, 2], deadline: NOW + 50 * HOUR }),
    ]);
    await show("en");
    await listsShown();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your games");
    expect(rowOf("mine")).toContain("with bob and carol");
    expect(rowOf("mine")).toContain("Your move");
    expect(rowOf("mine")).toContain("30 hours left");
    expect(rowOf("mine")).toContain("round 4 of 9");
    expect(rowOf("theirs")).toContain("carol's move");
    expect(rowOf("theirs")).toContain("their move: 2 days left");
    expect(rowOf("theirs")).toContain("round 7 of 9");
    expect(rowOf("draft")).toContain("bob and carol to move");
    expect(rowOf("draft")).not.toContain("round");
  });

  it("counts, naming nobody, the players a game hiding who is still to act waits for", async () => {
    // Such a game lists only my own seat in `toAct`; `waiting` counts every seat still to act.
    serve([
      game("hidden-mine", { myTurn: 1, toAct: [0], waiting: 3 }),
      game("hidden-theirs", { myTurn: 0, toAct: [], waiting: 2 }),
    ]);
    await show("en");
    await listsShown();
    expect(rowOf("hidden-mine")).toContain("Your move (and 2 other players)");
    expect(rowOf("hidden-theirs")).toContain("2 players to move");
    expect(rowOf("hidden-theirs")).not.toMatch(/(bob|carol)(.s| to) move/);
  });

  it("counts a game that counts tiles in tiles", async () => {
    serve([
      game("tiles", {
        type: "carcassonne-ghosts",
        deadline: NOW + 30 * HOUR,
        progress: { round: 12, rounds: 60, unit: "tile" },
      }),
    ]);
    await show("en");
    await listsShown();
    expect(rowOf("tiles")).toContain("tile 12 of 60");
    expect(rowOf("tiles")).not.toContain("round");
  });

  it("shows Carcassonne ghosts games as any other: solo under way, and lost together once over", async () => {
    const solo: Partial<MyGame> = {
      type: "carcassonne-ghosts",
      seatCount: 1,
      progress: { round: 12, rounds: 60 },
      options: { level: 5 },
      players: [{ userId: "me", name: "me", seat: 0, vacationUntil: null }],
    };
    serve([
      game("solo", solo),
      game("over", {
        ...solo,
        status: "finished",
        myTurn: 0,
        toAct: [],
        outcome: { kind: "shared", won: false, score: 31 },
      }),
    ]);
    await show("en");
    expect(await screen.findByText("Lost together", {}, { timeout: budget(10_000) })).toBeTruthy();
    expect(screen.getAllByText("Mists over Carcassonne").length).toBeGreaterThanOrEqual(2);
  });

  it("says a finished game's result and my place, and who is on vacation", async () => {
    serve([
      game("lost", {
        status: "finished",
        myTurn: 0,
        toAct: [],
        outcome: { kind: "ranked", scores: [41, 57, 38], ranks: [2, 1, 3] },
        progress: { round: 9, rounds: 9 },
      }),
      game("won", {
        status: "finished",
        myTurn: 0,
        toAct: [],
        outcome: { kind: "ranked", scores: [60, 57, 38], ranks: [1, 2, 3] },
      }),
      game("away", {
        myTurn: 0,
        toAct: [1],
        players: [
          { userId: "me", name: "me", seat: 0, vacationUntil: null },
          { userId: "b", name: "bob", seat: 1, vacationUntil: NOW + 2 * 24 * HOUR },
        ],
      }),
    ]);
    await show("en");
    await listsShown();
    expect(rowOf("lost")).toContain("bob won (57)");
    expect(rowOf("lost")).toContain("you: place 2 of 3 (41)");
    expect(rowOf("won")).toContain("You won (60)");
    expect(rowOf("away")).toMatch(/bob is on vacation until .*2026.*; their clock is stopped\./);
  });

  it("shows an invitation as invited by its sender, with the game's settings, and a lobby's settings", async () => {
    serve(
      [
        game("lobby", {
          status: "open",
          myTurn: 0,
          toAct: [],
          seat: null,
          seatCount: 4,
          players: [{ userId: "me", name: "me", seat: null, vacationUntil: null }],
        }),
      ],
      [invitation("inv", {})],
    );
    await show("en");
    await screen.findByRole("heading", { name: "Invitations" });
    expect(rowOf("inv")).toContain("invited by alice");
    expect(rowOf("inv")).toContain("7 days to start, +1 a move, at most 14");
    expect(rowOf("inv")).toContain("weekends do not count");
    expect(rowOf("inv")).toContain("invited players only");
    expect(rowOf("lobby")).toContain("1 of 4 players");
    expect(rowOf("lobby")).toContain("3 days per move");
  });

  it("speaks Russian in the rows too", async () => {
    serve([game("ru", { myTurn: 0, toAct: [1], deadline: NOW + 50 * HOUR, progress: { round: 2, rounds: 9 } })]);
    await show("ru");
    await listsShown();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ваши партии");
    expect(rowOf("ru")).toContain("Ходит: bob");
    expect(rowOf("ru")).toContain("раунд 2 из 9");
    expect(rowOf("ru")).toContain("с: bob и carol");
  });

  it("on the signed-in home page the lists come with who I am: the first paint is complete and the header's next game is known", async () => {
    serve([game("theirs", { myTurn: 0, toAct: [1] }), game("x", {})], [invitation("inv", {})]);
    const asked: string[] = [];
    const lists = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = new URL(new Request(input, init).url);
      asked.push(url.pathname);
      if (url.pathname === "/api/me")
        return new Response(
          JSON.stringify({ id: "me", name: "me", email: "me@example.com", language: "en", timeZone: "UTC" }),
          { status: 200, headers: { "Content-Type": "application/json" } },
        );
      return lists!(input, init);
    });
    document.cookie = "signed_in=1; Path=/";
    try {
      const app = createAppState();
      await app.loadMe({ lists: true });
      expect(app.me.value?.id).toBe("me");
      expect(app.waiting.value).toEqual(["x"]);
      render(
        <AppContext.Provider value={app}>
          <Dashboard />
        </AppContext.Provider>,
      );
      // Nothing is fetched to paint: the rows are there at once, the placeholder never shows.
      expect(document.querySelector(".lists-loading")).toBeNull();
      expect(rowOf("x")).toContain("Your move");
      expect(rowOf("inv")).toContain("invited by alice");
      expect(asked.filter((path) => path === "/api/games")).toHaveLength(2);
    } finally {
      document.cookie = "signed_in=; Max-Age=0; Path=/";
    }
  });

  it("holds the lists' place until both are in, then shows everything at once", async () => {
    serve([game("x", {})]);
    await show("en");
    expect(document.querySelector(".lists-loading")).not.toBeNull();
    expect(document.querySelector(".create-game, form")).toBeNull();
    await screen.findByText("Your move");
    expect(document.querySelector(".lists-loading")).toBeNull();
  });
  it("lists every game once: a league game waiting for me under my turn, naming its league, and not again by its league", async () => {
    const league = { id: "l1", name: "Autumn cup", season: 2 };
    serve([
      game("league-mine", { league }),
      game("league-theirs", { league, myTurn: 0, toAct: [1] }),
      game("plain", { myTurn: 0, toAct: [2] }),
    ]);
    await show("en");
    await listsShown();
    const rows = [...document.querySelectorAll<HTMLAnchorElement>('.game-row a[href^="/games/"]')].map((a) =>
      a.getAttribute("href"),
    );
    expect(rows.sort()).toEqual(["/games/league-mine", "/games/league-theirs", "/games/plain"]);
    expect(rowOf("league-mine")).toContain("Autumn cup, season 2");
    const yourTurn = screen.getByRole("heading", { name: "Your turn" }).closest("section");
    expect(yourTurn?.querySelector("a.league-tag")?.getAttribute("href")).toBe("/leagues/l1");
    expect(yourTurn?.textContent).toContain("Autumn cup, season 2");
    const leagues = screen.getByRole("heading", { name: "League games" }).closest("section");
    expect(leagues?.querySelectorAll(".game-row")).toHaveLength(1);
  });

  it("shows a guest no league section (a guest joins no league), a person the section even without league games", async () => {
    serve([game("plain", { myTurn: 0, toAct: [2] })]);
    await show("en", true);
    await listsShown();
    expect(screen.queryByRole("heading", { name: "League games" })).toBeNull();
    expect(document.querySelector('a[href="/leagues"]:not(header a)')).toBeNull();
    cleanup();
    await show("en");
    await listsShown();
    expect(screen.getByRole("heading", { name: "League games" })).toBeTruthy();
  });

  it("never puts a game without a table under my turn, nor offers it as the next game", async () => {
    document.cookie = "signed_in=1; Path=/";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(new Request(input, init).url);
        const body =
          url.pathname === "/api/me"
            ? { id: "me", name: "me", email: "me@example.com", language: "en", timeZone: "UTC" }
            : {
                games:
                  url.searchParams.get("list") === "mine"
                    ? [
                        game("api", { type: "carcassonne-ghosts", atTable: false }),
                        game("theirs", { myTurn: 0, toAct: [1] }),
                      ]
                    : [],
              };
        return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
      }),
    );
    try {
      const app = createAppState();
      await app.loadMe({ lists: true });
      expect(app.waiting.value).toEqual([]);
      render(
        <AppContext.Provider value={app}>
          <Dashboard />
        </AppContext.Provider>,
      );
      expect(screen.queryByRole("heading", { name: "Your turn" })).toBeNull();
      expect(screen.getByText("Nothing waits for you right now.")).toBeTruthy();
      const api = screen.getByRole("heading", { name: "Played through the API" }).closest("section");
      expect(api?.textContent).toContain("Mists over Carcassonne");
      expect(api?.textContent).toContain("no table on this site yet");
    } finally {
      document.cookie = "signed_in=; Max-Age=0; Path=/";
    }
  });
});
