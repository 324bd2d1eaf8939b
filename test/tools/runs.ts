/**
 * The `npm test` runs sharing this machine. Each run registers its `npm test` shell
 * (test/tools/register-run.sh, the script's first step) as a file named for its process id in
 * RUNS_DIR; a run counts the registered processes still alive. Test budgets stretch by that count
 * (test/budget.ts): beside a second run, each has half the cores.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const RUNS_DIR = join(tmpdir(), "correspondence-games-test-runs");

/** A run takes minutes; an older entry is a process id the system may have given to another program. */
const OLDEST_MS = 60 * 60 * 1000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** How many registered runs are under way now, this one among them; at least one. */
export function runsSharing(): number {
  let names: string[];
  try {
    names = readdirSync(RUNS_DIR);
  } catch {
    return 1;
  }
  let live = 0;
  for (const name of names) {
    const file = join(RUNS_DIR, name);
    const fresh = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < OLDEST_MS;
    if (fresh && alive(Number(name))) live++;
    else rmSync(file, { force: true });
  }
  return Math.max(1, live);
}
