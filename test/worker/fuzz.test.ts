import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { HTTP_STATUS_OF, STATUS_OF } from "../../worker/http/errors.ts";
import worker from "../../worker/index.ts";
import {
  contentType,
  oddBody,
  oddValue,
  PROTOTYPE_KEYS,
  SchemaArbitraries,
  toJson,
  withLeadingKey,
  type ApiDocument,
  type Operation,
  type Parameter,
} from "./fuzz-requests.ts";
import { call, leagueSettings, ORIGIN, signIn, startedGame, uniqueEmail, WORKER } from "./helpers.ts";
import { runs } from "../property-runs.ts";
import { budget } from "../budget.ts";

/** At least this many requests in one run, 5,200 when thorough (every operation gets its share). */
const REQUESTS = runs(5_200);
const EVIL = "https://evil.example";
const STATUS_OF_CODE: Record<string, number> = { ...STATUS_OF, ...HTTP_STATUS_OF };

type Identity = "anonymous" | "alice" | "bob" | "carol" | "forged";
type FuzzRequest = {
  method: string;
  path: string;
  identity: Identity;
  forged: string;
  origin?: string;
  contentType?: string;
  body?: string | Uint8Array;
};

let tables: string[] | undefined;
/**
 * Every table's rows, as text per table, in one round trip. Compared before and after each
 * refused request; the migrations' own bookkeeping is left out.
 */
async function snapshot(): Promise<Map<string, string>> {
  tables ??= (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    ).all<{ name: string }>()
  ).results.map((t) => t.name);
  const rows = await env.DB.batch(tables.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)));
  return new Map(tables.map((name, i) => [name, JSON.stringify(rows[i]?.results)]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));
}

/** The codes a documented error response lists (`allOf: [Error, { error.code enum }]`). */
function declaredCodes(operation: Operation, status: number): string[] | undefined {
  const schema = operation.responses[String(status)]?.content?.["application/json"]?.schema;
  const codes = schema?.allOf?.flatMap(
    (part) => (part.properties?.error?.properties?.code?.enum as string[] | undefined) ?? [],
  );
  return codes?.length ? codes : undefined;
}

/** Percent-encodes like a client would, also strings no client could send (lone surrogates become U+FFFD). */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, "\ufffd"));
}

let clients = 0;
/** A fresh account's cookie, signed in through the JSON API with the link read from the mail table (each from its own client address). */
async function quickSignIn(): Promise<string> {
  clients += 1;
  const email = uniqueEmail("fuzz");
  await call(undefined, "POST", "/api/auth/email", { email }, { "CF-Connecting-IP": `198.51.100.${clients}` });
  const mail = await env.DB.prepare('SELECT text FROM dev_mail WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ text: string }>();
  const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "https://x/").searchParams.get("token") ?? "";
  const verified = await call(undefined, "POST", "/api/auth/verify", { token });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** The operation the Worker routes this URL to (".." or an empty id may lead elsewhere, or nowhere). */
function routedTo(document: ApiDocument, method: string, url: string): Operation | undefined {
  const segments = new URL(url).pathname.split("/");
  const fits = (template: string) => {
    const parts = template.split("/");
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith("{") ? segments[i] !== "" : part === segments[i]))
    );
  };
  // Literal segments win over parameters, as in the router.
  const candidates = Object.keys(document.paths)
    .filter(fits)
    .sort((a, b) => a.split("{").length - b.split("{").length);
  for (const template of candidates) {
    const operation = document.paths[template]?.[method.toLowerCase()];
    if (operation) return operation;
  }
  return undefined;
}

