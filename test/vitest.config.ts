import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { DEFAULT_BUDGET_MS } from "./budget.ts";
import { ALONE, groupsOf } from "./groups.ts";
import SlowestFiles from "./slowest-files.ts";
import SlowestFirst from "./sequencer.ts";
import { runsSharing } from "./tools/runs.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The share of each property test's thorough count of random cases that this run tries (`runs`,
 * test/property-runs.ts): PROPERTY_RUNS when set; else every case under CI (`.ci/run` sets CI)
 * and a quarter elsewhere, so that a local `npm test` stays quick and CI stays thorough.
 */
const propertyRuns = Number(process.env.PROPERTY_RUNS ?? (process.env.CI ? 1 : 0.25));
if (!(propertyRuns > 0 && propertyRuns <= 1))
  throw new Error(
    `PROPERTY_RUNS is a share of the thorough counts, above 0 and at most 1: not ${process.env.PROPERTY_RUNS}`,
  );

/*
 * Every test's time budget is about 3× what it takes on an idle machine with the thorough counts
 * (`CI=1`): room for a busy machine, yet a test that slows down fails instead of hiding. 10 s
 * covers every test under 3.3 s; a slower test names its own, `budget(ms)` with 3× its idle time
 * rounded up to 5 s (test/README.md says how to measure it). Both stretch by the `npm test` runs
 * sharing the machine (test/budget.ts), counted here and again before each file.
 */
/** `npm test` runs the worker and web files in groups, and the node files in one module graph (test/groups.ts). */
const grouped = process.env.TEST_GROUPED === "1";
const testGroups = grouped ? { worker: groupsOf(root, "worker"), web: groupsOf(root, "web") } : {};
/** A project's files: in groups with the files kept alone, or each alone. */
const filesOf = (project: "worker" | "web", each: string[]) =>
  grouped
    ? { include: [...ALONE[project], `test/${project}/groups/*.test.ts`] }
    : { include: each, exclude: [`test/${project}/groups/**`] };

const provide = { propertyRuns, runsSharing: runsSharing(), testGroups };
const defaultBudget = DEFAULT_BUDGET_MS * provide.runsSharing;
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; two keep both cores busy. A third made the
    // CPU-bound tests overrun budgets of 3× their idle time.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    reporters: ["default", new SlowestFiles()],
    projects: [
      {
        test: {
          name: "node",
          root,
          provide,
          setupFiles: ["test/budget-setup.ts"],
          include: ["test/games/**/*.test.ts", "test/match/**/*.test.ts", "test/*.test.ts"],
          // Pure engines and scripts: no file leaves state another reads.
          isolate: !grouped,
          testTimeout: defaultBudget,
        },
      },
      {
        // Components in a simulated DOM; the end-to-end tests drive real Chromium (test/e2e).
        oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
        // @panzoom/panzoom's "main" is a UMD build that Node loads as an ES module (its package
        // says "type": "module") and finds no export in; the browser's bundle takes its "module".
        resolve: { alias: { "@panzoom/panzoom": "@panzoom/panzoom/dist/panzoom.es.js" } },
        test: {
          name: "web",
          root,
          provide,
          setupFiles: ["test/budget-setup.ts", "test/web/setup.ts"],
          ...filesOf("web", ["test/web/**/*.test.{ts,tsx}"]),
          environment: "happy-dom",
          testTimeout: defaultBudget,
        },
      },
      {
        test: {
          name: "e2e",
          root,
          provide,
          setupFiles: ["test/budget-setup.ts"],
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/server.ts"],
          testTimeout: defaultBudget,
          hookTimeout: defaultBudget,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: `${root}/wrangler.toml` },
            miniflare: {
              bindings: {
                ENVIRONMENT: "development",
                SESSION_KEY: "test-session-key-not-secret",
                MAIL_REPLY_KEY: "test-reply-key-not-secret",
                PUBLIC_URL: "https://games.test",
                ADMIN_EMAILS: "admin@example.com",
                // Bots move at once in tests: each waits for the background work it started (settleBackgroundWork).
                BOT_PAUSE_MS: "0",
                VAPID_PUBLIC_KEY:
                  "BFGsGged27WGWxNDLT7t1lFYhAv3zPLirUBYr_JlkM_rkkFxLrISSrmjTftFuiMLwpdC2xBvnc-Wl-u4zsA8DMM",
                VAPID_PRIVATE_KEY: "D6u742NF6H5vnGgbGKpcZwoYLOqHXOtkJnlQ_fQEbaA",
                VAPID_SUBJECT: "mailto:test@example.com",
                TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
              },
              // The runs sharing the machine now, asked by each file's setup (workerd reads no files).
              serviceBindings: { TEST_RUNS: () => new Response(String(runsSharing())) },
            },
          })),
        ],
        test: {
          name: "worker",
          root,
          provide,
          // Each file loads the Worker afresh; its libraries pre-bundled, that takes a third less.
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  "openskill",
                  "zod",
                  "@hono/zod-openapi",
                  "drizzle-orm",
                  "drizzle-orm/d1",
                  "drizzle-orm/sqlite-core",
                  "hono",
                  "hono/html",
                  "hono/secure-headers",
                  "hono/http-exception",
                  "hono/factory",
                  "hono/csrf",
                  "hono/cookie",
                  "hono/client",
                  "hono/body-limit",
                  "@block65/webcrypto-web-push",
                ],
              },
            },
          },
          ...filesOf("worker", ["test/worker/**/*.test.ts"]),
          setupFiles: ["test/worker/setup.ts"],
          testTimeout: defaultBudget,
          hookTimeout: defaultBudget,
        },
      },
    ],
  },
});
