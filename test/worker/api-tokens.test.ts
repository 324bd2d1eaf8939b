import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { TOKEN_REQUESTS_PER_HOUR } from "../../worker/match/api-tokens.ts";
import { sha256 } from "../../worker/match/tokens.ts";
import { call, ORIGIN, seatsOf, signIn, startedGame, storedGame, WORKER } from "./helpers.ts";

type Player = Awaited<ReturnType<typeof signIn>>;
type Listed = { id: number; name: string; scopes: string[]; lastUsedAt: number | null };

async function newToken(player: Player, scopes: string[], name = "my tool") {
  const response = await call(player.cookie, "POST", "/api/me/tokens", { name, scopes });
  expect(response.status).toBe(201);
  return (await response.json()) as { token: string; item: Listed };
}

/** A request as a program sends it: the token, no cookie, no Origin. */
function bearer(token: string, method: string, path: string, body?: unknown, cookie?: string) {
  return WORKER.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

const lastUsed = async (id: number) =>
  (await env.DB.prepare("SELECT last_used_at FROM api_tokens WHERE id = ?").bind(id).first<{ last_used_at: number }>())
    ?.last_used_at;

describe("personal API tokens", () => {
  it("are shown once, stored as their SHA-256 only, listed without the secret, and revoked at once", async () => {
    const player = await signIn();
    const { token, item } = await newToken(player, ["read", "read", "chat"]);
    expect(token).toMatch(/^cgt_[\w-]{43}$/);
    expect(item.scopes).toEqual(["read", "chat"]);

    const rows = await env.DB.prepare("SELECT * FROM api_tokens WHERE user_id = ?").bind(player.userId).all();
    expect(JSON.stringify(rows.results)).not.toContain(token.slice(4));
    expect(rows.results[0]?.hash).toBe(await sha256(token));
    const listed = await call(player.cookie, "GET", "/api/me/tokens");
    expect(JSON.stringify(await listed.json())).not.toContain(token.slice(4));

    const me = await bearer(token, "GET", "/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: player.userId });

    expect((await call(player.cookie, "DELETE", `/api/me/tokens/${item.id}`)).status).toBe(200);
    const revoked = await bearer(token, "GET", "/api/me");
    expect(revoked.status).toBe(401);
    expect(await codeOf(revoked)).toBe("TOKEN_INVALID");
    expect(revoked.headers.get("WWW-Authenticate")).toContain("invalid_token");
    expect((await call(player.cookie, "DELETE", `/api/me/tokens/${item.id}`)).status).toBe(404);
  });

  it("do only what their scopes allow; session-only routes refuse them; a cookie beside one is not read", async () => {
    const [player, other] = [await signIn(), await signIn()];
    const id = await startedGame([player, other]);
    const { token: reader } = await newToken(player, ["read"]);
    const { token: chatter } = await newToken(player, ["chat"]);

    expect((await bearer(reader, "GET", `/api/games/${id}`)).status).toBe(200);
    const refused = await bearer(reader, "POST", `/api/games/${id}/chat`, { text: "hello" });
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe("TOKEN_SCOPE");
    expect((await bearer(chatter, "POST", `/api/games/${id}/chat`, { text: "hello" })).status).toBe(201);
    expect(await codeOf(await bearer(chatter, "GET", "/api/me"))).toBe("TOKEN_SCOPE");
    // The cookie of a signed-in browser does not lend the token its rights.
    expect((await bearer(chatter, "GET", "/api/me", undefined, player.cookie)).status).toBe(403);

    for (const [method, path, body] of [
      ["GET", "/api/me/tokens", undefined],
      ["POST", "/api/me/tokens", { name: "more", scopes: ["read"] }],
      ["PATCH", "/api/me", { name: "renamed" }],
      ["GET", "/api/auth/sessions", undefined],
      ["POST", "/api/auth/sign-out", undefined],
      ["POST", "/api/me/push", { endpoint: "https://push.example/x", keys: { p256dh: "x", auth: "y" } }],
    ] as const) {
      const response = await bearer(reader, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await codeOf(response)).toBe("SESSION_ONLY");
    }
    // A write without a body (and so without a Content-Type) is no cross-site form when a token carries it.
    const { token: lobby } = await newToken(player, ["play"]);
    const created = await call(player.cookie, "POST", "/api/games", { type: "notre-dame", seats: 2, options: {} });
    const game = ((await created.json()) as { id: string }).id;
    expect((await bearer(lobby, "POST", `/api/games/${game}/cancel`)).status).toBe(200);
    // A public route ignores a token, even a wrong one.
    expect((await bearer("cgt_wrong", "GET", `/api/users/${player.userId}/ratings`)).status).toBe(200);
    expect(await codeOf(await bearer("cgt_wrong", "GET", "/api/me"))).toBe("TOKEN_INVALID");
    expect(await codeOf(await bearer("", "GET", "/api/me"))).toBe("TOKEN_INVALID");
  });

  it("play the token owner's seat through the same move route", async () => {
    const [player, other] = [await signIn(), await signIn()];
    const id = await startedGame([player, other]);
    const { token: reader } = await newToken(player, ["read"]);
    const { token: playing } = await newToken(player, ["play"]);
    const stored = await storedGame(id);
    const seat = [...(await seatsOf(id))].find(([, user]) => user === player.userId)?.[0] ?? -1;
    const sent = {
      version: stored.version,
      idempotencyKey: "token-move",
      move: notreDame.botMove(stored.state, seat),
    };
    expect(stored.to_act).toContain(seat);
    expect(await codeOf(await bearer(reader, "POST", `/api/games/${id}/moves`, sent))).toBe("TOKEN_SCOPE");
    const played = await bearer(playing, "POST", `/api/games/${id}/moves`, sent);
    expect(played.status, await played.clone().text()).toBe(200);
    expect((await storedGame(id)).move_count).toBe(stored.move_count + 1);
  });

  it("note their last use at most once a minute", async () => {
    const player = await signIn();
    const { token, item } = await newToken(player, ["read"]);
    expect(item.lastUsedAt).toBeNull();
    await bearer(token, "GET", "/api/me");
    const first = await lastUsed(item.id);
    expect(first).toBeGreaterThan(0);
    const recent = Date.now() - 30_000;
    await env.DB.prepare("UPDATE api_tokens SET last_used_at = ? WHERE id = ?").bind(recent, item.id).run();
    await bearer(token, "GET", "/api/me");
    expect(await lastUsed(item.id)).toBe(recent);
    const old = Date.now() - 61_000;
    await env.DB.prepare("UPDATE api_tokens SET last_used_at = ? WHERE id = ?").bind(old, item.id).run();
    await bearer(token, "GET", "/api/me");
    expect(await lastUsed(item.id)).toBeGreaterThan(old);
  });

  it("are rate limited per token, with Retry-After", async () => {
    const player = await signIn();
    const { token, item } = await newToken(player, ["read"]);
    const { token: fresh } = await newToken(player, ["read"]);
    const window = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
      .bind(`token:${item.id}`, window, TOKEN_REQUESTS_PER_HOUR)
      .run();
    const limited = await bearer(token, "GET", "/api/me");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await bearer(fresh, "GET", "/api/me")).status).toBe(200);
  });

  it("refuse a name or scope that is not one, a stranger and a guest", async () => {
    const player = await signIn();
    expect((await call(player.cookie, "POST", "/api/me/tokens", { name: "", scopes: ["read"] })).status).toBe(400);
    expect((await call(player.cookie, "POST", "/api/me/tokens", { name: "x", scopes: ["admin"] })).status).toBe(400);
    expect((await call(player.cookie, "POST", "/api/me/tokens", { name: "x", scopes: [] })).status).toBe(400);
    expect((await call(undefined, "POST", "/api/me/tokens", { name: "x", scopes: ["read"] })).status).toBe(401);
    // A guest's account may merge away at sign-in: it gets no token.
    const guest = await call(
      undefined,
      "POST",
      "/api/play-now",
      { type: "notre-dame", language: "en", timeZone: "UTC" },
      { "CF-Connecting-IP": "198.51.100.31" },
    );
    expect(guest.status, await guest.clone().text()).toBe(201);
    const cookie =
      guest.headers
        .getSetCookie()
        .find((c) => c.startsWith("session="))
        ?.split(";")[0] ?? "";
    const refused = await call(cookie, "POST", "/api/me/tokens", { name: "x", scopes: ["read"] });
    expect(await codeOf(refused)).toBe("GUEST_NOT_ALLOWED");
  });

  it("every API route declares what a token may do there, and the document lists it", async () => {
    const document = (await (await WORKER.fetch(`${ORIGIN}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { "x-token-scope"?: string; security?: Record<string, string[]>[] }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const { at, op } of operations) {
      const scope = op["x-token-scope"];
      expect(["read", "play", "chat", "bot", "session", "public"], at).toContain(scope);
      const listed = op.security?.flatMap((s) => s.token ?? []) ?? [];
      expect(listed, at).toEqual(scope === "session" || scope === "public" ? [] : [scope]);
    }
  });
});
