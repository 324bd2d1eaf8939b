import { env } from "cloudflare:test";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema.ts";
import { drainOutbox } from "../../worker/jobs/drain.ts";
import { TEST_NOTIFICATIONS_PER_HOUR } from "../../worker/jobs/settings.ts";
import { unsubscribeToken } from "../../worker/jobs/unsubscribe-token.ts";
import { call, ORIGIN, signIn, WORKER } from "./helpers.ts";
import { capturingEnv, contextAt, future, mailsTo, outboxRow, queue } from "./notifications-helpers.ts";

type Settings = { kinds: Record<string, string[]>; channels: string[] };

const ALL_EMAIL = {
  yourTurn: ["email"],
  gameStarted: ["email"],
  gameOver: ["email"],
  invited: ["email"],
  reminder: ["email"],
  timedOut: ["email"],
  chatMention: ["email"],
  league: ["email"],
  planDropped: ["email"],
};

async function settingsOf(cookie: string): Promise<Settings> {
  const response = await call(cookie, "GET", "/api/me/notifications");
  expect(response.status).toBe(200);
  return (await response.json()) as Settings;
}

/** A POST as a mail provider sends it: no cookie, no Origin of ours, the RFC 8058 body. */
function oneClick(url: string, headers: Record<string, string> = {}) {
  return WORKER.fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });
}

/** The List-Unsubscribe URL of a freshly sent mail of `kind` to `userId`. */
async function unsubscribeUrlOf(userId: string, kind: string, payload: unknown): Promise<string> {
  const at = future();
  await queue(userId, kind, payload, at);
  const { env: bindings, sent } = capturingEnv();
  await drainOutbox(contextAt(at, bindings));
  const header = sent.at(-1)?.headers?.["List-Unsubscribe"] ?? "";
  expect(header).toMatch(/^<.+>$/);
  return header.slice(1, -1).replace("https://games.test", ORIGIN);
}