describe("fuzzing every route of /api/openapi.json", () => {
  const outbound: string[] = [];
  beforeAll(() => {
    // Webhooks and push subscriptions the fuzzer registers are posted to by the drain: nothing leaves the machine.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      outbound.push(String(input instanceof Request ? input.url : input));
      return new Response(null, { status: 204 });
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it(
    "answers no 5xx; every error is the envelope with a code its route declares; a refused request changes nothing",
    async () => {
      const document = (await (await call(undefined, "GET", "/api/openapi.json")).json()) as ApiDocument;

      // The world the requests land in: three players, an open, an invite-only and a started game, a webhook, a league.
      const alice = await signIn();
      const bob = await signIn();
      const cookies: Record<Identity, string | undefined> = {
        anonymous: undefined,
        alice: alice.cookie,
        bob: bob.cookie,
        carol: await quickSignIn(),
        forged: undefined,
      };
      // Alice's requests in the loop below wait for their background writes (a GET marks her seat seen) before the next snapshot.
      const asAlice = async (method: string, path: string, body?: unknown) =>
        (await send({
          method,
          path,
          identity: "alice",
          forged: "",
          origin: ORIGIN,
          contentType: body === undefined ? undefined : "application/json",
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then((r) => r.json())) as { id: string; status?: string; feed?: { url: string } };
      const newLobby = async () => (await asAlice("POST", "/api/games", { type: "notre-dame", seats: 4 })).id;
      let open = await newLobby();
      const stillOpen = async (id: string) => (await asAlice("GET", `/api/games/${id}`)).status === "open";
      const invite = (
        (await (
          await call(bob.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3, visibility: "invite" })
        ).json()) as { id: string }
      ).id;
      const active = await startedGame([alice, bob]);
      const game = (await (await call(alice.cookie, "GET", `/api/games/${active}`)).json()) as {
        version: number;
        legalMoves: unknown[];
      };
      const asBob = (await (await call(bob.cookie, "GET", `/api/games/${active}`)).json()) as { legalMoves: unknown[] };
      const inviteCode = (
        (await (await call(bob.cookie, "GET", `/api/games/${invite}`)).json()) as { inviteCode: string }
      ).inviteCode;
      const newHook = async () =>
        Number(
          (await asAlice("POST", "/api/me/webhooks", { url: "https://hooks.example.net/fuzz", flavor: "slack" })).id,
        );
      let hook = await newHook();
      const leagueBody = { ...leagueSettings(), name: "Fuzz league" };
      const league = (
        (await (await call((await signIn("admin@example.com")).cookie, "POST", "/api/leagues", leagueBody)).json()) as {
          league: { id: string };
        }
      ).league.id;
      const names = await Promise.all(
        [alice, bob].map(
          async (p) => ((await (await call(p.cookie, "GET", "/api/me")).json()) as { name: string }).name,
        ),
      );
      const sessionIds = async () =>
        (
          (await (await call(cookies.carol, "GET", "/api/auth/sessions")).json()) as { sessions?: { id: string }[] }
        ).sessions?.map((s) => s.id) ?? [];
      let carolSessions = await sessionIds();
      // Alice's own bot with a token of its own, an API token and a calendar feed: ids the routes below them can find.
      const bot = (await (await call(alice.cookie, "POST", "/api/me/bots", { name: "FuzzBot" })).json()) as {
        id: string;
      };
      const botToken = (
        (await (
          await call(alice.cookie, "POST", `/api/me/bots/${bot.id}/tokens`, { name: "fuzz", scopes: ["read"] })
        ).json()) as { item: { id: number } }
      ).item.id;
      const apiToken = (
        (await (await call(alice.cookie, "POST", "/api/me/tokens", { name: "fuzz", scopes: ["read"] })).json()) as {
          item: { id: number };
        }
      ).item.id;
      const alicesFeed = async () => (await asAlice("POST", "/api/me/calendar")).feed?.url.split("/").pop();
      let feed = await alicesFeed();

      const arbitraries = new SchemaArbitraries(document, {
        name: names,
        inviteCode: [inviteCode],
        version: [game.version, game.version - 1],
        seq: [0, 1, 2],
        move: [...game.legalMoves, ...asBob.legalMoves],
        idempotencyKey: ["fuzz-key-1", "fuzz-key-2"],
        text: ["hi @" + names[0], "@" + names[1]],
        type: ["notre-dame"],
        url: ["https://hooks.example.net/other", "https://127.0.0.1/x", "http://hooks.example.net/x"],
        botId: [bot.id],
      });

      const realIds = (template: string, name: string): string[] => {
        if (template.startsWith("/api/me/webhooks"))
          return [String(hook), "0", "-1", "1.5", "1e3", "99999999999999999999"];
        if (name === "sessionId") return carolSessions;
        if (template.startsWith("/api/leagues")) return [league, "1"];
        if (template.startsWith("/api/me/tokens")) return [String(apiToken), "0"];
        if (name === "tokenId") return [String(botToken), "0"];
        if (template.startsWith("/api/me/bots")) return [bot.id];
        if (template.startsWith("/api/calendar")) return [feed ?? ""];
        return [open, invite, active];
      };
      const pathIds = (template: string, name: string): fc.Arbitrary<string> => {
        const real = realIds(template, name);
        return fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...real, ...carolSessions.slice(0, 1)).map(encode) },
          { weight: 2, arbitrary: fc.stringMatching(/^[0-9a-z]{12}$/) },
          {
            weight: 3,
            arbitrary: fc
              .oneof(
                fc.string({ unit: "binary", maxLength: 30 }),
                fc.constantFrom(...PROTOTYPE_KEYS),
                fc.constant("x".repeat(3000)),
              )
              .map(encode),
          },
          // Raw: what a careless client would put into the path unencoded.
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              "",
              ".",
              "..",
              "%",
              "%E0%A4%A",
              "%2F",
              "a%00b",
              "a/b",
              "a?b=1",
              "a#b",
              "%C0%AE%C0%AE",
              "~",
            ),
          },
        );
      };

      const query = (parameters: Parameter[]): fc.Arbitrary<string> => {
        const pairs = parameters.map((p) =>
          fc.option(
            fc
              .oneof(arbitraries.valid(p.schema, p.name), arbitraries.around(p.schema, p.name))
              .map((v) => [p.name, typeof v === "string" ? v : toJson(v)] as const),
            { nil: undefined },
          ),
        );
        const extra = fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...parameters.map((p) => p.name)), fc.string({ maxLength: 8 })),
            fc.oneof(fc.string({ maxLength: 20 }), fc.constant("x".repeat(5000))),
          ),
          { maxLength: 2 },
        );
        return fc.tuple(fc.tuple(...pairs), extra).map(([known, more]) => {
          const all = [...known.filter((pair) => pair !== undefined), ...more];
          return all.length ? "?" + all.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&") : "";
        });
      };

      const request = (template: string, method: string, operation: Operation): fc.Arbitrary<FuzzRequest> => {
        const parameters = operation.parameters ?? [];
        const paths = parameters.filter((p) => p.in === "path");
        const path = fc
          .tuple(...paths.map((p) => pathIds(template, p.name)))
          .map((ids) => paths.reduce((at, p, i) => at.replace(`{${p.name}}`, ids[i] ?? ""), template));
        const bodySchema = operation.requestBody?.content["application/json"]?.schema;
        const body: fc.Arbitrary<string | Uint8Array | undefined> = bodySchema
          ? fc.oneof(
              { weight: 6, arbitrary: arbitraries.valid(bodySchema).map(toJson) },
              { weight: 4, arbitrary: arbitraries.around(bodySchema).map(toJson) },
              {
                weight: 1,
                arbitrary: fc
                  .tuple(
                    arbitraries.valid(bodySchema),
                    fc.constantFrom(...Object.keys(bodySchema.properties ?? { x: 0 })),
                    oddValue,
                  )
                  .map(([v, key, odd]) => withLeadingKey(toJson(v), key, odd)),
              },
              {
                weight: 1,
                arbitrary: fc
                  .tuple(
                    arbitraries.valid(bodySchema),
                    fc.constantFrom(...Object.keys(bodySchema.properties ?? { x: 0 })),
                    oddValue,
                  )
                  .map(([v, key, odd]) => toJson(v).replace(/}$/, `,${JSON.stringify(key)}:${toJson(odd)}}`)),
              },
              {
                weight: 1,
                arbitrary: fc
                  .tuple(arbitraries.valid(bodySchema), fc.constantFrom(...PROTOTYPE_KEYS), oddValue)
                  .map(([v, key, odd]) => withLeadingKey(toJson(v), key, odd)),
              },
              {
                weight: 1,
                arbitrary: fc
                  .tuple(arbitraries.valid(bodySchema), fc.nat())
                  .map(([v, cut]) => toJson(v).slice(0, cut % Math.max(1, toJson(v).length))),
              },
              { weight: 2, arbitrary: oddBody },
              { weight: 1, arbitrary: fc.constant(undefined) },
            )
          : fc.oneof(
              { weight: 6, arbitrary: fc.constant(undefined) },
              { weight: 1, arbitrary: oddBody },
              { weight: 1, arbitrary: oddValue.map(toJson) },
            );
        const headers = parameters.filter((p) => p.in === "header");
        const forged = fc.oneof(
          fc.constant(`session=${alice.cookie.split("=")[1]?.slice(0, -3)}abc`),
          fc.stringMatching(/^session=[ -~]{0,120}$/).map((c) => c.replace(/;/g, "")),
          fc.constantFrom(
            "session=",
            "session=.",
            "session=a.b.c.d",
            "session=%%%",
            "session=x.!!!!",
            `session=${"a".repeat(5000)}.c2lnbmF0dXJl`,
          ),
        );
        return fc
          .record({
            path,
            query: query(parameters.filter((p) => p.in === "query")),
            identity:
              !operation.security?.length || operation.security.some((s) => Object.keys(s).length === 0)
                ? fc.constantFrom<Identity>("anonymous", "alice", "bob", "carol", "forged")
                : // Alice owns the bot, the tokens and the feed whose ids the paths hold.
                  fc.oneof(
                    { weight: 4, arbitrary: fc.constant<Identity>("alice") },
                    { weight: 3, arbitrary: fc.constantFrom<Identity>("bob", "carol") },
                    { weight: 2, arbitrary: fc.constantFrom<Identity>("anonymous", "forged") },
                  ),
            forged,
            origin: fc.oneof(
              { weight: 8, arbitrary: fc.constant<string | undefined>(ORIGIN) },
              { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, EVIL, "null") },
            ),
            contentType: bodySchema
              ? contentType
              : fc.oneof(
                  { weight: 4, arbitrary: fc.constant<string | undefined>(undefined) },
                  { weight: 1, arbitrary: contentType },
                ),
            body,
            ifNoneMatch: headers.length
              ? fc.option(
                  fc.oneof(fc.stringMatching(/^[ -~]{0,60}$/), fc.constantFrom("*", 'W/"x"', '""', "x".repeat(300))),
                  { nil: undefined },
                )
              : fc.constant(undefined),
          })
          .map((r) => ({
            method: method.toUpperCase(),
            path: r.path + r.query,
            identity: r.identity,
            forged: r.forged,
            origin: r.origin,
            contentType: r.body === undefined && !r.contentType ? undefined : r.contentType,
            body: r.body,
            ...(r.ifNoneMatch === undefined ? {} : { ifNoneMatch: r.ifNoneMatch }),
          }));
      };

      async function send(r: FuzzRequest & { ifNoneMatch?: string }): Promise<Response> {
        const headers = new Headers();
        const cookie = r.identity === "forged" ? r.forged : cookies[r.identity];
        if (cookie) headers.set("cookie", cookie);
        if (r.origin && r.method !== "GET") headers.set("Origin", r.origin);
        if (r.contentType !== undefined) headers.set("Content-Type", r.contentType);
        if (r.ifNoneMatch !== undefined) headers.set("If-None-Match", r.ifNoneMatch);
        const ctx = createExecutionContext();
        const response = await worker.fetch(
          new Request(`${ORIGIN}${r.path}`, {
            method: r.method,
            headers,
            body: r.method === "GET" ? undefined : r.body,
          }),
          env,
          ctx,
        );
        // Whatever the request queued (mails, webhooks) has run before the database is compared.
        await waitOnExecutionContext(ctx);
        return response;
      }

      let sent = 0;
      const statuses = new Map<string, number>();
      let before = await snapshot();
      const operations = Object.entries(document.paths).flatMap(([template, item]) =>
        Object.entries(item).map(([method, operation]) => ({ template, method, operation })),
      );
      const perOperation = Math.ceil(REQUESTS / operations.length);

      for (const { template, method, operation } of operations) {
        // The routes before may have revoked alice's feed, deleted her webhook, or cancelled, started or left her lobby:
        // the routes that use them find them as they were.
        if (template.startsWith("/api/calendar")) feed = await alicesFeed();
        if (template.startsWith("/api/me/webhooks/{id}")) {
          const { webhooks } = (await asAlice("GET", "/api/me/webhooks")) as unknown as { webhooks: { id: number }[] };
          if (!webhooks.some((w) => w.id === hook)) hook = await newHook();
        }
        if (template.startsWith("/api/games/{id}") && !(await stillOpen(open))) open = await newLobby();
        before = await snapshot();
        await fc.assert(
          fc.asyncProperty(request(template, method, operation), async (r) => {
            sent += 1;
            const response = await send(r);
            const text = await response.text();
            const earlier = before;
            before = await snapshot();
            const what = `${r.method} ${r.path.slice(0, 300)} as ${r.identity} (${r.contentType ?? "no content type"}): ${response.status} ${text.slice(0, 300)}`;
            const key = `${operation.operationId} ${response.status}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            expect(response.status, what).toBeLessThan(500);
            if (response.status < 400) {
              // Signing out or revoking a session ends carol's: she signs in again for the requests after.
              if (
                r.identity === "carol" &&
                (operation.operationId === "signOut" || operation.operationId === "revokeSession")
              ) {
                cookies.carol = await quickSignIn();
                carolSessions = await sessionIds();
                before = await snapshot();
              }
              return;
            }
            expect(changedTables(earlier, before), `${what}: a refused request changed these tables`).toEqual([]);
            expect(response.headers.get("content-type") ?? "", what).toMatch(/^application\/json/);
            const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
            expect(typeof error?.message, what).toBe("string");
            const code = String(error?.code);
            expect(STATUS_OF_CODE[code], `${what}: the code's status`).toBe(response.status);
            const routed = routedTo(document, r.method, `${ORIGIN}${r.path}`);
            if (routed) {
              expect(declaredCodes(routed, response.status), `${what}: declared for ${routed.operationId}`).toContain(
                code,
              );
            } else {
              // Another route, or none: only the app's own middleware (app.ts) answers.
              expect(["ROUTE_NOT_FOUND", "CROSS_SITE_REQUEST", "BODY_TOO_LARGE"], what).toContain(code);
            }
          }),
          { numRuns: perOperation },
        );
      }
      expect(sent).toBeGreaterThanOrEqual(REQUESTS);
      // Most operations were also answered with success: the fuzzer got past the validators.
      const succeeded = operations.filter(({ operation }) =>
        [...statuses].some(([key]) => key.startsWith(`${operation.operationId} 2`)),
      );
      const neverSucceeded = operations
        .filter((o) => !succeeded.includes(o))
        .map((o) => o.operation.operationId)
        .join(" ");
      // Fewer requests (`runs`) reach fewer successes: the 70 % scales with the run's share of them.
      expect(succeeded.length, `never answered with success: ${neverSucceeded}`).toBeGreaterThan(
        operations.length * 0.7 * inject("propertyRuns"),
      );
      expect(
        outbound.every((url) => url.startsWith("https://")),
        outbound.join(" "),
      ).toBe(true);
    },
    budget(105_000),
  );
});

