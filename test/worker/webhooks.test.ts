import { afterEach, describe, expect, it, vi } from "vitest";
import { findUser } from "../../worker/db/accounts.ts";
import { drainOutbox } from "../../worker/jobs/drain.ts";
import type { Delivery } from "../../worker/jobs/delivery.ts";
import { sendWebhook } from "../../worker/jobs/webhook.ts";
import { postWebhook } from "../../worker/webhook/post.ts";
import { checkWebhookUrl } from "../../worker/webhook/url.ts";
import { call, signIn, startedGame } from "./helpers.ts";
import { contextAt, future, outboxRow, queue } from "./notifications-helpers.ts";

type Player = Awaited<ReturnType<typeof signIn>>;
type Hook = { id: number; url: string; flavor: "discord" | "slack"; createdAt: number };
type Posted = { url: string; init: RequestInit; body: Record<string, unknown> };

const DISCORD = "https://discord.com/api/webhooks/123/abc";
const SLACK = "https://hooks.slack.com/services/T0/B0/xyz";

async function add(player: Player, url: string, flavor = "discord") {
  return call(player.cookie, "POST", "/api/me/webhooks", { url, flavor });
}

async function added(player: Player, url: string, flavor: "discord" | "slack" = "discord"): Promise<Hook> {
  const response = await add(player, url, flavor);
  expect(response.status).toBe(201);
  return (await response.json()) as Hook;
}

async function hooksOf(player: Player): Promise<Hook[]> {
  const response = await call(player.cookie, "GET", "/api/me/webhooks");
  expect(response.status).toBe(200);
  return ((await response.json()) as { webhooks: Hook[] }).webhooks;
}

async function refusal(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; issues?: { path: unknown[]; message: string }[] } };
  expect(body.error.code).toBe("INVALID_REQUEST");
  return body.error.issues?.[0]?.message;
}

