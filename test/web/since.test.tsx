import { cleanup, fireEvent, render, screen, within } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budget } from "../budget.ts";
import { gameClient } from "../../web/boards/index.ts";
import { SinceLastVisit } from "../../web/src/components/SinceLastVisit.tsx";
import type { GameData, LogEntry } from "../../web/src/game.ts";
import { AppContext, createAppState } from "../../web/src/state.ts";

const players = [
  { userId: "u0", name: "Anna", seat: 0 },
  { userId: "u1", name: "Boris", seat: 1 },
  { userId: "u2", name: "Cyril", seat: 2 },
];
const game = { id: "g1", mySeat: 0, moveCount: 22, players } as unknown as GameData;

/** The Worker's answers: `since` holds the entries from my own last move (`lastMove`) on; posts are recorded. */
function serve(since: LogEntry[], lastMove?: number) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === "POST") posted.push(await request.json());
      const body = request.method === "POST" ? { ok: true } : { seenSeq: 0, lastMove, entries: since };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return posted;
}

async function show() {
  const app = createAppState();
  await app.setLanguage("en");
  // The table as the game page gets it.
  const notreDameTable = await gameClient("notre-dame")?.table?.();
  if (!notreDameTable) throw new Error("Notre Dame has no table");
  await app.addMessages(notreDameTable.messages);
  render(
    <AppContext.Provider value={app}>
      <SinceLastVisit game={game} board={notreDameTable} />
    </AppContext.Provider>,
  );
}

const kept = (seq: number, seat: number): LogEntry => ({
  seq,
  kind: "move",
  seat,
  at: 0,
  events: [{ type: "kept", seat }],
});

describe("since my last move", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("is one line whose count is the number of events it lists, opened on request, headings and all", async () => {
    // Twenty keeps by the others, then the next round begins and I am offered cards (mine alone).
    const entries = Array.from({ length: 20 }, (_, i) => kept(i + 3, 1 + (i % 2)));
    entries.push({
      seq: 23,
      kind: "move",
      seat: 2,
      at: 0,
      events: [
        { type: "kept", seat: 2 },
        { type: "roundStarted", round: 4, revealed: ["monk"], bellRinger: 1 },
        { type: "offered", seat: 0, cards: ["inn", "bank", "park"] },
      ],
    });
    const posted = serve(entries);
    await show();
    const summary = await screen.findByText("Since your last move: 23 events");
    const details = summary.closest("details");
    expect(details?.open).toBe(false);
    const items = within(details as HTMLElement).getAllByRole("listitem", { hidden: true });
    expect(items).toHaveLength(23);
    expect(items.at(-1)?.textContent).toBe("Anna draws Inn, Bank, Park.");
    expect(items[0]?.textContent).toBe("Boris kept a card.");
    const headings = within(details as HTMLElement)
      .getAllByRole("heading", { hidden: true })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Since your last move: 23 events",
      "Choosing cards",
      "Round 4 (period B)",
      "Choosing cards",
    ]);
    fireEvent.click(details?.querySelector("summary") as HTMLElement);
    await vi.waitFor(() => expect(posted).toEqual([{ seq: 22 }]), { timeout: budget(5_000) });
  });

  it("starts with the game's first line when I have not moved yet, and tells my own card once", async () => {
    serve([
      {
        seq: 1,
        kind: "move",
        seat: 0,
        at: 0,
        // An entry of my own is here only when it is not a move of mine (the bot's, after a timeout).
        events: [
          { type: "timedOut", policy: "bot" },
          { type: "kept", seat: 0 },
          { type: "kept", seat: 0, card: "notreDame" },
        ],
      },
      kept(2, 1),
    ]);
    await show();
    const summary = await screen.findByText("Since your last move: 4 events");
    const items = within(summary.closest("details") as HTMLElement)
      .getAllByRole("listitem", { hidden: true })
      .map((li) => li.textContent);
    expect(items).toEqual([
      "The game began; at the table: Anna, Boris, Cyril.",
      "Anna ran out of time; the bot played this move.",
      "Anna kept Notre Dame.",
      "Boris kept a card.",
    ]);
  });

  it("opens with what my own last move caused, without the game's first line even when that move was the log's first", async () => {
    serve(
      [
        {
          seq: 1,
          kind: "move",
          seat: 0,
          at: 0,
          // The server leaves my act out: what follows it is what it caused.
          events: [
            { type: "cardsPassed", step: 1 },
            { type: "received", seat: 0, cards: ["inn", "bank"] },
          ],
        },
        kept(2, 1),
      ],
      1,
    );
    await show();
    const summary = await screen.findByText("Since your last move: 3 events");
    const items = within(summary.closest("details") as HTMLElement)
      .getAllByRole("listitem", { hidden: true })
      .map((li) => li.textContent);
    expect(items).toEqual(["Cards passed to the left (step 1).", "Anna received Inn, Bank.", "Boris kept a card."]);
  });

  it("says so in one line when nothing happened since", async () => {
    serve([]);
    await show();
    expect(await screen.findByText("Nothing new since your last move.")).toBeTruthy();
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
