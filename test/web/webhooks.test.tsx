import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Webhooks } from "../../web/src/components/Webhooks.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";

type Call = { method: string; path: string; body: unknown };

/** A stand-in for the Worker's webhook API, recording what the section sends. */
function fakeServer() {
  const calls: Call[] = [];
  let hooks = [{ id: 1, url: "https://discord.com/api/webhooks/1/a", flavor: "discord", createdAt: 0 }];
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const text = request.method === "GET" ? "" : await request.text();
      const body = text ? (JSON.parse(text) as { url: string; flavor: string }) : undefined;
      calls.push({ method: request.method, path, body });
      if (path === "/api/me/webhooks" && request.method === "GET") return reply({ webhooks: hooks, max: 5 });
      if (path === "/api/me/webhooks" && request.method === "POST" && body) {
        if (body.url.includes("127.0.0.1"))
          return reply(
            {
              error: { code: "INVALID_REQUEST", message: "", issues: [{ path: ["url"], message: "private-address" }] },
            },
            400,
          );
        const hook = { id: 2, url: body.url, flavor: body.flavor, createdAt: 0 };
        hooks = [...hooks, hook];
        return reply(hook, 201);
      }
      if (path === "/api/me/webhooks/1/test") return reply({ outcome: "status", status: 500 });
      if (path === "/api/me/webhooks/1" && request.method === "DELETE") return reply({ ok: true });
      return reply({ error: { code: "ROUTE_NOT_FOUND", message: "" } }, 404);
    }),
  );
  return calls;
}

function show() {
  render(
    <AppContext.Provider value={createAppState()}>
      <Webhooks />
    </AppContext.Provider>,
  );
}

describe("webhooks section", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("lists the webhooks, adds one, and words a refusal", async () => {
    const calls = fakeServer();
    show();
    expect(await screen.findByText("https://discord.com/api/webhooks/1/a")).toBeTruthy();
    expect(screen.getByText("You have 1 webhook (at most 5).")).toBeTruthy();
    const input = screen.getByLabelText("Webhook address") as HTMLInputElement;
    fireEvent.input(input, { target: { value: "https://127.0.0.1/x" } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect((await screen.findByRole("alert")).textContent).toBe("The address points into a private or local network.");
    fireEvent.input(input, { target: { value: "https://hooks.slack.com/services/T/B/x" } });
    fireEvent.change(screen.getByLabelText("Format"), { target: { value: "slack" } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect((await screen.findByRole("status")).textContent).toBe("Webhook added.");
    expect(screen.getByText("https://hooks.slack.com/services/T/B/x")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      url: "https://hooks.slack.com/services/T/B/x",
      flavor: "slack",
    });
  });

  it("tests and deletes a webhook", async () => {
    const calls = fakeServer();
    show();
    await screen.findByText("https://discord.com/api/webhooks/1/a");
    fireEvent.click(screen.getByRole("button", { name: "Send a test message" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The receiver answered with error 500.");
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("status")).textContent).toBe("Webhook deleted.");
    expect(screen.queryByText("https://discord.com/api/webhooks/1/a")).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain("DELETE /api/me/webhooks/1");
  });
});
