import type { Reporter, TestModule } from "vitest/node";

/** How many files the list names. */
const SHOWN = 10;

/** The time a file held its worker: its environment, the setup files, its imports, its tests and hooks. */
function held(module: TestModule): number {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
}

/**
 * A reporter that ends the run with its ten slowest test files, so that a slowdown shows in
 * every `npm test` instead of hiding under generous time budgets.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const slowest = [...modules].sort((a, b) => held(b) - held(a)).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const lines = slowest.map((m) => {
      const d = m.diagnostic();
      const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
      return `${seconds(held(m))} s (tests${seconds(d.duration)} s)  ${m.project.name.padEnd(6)} ${m.relativeModuleId}`;
    });
    process.stdout.write(`\nThe ${slowest.length} slowest test files:\n${lines.join("\n")}\n`);
  }
}