describe("notification settings API", () => {
  it("answers the defaults, stores a change, and keeps the kinds left out", async () => {
    const player = await signIn();
    expect(await settingsOf(player.cookie)).toEqual({
      kinds: ALL_EMAIL,
      channels: expect.arrayContaining(["email", "push"]),
      reminders: [24, 4, 1],
      digestHour: null,
      turnMailGrace: 10,
    });
    const put = await call(player.cookie, "PUT", "/api/me/notifications", {
      kinds: { gameStarted: [], reminder: ["email"] },
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as Settings).kinds).toEqual({ ...ALL_EMAIL, gameStarted: [] });
    expect((await settingsOf(player.cookie)).kinds).toEqual({ ...ALL_EMAIL, gameStarted: [] });
    const stored = await env.DB.prepare("SELECT notify FROM users WHERE id = ?")
      .bind(player.userId)
      .first<{ notify: string }>();
    expect(JSON.parse(stored?.notify ?? "{}")).toMatchObject({ gameStarted: [] });
  });

  it("refuses unknown kinds and channels, and strangers", async () => {
    const player = await signIn();
    for (const kinds of [{ carrierPigeon: ["email"] }, { yourTurn: ["pigeon"] }, { yourTurn: "email" }]) {
      const response = await call(player.cookie, "PUT", "/api/me/notifications", { kinds });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("INVALID_REQUEST");
    }
    expect((await call(undefined, "GET", "/api/me/notifications")).status).toBe(401);
    expect((await call(undefined, "POST", "/api/me/notifications/test")).status).toBe(401);
  });

  it("answers NOT_FOUND, as /api/me does, to a signed cookie whose account is gone", async () => {
    const player = await signIn();
    const withUser = Object.values(schema).flatMap((table) =>
      is(table, SQLiteTable) && getTableConfig(table).columns.some((c) => c.name === "user_id")
        ? [getTableConfig(table).name]
        : [],
    );
    await env.DB.batch([
      ...withUser.map((name) => env.DB.prepare(`DELETE FROM "${name}" WHERE user_id = ?`).bind(player.userId)),
      env.DB.prepare("DELETE FROM users WHERE id = ?").bind(player.userId),
    ]);
    for (const [method, body] of [["GET"], ["PUT", { kinds: { yourTurn: ["email"] } }]] as const) {
      const response = await call(player.cookie, method, "/api/me/notifications", body);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
  });

  it("sends a test notification at once", async () => {
    const player = await signIn();
    const response = await call(player.cookie, "POST", "/api/me/notifications/test");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent" });
    expect((await mailsTo(player.email)).map((m) => m.subject)).toContain("Test notification");
  });

  it("sends at most TEST_NOTIFICATIONS_PER_HOUR test notifications an hour, then answers 429 with Retry-After", async () => {
    const player = await signIn();
    for (let i = 0; i < TEST_NOTIFICATIONS_PER_HOUR; i++) {
      expect((await call(player.cookie, "POST", "/api/me/notifications/test")).status).toBe(200);
    }
    const refused = await call(player.cookie, "POST", "/api/me/notifications/test");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const tests = (await mailsTo(player.email)).filter((m) => m.subject === "Test notification");
    expect(tests).toHaveLength(TEST_NOTIFICATIONS_PER_HOUR);
    const other = await signIn();
    expect((await call(other.cookie, "POST", "/api/me/notifications/test")).status).toBe(200);
  });
});

describe("one-click unsubscribe", () => {
  it("shows a confirmation page on GET and changes nothing", async () => {
    const player = await signIn();
    const url = await unsubscribeUrlOf(player.userId, "yourTurn", { seq: 0 });
    const page = await WORKER.fetch(url);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("Stop e-mails about your turn?");
    expect(text).toMatch(/<form method="post" action="\/api\/notifications\/unsubscribe\?token=[^"]+"/);
    expect((await settingsOf(player.cookie)).kinds.yourTurn).toEqual(["email"]);
  });

  it("turns that kind's e-mail off on POST, with no session and from another origin; later rows of it send no mail", async () => {
    const player = await signIn();
    const url = await unsubscribeUrlOf(player.userId, "reminder", { deadline: Date.now(), hoursLeft: 1 });
    const done = await oneClick(url, { Origin: "https://mail.example.net", "Sec-Fetch-Site": "cross-site" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("no more e-mails about deadline reminders");
    expect((await settingsOf(player.cookie)).kinds).toEqual({ ...ALL_EMAIL, reminder: [] });
    const at = future();
    const later = await queue(player.userId, "reminder", { deadline: at, hoursLeft: 24 }, at);
    const { env: bindings, sent } = capturingEnv();
    await drainOutbox(contextAt(at, bindings));
    expect(await outboxRow(later)).toMatchObject({ status: "sent" });
    expect(sent.filter((m) => m.to === player.email)).toEqual([]);
  });

  it("speaks the player's language", async () => {
    const player = await signIn();
    await call(player.cookie, "PATCH", "/api/me", { language: "ru" });
    const url = await unsubscribeUrlOf(player.userId, "invited", { by: "ivan", gameId: "none" });
    expect(await (await WORKER.fetch(url)).text()).toContain("Больше не присылать письма «приглашения»?");
  });

  it("refuses forged and altered tokens", async () => {
    const player = await signIn();
    const victim = await signIn();
    const good = await unsubscribeToken(env.SESSION_KEY, player.userId, "yourTurn");
    const mac = good.split(".")[2] ?? "";
    const forged = [
      `${victim.userId}.yourTurn.${mac}`,
      `${player.userId}.gameOver.${mac}`,
      // One character changed (a fixed replacement could equal the original by chance).
      `${player.userId}.yourTurn.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`,
      await unsubscribeToken("another-key", player.userId, "yourTurn"),
      `${player.userId}.yourTurn`,
      "",
      `${player.userId}.yourTurn.${mac}.x`,
    ];
    for (const token of forged) {
      const url = `${ORIGIN}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await oneClick(url)).status, token).toBe(400);
      expect((await WORKER.fetch(url)).status, token).toBe(400);
    }
    expect((await settingsOf(player.cookie)).kinds).toEqual(ALL_EMAIL);
    expect((await settingsOf(victim.cookie)).kinds).toEqual(ALL_EMAIL);
  });

  it("leaves the CSRF check on every other form POST", async () => {
    const player = await signIn();
    const response = await WORKER.fetch(`${ORIGIN}/api/me/notifications/test`, {
      method: "POST",
      headers: {
        cookie: player.cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "x=1",
    });
    expect(response.status).toBe(403);
  });
});

describe("the admin outbox page", () => {
  it("is a 404 to strangers and players, and lists dead rows with a retry button to admins", async () => {
    const admin = await signIn("admin@example.com");
    const player = await signIn();
    const at = future();
    const id = await queue(player.userId, "reminder", { hoursLeft: -1 }, at);
    await drainOutbox(contextAt(at));
    expect(await outboxRow(id)).toMatchObject({ status: "dead" });

    for (const cookie of [undefined, player.cookie]) {
      const response = await call(cookie, "GET", "/admin/outbox");
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("ROUTE_NOT_FOUND");
      expect((await call(cookie, "POST", `/admin/outbox/${id}/retry`)).status).toBe(404);
    }
    expect(await outboxRow(id)).toMatchObject({ status: "dead" });

    const page = await call(admin.cookie, "GET", "/admin/outbox");
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain(player.email);
    expect(text).toContain("malformed reminder payload");
    expect(text).toContain(`action="/admin/outbox/${id}/retry"`);

    const retried = await WORKER.fetch(`${ORIGIN}/admin/outbox/${id}/retry`, {
      method: "POST",
      headers: { cookie: admin.cookie, Origin: ORIGIN },
      redirect: "manual",
    });
    expect(retried.status).toBe(303);
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 0 });
  });
});

describe("invitations", () => {
  it("writes an 'invited' row with the invitation, once", async () => {
    const host = await signIn();
    const guest = await signIn();
    const names = await Promise.all(
      [host, guest].map(
        async (p) => ((await (await call(p.cookie, "GET", "/api/me")).json()) as { name: string }).name,
      ),
    );
    const created = await call(host.cookie, "POST", "/api/games", {
      type: "notre-dame",
      seats: 3,
      visibility: "invite",
    });
    const { id } = (await created.json()) as { id: string };
    for (let i = 0; i < 2; i++)
      expect((await call(host.cookie, "POST", `/api/games/${id}/invitations`, { name: names[1] })).status).toBe(201);
    const { results } = await env.DB.prepare(
      "SELECT kind, user_id, game_id, payload FROM outbox WHERE game_id = ? AND kind = 'invited'",
    )
      .bind(id)
      .all<{ user_id: string; payload: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ user_id: guest.userId, game_id: id });
    expect(JSON.parse(results[0]?.payload ?? "{}")).toEqual({ by: names[0], gameId: id });
    const invitation = await env.DB.prepare("SELECT invited_by FROM invitations WHERE game_id = ? AND user_id = ?")
      .bind(id, guest.userId)
      .first();
    expect(invitation).toEqual({ invited_by: host.userId });
  });
});
