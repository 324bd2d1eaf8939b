import { cleanup, fireEvent, screen, within } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budget } from "../budget.ts";
import { CONTROLS_ID } from "../../web/boards/types.ts";
import type { GameData } from "../../web/src/game.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import type { NotreDameState } from "../../worker/games/notre-dame/state.ts";
import { activeGame, renderGamePage } from "./game-route.tsx";

/*
 * Planning ahead on the game page (web/src/components/PlanAhead.tsx): while Boris plays his first
 * action card, Anna (seat 0, to play third) plans hers with the table's own controls, on the
 * condition of what Boris plays, sees it listed, cancels it, and reads why an earlier one was
 * not played.
 */
const players = [
  { userId: "u0", name: "Anna", seat: 0 },
  { userId: "u1", name: "Boris", seat: 1 },
  { userId: "u2", name: "Cyril", seat: 2 },
];
const setup = notreDame.setup(3, { hiddenScores: false }, "plan-ahead");
const state: NotreDameState = {
  ...setup,
  phase: "actions",
  bellRinger: 1,
  turns: 0,
  draft: undefined,
  players: setup.players.map((p, seat) => ({ ...p, hand: seat === 0 ? ["bank", "park", "inn"] : [] })),
};
const aheads = notreDame.planning?.ahead(state, 0) ?? [];
const [ahead, second, bribe] = aheads;
const game = activeGame("notre-dame", { players, view: notreDame.view(state, 0), toAct: [1] }) as GameData;

type Plans = { ahead: readonly unknown[]; plans: unknown[]; dropped: unknown[] };

function serve(plans: () => Plans) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method !== "GET")
        sent.push({ method: request.method, path, body: await request.json().catch(() => undefined) });
      const body: unknown = path.startsWith("/api/games/g1/plans")
        ? plans()
        : path === "/api/games/g1"
          ? game
          : path.endsWith("/since")
            ? { seenSeq: 0, entries: [] }
            : path.endsWith("/chat")
              ? { messages: [] }
              : { entries: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return sent;
}

