import { createECDH, randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE, chromiumForTests, screenshotsOnFailure, signIn } from "./browser.ts";

/** What `PushSubscription.toJSON()` gives: an endpoint and fresh, valid keys. */
function subscription(name: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/${name}-${Date.now()}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

/** The API as this page's user (the session cookie goes along). */
function api(page: Page, method: string, body: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([m, b]) => {
      const response = await fetch("/api/me/push", {
        method: m,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(b),
      });
      return { status: response.status, json: await response.json() };
    },
    [method, body] as const,
  );
}

describe("the service worker", () => {
  const browser = chromiumForTests();
  let page: Page;

  it("moves the server to the new subscription when the push service changes it, and drops the old one", async () => {
    screenshotsOnFailure(() => [page], "push-change");
    const context = await browser().newContext();
    page = await signIn(context, `push.${Date.now().toString(36)}@example.com`);
    const old = subscription("old");
    const fresh = subscription("new");
    expect((await api(page, "POST", old)).status).toBe(200);

    // (The test's types are Node's and the Worker's: the browser's globals are named loosely.)
    await page.evaluate(async () => {
      const { serviceWorker } = navigator as unknown as {
        serviceWorker: { register(url: string): Promise<unknown>; ready: Promise<unknown> };
      };
      await serviceWorker.register("/sw.js");
      await serviceWorker.ready;
    });
    // The app registers it on every page (for offline use); it is there once ready.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    expect(worker.url()).toBe(`${BASE}/sw.js`);

    // Chromium never fires the event itself: dispatch one as Firefox does, with both subscriptions.
    await worker.evaluate(
      async ([oldOne, newOne]) => {
        const { ExtendableEvent } = globalThis as unknown as { ExtendableEvent: new (type: string) => Event };
        const event = new ExtendableEvent("pushsubscriptionchange");
        let work: Promise<unknown> = Promise.resolve();
        Object.defineProperties(event, {
          oldSubscription: { value: { endpoint: oldOne.endpoint } },
          newSubscription: { value: { endpoint: newOne.endpoint, toJSON: () => newOne } },
          waitUntil: { value: (p: Promise<unknown>) => void (work = p) },
        });
        (self as unknown as EventTarget).dispatchEvent(event);
        await work;
      },
      [old, fresh] as const,
    );

    // The old endpoint is gone from the server, the new one is there.
    expect((await api(page, "DELETE", { endpoint: old.endpoint })).json).toEqual({ removed: false });
    expect((await api(page, "DELETE", { endpoint: fresh.endpoint })).json).toEqual({ removed: true });
  });
});
