import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drainOutbox, SENDERS, type Senders } from "../../worker/jobs/drain.ts";
import { pushSender, PUSH_TTL_SECONDS, type PushFetch } from "../../worker/jobs/push.ts";
import { call, signIn, startedGame } from "./helpers.ts";
import { capturingEnv, contextAt, future, outboxRow, queue } from "./notifications-helpers.ts";
import { decryptPush, newBrowser, vapidClaims, type Browser } from "./push-crypto.ts";

type Sent = { url: string; headers: Record<string, string>; body: Uint8Array };

/** The push services of the test: each request is recorded and answered with the status `answer` picks. */
function pushServices(answer: (url: string) => number = () => 201): { senders: Senders; sent: Sent[] } {
  const sent: Sent[] = [];
  const send: PushFetch = async (url, init) => {
    sent.push({ url, headers: init.headers, body: init.body });
    const status = answer(url);
    return new Response(status === 201 ? null : "no", { status });
  };
  return { senders: { ...SENDERS, push: pushSender(send) }, sent };
}

const subscriptionsOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ? ORDER BY id")
      .bind(userId)
      .all<{ endpoint: string; p256dh: string; auth: string }>()
  ).results;

/** A player (not in the game, so no notes of the game's start are theirs) with push on for `channels` of "your turn". */
async function pushPlayer(browsers: Browser[], channels = ["push"], language = "en") {
  const player = await signIn();
  expect((await call(player.cookie, "PATCH", "/api/me", { language })).status).toBe(200);
  expect((await call(player.cookie, "PUT", "/api/me/notifications", { kinds: { yourTurn: channels } })).status).toBe(
    200,
  );
  for (const b of browsers) expect((await call(player.cookie, "POST", "/api/me/push", b.json)).status).toBe(200);
  return player;
}

async function someGame(): Promise<string> {
  return startedGame([await signIn(), await signIn()]);
}

describe("push subscriptions", () => {
  it("hands out the VAPID key, stores, updates and deletes a browser's subscription", async () => {
    const key = await call(undefined, "GET", "/api/push/key");
    expect(key.status).toBe(200);
    expect(await key.json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });

    const browser = await newBrowser();
    expect((await call(undefined, "POST", "/api/me/push", browser.json)).status).toBe(401);
    const player = await signIn();
    expect((await call(player.cookie, "POST", "/api/me/push", browser.json)).status).toBe(200);
    expect(await subscriptionsOf(player.userId)).toEqual([{ endpoint: browser.endpoint, ...browser.json.keys }]);

    // The same endpoint again with new keys updates the player's one row; somebody else signed in
    // on that browser gets a row of their own (test/worker/no-hijack.test.ts: it never moves).
    const renewed = await newBrowser(browser.endpoint);
    const other = await signIn();
    expect((await call(player.cookie, "POST", "/api/me/push", renewed.json)).status).toBe(200);
    expect(await subscriptionsOf(player.userId)).toEqual([{ endpoint: browser.endpoint, ...renewed.json.keys }]);
    expect((await call(other.cookie, "POST", "/api/me/push", renewed.json)).status).toBe(200);
    expect(await subscriptionsOf(player.userId)).toHaveLength(1);
    expect(await subscriptionsOf(other.userId)).toHaveLength(1);

    // Each removes only their own.
    expect(await (await call(other.cookie, "DELETE", "/api/me/push", { endpoint: browser.endpoint })).json()).toEqual({
      removed: true,
    });
    expect(await (await call(other.cookie, "DELETE", "/api/me/push", { endpoint: browser.endpoint })).json()).toEqual({
      removed: false,
    });
    expect(await subscriptionsOf(other.userId)).toEqual([]);
    expect(await subscriptionsOf(player.userId)).toHaveLength(1);
  });

  it("refuses endpoints that are not https and keys that are not a P-256 point and a 16-byte secret", async () => {
    const player = await signIn();
    const { json } = await newBrowser();
    const refused = async (body: unknown, path: string) => {
      const response = await call(player.cookie, "POST", "/api/me/push", body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; issues: { path: string[] }[] } };
      expect(error.code).toBe("INVALID_REQUEST");
      expect(error.issues.map((i) => i.path.join("."))).toContain(path);
    };
    await refused({ ...json, endpoint: "http://push.example.test/x" }, "endpoint");
    await refused({ ...json, endpoint: "not a url" }, "endpoint");
    await refused({ ...json, keys: { ...json.keys, p256dh: json.keys.auth } }, "keys.p256dh");
    await refused({ ...json, keys: { ...json.keys, auth: "abc$" } }, "keys.auth");
    await refused({ endpoint: json.endpoint }, "keys");
    expect(await subscriptionsOf(player.userId)).toEqual([]);
  });
});

