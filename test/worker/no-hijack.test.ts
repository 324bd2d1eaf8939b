import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signIn } from "./helpers.ts";
import { newBrowser } from "./push-crypto.ts";

/** Issue 31: a credential-like value one account registered never moves to another account. */
describe("credentials stay with the account that registered them", () => {
  it("a push endpoint posted by another account leaves the owner's subscription in place", async () => {
    const owner = await signIn();
    const attacker = await signIn();
    const browser = await newBrowser();
    expect((await call(owner.cookie, "POST", "/api/me/push", browser.json)).status).toBe(200);

    // The attacker learnt the endpoint and posts it with keys of their own.
    const forged = await newBrowser(browser.endpoint);
    expect((await call(attacker.cookie, "POST", "/api/me/push", forged.json)).status).toBe(200);
    const owners = await env.DB.prepare("SELECT user_id, p256dh FROM push_subscriptions WHERE endpoint = ? ORDER BY id")
      .bind(browser.endpoint)
      .all<{ user_id: string; p256dh: string }>();
    expect(owners.results).toEqual([
      { user_id: owner.userId, p256dh: browser.json.keys.p256dh },
      { user_id: attacker.userId, p256dh: forged.json.keys.p256dh },
    ]);

    // The owner still finds and removes their own subscription.
    const removed = await call(owner.cookie, "DELETE", "/api/me/push", { endpoint: browser.endpoint });
    expect(await removed.json()).toEqual({ removed: true });
  });

  it("a webhook URL registered by two accounts is two webhooks, each deleted only by its owner", async () => {
    const url = "https://discord.com/api/webhooks/31/shared";
    const [first, second] = [await signIn(), await signIn()];
    const hook = async (p: typeof first) => {
      const response = await call(p.cookie, "POST", "/api/me/webhooks", { url, flavor: "discord" });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const firstId = await hook(first);
    const secondId = await hook(second);
    expect(secondId).not.toBe(firstId);
    expect((await call(second.cookie, "DELETE", `/api/me/webhooks/${firstId}`)).status).toBe(404);
    expect((await call(second.cookie, "DELETE", `/api/me/webhooks/${secondId}`)).status).toBe(200);
    const left = await call(first.cookie, "GET", "/api/me/webhooks");
    expect(((await left.json()) as { webhooks: { id: number }[] }).webhooks.map((h) => h.id)).toEqual([firstId]);
  });
});
