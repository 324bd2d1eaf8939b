import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KINDS, Settings } from "../../web/src/pages/Settings.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";

const KEY = "BFGsGged27WGWxNDLT7t1lFYhAv3zPLirUBYr_JlkM_rkkFxLrISSrmjTftFuiMLwpdC2xBvnc-Wl-u4zsA8DMM";
type Call = { method: string; path: string; body: unknown };

function fakeServer() {
  const calls: Call[] = [];
  let kinds: Record<string, string[]> = Object.fromEntries(KINDS.map((k) => [k, ["email"]]));
  const reply = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const body =
        request.method === "GET" ? undefined : await request.text().then((t) => (t ? JSON.parse(t) : undefined));
      calls.push({ method: request.method, path, body });
      if (path === "/api/push/key") return reply({ publicKey: KEY });
      if (path === "/api/me/push") return reply({ ok: true });
      if (path === "/api/me/notifications" && request.method === "PUT")
        kinds = { ...kinds, ...(body as { kinds: Record<string, string[]> }).kinds };
      return reply({ kinds, channels: ["email", "push"] });
    }),
  );
  return calls;
}

/** A browser with push: permission granted on asking, a service worker, a push manager that subscribes. */
function fakeBrowser(permission: NotificationPermission = "granted") {
  const subscription = {
    endpoint: "https://push.example.test/send/abc",
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: "https://push.example.test/send/abc",
      expirationTime: null,
      keys: { p256dh: "p", auth: "a" },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async () => (subscribed = subscription)),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: serviceWorker, configurable: true });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission: vi.fn(async () => permission) });
  return { serviceWorker, pushManager };
}

function show() {
  render(
    <AppContext.Provider value={createAppState()}>
      <Settings />
    </AppContext.Provider>,
  );
}

describe("push on the settings page", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("has a push checkbox per kind that saves that kind's channels", async () => {
    const calls = fakeServer();
    show();
    const box = (await screen.findByRole("checkbox", { name: "It is your turn Push" })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await screen.findByText("Saved.");
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ kinds: { yourTurn: ["email", "push"] } });
    await waitFor(() => expect(box.checked).toBe(true));
  });

  it("turns push on for this device: permission, /sw.js, a subscription with the server's key, posted to the server", async () => {
    const calls = fakeServer();
    const { serviceWorker, pushManager } = fakeBrowser();
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Turn on push notifications on this device" }));
    await screen.findByText("Push notifications are on for this device.");
    expect(serviceWorker.register).toHaveBeenCalledWith("/sw.js");
    const options = pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/me/push")?.body).toEqual({
      endpoint: "https://push.example.test/send/abc",
      keys: { p256dh: "p", auth: "a" },
    });
  });

  it("says so when the browser refuses notifications, and offers nothing where push does not exist", async () => {
    fakeServer();
    fakeBrowser("denied");
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Turn on push notifications on this device" }));
    expect((await screen.findByRole("alert")).textContent).toContain("blocks our notifications");
    cleanup();
    Reflect.deleteProperty(navigator, "serviceWorker");
    show();
    await screen.findByText("This browser cannot receive push notifications.");
  });
});
