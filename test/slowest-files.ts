import type { Reporter, TestModule, TestSuite } from "vitest/node";

/** How many files the list names. */
const SHOWN = 10;

type Line = { seconds: number; tests: number; project: string; name: string };

/** The time a file held its worker: its environment, the setup files, its imports, its tests and hooks. */
function held(module: TestModule): number {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
}

/** The time of a group's member (test/groups.ts): its tests, one after another. */
function testsOf(suite: TestSuite): number {
  let ms = 0;
  for (const test of suite.children.allTests()) ms += test.diagnostic()?.duration ?? 0;
  return ms;
}

/** A file run alone is one line; a group's members are a line each, named as their own files. */
function linesOf(module: TestModule): Line[] {
  const project = module.project.name;
  if (!/\/groups\/\d+\.test\.ts$/.test(module.moduleId))
    return [{ seconds: held(module), tests: module.diagnostic().duration, project, name: module.relativeModuleId }];
  return [...module.children.suites()].map((member) => {
    const ms = testsOf(member);
    return { seconds: ms, tests: ms, project, name: `${member.name} (in ${module.relativeModuleId})` };
  });
}

/**
 * A reporter that ends the run with its ten slowest test files, so that a slowdown shows in
 * every `npm test` instead of hiding under generous time budgets.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const slowest = modules
      .flatMap(linesOf)
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (slowest.length === 0) return;
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
    const lines = slowest.map(
      (l) => `${seconds(l.seconds)} s (tests${seconds(l.tests)} s)  ${l.project.padEnd(6)} ${l.name}`,
    );
    process.stdout.write(`\nThe ${slowest.length} slowest test files:\n${lines.join("\n")}\n`);
  }
}
