/**
 * Test files that share one module graph (and, in workerd, one Worker and one local D1) in the
 * whole suite's run. Each file loaded alone costs a fresh happy-dom window and module graph (web)
 * or a fresh workerd with the Worker and its migrations (worker): about 1–2 CPU-seconds a file
 * before its first test. `npm test` sets TEST_GROUPED=1, and the files of a project then run in a
 * few groups, each a test file (`test/<project>/groups/<n>.test.ts`) that loads its members one
 * after another, each inside a `describe` named for it, so that a member's hooks stay its own.
 * Without TEST_GROUPED (a file named on vitest's command line, say), every file runs alone.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The groups per project, each a test file in `test/<project>/groups/`. */
export const GROUP_COUNT = { worker: 6, web: 3 } as const;
export type GroupedProject = keyof typeof GROUP_COUNT;

/**
 * Files that keep a module graph of their own, and why. A worker group puts the database back as
 * the migrations left it before each member (test/worker/fresh-database.ts); a module-level mock
 * (`vi.mock`) would reach every later import of the group's graph.
 */
export const ALONE: Record<GroupedProject, readonly string[]> = {
  worker: [],
  web: [
    // `vi.mock` of an app module.
    "test/web/dashboard.test.tsx",
    "test/web/lobby.test.tsx",
    // The tables clicked through for random states: with CI's thorough counts, happy-dom's
    // memory of one of them beside a dozen other files outgrew the 4 GB heap of a fork.
    "test/web/boards/notre-dame/Board.test.tsx",
    "test/web/boards/carcassonne-ghosts/Board.test.tsx",
    "test/web/boards/deal-with-the-devil/Board.test.tsx",
  ],
};

const TEST_FILE = /\.test\.tsx?$/;

function testFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === "groups" ? [] : testFiles(root, path);
    return TEST_FILE.test(name) ? [path] : [];
  });
}

/**
 * The project's files that run in groups, spread over its groups by size (the largest first, each
 * to the lightest group so far): `groups[n - 1]` are the repo-relative paths `n.test.ts` loads.
 */
export function groupsOf(root: string, project: GroupedProject): string[][] {
  const alone = new Set(ALONE[project]);
  const files = testFiles(root, `test/${project}`)
    .map((path) => relative(root, join(root, path)))
    .filter((path) => !alone.has(path))
    .map((path) => ({ path, size: statSync(join(root, path)).size }))
    .sort((a, b) => b.size - a.size || a.path.localeCompare(b.path));
  const groups = Array.from({ length: GROUP_COUNT[project] }, () => ({ size: 0, paths: [] as string[] }));
  for (const file of files) {
    const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.size += file.size;
    lightest.paths.push(file.path);
  }
  return groups.map((g) => g.paths.sort());
}