describe("planning ahead on the game page", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("plans my next action card with the table's controls, on what the player before me plays, and cancels it", async () => {
    expect(ahead?.turn).toBe(`${state.round}.actions.2`);
    let plans: Plans = { ahead: aheads, plans: [], dropped: [] };
    const sent = serve(() => plans);
    await renderGamePage("en");
    const region = await screen.findByRole("region", { name: "Plan ahead" }, { timeout: budget(10_000) });
    fireEvent.click(within(region).getByRole("button", { name: "Plan my next move" }));
    const controls = document.getElementById(CONTROLS_ID) as HTMLElement;
    fireEvent.click(controls.querySelector('button[data-step="what"][data-token="card:bank"]') as HTMLElement);
    fireEvent.click(controls.querySelector('button[data-step="skip-action"]') as HTMLElement);
    const select = (await within(region).findByRole("combobox")) as unknown as HTMLSelectElement;
    const options = [...select.options].map((o) => o.textContent);
    expect(options[0]).toBe("when my turn comes, if still allowed");
    // Boris and Cyril play before Anna; any card of theirs may be named.
    expect(options.some((o) => o?.startsWith("only if Boris chooses:"))).toBe(true);
    expect(options.some((o) => o?.startsWith("only if Cyril chooses:"))).toBe(true);
    const coach = [...select.options].findIndex(
      (o) => o.textContent?.startsWith("only if Boris") && /Coach/.test(o.textContent),
    );
    fireEvent.change(select, { target: { value: String(coach - 1) } });
    const move = { type: "play", card: "bank", skip: true };
    plans = {
      ahead: aheads,
      plans: [{ id: "p1", turn: ahead?.turn, move, condition: ahead?.conditions[coach - 1] }],
      dropped: [],
    };
    fireEvent.click(within(region).getByRole("button", { name: "Plan it" }));
    const listed = await within(region).findByRole("list");
    expect(sent[0]).toMatchObject({
      method: "POST",
      path: "/api/games/g1/plans",
      body: { turn: ahead?.turn, move, condition: { seat: 1, move: { type: "play", card: "coach" } } },
    });
    expect(listed.textContent).toMatch(/Bank.*only if Boris chooses:.*Coach/);
    plans = { ahead: aheads, plans: [], dropped: [] };
    fireEvent.click(within(listed).getByRole("button", { name: "Cancel plan" }));
    await vi.waitFor(() => expect(within(region).queryByRole("list")).toBeNull(), { timeout: budget(5_000) });
    expect(sent[1]).toMatchObject({ method: "DELETE", path: "/api/games/g1/plans/p1" });
  });

  it("says why a plan was not played, and offers nothing where the game plans nothing", async () => {
    serve(() => ({
      ahead: [],
      plans: [],
      dropped: [{ reasons: ["condition"], moves: [{ type: "play", card: "bank", skip: true }] }],
    }));
    await renderGamePage("en");
    const notice = await screen.findByText(
      /^Not played: .*Bank.*Its condition was not met\. It is your turn\.$/,
      undefined,
      {
        timeout: budget(10_000),
      },
    );
    expect(notice).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Plan my next move" })).toBeNull();
    cleanup();
    serve(() => ({ ahead: [], plans: [], dropped: [] }));
    await renderGamePage("en");
    await screen.findByRole("region", { name: "Game status" }, { timeout: budget(10_000) });
    expect(screen.queryByRole("region", { name: "Plan ahead" })).toBeNull();
  });

  it("shows my plans turn by turn, plans the turn after them with the table's controls, and cancels one", async () => {
    expect([second?.turn, bribe?.turn]).toEqual([`${state.round}.actions.5`, `${state.round}.bribes.2`]);
    const bank = { type: "play", card: "bank", skip: true };
    const park = { type: "play", card: "park", skip: true };
    const planned = [
      { id: "p1", turn: ahead?.turn, move: bank, condition: null },
      { id: "p2", turn: second?.turn, move: park, condition: null },
    ];
    let plans: Plans = { ahead: aheads, plans: planned, dropped: [] };
    const sent = serve(() => plans);
    await renderGamePage("en");
    const region = await screen.findByRole("region", { name: "Plan ahead" }, { timeout: budget(10_000) });
    const turns = within(region).getAllByRole("heading", { level: 3 });
    expect(turns.map((h) => h.textContent)).toEqual(["Your next turn", "Your turn 2"]);
    const lists = within(region).getAllByRole("list");
    expect(lists.map((l) => l.textContent)).toEqual([expect.stringMatching(/Bank/), expect.stringMatching(/Park/)]);
    expect(within(region).getAllByRole("button", { name: "Add a choice" })).toHaveLength(2);
    // The bribe comes next: the board offers its pass.
    fireEvent.click(within(region).getByRole("button", { name: "Plan my turn after that" }));
    expect(within(region).getByText("Choose the move for that turn with the table's controls.")).toBeTruthy();
    const controls = document.getElementById(CONTROLS_ID) as HTMLElement;
    fireEvent.click(controls.querySelector('button[data-token="pass"]') as HTMLElement);
    plans = {
      ahead: aheads,
      plans: [...planned, { id: "p3", turn: bribe?.turn, move: { type: "pass" }, condition: null }],
      dropped: [],
    };
    fireEvent.click(await within(region).findByRole("button", { name: "Plan it" }));
    await vi.waitFor(() => expect(within(region).getAllByRole("list")).toHaveLength(3), { timeout: budget(5_000) });
    expect(sent[0]).toMatchObject({ method: "POST", body: { turn: bribe?.turn, move: { type: "pass" } } });
    expect(within(region).queryByRole("button", { name: "Plan my turn after that" })).toBeNull();
    plans = { ahead: aheads, plans: [planned[0], plans.plans[2]], dropped: [] };
    fireEvent.click(
      within(within(region).getAllByRole("list")[1] as HTMLElement).getByRole("button", { name: "Cancel plan" }),
    );
    await vi.waitFor(() => expect(within(region).getAllByRole("list")).toHaveLength(2), { timeout: budget(5_000) });
    expect(sent[1]).toMatchObject({ method: "DELETE", path: "/api/games/g1/plans/p2" });
  });
});
