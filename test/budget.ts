/**
 * Time budgets. A test's budget is about 3× its time on an idle machine (test/README.md); beside a
 * second `npm test` each run has half the cores, so every budget stretches by the number of runs
 * sharing the machine (test/tools/runs.ts): counted when vitest starts and again before each file
 * (test/budget-setup.ts; in workerd, test/worker/setup.ts), for a run that starts later. A group of
 * files (test/groups.ts) is one file here: its members' budgets are counted when the group starts.
 */
import { inject, vi } from "vitest";

/** The budget of a test that names none: tests under 3.3 s on an idle machine. */
export const DEFAULT_BUDGET_MS = 10_000;

let sharing: number | undefined;

/** A file's setup counts the runs again (`now`), and the file's default budgets follow. */
export function countRuns(now: number): void {
  sharing = Math.max(sharing ?? inject("runsSharing"), now);
  vi.setConfig({ testTimeout: budget(DEFAULT_BUDGET_MS), hookTimeout: budget(DEFAULT_BUDGET_MS) });
}

/** `ms`, the test's budget on an idle machine, for the runs sharing this one. */
export function budget(ms: number): number {
  sharing ??= inject("runsSharing");
  return ms * sharing;
}

declare module "vitest" {
  export interface ProvidedContext {
    runsSharing: number;
  }
}
