import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budget } from "../budget.ts";
import { ApiTokens } from "../../web/src/components/ApiTokens.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";

type Call = { method: string; path: string; body: unknown };

/** A stand-in for the Worker's token API, recording what the section sends. */
function fakeServer() {
  const calls: Call[] = [];
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const text = request.method === "GET" ? "" : await request.text();
      const body = text ? (JSON.parse(text) as { name: string; scopes: string[] }) : undefined;
      calls.push({ method: request.method, path, body });
      if (path === "/api/me/tokens" && request.method === "GET")
        return reply({
          tokens: [{ id: 1, name: "old tool", scopes: ["read"], createdAt: 0, lastUsedAt: null }],
          max: 20,
        });
      if (path === "/api/me/tokens" && body)
        return reply(
          {
            token: "cgt_secret",
            item: { id: 2, name: body.name, scopes: body.scopes, createdAt: 0, lastUsedAt: null },
          },
          201,
        );
      if (path === "/api/me/tokens/1" && request.method === "DELETE") return reply({ ok: true });
      return reply({ error: { code: "ROUTE_NOT_FOUND", message: "" } }, 404);
    }),
  );
  return calls;
}

describe("API tokens section", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("lists tokens, makes one with the scopes ticked and shows it once, revokes one", async () => {
    const calls = fakeServer();
    render(
      <AppContext.Provider value={createAppState()}>
        <ApiTokens />
      </AppContext.Provider>,
    );
    expect(await screen.findByText("old tool")).toBeTruthy();
    expect(screen.getByText(/never used/)).toBeTruthy();

    fireEvent.input(screen.getByLabelText("Token name"), { target: { value: "my bot" } });
    fireEvent.click(screen.getByLabelText("write in the chat"));
    fireEvent.click(screen.getByLabelText("play my moves"));
    fireEvent.click(screen.getByText("Create token"));
    expect(await screen.findByText("cgt_secret")).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ name: "my bot", scopes: ["read", "chat"] });

    fireEvent.click(screen.getAllByText("Revoke")[0] as HTMLElement);
    await vi.waitFor(() => expect(screen.queryByText("old tool")).toBeNull(), { timeout: budget(5_000) });
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", path: "/api/me/tokens/1" });
    // Revoking also hides the token shown once: it is never shown again.
    expect(screen.queryByText("cgt_secret")).toBeNull();
  });
});
