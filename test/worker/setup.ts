import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach, vi } from "vitest";
import { budget, countRuns, DEFAULT_BUDGET_MS } from "../budget.ts";
import { settleBackgroundWork } from "./helpers.ts";

// The budgets for the runs sharing the machine now, as test/budget-setup.ts does in Node.
countRuns(Number(await (await env.TEST_RUNS.fetch("http://runs/")).text()));
vi.setConfig({ testTimeout: budget(DEFAULT_BUDGET_MS), hookTimeout: budget(DEFAULT_BUDGET_MS) });

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

afterEach(settleBackgroundWork);
