/** Before each test file that runs in Node: the budgets for the runs sharing the machine now (test/budget.ts). */
import { vi } from "vitest";
import { budget, countRuns, DEFAULT_BUDGET_MS } from "./budget.ts";
import { runsSharing } from "./tools/runs.ts";

countRuns(runsSharing());
vi.setConfig({ testTimeout: budget(DEFAULT_BUDGET_MS), hookTimeout: budget(DEFAULT_BUDGET_MS) });
