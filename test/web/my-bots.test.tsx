import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MyBots } from "../../web/src/components/MyBots.tsx";
import { withBotNames } from "../../web/src/game.ts";
import { AppContext, createAppState } from "../../web/src/state.ts";

describe("the bots section and a bot's name", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("registers a bot and makes it a token, shown once", async () => {
    let bots: { id: string; name: string; createdAt: number; tokens: { id: number; name: string }[] }[] = [];
    const sent: unknown[] = [];
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        const body = request.method === "GET" ? undefined : (JSON.parse(await request.text()) as { name: string });
        sent.push(body);
        if (path === "/api/me/bots" && !body) return reply({ bots, max: 5 });
        if (path === "/api/me/bots" && body) {
          bots = [{ id: "b1", name: body.name, createdAt: 0, tokens: [] }];
          return reply(bots[0], 201);
        }
        if (path === "/api/me/bots/b1/tokens" && body) {
          bots = bots.map((b) => ({ ...b, tokens: [{ id: 1, name: body.name }] }));
          return reply(
            { token: "cgt_bot", item: { id: 1, name: body.name, scopes: [], createdAt: 0, lastUsedAt: null } },
            201,
          );
        }
        return reply({ error: { code: "ROUTE_NOT_FOUND", message: "" } }, 404);
      }),
    );
    render(
      <AppContext.Provider value={createAppState()}>
        <MyBots />
      </AppContext.Provider>,
    );
    fireEvent.input(await screen.findByLabelText("Bot name"), { target: { value: "Rex" } });
    fireEvent.click(screen.getByText("Register bot"));
    fireEvent.click(await screen.findByText("Make a token for it"));
    expect(await screen.findByText("cgt_bot")).toBeTruthy();
    expect(sent).toContainEqual({ name: "Rex #1", scopes: ["read", "play", "chat"] });
  });

  it("names a player's own bot as its owner's, the site's bots by the game", () => {
    const t = createAppState().t.value;
    const game = withBotNames(
      {
        type: "notre-dame",
        players: [
          { name: "Rex", ownedBy: "alice" },
          { name: "bot-1", bot: 1 },
          { name: "bob", ownedBy: null },
        ],
      },
      t,
    );
    const [own, site, person] = game.players.map((p) => p.name);
    expect([own, person]).toEqual(["Rex (bot of alice)", "bob"]);
    // The game's own name comes from its catalog, loaded with its table.
    expect(site).toMatch(/ bot 1$/);
  });
});
