import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { LocationProvider } from "preact-iso";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateGame } from "../../web/src/components/CreateGame.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";
import { GAMES } from "../../worker/games/registry.ts";
import { timeControl } from "../../worker/match/clock.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function select(label: string): HTMLSelectElement {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${label} is no select`);
  return element;
}

/** The form, with every request it sends kept. */
async function show(): Promise<unknown[]> {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(await new Request(input, init).text())));
      return new Response(JSON.stringify({ error: { code: "RATE_LIMITED", message: "no" } }), { status: 429 });
    }),
  );
  const app = createAppState();
  app.me.value = { id: "me", name: "me", email: "me@example.com", language: "en", timeZone: "UTC" };
  await app.setLanguage("en");
  render(
    <LocationProvider>
      <AppContext.Provider value={app}>
        <CreateGame />
      </AppContext.Provider>
    </LocationProvider>,
  );
  return sent;
}

describe("the new-game form", () => {
  it("offers the games with a table, their own seat counts and options, and sends what their schema accepts", async () => {
    const sent = await show();
    const game = select("Game");
    expect([...game.options].map((o) => o.textContent)).toEqual([
      "Notre Dame",
      "Mists over Carcassonne",
      "Deal with the Devil",
    ]);
    const seats = select("Players");
    expect([...seats.options].map((o) => o.value)).toEqual(["2", "3", "4", "5"]);
    expect(seats.value).toBe("4");
    expect(select("Time per move").value).toBe("3");
    expect((screen.getByLabelText("Keep prestige hidden until the end") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Create the game" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const request = sent[0] as { type: string; seats: number; options: unknown };
    expect(request).toMatchObject({ type: "notre-dame", seats: 4, options: { hiddenScores: true } });
    expect(GAMES[request.type]?.options.safeParse(request.options).success).toBe(true);
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
  it("offers every clock the service keeps, each explained, and sends what the server's schema accepts", async () => {
    const sent = await show();
    const perMove = screen.getByLabelText("Days per move") as HTMLInputElement;
    expect(perMove.checked).toBe(true);
    expect(document.getElementById(perMove.getAttribute("aria-describedby") ?? "")?.textContent).toContain("same time");
    const bank = screen.getByLabelText("A bank of days") as HTMLInputElement;
    expect(document.getElementById(bank.getAttribute("aria-describedby") ?? "")?.textContent).toContain("whole game");
    // The weekend pause goes with a bank (worker/match/README.md says why).
    expect(screen.queryByLabelText("Pause on weekends")).toBeNull();
    fireEvent.click(bank);
    expect(screen.queryByLabelText("Time per move")).toBeNull();
    const weekend = screen.getByLabelText("Pause on weekends") as HTMLInputElement;
    expect(document.getElementById(weekend.getAttribute("aria-describedby") ?? "")?.textContent).toContain("Sundays");
    fireEvent.change(select("Days to start"), { target: { value: "14" } });
    fireEvent.change(select("Added per move"), { target: { value: "2" } });
    fireEvent.change(select("At most"), { target: { value: "30" } });
    fireEvent.click(weekend);
    fireEvent.click(screen.getByRole("button", { name: "Create the game" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { timeControl: chosen } = sent[0] as { timeControl: unknown };
    expect(chosen).toEqual({ kind: "bank", initialDays: 14, addDays: 2, capDays: 30, weekendPause: true });
    expect(timeControl.safeParse(chosen).success).toBe(true);
    fireEvent.click(perMove);
    fireEvent.change(select("Time per move"), { target: { value: "7" } });
    fireEvent.click(screen.getByRole("button", { name: "Create the game" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1] as { timeControl: unknown }).timeControl).toEqual({ kind: "perMove", days: 7 });
  });
});
