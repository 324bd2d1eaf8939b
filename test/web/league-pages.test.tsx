import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { LocationProvider, Route, Router } from "preact-iso";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyGame } from "../../worker/http/client.ts";
import type { Membership } from "../../web/src/leagues.ts";
import { Dashboard } from "../../web/src/pages/Dashboard.tsx";
import League from "../../web/src/pages/League.tsx";
import LeagueList from "../../web/src/pages/LeagueList.tsx";
import LeagueSeason from "../../web/src/pages/LeagueSeason.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";
import { detail, NOW, season, summary } from "./league-fixture.ts";
import { myGame } from "./my-game.ts";

type Answer = { status: number; body: unknown };

/** The Worker's answers by method and path; every request is recorded. */
function serve(routes: Record<string, () => Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      const answer = (
        routes[`${request.method} ${url.pathname}${url.search}`] ?? routes[`${request.method} ${url.pathname}`]
      )?.() ?? {
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "no route in the test" } },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

async function show(path: string, options: { language?: "en" | "cs" | "sk" | "ru"; signedIn?: boolean } = {}) {
  const app = createAppState();
  if (options.signedIn !== false)
    app.me.value = {
      id: "me",
      name: "me",
      email: "me@example.com",
      language: options.language ?? "en",
      timeZone: "Europe/Prague",
    };
  else app.me.value = null;
  await app.setLanguage(options.language ?? "en");
  history.replaceState(null, "", path);
  render(
    <AppContext.Provider value={app}>
      <LocationProvider>
        <Router>
          <Route path="/" component={Dashboard} />
          <Route path="/leagues" component={LeagueList} />
          <Route path="/leagues/:id" component={League} />
          <Route path="/leagues/:id/seasons/:n" component={LeagueSeason} />
        </Router>
      </LocationProvider>
    </AppContext.Provider>,
  );
}

const ok = (body: unknown) => () => ({ status: 200, body });
const headings = (level: number) => screen.getAllByRole("heading", { level }).map((h) => h.textContent);

