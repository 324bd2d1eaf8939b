import { cleanup, fireEvent, screen, within } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budget } from "../budget.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { CONTROLS_ID } from "../../web/boards/types.ts";
import type { GameData, LogEntry } from "../../web/src/game.ts";
import { renderGamePage } from "./game-route.tsx";

const DAY = 86_400_000;
const players = [
  { userId: "u0", name: "Anna", seat: 0 },
  { userId: "u1", name: "Boris", seat: 1 },
  { userId: "u2", name: "Cyril", seat: 2 },
];
const state = notreDame.setup(3, { hiddenScores: false }, "game-page");
const offer = state.draft?.offers[0] ?? [];
const CARD_NAMES: Record<string, string> = {
  hospital: "Hospital",
  residence: "Residence",
  school: "Monastery school",
  inn: "Inn",
  bank: "Bank",
  coach: "Coach house",
  park: "Park",
  notreDame: "Notre Dame",
  advisor: "Advisor",
};

/** The game as the Worker describes it to Anna (seat 0); `toAct` says who must move. */
function gameFor(toAct: number[], change: Partial<GameData> = {}): GameData {
  return {
    id: "g1",
    type: "notre-dame",
    status: "active",
    version: 3,
    visibility: "public",
    seatCount: 3,
    createdBy: "u0",
    timeControl: {},
    timeoutPolicy: "bot",
    clocks: { "0": { deadline: toAct.includes(0) ? Date.now() + 2 * DAY : undefined, late: 0, dropped: false } },
    createdAt: 0,
    updatedAt: 0,
    players,
    mySeat: 0,
    toAct,
    moveCount: 3,
    chatCount: 0,
    unseen: 0,
    canUndo: false,
    view: notreDame.view(state, 0),
    legalMoves: toAct.includes(0) ? [...notreDame.legalMoves(state, 0)] : [],
    ...change,
  } as GameData;
}

type Answer = { status: number; body: unknown };

/** The Worker's answers by method and path; what the page posts is recorded. */
function serve(routes: Record<string, () => Answer>) {
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (request.method === "POST") posted.push({ path: url.pathname, body: await request.json() });
      const route =
        routes[`${request.method} ${url.pathname}${url.search}`] ?? routes[`${request.method} ${url.pathname}`];
      const answer = route?.() ?? {
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "no route in the test" } },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return posted;
}

const table = (game: GameData): Record<string, () => Answer> => ({
  "GET /api/games/g1": () => ({ status: 200, body: game }),
  "GET /api/games/g1/since": () => ({ status: 200, body: { seenSeq: 0, entries: [] } }),
  "GET /api/games/g1/log": () => ({ status: 200, body: { entries: [] } }),
  "GET /api/games/g1/chat": () => ({ status: 200, body: { messages: [] } }),
});

async function show() {
  await renderGamePage("en");
  return screen.findByRole("region", { name: "Game status" }, { timeout: budget(10_000) });
}

/** Picks the first card offered and confirms it. */
async function keepACard() {
  const controls = document.getElementById(CONTROLS_ID) as HTMLElement;
  fireEvent.click(controls.querySelector(`button[data-step="what"][data-token="card:${offer[0]}"]`) as HTMLElement);
  fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
}

