import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../worker/app.ts";
import { LOG_CATALOGS } from "../worker/games/catalogs.ts";
import { logWordsFile } from "../worker/games/log-words.ts";
import { LOG_WORDS } from "../worker/i18n/log.ts";
import { SIGN_IN_PAGE, signInWordsFile } from "../worker/i18n/sign-in.ts";
import { type Catalog, LANGUAGES } from "../worker/i18n/translate.ts";
import { budget } from "./budget.ts";
import { buildWorker, inNode, MAX_GZIPPED_BYTES, partOf, type WorkerBundle } from "./bench/bundle.ts";

/**
 * The Worker as `wrangler deploy` would upload it (test/bench/bundle.ts builds it; needs
 * `npm run build` first). In the bundle, "zod" is worker/bundle/zod.ts, whose `z` object is a stub:
 * the bundle must still load and answer as the source does.
 */
const env = { ENVIRONMENT: "production", SESSION_KEY: "not-secret", DB: {} } as unknown as Env;
const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
type Fetch = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

let bundle: WorkerBundle;
let bundled: Fetch;
const dir = mkdtempSync(join(tmpdir(), "bundle-test-"));

beforeAll(async () => {
  bundle = buildWorker();
  const file = join(dir, "worker.mjs");
  writeFileSync(file, inNode(bundle));
  const worker = (await import(pathToFileURL(file).href)) as { default: { fetch: Fetch } };
  bundled = worker.default.fetch;
}, budget(15_000));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The same request to the bundled Worker and to the app built from source: status and body. */
async function both(path: string, init?: RequestInit): Promise<[string, string]> {
  const url = `https://games.test${path}`;
  const fromBundle = await bundled(new Request(url, init), env, executionCtx);
  const fromSource = await createApp().request(url, init, env, executionCtx);
  return [`${fromBundle.status} ${await fromBundle.text()}`, `${fromSource.status} ${await fromSource.text()}`];
}

/** Whether the bundle holds a catalog: its longest text, as esbuild writes it (non-ASCII escaped). */
function holds(bundle: WorkerBundle, catalog: Catalog): boolean {
  const longest = Object.values(catalog)
    .map((m) => (typeof m === "string" ? m : m.other))
    .reduce((a, b) => (b.length > a.length ? b : a), "");
  const escaped = longest.replace(/[^\x20-\x7e]/g, (c) => {
    const hex = c.charCodeAt(0).toString(16).toUpperCase();
    return hex.length > 2 ? `\\u${hex.padStart(4, "0")}` : `\\x${hex}`;
  });
  return bundle.code.includes(escaped) || bundle.code.includes(longest);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("the Worker bundle", () => {
  it(`grows no heavier than ${MAX_GZIPPED_BYTES / 1024} KB gzipped`, () => {
    expect(bundle.gzipped).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
  });

  it("serves the same API document as the source: every schema and its OpenAPI metadata", async () => {
    const [fromBundle, fromSource] = await both("/api/openapi.json");
    expect(fromBundle).toMatch(/^200 /);
    expect(fromBundle).toBe(fromSource);
  });

  it("refuses invalid input as the source does, with zod's issues", async () => {
    const [fromBundle, fromSource] = await both("/api/auth/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://games.test" },
      body: JSON.stringify({ email: "not an address", language: "xx" }),
    });
    expect(fromBundle).toMatch(/^400 .*INVALID_REQUEST.*issues/);
    expect(fromBundle).toBe(fromSource);
  });

  it("routes as the source does: the docs page, an unknown route, a route with a parameter", async () => {
    for (const [path, init] of [
      ["/api/docs", undefined],
      ["/api/nope", undefined],
      ["/api/games/g1/moves/", { method: "POST", headers: { Origin: "https://games.test" } }],
    ] as const) {
      const [fromBundle, fromSource] = await both(path, init);
      expect(fromBundle, path).toBe(fromSource);
    }
  });

  it("keeps of zod what the Worker uses: under 150 KB minified (all of it, every locale, is 460 KB)", () => {
    expect(bundle.parts.find((p) => p.name === "zod")?.bytes).toBeLessThan(150 * 1024);
  });

  it("takes zod's `z` object by name nowhere in worker/: in the bundle it is a stub (worker/bundle/zod.ts)", () => {
    const byName = /^import\s+\{[^}]*\bz\b[^}]*\}\s+from\s+"(zod|@hono\/zod-openapi)"/m;
    const offenders = sources("worker").filter((file) => byName.test(readFileSync(file, "utf8")));
    expect(offenders, 'write `import * as z from "zod"`').toEqual([]);
  });

  it("reads the log words from the web build's files, which hold every game's catalog and the platform's, and bundles none", async () => {
    for (const language of LANGUAGES) {
      expect(holds(bundle, LOG_WORDS[language]), `the platform's, ${language}`).toBe(false);
      for (const [game, catalogs] of Object.entries(LOG_CATALOGS)) {
        const catalog = await catalogs[language]();
        const file = JSON.parse(readFileSync(`web/dist${logWordsFile(game, language)}`, "utf8")) as unknown;
        expect(file, `${game} ${language}`).toEqual({ ...LOG_WORDS[language], ...catalog });
        expect(holds(bundle, catalog), `${game} ${language}`).toBe(false);
      }
    }
  });

  it("reads the sign-in page's words from the web build's files, and bundles none", () => {
    for (const language of LANGUAGES) {
      const file = JSON.parse(readFileSync(`web/dist${signInWordsFile(language)}`, "utf8")) as unknown;
      expect(file, language).toEqual(SIGN_IN_PAGE[language]);
      expect(holds(bundle, SIGN_IN_PAGE[language]), language).toBe(false);
    }
  });

  it("names each part by its package or its folder", () => {
    expect(partOf("node_modules/zod/v4/core/schemas.js")).toBe("zod");
    expect(partOf("node_modules/@hono/zod-openapi/dist/index.mjs")).toBe("@hono/zod-openapi");
    expect(partOf("worker/games/notre-dame/words/ru.ts")).toBe("worker/games/notre-dame");
    expect(partOf("worker/games/rng.ts")).toBe("worker/games");
    expect(partOf("worker/http/games.ts")).toBe("worker/http");
  });
});