describe("a league's page", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("tells a member where they play first, then shows their division first and marked, then the others from the top", async () => {
    serve({ "GET /api/leagues/lg1": ok(detail()) });
    await show("/leagues/lg1");
    const prompt = await screen.findByText(/You play in division 2B this season/);
    expect(prompt.closest("[data-prompt]")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Cathedral league");
    expect(headings(3)).toEqual(["Division 2Byour division", "Division 1", "Division 2A"]);
    expect(screen.getByRole("button", { name: "Leave the league" })).toBeTruthy();
    // The facts in words, the season's dates as one range in my time zone.
    expect(
      screen.getByText(
        /Notre Dame · divisions of 4 players · seasons of 28 days · each pair meets 2 times · 3 days per move · 12 signed up/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: /Season 2/ }).textContent?.replace(/\s/g, " ")).toBe(
      "Season 2 Nov 17 – Dec 15, 2026",
    );
  });

  for (const language of ["en", "cs", "sk", "ru"] as const)
    it(`${language}: each short column header is its word or an abbreviation naming it, and a legend under the table explains the abbreviations`, async () => {
      serve({ "GET /api/leagues/lg1": ok(detail()) });
      await show("/leagues/lg1", { language });
      const [table] = await screen.findAllByRole("table");
      const headers = within(table as HTMLElement).getAllByRole("columnheader");
      const legend = (table as HTMLElement).closest(".league-table-box")?.nextElementSibling;
      expect(legend?.className).toBe("league-legend");
      for (const header of headers) {
        const word = header.querySelector(".col-long")?.textContent ?? "";
        const short = header.querySelector(".col-short");
        if (!short || short.textContent === word) continue;
        expect(short.querySelector("abbr")?.getAttribute("title"), word).toBe(word);
        // No one-letter riddles ("Z B V"): a symbol, or at least two letters.
        expect(short.textContent ?? "", word).not.toMatch(/^\p{L}$/u);
        expect(legend?.textContent, word).toContain(`${short.textContent} = ${word.toLocaleLowerCase(language)}`);
      }
    });

  it("has accessible tables: a caption, column and row headers, my row marked, the places for next season in words", async () => {
    serve({ "GET /api/leagues/lg1": ok(detail()) });
    await show("/leagues/lg1");
    const table = await screen.findByRole("table", { name: "Standings of division 2B" });
    const columns = within(table)
      .getAllByRole("columnheader")
      .map((c) => c.querySelector(".col-long")?.textContent);
    expect(columns).toEqual(["Place", "Player", "Played", "Points", "Wins", "Score"]);
    // The short forms a phone shows are hidden from screen readers: each header's name is its word.
    expect(within(table).getByRole("columnheader", { name: "Played" }).querySelector(".col-short")?.textContent).toBe(
      "Pl.",
    );
    for (const header of within(table).getAllByRole("columnheader")) expect(header.getAttribute("scope")).toBe("col");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "evepromotion place",
      "me (you)",
      "fay",
      "gus",
    ]);
    expect(rows[1]?.className).toBe("me");
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "2", "8", "2", "99"]);
    // The top tier's last row goes down; its first has nowhere to go up to.
    const top = screen.getByRole("table", { name: "Standings of division 1" });
    expect(
      within(top)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["kim", "lea", "max", "nedrelegation place"]);
    // Each table scrolls inside its own box, which a keyboard can reach.
    expect(table.parentElement?.getAttribute("tabindex")).toBe("0");
  });

  it("lists the division's games: in progress with whose move, scheduled with the start, finished with ranks and the adjudicated mark", async () => {
    serve({ "GET /api/leagues/lg1": ok(detail()) });
    await show("/leagues/lg1");
    await screen.findByText(/You play in/);
    const lists = screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent);
    expect(lists).toEqual(["2 games in progress", "1 game scheduled", "1 game finished"]);
    const active = screen.getAllByRole("link", { name: "me, eve, fay, and gus" });
    expect(active.map((a) => a.getAttribute("href"))).toEqual(["/games/goth", "/games/gact"]);
    expect(active[0]?.parentElement?.textContent).toMatch(/eve and fay to move · started Nov 22, 2026, 1:00/);
    expect(active[1]?.parentElement?.textContent).toMatch(/Your move/);
    expect(screen.getByText(/starts Nov 27, 2026, 1:00/).parentElement?.querySelector("a")).toBeNull();
    const finished = screen.getByRole("link", { name: "1. eve, 2. me, 3. fay, 4. gus" });
    expect(finished.getAttribute("href")).toBe("/games/gfin");
    expect(finished.parentElement?.textContent).toMatch(/adjudicated/);
    expect(screen.getByRole("link", { name: "Season 1" }).getAttribute("href")).toBe("/leagues/lg1/seasons/1");
  });

  it("signs up with one press, and then says so", async () => {
    let me: Membership = null;
    const calls = serve({
      "GET /api/leagues/lg1": () =>
        ok(detail({ league: summary({ me }), season: season({ divisions: season().divisions.slice(0, 2) }) }))(),
      "PUT /api/leagues/lg1/membership": () => {
        me = "member";
        return { status: 200, body: { me } };
      },
    });
    await show("/leagues/lg1");
    expect(
      (await screen.findByText(/Sign up now to play in the next season, which starts Dec 16, 2026/)).closest(
        "[data-prompt]",
      ),
    ).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await screen.findByText(/You are signed up: your games start with the next season on Dec 16, 2026/);
    expect(calls).toEqual(["GET /api/leagues/lg1", "PUT /api/leagues/lg1/membership", "GET /api/leagues/lg1"]);
    expect(screen.getByRole("button", { name: "Leave the league" })).toBeTruthy();
  });

  it("shows a refusal in words and changes nothing", async () => {
    serve({
      "GET /api/leagues/lg1": ok(detail({ league: summary({ me: null }) })),
      "PUT /api/leagues/lg1/membership": () => ({ status: 409, body: { error: { code: "CONFLICT", message: "x" } } }),
    });
    await show("/leagues/lg1");
    fireEvent.click(await screen.findByRole("button", { name: "Sign up" }));
    expect((await screen.findByRole("alert")).textContent).not.toBe("");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeTruthy();
  });

  it("asks a guest to sign in, with a way there", async () => {
    serve({ "GET /api/leagues/lg1": ok(detail({ league: summary({ me: null }) })) });
    await show("/leagues/lg1", { signedIn: false });
    await screen.findByText(/Sign in to take part in the next season, which starts/);
    expect(screen.getByRole("link", { name: "Sign in to take part" }).getAttribute("href")).toBe("/#sign-in");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says so when there is no such league", async () => {
    serve({});
    await show("/leagues/nope");
    expect((await screen.findByRole("alert")).textContent).toBe("There is no such league.");
  });

  it("reads in Russian without a missing word", async () => {
    serve({ "GET /api/leagues/lg1": ok(detail()) });
    await show("/leagues/lg1", { language: "ru" });
    await screen.findByText(/В этом сезоне вы играете в дивизионе 2B/);
    expect(document.body.textContent).not.toMatch(/\b(league|leagues|dashboard)\.[\w.]+/);
    expect(screen.getByRole("table", { name: "Таблица дивизиона 2B" })).toBeTruthy();
  });
});

