import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach, vi } from "vitest";
import { budget, DEFAULT_BUDGET_MS } from "../budget.ts";
import { settleBackgroundWork } from "./helpers.ts";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

afterEach(settleBackgroundWork);
// The runs sharing the machine as counted when vitest started: workerd has no file system to count them again.
vi.setConfig({ testTimeout: budget(DEFAULT_BUDGET_MS), hookTimeout: budget(DEFAULT_BUDGET_MS) });
