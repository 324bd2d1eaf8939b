import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyGame } from "../../worker/http/client.ts";
import { Dashboard } from "../../web/src/pages/Dashboard.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12);

const game = (id: string, change: Partial<MyGame>): MyGame => ({
  id,
  type: "notre-dame",
  status: "active",
  seatCount: 3,
  seat: 0,
  version: 4,
  updatedAt: NOW - 2 * HOUR,
  myTurn: 1,
  deadline: null,
  ...change,
});

/** The Worker's game lists as the dashboard asks for them. */
function serve(mine: MyGame[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      const games = url.searchParams.get("list") === "mine" ? mine : [];
      return new Response(JSON.stringify({ games }), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
}

async function show(language: "en" | "cs") {
  const app = createAppState();
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
