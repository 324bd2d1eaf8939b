import { cleanup, fireEvent, screen, within } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budget } from "../budget.ts";
import { carcassonneGhosts } from "../../worker/games/carcassonne-ghosts/index.ts";
import { activeGame, renderGamePage } from "./game-route.tsx";

const players = [
  { userId: "u0", name: "Anna", seat: 0 },
  { userId: "u1", name: "Boris", seat: 1 },
];
const state = carcassonneGhosts.setup(2, { level: 1 }, "chat-point");
const [start] = state.tiles;
const beside = state.frontier[0] ?? "";

/** A Carcassonne ghosts game as the Worker tells it to Anna, whose turn it is, with one message pointing at the start tile. */
const game = activeGame("carcassonne-ghosts", {
  version: 2,
  players,
  chatCount: 1,
  view: carcassonneGhosts.view(state, 0),
  legalMoves: [...carcassonneGhosts.legalMoves(state, 0)],
});

const message = {
  id: 1,
  userId: "u1",
  name: "Boris",
  text: "this one?",
  point: `${start?.x},${start?.y}`,
  createdAt: 0,
};

function serve() {
  const posted: { path: string; body: unknown }[] = [];
  const routes: Record<string, unknown> = {
    "GET /api/games/g1": game,
    "GET /api/games/g1/since": { seenSeq: 0, entries: [] },
    "GET /api/games/g1/log": { entries: [] },
    "GET /api/games/g1/chat": { messages: [message] },
    "POST /api/games/g1/chat": { id: 2 },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (request.method === "POST") posted.push({ path: url.pathname, body: await request.json() });
      const body = routes[`${request.method} ${url.pathname}`];
      const status = body === undefined ? 404 : request.method === "POST" ? 201 : 200;
      return new Response(JSON.stringify(body ?? { error: { code: "NOT_FOUND", message: "no route" } }), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return posted;
}

async function show() {
  await renderGamePage("en");
  return screen.findByRole("region", { name: "Chat" }, { timeout: budget(10_000) });
}

describe("a chat message pointing at the board", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("picks a place on the board for the message (not a move) and sends it with the text", async () => {
    const posted = serve();
    const chat = await show();
    fireEvent.click(within(chat).getByRole("button", { name: "Point at the board" }));
    expect(within(chat).getByRole("status").textContent).toBe("Now tap a place on the board.");
    const places = [...document.querySelectorAll<HTMLElement>('[data-step="point"]')];
    expect(places.map((p) => p.dataset.token)).toEqual(expect.arrayContaining([message.point, beside]));
    fireEvent.click(places.find((p) => p.dataset.token === beside) as HTMLElement);
    const [bx, by] = beside.split(",");
    expect(within(chat).getByText(`Points at the empty place (${bx}, ${by})`)).toBeTruthy();
    // Picking ended: the board offers the step's places again, and nothing was proposed as a move.
    expect(document.querySelector('[data-step="point"]')).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.input(within(chat).getByRole("textbox"), { target: { value: "what about here?" } });
    fireEvent.submit(within(chat).getByRole("textbox").closest("form") as HTMLFormElement);
    await vi.waitFor(() => expect(posted).toHaveLength(1), { timeout: budget(5_000) });
    expect(posted[0]).toEqual({ path: "/api/games/g1/chat", body: { text: "what about here?", point: beside } });
    await vi.waitFor(() => expect(within(chat).queryByText(/^Points at/)).toBeNull(), { timeout: budget(5_000) });
  });

  it("lights up a message's place on the board when the reader clicks it", async () => {
    serve();
    const chat = await show();
    expect(document.querySelector(".cg-lit")).toBeNull();
    const link = await within(chat).findByRole("button", {
      name: `Show the tile at (${start?.x}, ${start?.y}) on the board`,
    });
    fireEvent.click(link);
    const lit = document.querySelector(".cg-lit");
    expect(lit?.getAttribute("x")).toBe(String((start?.x ?? 0) * 100 - 4));
    expect(lit?.getAttribute("y")).toBe(String((start?.y ?? 0) * 100 - 4));
  });
});