describe("what the fuzzer found stays fixed", () => {
  it("PATCH /api/me with no body or an empty object changes nothing and answers the profile (was 500)", async () => {
    const me = await signIn();
    const profile = await (await call(me.cookie, "GET", "/api/me")).json();
    const bare = await WORKER.fetch(`${ORIGIN}/api/me`, {
      method: "PATCH",
      headers: { cookie: me.cookie, Origin: ORIGIN },
    });
    const empty = await call(me.cookie, "PATCH", "/api/me", {});
    for (const answer of [bare, empty]) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual(profile);
    }
    // Labelled JSON with nothing in it is no JSON.
    const labelled = await WORKER.fetch(`${ORIGIN}/api/me`, {
      method: "PATCH",
      headers: { cookie: me.cookie, Origin: ORIGIN, "Content-Type": "application/json" },
    });
    expect(labelled.status).toBe(400);
    expect(((await labelled.json()) as { error: { code: string } }).error.code).toBe("INVALID_REQUEST");
    expect(await (await call(me.cookie, "GET", "/api/me")).json()).toEqual(profile);
  });

  it("leaving a game by invitation answers 204 (it is out of sight now), not a 404 after the seat is gone", async () => {
    const [host, guest] = [await signIn(), await signIn()];
    const { id } = (await (
      await call(host.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3, visibility: "invite" })
    ).json()) as { id: string };
    const { inviteCode } = (await (await call(host.cookie, "GET", `/api/games/${id}`)).json()) as {
      inviteCode: string;
    };
    expect((await call(guest.cookie, "POST", `/api/games/${id}/join`, { inviteCode })).status).toBe(200);
    const left = await call(guest.cookie, "POST", `/api/games/${id}/leave`);
    expect(left.status).toBe(204);
    const seats = await env.DB.prepare("SELECT COUNT(*) AS n FROM seats WHERE game_id = ? AND user_id = ?")
      .bind(id, guest.userId)
      .first<{ n: number }>();
    expect(seats?.n).toBe(0);
  });
});