/** A fetch that records each request and answers with `answer` (a status, or a Response). */
function recordingFetch(answer: number | ((url: string, init: RequestInit) => Response | Promise<Response>) = 204) {
  const posted: Posted[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    posted.push({ url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return typeof answer === "number"
      ? new Response(answer === 204 ? null : "REMOTE-SECRET-BODY", { status: answer })
      : answer(url, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, posted, calls: fetch };
}

/** A fetch that never answers, honouring the abort signal as the real one does. */
const hangingFetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise<Response>((_, reject) =>
    init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
  )) as typeof fetch;

async function deliveryFor(
  player: Player,
  kind: Delivery["kind"],
  game?: { id: string; type: string },
): Promise<Delivery> {
  const user = await findUser(contextAt().db, player.userId);
  if (!user) throw new Error("no user");
  const content = kind === "test" ? { kind } : ({ kind } as Delivery["content"]);
  return { row: {} as Delivery["row"], kind, user, language: "en", content, game, summary: undefined };
}

afterEach(() => vi.unstubAllGlobals());

describe("webhooks API", () => {
  it("lists, adds, refuses duplicates and a sixth, deletes; strangers get 401 and other players 404", async () => {
    const player = await signIn();
    const other = await signIn();
    expect(await hooksOf(player)).toEqual([]);
    const first = await added(player, DISCORD);
    expect(first).toMatchObject({ url: DISCORD, flavor: "discord" });
    await added(player, SLACK, "slack");
    expect((await hooksOf(player)).map((h) => [h.url, h.flavor])).toEqual([
      [DISCORD, "discord"],
      [SLACK, "slack"],
    ]);
    expect(await refusal(await add(player, DISCORD))).toBe("duplicate");
    // The URL is stored in its canonical spelling: the default port and case of the host go.
    expect((await added(player, "https://Example.COM:443/hook")).url).toBe("https://example.com/hook");
    await added(player, "https://example.com/2");
    await added(player, "https://example.com/3");
    expect(await refusal(await add(player, "https://example.com/6"))).toBe("too-many");
    expect(await hooksOf(other)).toEqual([]);

    expect((await call(other.cookie, "DELETE", `/api/me/webhooks/${first.id}`)).status).toBe(404);
    expect((await call(other.cookie, "POST", `/api/me/webhooks/${first.id}/test`)).status).toBe(404);
    expect((await call(player.cookie, "DELETE", `/api/me/webhooks/${first.id}`)).status).toBe(200);
    expect((await call(player.cookie, "DELETE", `/api/me/webhooks/${first.id}`)).status).toBe(404);
    expect((await hooksOf(player)).map((h) => h.url)).not.toContain(DISCORD);
    expect(await added(player, DISCORD)).toMatchObject({ url: DISCORD });

    expect((await call(undefined, "GET", "/api/me/webhooks")).status).toBe(401);
    expect((await call(undefined, "POST", "/api/me/webhooks", { url: DISCORD, flavor: "discord" })).status).toBe(401);
    expect((await call(undefined, "DELETE", `/api/me/webhooks/${first.id}`)).status).toBe(401);
  });

  it("refuses malformed requests", async () => {
    const player = await signIn();
    for (const body of [
      { url: DISCORD, flavor: "teams" },
      { url: DISCORD },
      { flavor: "slack" },
      { url: DISCORD, flavor: "slack", extra: 1 },
      { url: "x".repeat(3000), flavor: "slack" },
    ]) {
      const response = await call(player.cookie, "POST", "/api/me/webhooks", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call(player.cookie, "DELETE", "/api/me/webhooks/abc")).status).toBe(400);
  });

  const REFUSED: [string, string][] = [
    ["not a url", "not-a-url"],
    ["discord.com/api/webhooks/1/a", "not-a-url"],
    ["http://discord.com/api/webhooks/1/a", "not-https"],
    ["ftp://example.com/hook", "not-https"],
    ["javascript:alert(1)", "not-https"],
    ["https://user:pass@example.com/hook", "userinfo"],
    ["https://user@example.com/hook", "userinfo"],
    ["https://example.com:8443/hook", "port"],
    ["https://example.com:80/hook", "port"],
    ["https://localhost/hook", "local-name"],
    ["https://LOCALHOST./hook", "local-name"],
    ["https://api.localhost/hook", "local-name"],
    ["https://printer.local/hook", "local-name"],
    ["https://metadata.google.internal/hook", "local-name"],
    ["https://intranet/hook", "local-name"],
    // loopback, in every spelling the URL parser turns into 127.0.0.1
    ["https://127.0.0.1/hook", "private-address"],
    ["https://127.1.2.3/hook", "private-address"],
    ["https://0x7f.1/hook", "private-address"],
    ["https://2130706433/hook", "private-address"],
    ["https://0177.0.0.1/hook", "private-address"],
    ["https://[::1]/hook", "private-address"],
    ["https://[::ffff:127.0.0.1]/hook", "private-address"],
    // private
    ["https://10.0.0.1/hook", "private-address"],
    ["https://172.16.0.1/hook", "private-address"],
    ["https://172.31.255.255/hook", "private-address"],
    ["https://192.168.1.1/hook", "private-address"],
    ["https://[fc00::1]/hook", "private-address"],
    ["https://[fd12:3456::1]/hook", "private-address"],
    ["https://[::ffff:10.0.0.1]/hook", "private-address"],
    ["https://[64:ff9b::a00:1]/hook", "private-address"],
    ["https://[2002:c0a8:101::1]/hook", "private-address"],
    // link-local (the cloud metadata address among them)
    ["https://169.254.169.254/latest/meta-data", "private-address"],
    ["https://[fe80::1]/hook", "private-address"],
    // shared address space (CGNAT), "this network", unspecified
    ["https://100.64.0.1/hook", "private-address"],
    ["https://100.127.255.255/hook", "private-address"],
    ["https://0.0.0.0/hook", "private-address"],
    ["https://0/hook", "private-address"],
    ["https://[::]/hook", "private-address"],
    // multicast, reserved, broadcast
    ["https://224.0.0.1/hook", "private-address"],
    ["https://239.255.255.250/hook", "private-address"],
    ["https://[ff02::1]/hook", "private-address"],
    ["https://240.0.0.1/hook", "private-address"],
    ["https://255.255.255.255/hook", "private-address"],
  ];

  it("refuses every unsafe class of URL, saying why", async () => {
    const player = await signIn();
    for (const [url, reason] of REFUSED) {
      expect(checkWebhookUrl(url), url).toEqual({ ok: false, reason });
      expect(await refusal(await add(player, url)), url).toBe(reason);
    }
    expect(await hooksOf(player)).toEqual([]);
  });

  it("accepts public names and public literal addresses next to the refused ranges", () => {
    for (const url of [
      DISCORD,
      SLACK,
      "https://example.com:443/x",
      "https://1.1.1.1/x",
      "https://172.32.0.1/x",
      "https://100.128.0.1/x",
      "https://169.255.0.1/x",
      "https://[2606:4700:4700::1111]/x",
      "https://[::ffff:8.8.8.8]/x",
      "https://local.example.com/x",
    ]) {
      expect(checkWebhookUrl(url).ok, url).toBe(true);
    }
  });
});

describe("the webhook sender", () => {
  it("posts Discord's { content } and Slack's { text } as JSON, with the game link, no redirects and a timeout", async () => {
    const player = await signIn();
    await added(player, DISCORD);
    await added(player, SLACK, "slack");
    const { fetch, posted } = recordingFetch();
    const ctx = contextAt();
    const user = await findUser(ctx.db, player.userId);
    await sendWebhook(ctx, await deliveryFor(player, "yourTurn", { id: "abcdefabcdef", type: "notre-dame" }), {
      fetch,
    });
    const line = `${user?.name}, it is your turn in Notre Dame. https://games.test/games/abcdefabcdef`;
    expect(posted.map((p) => [p.url, p.body])).toEqual([
      [DISCORD, { content: line, allowed_mentions: { parse: [] } }],
      [SLACK, { text: line }],
    ]);
    for (const { init } of posted) {
      expect(init.method).toBe("POST");
      expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
      expect(init.redirect).toBe("manual");
      expect(init.signal).toBeInstanceOf(AbortSignal);
    }
    posted.length = 0;
    await sendWebhook(ctx, await deliveryFor(player, "gameOver", { id: "abcdefabcdef", type: "notre-dame" }), {
      fetch,
    });
    expect(posted[0]?.body.content).toBe(
      `${user?.name}, your game of Notre Dame is over. https://games.test/games/abcdefabcdef`,
    );
  });

  it("posts nothing for kinds webhooks do not carry", async () => {
    const player = await signIn();
    await added(player, DISCORD);
    const { fetch, calls } = recordingFetch();
    for (const kind of ["gameStarted", "invited", "reminder", "timedOut"] as const)
      await sendWebhook(contextAt(), await deliveryFor(player, kind), { fetch });
    expect(calls).not.toHaveBeenCalled();
  });

  it("escapes Slack's control characters", async () => {
    const { fetch, posted } = recordingFetch();
    await postWebhook({ url: SLACK, flavor: "slack" }, "a <b> & c", { fetch });
    expect(posted[0]?.body).toEqual({ text: "a &lt;b&gt; &amp; c" });
  });

  it("fails on a redirect without following it, on a timeout, on 5xx and on network errors; never with the remote body", async () => {
    const hook = { url: DISCORD, flavor: "discord" as const };
    const redirect = recordingFetch(
      () => new Response(null, { status: 302, headers: { Location: "https://127.0.0.1/admin" } }),
    );
    expect(await postWebhook(hook, "hi", { fetch: redirect.fetch })).toEqual({ ok: false, reason: "redirect" });
    expect(redirect.posted.map((p) => p.url)).toEqual([DISCORD]);
    expect(await postWebhook(hook, "hi", { fetch: hangingFetch, timeoutMs: 30 })).toEqual({
      ok: false,
      reason: "timeout",
    });
    expect(await postWebhook(hook, "hi", { fetch: recordingFetch(503).fetch })).toEqual({
      ok: false,
      reason: "status",
      status: 503,
      gone: false,
    });
    const broken = (async () => {
      throw new TypeError("connection refused");
    }) as unknown as typeof fetch;
    expect(await postWebhook(hook, "hi", { fetch: broken })).toEqual({ ok: false, reason: "network" });
    // A stored URL that fails the check now (say, an older rule) is not even tried.
    const never = recordingFetch();
    expect(await postWebhook({ url: "https://10.0.0.1/x", flavor: "slack" }, "hi", { fetch: never.fetch })).toEqual({
      ok: false,
      reason: "refused",
    });
    expect(never.calls).not.toHaveBeenCalled();

    const player = await signIn();
    await added(player, DISCORD);
    const delivery = await deliveryFor(player, "test");
    await expect(sendWebhook(contextAt(), delivery, { fetch: redirect.fetch })).rejects.toThrow(/redirect/);
    await expect(sendWebhook(contextAt(), delivery, { fetch: hangingFetch, timeoutMs: 30 })).rejects.toThrow(/timeout/);
    const failed = sendWebhook(contextAt(), delivery, { fetch: recordingFetch(500).fetch });
    await expect(failed).rejects.toThrow(/answered 500/);
    await expect(failed).rejects.not.toThrow(/REMOTE-SECRET-BODY/);
  });

  it("deletes a webhook the receiver says is gone (404, 410) and keeps the others", async () => {
    for (const status of [404, 410]) {
      const player = await signIn();
      const gone = await added(player, DISCORD);
      const kept = await added(player, SLACK, "slack");
      const { fetch } = recordingFetch((url) => new Response(null, { status: url === DISCORD ? status : 200 }));
      await sendWebhook(contextAt(), await deliveryFor(player, "test"), { fetch });
      expect((await hooksOf(player)).map((h) => h.id)).toEqual([kept.id]);
      expect(gone.id).not.toBe(kept.id);
    }
  });
});

describe("webhooks in the drain and the test button", () => {
  it("carry only 'your turn' and 'game over': other kinds drop the channel", async () => {
    const player = await signIn();
    const put = await call(player.cookie, "PUT", "/api/me/notifications", {
      kinds: { yourTurn: ["email", "webhook"], gameOver: ["webhook"], invited: ["webhook"] },
    });
    expect(put.status).toBe(200);
    const got = (await (await call(player.cookie, "GET", "/api/me/notifications")).json()) as {
      kinds: Record<string, string[]>;
      channels: string[];
    };
    expect(got.channels).toContain("webhook");
    expect(got.kinds).toMatchObject({ yourTurn: ["email", "webhook"], gameOver: ["webhook"], invited: [] });
  });

  it("the drain posts a game's 'your turn' to the player's webhooks; a failure retries the row and keeps no remote body", async () => {
    const players = [await signIn(), await signIn()];
    const [player] = players as [Player, Player];
    const game = await startedGame(players);
    await added(player, SLACK, "slack");
    expect(
      (await call(player.cookie, "PUT", "/api/me/notifications", { kinds: { yourTurn: ["webhook"] } })).status,
    ).toBe(200);

    const ok = recordingFetch(200);
    vi.stubGlobal("fetch", ok.fetch);
    const at = future();
    const row = await queue(player.userId, "yourTurn", { seq: 0 }, at, game);
    await drainOutbox(contextAt(at));
    expect((await outboxRow(row)).status).toBe("sent");
    // The game's own "your turn" rows may still be pending and go out in the same drain: same line.
    expect(ok.posted.length).toBeGreaterThanOrEqual(1);
    for (const post of ok.posted) {
      expect(post.url).toBe(SLACK);
      expect(String(post.body.text)).toMatch(
        new RegExp(`it is your turn in Notre Dame\\. https://games\\.test/games/${game}$`),
      );
    }

    vi.stubGlobal("fetch", recordingFetch(500).fetch);
    const later = future();
    const failing = await queue(player.userId, "yourTurn", { seq: 0 }, later, game);
    await drainOutbox(contextAt(later));
    const failed = await outboxRow(failing);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.last_error).toMatch(/answered 500/);
    expect(failed.last_error).not.toContain("REMOTE-SECRET-BODY");
  });

  it("the test button posts to that webhook and says how it went, never echoing the remote body", async () => {
    const player = await signIn();
    const hook = await added(player, DISCORD);
    const test = async () => {
      const response = await call(player.cookie, "POST", `/api/me/webhooks/${hook.id}/test`);
      const text = await response.text();
      expect(text).not.toContain("REMOTE-SECRET-BODY");
      return { status: response.status, body: JSON.parse(text) as unknown };
    };
    const ok = recordingFetch();
    vi.stubGlobal("fetch", ok.fetch);
    expect(await test()).toEqual({ status: 200, body: { outcome: "sent" } });
    expect(ok.posted[0]?.body.content).toMatch(/: this webhook works\. https:\/\/games\.test\/settings$/);
    vi.stubGlobal("fetch", recordingFetch(500).fetch);
    expect(await test()).toEqual({ status: 200, body: { outcome: "status", status: 500 } });
    vi.stubGlobal(
      "fetch",
      recordingFetch(
        () => new Response("REMOTE-SECRET-BODY", { status: 301, headers: { Location: "https://example.com/" } }),
      ).fetch,
    );
    expect(await test()).toEqual({ status: 200, body: { outcome: "redirect" } });
    vi.stubGlobal("fetch", recordingFetch(410).fetch);
    expect(await test()).toEqual({ status: 200, body: { outcome: "gone" } });
    expect(await hooksOf(player)).toEqual([]);
    expect((await call(player.cookie, "POST", `/api/me/webhooks/${hook.id}/test`)).status).toBe(404);
  });

  it("rations test posts per player", async () => {
    const player = await signIn();
    const hook = await added(player, DISCORD);
    vi.stubGlobal("fetch", recordingFetch().fetch);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call(player.cookie, "POST", `/api/me/webhooks/${hook.id}/test`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