describe("the push channel", () => {
  it("sends a 'your turn' to each browser, encrypted for it, localized, linking to the game", async () => {
    const browsers = [await newBrowser(), await newBrowser()];
    const player = await pushPlayer(browsers, ["push"], "cs");
    const id = await someGame();
    const at = future();
    const row = await queue(player.userId, "yourTurn", { seq: 1 }, at, id);
    const { senders, sent } = pushServices();
    const { env: bindings, sent: mails } = capturingEnv();
    await drainOutbox(contextAt(at, bindings), 50, senders);

    expect(await outboxRow(row)).toMatchObject({ status: "sent", attempts: 1 });
    expect(mails.filter((m) => m.to === player.email)).toEqual([]);
    expect(sent.map((s) => s.url)).toEqual(browsers.map((b) => b.endpoint));
    for (const [i, browser] of browsers.entries()) {
      const request = sent[i] as Sent;
      expect(request.headers).toMatchObject({
        "content-encoding": "aes128gcm",
        ttl: String(PUSH_TTL_SECONDS),
        "content-type": "application/octet-stream",
      });
      const claims = await vapidClaims(request.headers.authorization ?? "", env.VAPID_PUBLIC_KEY);
      expect(claims).toMatchObject({ aud: "https://push.example.test", sub: env.VAPID_SUBJECT });
      expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
      const message = JSON.parse(await decryptPush(browser, request.body));
      expect(message).toEqual({
        title: "Jste na tahu: Notre Dame",
        body: "Ve hře Notre Dame jste na tahu.",
        url: `https://games.test/games/${id}`,
        tag: `game-${id}`,
      });
    }
    // Each browser's payload is its own: one browser's keys do not open the other's.
    await expect(decryptPush(browsers[0] as Browser, (sent[1] as Sent).body)).rejects.toThrow();
  });

  it("deletes subscriptions their push service reports gone (404, 410) and still counts the row sent", async () => {
    const [gone, expired, alive] = [await newBrowser(), await newBrowser(), await newBrowser()];
    const player = await pushPlayer([gone, expired, alive]);
    const at = future();
    const row = await queue(player.userId, "yourTurn", { seq: 1 }, at, await someGame());
    const { senders, sent } = pushServices((url) =>
      url === gone.endpoint ? 410 : url === expired.endpoint ? 404 : 201,
    );
    await drainOutbox(contextAt(at), 50, senders);
    expect(sent).toHaveLength(3);
    expect(await outboxRow(row)).toMatchObject({ status: "sent" });
    expect((await subscriptionsOf(player.userId)).map((s) => s.endpoint)).toEqual([alive.endpoint]);
  });

  it("counts other failures as a failed channel: the retry repeats the push, not the e-mail that went out", async () => {
    const browser = await newBrowser();
    const player = await pushPlayer([browser], ["email", "push"]);
    const at = future();
    const row = await queue(player.userId, "yourTurn", { seq: 1 }, at, await someGame());
    const { env: bindings, sent: mails } = capturingEnv();

    const down = pushServices(() => 503);
    await drainOutbox(contextAt(at, bindings), 50, down.senders);
    const failed = await outboxRow(row);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.last_error).toBe("push failed: push.example.test answered 503");
    expect(down.sent).toHaveLength(1);
    expect(mails.filter((m) => m.to === player.email)).toHaveLength(1);
    expect(await subscriptionsOf(player.userId)).toHaveLength(1);

    const up = pushServices();
    await drainOutbox(contextAt(failed.due_at, bindings), 50, up.senders);
    expect(await outboxRow(row)).toMatchObject({ status: "sent", attempts: 2 });
    expect(up.sent).toHaveLength(1);
    expect(JSON.parse(await decryptPush(browser, (up.sent[0] as Sent).body))).toMatchObject({
      title: "Your turn in Notre Dame",
    });
    expect(mails.filter((m) => m.to === player.email)).toHaveLength(1);
  });

  it("sends nothing and fails nothing for a player who has no browser subscribed", async () => {
    const player = await pushPlayer([]);
    const at = future();
    const row = await queue(player.userId, "yourTurn", { seq: 1 }, at, await someGame());
    const { senders, sent } = pushServices();
    await drainOutbox(contextAt(at), 50, senders);
    expect(await outboxRow(row)).toMatchObject({ status: "sent" });
    expect(sent).toEqual([]);
  });
});
