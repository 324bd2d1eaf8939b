import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { LocationProvider, Route, Router } from "preact-iso";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budget } from "../budget.ts";
import type { AnyGame } from "../../worker/games/contract.ts";
import { carcassonneGhosts } from "../../worker/games/carcassonne-ghosts/index.ts";
import { dealWithTheDevil } from "../../worker/games/deal-with-the-devil/index.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import Game from "../../web/src/pages/Game.tsx";
import Replay from "../../web/src/pages/Replay.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";
import { tileBackSvg } from "../../web/boards/carcassonne-ghosts/tile-svg.ts";

const players = [
  { userId: "u0", name: "Anna", seat: 0 },
  { userId: "u1", name: "Boris", seat: 1 },
  { userId: "u2", name: "Cyril", seat: 2 },
  { userId: "u3", name: "Dora", seat: 3 },
];

/** A stretch of a bot game as a replay answers it: the spectators' log, the seed or the spectators' views. */
function replayOf(game: AnyGame, options: unknown, moves: number, shape: "seed" | "views", seats = 3) {
  const seed = `replay-page-${game.id}`;
  let state = game.setup(seats, game.options.parse(options), seed);
  const views = [game.view(state, undefined)];
  const entries = [];
  for (let seq = 1; seq <= moves; seq++) {
    // A game that ends sooner replays up to its end.
    if (game.toAct(state).length === 0) break;
    const seat = game.toAct(state)[0] ?? 0;
    const move = game.botMove(state, seat);
    const result = game.play(state, seat, move);
    if (!result.ok) throw new Error(result.error.code);
    state = result.played.state;
    views.push(game.view(state, undefined));
    const events = result.played.events.map((e) => e.event);
    entries.push({ seq, kind: "move", seat, at: seq, events, ...(shape === "seed" ? { move } : {}) });
  }
  const common = {
    type: game.id,
    rulesVersion: game.version,
    options,
    players: players.slice(0, seats),
    moves: entries,
  };
  return JSON.parse(JSON.stringify(shape === "seed" ? { ...common, seed } : { ...common, views })) as {
    moves: { events: Record<string, unknown>[] }[];
  };
}

function serve(path: string, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      const found = url.pathname === path;
      return new Response(
        JSON.stringify(found ? body : { error: { code: "NOT_FOUND", message: "no route in the test" } }),
        {
          status: found ? 200 : 404,
          headers: { "Content-Type": "application/json" },
        },
      );
    }),
  );
}

async function show(path: string) {
  const app = createAppState();
  await app.setLanguage("en");
  history.replaceState(null, "", path);
  render(
    <AppContext.Provider value={app}>
      <LocationProvider>
        <Router>
          <Route path="/games/:id/replay" component={Replay} />
          <Route path="/games/:id" component={Game} />
        </Router>
      </LocationProvider>
    </AppContext.Provider>,
  );
}

describe("a Carcassonne ghosts replay", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("draws face-down tiles by their backs only, at every step", async () => {
    const replay = replayOf(carcassonneGhosts as unknown as AnyGame, { level: 5 }, 90, "views", 1) as ReturnType<
      typeof replayOf
    > & { views?: { tiles: { faceDown?: true }[] }[] };
    const downs = (replay.views ?? []).at(-1)?.tiles.filter((tile) => tile.faceDown).length ?? 0;
    expect(downs).toBeGreaterThan(0);
    serve("/api/games/g1/replay", replay);
    await show("/games/g1/replay");
    fireEvent.click(await screen.findByRole("button", { name: "End" }, { timeout: budget(10_000) }));
    await screen.findByText(`Move ${replay.moves.length} of ${replay.moves.length}`);
    const backs = [...document.querySelectorAll(".cg-tiles > g.cg-back")];
    expect(backs).toHaveLength(downs);
    const back = document.createElement("div");
    back.innerHTML = `<svg>${tileBackSvg()}</svg>`;
    for (const g of backs) expect(g.innerHTML).toBe(back.querySelector("svg")?.innerHTML);
    // A back shows nothing of a front: no fog, city, road or centre picture.
    for (const back of backs) expect(back.querySelector(".fog, .city, .road, .castle, .cemetery")).toBeNull();
  });
});

describe("a replay with a table", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("rebuilds the states from the seed and shows them from any player's side", async () => {
    const replay = replayOf(notreDame as unknown as AnyGame, { hiddenScores: true }, 5, "seed");
    serve("/api/games/g1/replay", replay);
    await show("/games/g1/replay");
    expect(await screen.findByText("Move 0 of 5", {}, { timeout: budget(10_000) })).toBeTruthy();
    expect(screen.getByRole("combobox")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "End" }));
    expect(screen.getByText("Move 5 of 5")).toBeTruthy();
  });

  it("steps through the server's views when there is no seed, with no choice of side", async () => {
    const replay = replayOf(notreDame as unknown as AnyGame, { hiddenScores: true }, 5, "views");
    serve("/api/games/g1/replay", replay);
    await show("/games/g1/replay");
    expect(await screen.findByText("Move 0 of 5", {}, { timeout: budget(10_000) })).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Forward" }));
    expect(screen.getByText("Move 1 of 5")).toBeTruthy();
    expect(
      screen
        .getAllByRole("status")
        .some(
          (s) =>
            s.textContent?.includes("Anna") || s.textContent?.includes("Boris") || s.textContent?.includes("Cyril"),
        ),
    ).toBe(true);
  });
});

describe("Deal with the Devil, which has its table (issue 28)", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("its replay (seed, every move) rebuilds the positions and draws them with the table", async () => {
    const replay = replayOf(dealWithTheDevil as unknown as AnyGame, {}, 12, "seed", 4);
    serve("/api/games/g1/replay", replay);
    await show("/games/g1/replay");
    expect(await screen.findByText("Move 0 of 12", {}, { timeout: budget(10_000) })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "End" }));
    expect(screen.getByText("Move 12 of 12")).toBeTruthy();
    expect(screen.getByRole("region", { name: "The board" })).toBeTruthy();
  });

  it("its page during the game shows the table: what to do now, and controls composed from the answer's parts", async () => {
    const state = dealWithTheDevil.setup(4, {}, "game-page");
    serve("/api/games/g1", {
      id: "g1",
      type: "deal-with-the-devil",
      status: "active",
      version: 0,
      visibility: "public",
      seatCount: 4,
      createdBy: "u0",
      timeControl: {},
      timeoutPolicy: "bot",
      clocks: {},
      createdAt: 0,
      updatedAt: 0,
      players,
      mySeat: 0,
      toAct: dealWithTheDevil.toAct(state),
      waiting: 4,
      moveCount: 0,
      chatCount: 0,
      unseen: 0,
      canUndo: false,
      view: dealWithTheDevil.view(state, 0),
      legalMoves: [],
      legalParts: dealWithTheDevil.legalParts?.of(state, 0),
      options: {},
    });
    await show("/games/g1");
    expect(
      await screen.findByText("Fill your chest and set its price, or leave it empty.", {}, { timeout: budget(10_000) }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Leave the chest empty" })).toBeTruthy();
  });
});
