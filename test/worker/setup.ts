import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach } from "vitest";
import { countRuns } from "../budget.ts";
import { settleBackgroundWork } from "./helpers.ts";

// The budgets for the runs sharing the machine now, as test/budget-setup.ts does in Node.
countRuns(Number(await (await env.TEST_RUNS.fetch("http://runs/")).text()));

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

afterEach(settleBackgroundWork);