describe("a past season's page", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("shows its final tables with the movements, my division first, and the way back", async () => {
    const finished = season({ n: 1, status: "finished" });
    const [second] = finished.divisions;
    if (second) second.standings = second.standings.map((s) => ({ ...s, movement: s.rank === 1 ? "promoted" : null }));
    const calls = serve({ "GET /api/leagues/lg1/seasons/1": ok({ league: summary(), season: finished }) });
    await show("/leagues/lg1/seasons/1");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Cathedral league: season 1");
    expect(calls).toEqual(["GET /api/leagues/lg1/seasons/1"]);
    expect(screen.getByText("The season is over: these are the final tables.", { exact: false })).toBeTruthy();
    expect(
      within(screen.getByRole("table", { name: "Standings of division 2A" })).getAllByRole("rowheader")[0]?.textContent,
    ).toBe("annpromoted");
    expect(headings(3)[0]).toMatch(/^Division 2B/);
    expect(screen.getByRole("link", { name: "Back to Cathedral league" }).getAttribute("href")).toBe("/leagues/lg1");
  });
});

describe("the leagues' list", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("asks a newcomer to pick one and sign up, and lists each league's game, season and sign-ups", async () => {
    const other = summary({ id: "lg2", name: "Quiet league", me: null, season: null, members: 1 });
    serve({ "GET /api/leagues": ok({ leagues: [summary({ me: null }), other] }) });
    await show("/leagues");
    expect((await screen.findByText(/Pick a league below and press “Sign up”/)).hasAttribute("data-prompt")).toBe(true);
    // The prompt shows before the list has come: wait for the list itself.
    expect((await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent)).toEqual([
      "Cathedral league",
      "Quiet league",
    ]);
    expect(screen.getByText(/Season 2 running: Nov 17 – Dec 15, 2026/)).toBeTruthy();
    expect(screen.getByText(/1 signed up/)).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: "Sign up" });
    expect(buttons.map((b) => b.getAttribute("aria-describedby"))).toEqual(["league-lg1-name", "league-lg2-name"]);
  });

  it("tells a member which leagues they are in", async () => {
    serve({
      "GET /api/leagues": ok({ leagues: [summary(), summary({ id: "lg2", name: "Quiet league", me: "leaving" })] }),
    });
    await show("/leagues");
    await screen.findByText(/You are signed up for Cathedral league and Quiet league/);
    expect(screen.getByText("You leave at the season's end")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stay in the league" })).toBeTruthy();
  });
});

describe("the dashboard's league games", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  const game = (id: string, change: Partial<MyGame>) =>
    myGame(id, {
      seatCount: 4,
      updatedAt: NOW,
      myTurn: 0,
      toAct: [1],
      players: [
        { userId: "me", name: "me", seat: 0, vacationUntil: null },
        { userId: "u5", name: "eve", seat: 1, vacationUntil: null },
      ],
      ...change,
    });

  it("come in their own section by league, with a link to its tables; no league game is listed twice", async () => {
    const league = { id: "lg1", name: "Cathedral league", season: 2 };
    serve({
      "GET /api/games?list=mine": ok({
        games: [game("g1", { league }), game("g2", {}), game("g3", { league, myTurn: 1, toAct: [0] })],
      }),
      "GET /api/games?list=open": ok({ games: [] }),
    });
    await show("/");
    const section = (await screen.findByRole("heading", { level: 2, name: "League games" }))
      .parentElement as HTMLElement;
    expect(within(section).getByRole("link", { name: "Cathedral league, season 2" }).getAttribute("href")).toBe(
      "/leagues/lg1",
    );
    // g3 waits for me: under "Your turn" (its row names the league), not again here (issue 25 §8).
    expect(
      within(section)
        .getAllByRole("link", { name: "Notre Dame" })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/games/g1"]);
    const yourTurn = screen.getByRole("heading", { level: 2, name: "Your turn" }).parentElement as HTMLElement;
    expect(
      within(yourTurn)
        .getAllByRole("link", { name: "Notre Dame" })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/games/g3"]);
    expect(yourTurn.textContent).toContain("Cathedral league, season 2");
    const waiting = screen.getByRole("heading", { level: 2, name: "Waiting for others" }).parentElement as HTMLElement;
    expect(
      within(waiting)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/games/g2"]);
    expect(within(section).getByRole("link", { name: "All leagues" }).getAttribute("href")).toBe("/leagues");
  });

  it("point to the leagues when I play in none", async () => {
    serve({
      "GET /api/games?list=mine": ok({ games: [game("g2", {})] }),
      "GET /api/games?list=open": ok({ games: [] }),
    });
    await show("/");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "See the leagues" }).getAttribute("href")).toBe("/leagues"),
    );
  });
});
