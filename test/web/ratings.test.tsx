import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RatingChanges } from "../../web/src/components/RatingChanges.tsx";
import { Ratings } from "../../web/src/components/Ratings.tsx";
import { withBotNames } from "../../web/src/game.ts";
import { AppContext, createAppState } from "../../web/src/state.ts";

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** A player's ratings as `GET /api/users/{id}/ratings` answers them. */
const NOTRE_DAME = {
  gameType: "notre-dame",
  mu: 27.34,
  sigma: 5.12,
  games: 3,
  provisional: true,
  history: [
    { n: 1, gameId: "g1", at: 1, muBefore: 25, sigmaBefore: 25 / 3, mu: 26.1, sigma: 7.2 },
    { n: 2, gameId: "g2", at: 2, muBefore: 26.1, sigmaBefore: 7.2, mu: 24.9, sigma: 6.1 },
    { n: 3, gameId: "g3", at: 3, muBefore: 24.9, sigmaBefore: 6.1, mu: 27.34, sigma: 5.12 },
  ],
};

function serve(ratings: unknown[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      asked.push(new URL(request.url).pathname);
      return reply({ ratings });
    }),
  );
  return asked;
}

async function show(node: preact.ComponentChild, language: "en" | "cs" = "en") {
  const app = createAppState();
  await app.setLanguage(language);
  render(<AppContext.Provider value={app}>{node}</AppContext.Provider>);
}

/** The SVG points of an element's `points` attribute. */
const pointsOf = (element: Element) =>
  (element.getAttribute("points") ?? "")
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(",").map(Number) as [number, number]);

describe("ratings on the profile", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("shows each game type's rating with its uncertainty, its games, the provisional mark and a chart of its history", async () => {
    const asked = serve([NOTRE_DAME]);
    await show(<Ratings userId="q0ab3v9xk2m7" />);
    expect((await screen.findByText("27.3 ± 5.1")).tagName).toBe("STRONG");
    expect(asked).toEqual(["/api/users/q0ab3v9xk2m7/ratings"]);
    expect(screen.getByText("Notre Dame").tagName).toBe("H3");
    expect(screen.getByText(/3 rated games/)).toBeTruthy();
    expect(screen.getByText("provisional")).toBeTruthy();
    const chart = screen.getByRole("img", { name: "Rating history in Notre Dame, from 25.0 to 27.3" });
    // The start and each of the three games, left to right; higher ratings drawn higher.
    const line = pointsOf(chart.querySelector("polyline")!);
    expect(line).toHaveLength(4);
    expect(line.map(([x]) => x)).toEqual([...line.map(([x]) => x)].sort((a, b) => a - b));
    const ys = line.map(([, y]) => y);
    expect(ys[1]).toBeLessThan(ys[0]!); // 26.1 above 25
    expect(ys[2]).toBeGreaterThan(ys[0]!); // 24.9 below 25
    expect(ys[3]).toBeLessThan(ys[1]!); // 27.34 the highest
    // The uncertainty band: above and below the line at every point, narrowing as σ shrinks.
    const band = pointsOf(chart.querySelector("polygon")!);
    expect(band).toHaveLength(8);
    const width = (i: number) => band[7 - i]![1] - band[i]![1];
    expect(width(0)).toBeGreaterThan(width(3));
    expect(width(3)).toBeGreaterThan(0);
    expect(chart.querySelectorAll("text")).toHaveLength(0);
  });

  it("says so when nothing is rated yet, and speaks the reader's language", async () => {
    serve([]);
    await show(<Ratings userId="q0ab3v9xk2m7" />);
    expect(await screen.findByText("No rated games yet: every finished game counts.")).toBeTruthy();
    cleanup();
    serve([{ ...NOTRE_DAME, games: 7, provisional: false }]);
    await show(<Ratings userId="q0ab3v9xk2m7" />, "cs");
    expect(await screen.findByText("27,3 ± 5,1")).toBeTruthy();
    expect(screen.getByText(/7 hodnocených her/)).toBeTruthy();
    expect(screen.queryByText("předběžné")).toBeNull();
  });
});

describe("a finished game's rating changes", () => {
  afterEach(() => cleanup());

  const players = [
    { userId: "u-bob", name: "bob", seat: 1 },
    { userId: "u-alice", name: "alice", seat: 0 },
  ];

  it("lists each player's change in seat order, with its sign, and the level of a cooperative game", async () => {
    await show(
      <RatingChanges
        game={{
          players,
          ratings: [
            { player: "level:3", n: 9, muBefore: 25, sigmaBefore: 8, mu: 23.55, sigma: 7.9, provisional: false },
            { player: "u-bob", n: 2, muBefore: 25, sigmaBefore: 8, mu: 26.45, sigma: 7.9, provisional: true },
            { player: "u-alice", n: 12, muBefore: 30, sigmaBefore: 3, mu: 29.04, sigma: 2.9, provisional: false },
          ],
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Rating changes" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "alice: 30.0 → 29.0 (-1.0)",
      "bob: 25.0 → 26.5 (+1.5) · provisional",
      "Level 3: 25.0 → 23.6 (-1.4)",
    ]);
  });

  it("marks a player's own bot as the game page names it, as every other list does", async () => {
    const english = createAppState();
    await english.setLanguage("en");
    const game = {
      type: "notre-dame",
      players: [...players, { userId: "u-rex", name: "Rex", seat: 2, ownedBy: "alice" }],
      ratings: [{ player: "u-rex", n: 1, muBefore: 25, sigmaBefore: 8, mu: 27, sigma: 7.5, provisional: true }],
    };
    await show(<RatingChanges game={withBotNames(game, english.t.value)} />);
    expect(screen.getByRole("listitem").textContent).toBe("Rex (bot of alice): 25.0 → 27.0 (+2.0) · provisional");
  });

  it("shows nothing for a game that was not rated", async () => {
    await show(<RatingChanges game={{ players, ratings: undefined }} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
