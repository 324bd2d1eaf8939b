import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notreDameBoard } from "../../web/boards/notre-dame/index.ts";
import { LATEST, SinceLastVisit } from "../../web/src/components/SinceLastVisit.tsx";
import type { GameData } from "../../web/src/game.ts";
import { AppContext, createAppState } from "../../web/src/state.ts";

const players = [
  { userId: "u0", name: "Anna", seat: 0 },
  { userId: "u1", name: "Boris", seat: 1 },
  { userId: "u2", name: "Cyril", seat: 2 },
];
const game = { id: "g1", mySeat: 0, moveCount: 20, players } as unknown as GameData;

/** Twenty moves by the others since my last visit, one "kept a card" each, and the server's answers. */
function serve() {
  const seen: unknown[] = [];
  const entries = Array.from({ length: 20 }, (_, i) => ({ seq: i + 1, kind: "move", seat: 1 + (i % 2), at: 0, events: [{ type: "kept", seat: 1 + (i % 2) }] }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === "POST") seen.push(await request.json());
      const body = request.method === "POST" ? { ok: true } : { seenSeq: 0, entries };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return seen;
}

async function show() {
  const app = createAppState();
  await app.setLanguage("en");
  await app.addMessages(notreDameBoard.messages);
  render(
    <AppContext.Provider value={app}>
      <SinceLastVisit game={game} board={notreDameBoard} />
    </AppContext.Provider>,
  );
}

describe("since my last visit", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("shows the latest events, the earlier ones on request, and remembers what I have read", async () => {
    const seen = serve();
    await show();
    expect(await screen.findByRole("heading", { name: "Since your last visit: 20 moves" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(LATEST);
    expect(screen.getAllByRole("listitem").at(-1)?.textContent).toBe("Cyril kept a card.");
    fireEvent.click(screen.getByRole("button", { name: `Show ${20 - LATEST} earlier events` }));
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
    expect(screen.getAllByRole("listitem")[0]?.textContent).toBe("Boris kept a card.");
    fireEvent.click(screen.getByRole("button", { name: "Got it" }));
    await vi.waitFor(() => expect(seen).toEqual([{ seq: 20 }]));
    await vi.waitFor(() => expect(screen.queryByRole("heading")).toBeNull());
  });
});
