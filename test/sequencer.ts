import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, first: on a fresh clone vitest has no durations yet and runs the
 * largest files first, which put the shortest-looking, slowest files last (the page matrix; each
 * group of test/groups.ts is a few lines loading a dozen files), and the run ended on one core.
 */
const SLOWEST = ["test/e2e/pages.test.ts", "test/e2e/league.test.ts", "test/e2e/round.test.ts"];

const rank = (file: TestSpecification): number => {
  const slow = SLOWEST.findIndex((path) => file.moduleId.endsWith(path));
  if (slow >= 0) return slow;
  return /\/groups\/\d+\.test\.ts$/.test(file.moduleId) ? SLOWEST.length : SLOWEST.length + 1;
};

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
