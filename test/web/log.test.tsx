import { cleanup, render, screen, within } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budget } from "../budget.ts";
import { gameClient } from "../../web/boards/index.ts";
import type { AnyGameTable } from "../../web/boards/types.ts";
import { Log, useLogEntries } from "../../web/src/components/Log.tsx";
import type { GameData, LogEntry } from "../../web/src/game.ts";
import { AppContext, createAppState } from "../../web/src/state.ts";

const players = [
  { userId: "u0", name: "Anna", seat: 0 },
  { userId: "u1", name: "Boris", seat: 1 },
];

/** A long game's log: 150 moves, a new round after the 50th and the 100th, the plague at the 149th. */
function longLog(): LogEntry[] {
  return Array.from({ length: 150 }, (_, i): LogEntry => {
    const seq = i + 1;
    const seat = i % 2;
    const events: LogEntry["events"] = [{ type: "played", seat, card: "bank" }];
    if (seq % 50 === 0 && seq < 150)
      events.push({ type: "roundStarted", round: seq / 50 + 1, revealed: ["monk"], bellRinger: 0 });
    if (seq === 149) events.splice(0, 1, { type: "plague", value: 3 });
    return { seq, kind: "move", seat, at: 0, events };
  });
}

function serve(entries: LogEntry[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ entries }), { status: 200, headers: { "Content-Type": "application/json" } }),
    ),
  );
}

/** The log as the game page shows it: the page fetches the entries (they name the undo's move too). */
function PageLog({ game, board }: { game: GameData; board: AnyGameTable }) {
  return <Log game={game} board={board} entries={useLogEntries(game)} />;
}

async function show(moveCount: number) {
  const app = createAppState();
  await app.setLanguage("en");
  // The table as the game page gets it.
  const notreDameTable = await gameClient("notre-dame")?.table?.();
  if (!notreDameTable) throw new Error("Notre Dame has no table");
  await app.addMessages(notreDameTable.messages);
  const game = { id: "g1", mySeat: 0, moveCount, players } as unknown as GameData;
  render(
    <AppContext.Provider value={app}>
      <PageLog game={game} board={notreDameTable} />
    </AppContext.Provider>,
  );
}

describe("the log", () => {
  const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "scrollHeight");
  beforeEach(() => {
    vi.unstubAllGlobals();
    // happy-dom lays nothing out: a tall box, so scrolling to its end means something.
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, get: () => 5000 });
  });
  afterEach(() => {
    cleanup();
    if (scrollHeight) Object.defineProperty(HTMLElement.prototype, "scrollHeight", scrollHeight);
  });

  it("opens at the newest line, numbers every line in whole, and heads rounds and phases", async () => {
    serve(longLog());
    await show(150);
    const box = screen.getByRole("region", { name: "Log" });
    await vi.waitFor(() => expect(within(box).getAllByRole("listitem").length).toBeGreaterThan(150), {
      timeout: budget(5_000),
    });
    const items = within(box).getAllByRole("listitem");
    // 150 moves, three "round started" lines, and the game's first line.
    expect(items).toHaveLength(1 + 150 + 2);
    expect(items[0]?.textContent).toBe("1The game began; at the table: Anna, Boris.");
    const numbers = items.map((li) => li.querySelector(".log-n")?.textContent);
    expect(numbers).toEqual(items.map((_, i) => String(i + 1)));
    expect(items[144]?.querySelector(".log-n")?.textContent).toBe("145");
    expect(items.at(-1)?.querySelector(".log-text")?.textContent).toBe("Boris played Bank.");
    const headings = within(box)
      .getAllByRole("heading")
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Round 1 (period A)",
      "Playing cards",
      "Round 2 (period A)",
      "Playing cards",
      "Round 3 (period A)",
      "Playing cards",
      "Plague",
      "Playing cards",
    ]);
    // The newest line in view: the box is scrolled to its end, and the keyboard can reach it to scroll.
    expect(box.scrollTop).toBe(5000);
    expect(box.tabIndex).toBe(0);
  });
});
