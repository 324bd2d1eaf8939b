import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KINDS, Settings } from "../../web/src/pages/Settings.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";

type Call = { method: string; path: string; body: unknown };

/** A stand-in for the Worker's notification API, recording what the page sends. */
function fakeServer(testStatus: "sent" | "pending" = "sent") {
  const calls: Call[] = [];
  let kinds: Record<string, string[]> = Object.fromEntries(KINDS.map((k) => [k, ["email"]]));
  let reminders = [24, 4, 1];
  let digestHour: number | null = null;
  let turnMailGrace = 10;
  const reply = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body =
      request.method === "GET" ? undefined : await request.text().then((t) => (t ? JSON.parse(t) : undefined));
    calls.push({ method: request.method, path, body });
    if (path === "/api/me/notifications" && request.method === "PUT") {
      const change = body as {
        kinds?: Record<string, string[]>;
        reminders?: number[];
        digestHour?: number | null;
        turnMailGrace?: number;
      };
      kinds = { ...kinds, ...change.kinds };
      if (change.reminders) reminders = change.reminders;
      if (change.digestHour !== undefined) digestHour = change.digestHour;
      if (change.turnMailGrace !== undefined) turnMailGrace = change.turnMailGrace;
    }
    if (path === "/api/me/notifications/test") return reply({ status: testStatus });
    return reply({ kinds, channels: ["email"], reminders, digestHour, turnMailGrace });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

function show() {
  render(
    <AppContext.Provider value={createAppState()}>
      <Settings />
    </AppContext.Provider>,
  );
}

describe("notification settings page", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => cleanup());

  it("shows an e-mail checkbox per kind, checked by the server's settings", async () => {
    fakeServer();
    show();
    // The e-mail column: labelled by the kind alone (the other channels' boxes add their column).
    const boxes = (await screen.findAllByRole("checkbox")).filter((b) =>
      /^kind-\w+$/.test(b.getAttribute("aria-labelledby") ?? ""),
    );
    expect(boxes).toHaveLength(KINDS.length);
    for (const box of boxes) expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("checkbox", { name: "It is your turn" })).toBeTruthy();
  });

  it("saves a change at once, for that kind only", async () => {
    const calls = fakeServer();
    show();
    const box = (await screen.findByRole("checkbox", { name: "A game ends" })) as HTMLInputElement;
    fireEvent.click(box);
    await screen.findByText("Saved.");
    expect(calls.find((c) => c.method === "PUT")).toEqual({
      method: "PUT",
      path: "/api/me/notifications",
      body: { kinds: { gameOver: [] } },
    });
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it("offers the three reminder levels, all on by default, and saves the levels left", async () => {
    const calls = fakeServer();
    show();
    const four = (await screen.findByRole("checkbox", { name: "4 hours before" })) as HTMLInputElement;
    expect(((await screen.findByRole("checkbox", { name: "1 hour before" })) as HTMLInputElement).checked).toBe(true);
    expect(four.checked).toBe(true);
    fireEvent.click(four);
    await screen.findByText("Saved.");
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ reminders: [24, 1] });
    await waitFor(() => expect(four.checked).toBe(false));
  });

  it("chooses a daily digest hour, or immediate e-mails", async () => {
    const calls = fakeServer();
    show();
    const select = (await screen.findByRole("combobox", {
      name: /^E-mails about your turn/,
    })) as unknown as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(screen.getByRole("option", { name: "In one daily digest at 07:00" })).toBeTruthy();
    fireEvent.change(select, { target: { value: "7" } });
    await screen.findByText("Saved.");
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ digestHour: 7 });
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ digestHour: null }));
  });

  it("shows the turn mail's grace, 10 minutes by default, and saves another", async () => {
    const calls = fakeServer();
    show();
    const select = (await screen.findByRole("combobox", {
      name: /^Send the “It is your turn” e-mail/,
    })) as unknown as HTMLSelectElement;
    expect(select.value).toBe("10");
    expect(screen.getByRole("option", { name: "After 30 minutes" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "At once" })).toBeTruthy();
    fireEvent.change(select, { target: { value: "0" } });
    await screen.findByText("Saved.");
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ turnMailGrace: 0 });
    await waitFor(() => expect(select.value).toBe("0"));
  });

  it("sends a test notification and says how it went", async () => {
    const calls = fakeServer();
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Send me a test notification" }));
    expect((await screen.findByRole("status")).textContent).toBe("The test notification is on its way.");
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/me/notifications/test")).toBe(true);
  });

  it("says so when the test could not be sent yet", async () => {
    fakeServer("pending");
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Send me a test notification" }));
    expect((await screen.findByRole("alert")).textContent).toContain("could not be sent yet");
  });
});