const follows = (a: Node, b: Node): boolean => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe("the game page", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("names the game and its players, and its status bar says whose turn, my deadline and what this step asks in words", async () => {
    serve(table(gameFor([0, 1, 2])));
    const bar = await show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Notre Dame");
    expect(screen.getByText("Players: Anna, Boris, Cyril")).toBeTruthy();
    expect(within(bar).getByRole("status").textContent).toMatch(/^It is your turn\. Move by .+\.$/);
    const cards = offer.map((c) => CARD_NAMES[c]).join(", ");
    expect(within(bar).getByText(`Keep one of ${cards}; the others pass to your left.`)).toBeTruthy();
    expect(within(bar).getByRole("button", { name: "Go to your move" })).toBeTruthy();
    // The status bar comes before the board; the log opens with the game's first line.
    expect(follows(bar, document.getElementById(CONTROLS_ID) as Node)).toBe(true);
    expect(await screen.findByText("The game began; at the table: Anna, Boris, Cyril.")).toBeTruthy();
  });

  it("says there is no such game only when the Worker answers 404, and shows it once a failed load is retried", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let loads = 0;
      const routes = table(gameFor([0, 1, 2]));
      routes["GET /api/games/g1"] = () =>
        ++loads === 1
          ? { status: 503, body: { error: { code: "UNAVAILABLE", message: "busy" } } }
          : { status: 200, body: gameFor([0, 1, 2]) };
      serve(routes);
      // show() waits for the status bar 10 s at most: the retry comes after the 15 s pace.
      show().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(100);
      expect(loads).toBe(1);
      expect(screen.queryByText("There is no such game, or it is not for your eyes.")).toBeNull();
      await vi.advanceTimersByTimeAsync(16_000);
      const bar = await screen.findByRole("region", { name: "Game status" });
      expect(within(bar).getByRole("status").textContent).toMatch(/^It is your turn/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says there is no such game when the Worker answers 404", async () => {
    serve({});
    show().catch(() => undefined);
    expect((await screen.findByRole("alert")).textContent).toBe("There is no such game, or it is not for your eyes.");
  });

  it("says in its status bar who won, once the game is over", async () => {
    serve(
      table(gameFor([], { status: "finished", outcome: { kind: "ranked", scores: [40, 52, 31], ranks: [2, 1, 3] } })),
    );
    const bar = await show();
    expect(within(bar).getByRole("status").textContent).toBe("The game is over. Boris won with 52.");
  });

  it("says whom the game waits for, and who is on vacation until when", async () => {
    const back = Date.now() + 5 * DAY;
    serve(
      table(
        gameFor([1], {
          players: [
            players[0]!,
            { ...players[1]!, vacationUntil: back },
            { ...players[2]!, vacationUntil: Date.now() - DAY },
          ],
        }),
      ),
    );
    const bar = await show();
    expect(within(bar).getByRole("status").textContent).toBe("Waiting for Boris.");
    expect(within(bar).queryByRole("button", { name: "Go to your move" })).toBeNull();
    const date = new Date(back).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
    expect(screen.getByText(`Boris is on vacation until ${date}; their clock stands still until then.`)).toBeTruthy();
    expect(screen.queryByText(/Cyril is on vacation/)).toBeNull();
  });

  it("counts the players a game hiding who is still to act waits for, naming none, and still says when it is my turn", async () => {
    // Such a game lists only my own seat in `toAct`; `waiting` counts every seat still to act.
    serve(table(gameFor([], { waiting: 2 })));
    const bar = await show();
    expect(within(bar).getByRole("status").textContent).toBe("Waiting for 2 players.");
    cleanup();
    serve(table(gameFor([0], { waiting: 3 })));
    const mine = await show();
    expect(within(mine).getByRole("status").textContent).toMatch(/^It is your turn\. Move by .+\.$/);
    cleanup();
    serve({
      ...table(gameFor([0], { waiting: 3 })),
      "POST /api/games/g1/moves": () => ({
        status: 409,
        body: {
          error: { code: "STALE_VERSION", message: "moved on", current: gameFor([], { version: 4, waiting: 1 }) },
        },
      }),
    });
    await show();
    await keepACard();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The game moved on while you were choosing, so your move was not sent. Now it waits for 1 player.",
    );
  });

  it("says at the controls what is true when the game moved on: somebody else's turn now", async () => {
    const posted = serve({
      ...table(gameFor([0, 1, 2])),
      "POST /api/games/g1/moves": () => ({
        status: 409,
        body: { error: { code: "STALE_VERSION", message: "moved on", current: gameFor([2], { version: 4 }) } },
      }),
    });
    await show();
    await keepACard();
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toBe(
      "The game moved on while you were choosing, so your move was not sent. Now it waits for Cyril.",
    );
    expect(posted.map((p) => p.path)).toEqual(["/api/games/g1/moves"]);
    // Right after the board's controls, before the log: where the confirm step was.
    expect(follows(document.getElementById(CONTROLS_ID) as Node, notice)).toBe(true);
    expect(follows(notice, screen.getByRole("region", { name: "Log" }))).toBe(true);
    expect(within(screen.getByRole("region", { name: "Game status" })).getByRole("status").textContent).toBe(
      "Waiting for Cyril.",
    );
  });

  it("asks me to choose again when the game moved on and it is still my turn", async () => {
    serve({
      ...table(gameFor([0, 1, 2])),
      "POST /api/games/g1/moves": () => ({
        status: 409,
        body: { error: { code: "STALE_VERSION", message: "moved on", current: gameFor([0, 2], { version: 4 }) } },
      }),
    });
    await show();
    await keepACard();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The game moved on while you were choosing, so your move was not sent. It is still your turn: choose again.",
    );
  });

  it("offers the next game waiting for me once my move is in", async () => {
    serve({
      ...table(gameFor([0, 1, 2])),
      "POST /api/games/g1/moves": () => ({
        status: 200,
        body: { seq: 4, replayed: false, game: gameFor([1, 2], { version: 4, moveCount: 4 }) },
      }),
      "GET /api/games?list=mine": () => ({
        status: 200,
        body: {
          games: [
            // A game played through the API only is never the next game.
            { id: "g0", myTurn: 1, atTable: false },
            { id: "g1", myTurn: 0, atTable: true },
            { id: "g2", myTurn: 1, atTable: true },
            { id: "g3", myTurn: 1, atTable: true },
          ],
        },
      }),
    });
    const bar = await show();
    await keepACard();
    const next = await within(bar).findByRole("button", { name: "Next game waiting for you" });
    fireEvent.click(next);
    await vi.waitFor(() => expect(location.pathname).toBe("/games/g2"), { timeout: budget(5_000) });
  });

  it("offers the undo in the status bar, naming the move it takes back, and sends it from there", async () => {
    const kept = { type: "keep", card: offer[0] };
    let logged: LogEntry[] = [];
    const posted = serve({
      ...table(gameFor([0, 1, 2])),
      "POST /api/games/g1/moves": () => {
        logged = [{ seq: 4, kind: "move", seat: 0, at: 0, move: kept, events: [{ type: "kept", seat: 0 }] }];
        return {
          status: 200,
          body: { seq: 4, replayed: false, game: gameFor([1, 2], { version: 4, moveCount: 4, canUndo: true }) },
        };
      },
      "GET /api/games/g1/log": () => ({ status: 200, body: { entries: logged } }),
      "POST /api/games/g1/undo": () => ({
        status: 200,
        body: { seq: 5, replayed: false, game: gameFor([0, 1, 2], { version: 5, moveCount: 5 }) },
      }),
    });
    const bar = await show();
    expect(within(bar).queryByRole("button", { name: /^Undo/ })).toBeNull();
    await keepACard();
    const undo = await within(bar).findByRole("button", {
      name: `Undo: Keep ${CARD_NAMES[offer[0] ?? ""]} and pass the rest on`,
    });
    // Only the bar offers it: nothing further down the page takes a move back.
    expect(screen.getAllByRole("button", { name: /^Undo|Take my last move back/ })).toEqual([undo]);
    fireEvent.click(undo);
    await vi.waitFor(() => expect(posted.at(-1)).toEqual({ path: "/api/games/g1/undo", body: { version: 4 } }), {
      timeout: budget(5_000),
    });
    await vi.waitFor(() => expect(within(bar).queryByRole("button", { name: /^Undo/ })).toBeNull(), {
      timeout: budget(5_000),
    });
  });
});
