import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { call, ORIGIN, startedGame, uniqueEmail, WORKER } from "./helpers.ts";

const EVIL = "https://evil.example";

type ErrorBody = {
  error: { code: string; message: string; issues?: { path: (string | number)[]; message: string }[] };
};

let ipCounter = 0;

/** Signs in through the JSON API, each time from its own client address (so no rate limit trips). */
async function signIn(email = uniqueEmail("sec")): Promise<{ cookie: string; userId: string }> {
  ipCounter += 1;
  const asked = await WORKER.fetch(`${ORIGIN}/api/auth/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${ipCounter}` },
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 202) throw new Error(`sign-in request answered ${asked.status}`);
  const mail = await env.DB.prepare('SELECT text FROM dev_mail WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ text: string }>();
  const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "https://x/").searchParams.get("token") ?? "";
  const verified = await WORKER.fetch(`${ORIGIN}/api/auth/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { user } = (await verified.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}

/** Asserts a response is the JSON error envelope with this status and code; answers the body. */
async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  expect(text.trimStart().startsWith("<")).toBe(false);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/at \S+ \(|stack|\.ts:\d+/);
  return body;
}

async function gamesCreatedBy(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM games WHERE created_by = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

async function sessionCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

/** The Worker as deployed: the same code, with ENVIRONMENT=production. */
async function production(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ENVIRONMENT: "production" }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the development mail page", () => {
  it("exists in development and shows the mails", async () => {
    const email = uniqueEmail("devmail");
    ipCounter += 1;
    await WORKER.fetch(`${ORIGIN}/api/auth/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${ipCounter}` },
      body: JSON.stringify({ email }),
    });
    const page = await WORKER.fetch(`${ORIGIN}/dev/mail`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const text = await page.text();
    expect(text).toContain("Development mail");
    expect(text).toContain(email);
    expect(page.headers.get("x-d1-usage")).toMatch(/^statements=\d+; read=\d+; written=\d+$/);
  });

  it("counts each request's own D1 statements, also when requests overlap", async () => {
    const player = await signIn();
    const id = await startedGame([player, await signIn()]);
    const first = await call(player.cookie, "GET", `/api/games/${id}`);
    const tag = first.headers.get("ETag") ?? "";
    // A visible tab's 304 writes its seat and reads the others' presence (a plain 304 asks D1 nothing since issue 29).
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        call(player.cookie, "GET", `/api/games/${id}?tab=visible`, undefined, { "If-None-Match": tag }),
      ),
      call(player.cookie, "GET", `/api/games/${id}/log`),
    ]);
    expect(answers.slice(0, 4).map((a) => [a.status, a.headers.get("x-d1-usage")?.split(";")[0]])).toEqual(
      Array(4).fill([304, "statements=2"]),
    );
    expect(answers[4]?.headers.get("x-d1-usage")).toMatch(/^statements=2;/);
  });

  it("answers 404 JSON with ENVIRONMENT=production and shows no mail", async () => {
    const email = uniqueEmail("prodmail");
    await signIn(email);
    const response = await production(new Request(`${ORIGIN}/dev/mail`));
    const text = await response.clone().text();
    await expectError(response, 404, "ROUTE_NOT_FOUND");
    expect(text).not.toContain(email);
    expect(text).not.toContain("sign-in/verify");
    expect(response.headers.get("x-d1-usage")).toBeNull();
  });

  it("production still serves the API with the same security headers, without the usage header", async () => {
    const response = await production(new Request(`${ORIGIN}/api/nope`));
    await expectError(response, 404, "ROUTE_NOT_FOUND");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-d1-usage")).toBeNull();
  });
});

describe("cross-site requests", () => {
  it("a cross-site form POST is 403 CROSS_SITE_REQUEST and creates nothing", async () => {
    const me = await signIn();
    for (const contentType of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"]) {
      const response = await WORKER.fetch(`${ORIGIN}/api/games`, {
        method: "POST",
        headers: { cookie: me.cookie, Origin: EVIL, "Content-Type": contentType },
        body: contentType.startsWith("multipart")
          ? '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nnotre-dame\r\n--x--\r\n'
          : "type=notre-dame&seats=2",
      });
      await expectError(response, 403, "CROSS_SITE_REQUEST");
    }
    expect(await gamesCreatedBy(me.userId)).toBe(0);
  });

  it("a cross-site form may not spend somebody's sign-in link", async () => {
    const email = uniqueEmail("csrf-link");
    ipCounter += 1;
    await WORKER.fetch(`${ORIGIN}/api/auth/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${ipCounter}` },
      body: JSON.stringify({ email }),
    });
    const mail = await env.DB.prepare('SELECT text FROM dev_mail WHERE "to" = ?').bind(email).first<{ text: string }>();
    const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "https://x/").searchParams.get("token") ?? "";
    const post = (origin: string) =>
      WORKER.fetch(`${ORIGIN}/sign-in/verify`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: new URLSearchParams({ token }).toString(),
        redirect: "manual",
      });
    const evil = await post(EVIL);
    await expectError(evil, 403, "CROSS_SITE_REQUEST");
    expect(evil.headers.get("set-cookie")).toBeNull();
    const unused = await env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_tokens WHERE email = ? AND used_at IS NULL")
      .bind(email)
      .first<{ n: number }>();
    expect(unused?.n).toBe(1);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
    // The same form from our own page works.
    expect((await post(ORIGIN)).status).toBe(303);
  });

  it("a body-less cross-site POST or DELETE is 403 and changes nothing", async () => {
    const me = await signIn();
    const before = await sessionCount(me.userId);
    expect(before).toBe(1);
    await expectError(
      await WORKER.fetch(`${ORIGIN}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie: me.cookie, Origin: EVIL },
      }),
      403,
      "CROSS_SITE_REQUEST",
    );
    const sessionId = (
      await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(me.userId).first<{ id: string }>()
    )?.id;
    await expectError(
      await WORKER.fetch(`${ORIGIN}/api/auth/sessions/${sessionId}`, {
        method: "DELETE",
        headers: { cookie: me.cookie, Origin: EVIL },
      }),
      403,
      "CROSS_SITE_REQUEST",
    );
    // Sec-Fetch-Site: cross-site without an Origin is refused as well.
    await expectError(
      await WORKER.fetch(`${ORIGIN}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie: me.cookie, "Sec-Fetch-Site": "cross-site" },
      }),
      403,
      "CROSS_SITE_REQUEST",
    );
    expect(await sessionCount(me.userId)).toBe(1);
    expect((await call(me.cookie, "GET", "/api/me")).status).toBe(200);

    // From our own origin (or Sec-Fetch-Site: same-origin) the same request works.
    const out = await WORKER.fetch(`${ORIGIN}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: me.cookie, "Sec-Fetch-Site": "same-origin" },
    });
    expect(out.status).toBe(200);
    expect(await sessionCount(me.userId)).toBe(0);
  });

  it("a lobby action from another site is 403 and the game does not start", async () => {
    const a = await signIn();
    const b = await signIn();
    const created = await call(a.cookie, "POST", "/api/games", { type: "notre-dame", seats: 2 });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await call(b.cookie, "POST", `/api/games/${id}/join`, {})).status).toBe(200);
    await expectError(
      await WORKER.fetch(`${ORIGIN}/api/games/${id}/start`, {
        method: "POST",
        headers: { cookie: a.cookie, Origin: EVIL },
      }),
      403,
      "CROSS_SITE_REQUEST",
    );
    const row = await env.DB.prepare("SELECT status, version FROM games WHERE id = ?")
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe("open");
  });

  it("never grants CORS: a preflight from another site gets no Access-Control-Allow-Origin", async () => {
    const me = await signIn();
    const preflight = await WORKER.fetch(`${ORIGIN}/api/me`, {
      method: "OPTIONS",
      headers: {
        Origin: EVIL,
        "Access-Control-Request-Method": "PATCH",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const read = await WORKER.fetch(`${ORIGIN}/api/me`, { headers: { cookie: me.cookie, Origin: EVIL } });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("secure headers", () => {
  const expectSecureHeaders = (response: Response) => {
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("script-src 'unsafe-inline'");
  };

  it("are on JSON answers, HTML pages and errors alike", async () => {
    const me = await signIn();
    const responses = [
      await call(me.cookie, "GET", "/api/me"),
      await WORKER.fetch(`${ORIGIN}/sign-in/verify?token=abc`),
      await WORKER.fetch(`${ORIGIN}/api/docs`),
      await WORKER.fetch(`${ORIGIN}/api/nope`),
      await WORKER.fetch(`${ORIGIN}/api/games`, {
        method: "POST",
        headers: { Origin: EVIL, "Content-Type": "text/plain" },
        body: "x",
      }),
      await call(undefined, "POST", "/api/games", { type: "notre-dame", seats: 2 }),
    ];
    // A made-up sign-in token gets the HTML page that says the link is not valid (400).
    expect(responses.map((r) => r.status)).toEqual([200, 400, 200, 404, 403, 401]);
    for (const response of responses) expectSecureHeaders(response);
  });

  it("the sign-in landing page echoes only a token it issued, never a made-up one", async () => {
    const evil = `"><script>alert(1)</script>${"x".repeat(20)}`;
    const page = await WORKER.fetch(`${ORIGIN}/sign-in/verify?token=${encodeURIComponent(evil)}`);
    expect(page.status).toBe(400);
    const text = await page.text();
    expect(text).not.toContain("alert(1)");
    expect(text).toContain("<h1>");
  });
});

describe("request bodies", () => {
  it("a JSON body over 16 KiB is 413 BODY_TOO_LARGE and creates nothing", async () => {
    const me = await signIn();
    const big = JSON.stringify({ type: "notre-dame", seats: 2, options: { padding: "x".repeat(16 * 1024) } });
    expect(new TextEncoder().encode(big).length).toBeGreaterThan(16 * 1024);
    await expectError(await call(me.cookie, "POST", "/api/games", big), 413, "BODY_TOO_LARGE");
    expect(await gamesCreatedBy(me.userId)).toBe(0);
  });

  it("a streamed body without Content-Length over 16 KiB is 413 as well", async () => {
    const me = await signIn();
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await WORKER.fetch(`${ORIGIN}/api/games`, {
      method: "POST",
      headers: { cookie: me.cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: stream,
    });
    await expectError(response, 413, "BODY_TOO_LARGE");
    expect(await gamesCreatedBy(me.userId)).toBe(0);
  });

  it("a body just under the limit is read normally", async () => {
    const me = await signIn();
    const padding = "x".repeat(15 * 1024);
    const response = await call(me.cookie, "PATCH", "/api/me", { name: "ok_name", padding });
    // strictObject refuses the unknown key: proves the body was parsed, not cut off.
    const body = await expectError(response, 400, "INVALID_REQUEST");
    expect(body.error.issues?.[0]?.path).toEqual([]);
  });

  it("malformed JSON is 400 INVALID_REQUEST", async () => {
    const me = await signIn();
    await expectError(await call(me.cookie, "POST", "/api/games", "{ not json"), 400, "INVALID_REQUEST");
    await expectError(await call(me.cookie, "PATCH", "/api/me", '{"name": '), 400, "INVALID_REQUEST");
    await expectError(await call(undefined, "POST", "/api/auth/email", "]"), 400, "INVALID_REQUEST");
    expect(await gamesCreatedBy(me.userId)).toBe(0);
  });

  it("JSON sent without Content-Type is 415 UNSUPPORTED_MEDIA_TYPE in the error envelope, never HTML", async () => {
    const me = await signIn();
    const bytes = new TextEncoder().encode(JSON.stringify({ type: "notre-dame", seats: 2 }));
    const response = await WORKER.fetch(`${ORIGIN}/api/games`, {
      method: "POST",
      headers: { cookie: me.cookie, Origin: ORIGIN },
      body: bytes,
    });
    await expectError(response, 415, "UNSUPPORTED_MEDIA_TYPE");
    // JSON labelled text/plain from our own page is not JSON either.
    const plain = await WORKER.fetch(`${ORIGIN}/api/games`, {
      method: "POST",
      headers: { cookie: me.cookie, Origin: ORIGIN, "Content-Type": "text/plain" },
      body: JSON.stringify({ type: "notre-dame", seats: 2 }),
    });
    await expectError(plain, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(await gamesCreatedBy(me.userId)).toBe(0);
  });
});

describe("errors are always the JSON envelope", () => {
  it("unknown routes are 404 ROUTE_NOT_FOUND in JSON", async () => {
    await expectError(await WORKER.fetch(`${ORIGIN}/api/nope`), 404, "ROUTE_NOT_FOUND");
    await expectError(await call(undefined, "POST", "/api/nope/deeper", {}), 404, "ROUTE_NOT_FOUND");
    await expectError(await WORKER.fetch(`${ORIGIN}/dev/nothing`), 404, "ROUTE_NOT_FOUND");
    await expectError(await call(undefined, "DELETE", "/api/me"), 404, "ROUTE_NOT_FOUND");
  });

  it("unauthenticated writes are 401 NOT_SIGNED_IN and change nothing", async () => {
    const owner = await signIn();
    const created = await call(owner.cookie, "POST", "/api/games", { type: "notre-dame", seats: 2 });
    const { id } = (await created.json()) as { id: string };
    const writes: [string, string, unknown][] = [
      ["POST", "/api/games", { type: "notre-dame", seats: 2 }],
      ["PATCH", "/api/me", { name: "nobody_here" }],
      ["POST", "/api/auth/sign-out", undefined],
      ["DELETE", `/api/auth/sessions/${"a".repeat(64)}`, undefined],
      ["POST", `/api/games/${id}/join`, {}],
      ["POST", `/api/games/${id}/start`, undefined],
      ["POST", `/api/games/${id}/cancel`, undefined],
      ["POST", `/api/games/${id}/moves`, { version: 0, idempotencyKey: "k-anon", move: {} }],
      ["POST", `/api/games/${id}/chat`, { text: "hi" }],
    ];
    for (const [method, path, body] of writes) {
      await expectError(await call(undefined, method, path, body), 401, "NOT_SIGNED_IN");
    }
    // A cookie with a bad signature counts as none.
    await expectError(
      await call("session=abc.def.9999999999999.AAAA", "POST", "/api/games", { type: "notre-dame", seats: 2 }),
      401,
      "NOT_SIGNED_IN",
    );
    const game = await env.DB.prepare("SELECT status FROM games WHERE id = ?").bind(id).first<{ status: string }>();
    expect(game?.status).toBe("open");
    const seats = await env.DB.prepare("SELECT COUNT(*) AS n FROM seats WHERE game_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(seats?.n).toBe(1);
    expect(await gamesCreatedBy(owner.userId)).toBe(1);
  });

  it("every error answer carries error.code and error.message", async () => {
    const me = await signIn();
    const cases: [Response, number, string][] = [
      [await call(me.cookie, "POST", "/api/games", { type: "no-such-game", seats: 2 }), 400, "UNKNOWN_GAME_TYPE"],
      [await call(me.cookie, "POST", "/api/games", { type: "notre-dame", seats: 99 }), 400, "INVALID_REQUEST"],
      [await call(me.cookie, "GET", "/api/games/zzzzzzzzzzzz"), 404, "NOT_FOUND"],
      [await call(me.cookie, "GET", "/api/games/BAD"), 400, "INVALID_REQUEST"],
      [await call(me.cookie, "POST", "/api/auth/verify", { token: "y".repeat(40) }), 400, "SIGN_IN_LINK_INVALID"],
      [await call(me.cookie, "GET", "/api/games?list=everything"), 400, "INVALID_REQUEST"],
    ];
    for (const [response, status, code] of cases) await expectError(response, status, code);
  });
});

describe("the API description", () => {
  const MAIN_PATHS: [string, string][] = [
    ["/api/auth/email", "post"],
    ["/api/auth/verify", "post"],
    ["/api/auth/sign-out", "post"],
    ["/api/auth/sessions", "get"],
    ["/api/auth/sessions/{sessionId}", "delete"],
    ["/api/me", "get"],
    ["/api/me", "patch"],
    ["/api/games", "get"],
    ["/api/games", "post"],
    ["/api/games/{id}", "get"],
    ["/api/games/{id}/join", "post"],
    ["/api/games/{id}/start", "post"],
    ["/api/games/{id}/moves", "post"],
    ["/api/games/{id}/undo", "post"],
    ["/api/games/{id}/log", "get"],
    ["/api/games/{id}/replay", "get"],
    ["/api/games/{id}/chat", "get"],
    ["/api/games/{id}/chat", "post"],
  ];

  type Operation = {
    summary?: string;
    parameters?: { name: string; in: string; required?: boolean }[];
    responses?: Record<string, unknown>;
    requestBody?: unknown;
  };

  it("/api/openapi.json is an OpenAPI 3.1 document listing the main paths", async () => {
    const response = await WORKER.fetch(`${ORIGIN}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = (await response.json()) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, unknown> };
    };
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe("Correspondence games API");
    expect(typeof doc.info.version).toBe("string");
    for (const [path, method] of MAIN_PATHS) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(op?.summary, `${method} ${path}`).toBeTruthy();
      expect(Object.keys(op?.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
    }
    // No Hono-style ":id" paths; every templated segment is declared as a required path parameter.
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).not.toContain(":");
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === "path");
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...names].sort());
        for (const p of declared) expect(p.required, `${method} ${path} ${p.name}`).toBe(true);
      }
    }
    expect(doc.paths["/api/games/{id}/moves"]?.post?.requestBody).toBeDefined();
    // Every $ref points at a component that exists.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(doc.components?.schemas?.[ref], ref).toBeDefined();
    expect(doc.components?.schemas?.Error).toBeDefined();
    // Nothing internal leaks into the public description.
    expect(doc.paths["/dev/mail"]).toBeUndefined();
  });

  it("/api/docs is an HTML page listing the same operations", async () => {
    const response = await WORKER.fetch(`${ORIGIN}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const text = await response.text();
    expect(text).toMatch(/^<!doctype html>/i);
    expect(text).toContain('href="/api/openapi.json"');
    for (const [path, method] of MAIN_PATHS) {
      expect(text, `${method} ${path}`).toContain(
        `<code class="method">${method.toUpperCase()}</code> <code>${path}</code>`,
      );
    }
    expect(text).toContain("Play a move");
    // Code marked with backticks in the descriptions shows as code, not as raw backticks.
    const prose = text.replace(/<pre>[\s\S]*?<\/pre>/g, "");
    expect(prose).not.toContain("`");
    expect(prose).toContain("<code>version</code>");
  });
});
