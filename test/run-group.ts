/** A group's test file (test/groups.ts): loads each member inside a `describe` named for it. */
import { beforeAll, describe, inject } from "vitest";

export function runGroup(
  project: "worker" | "web",
  n: number,
  /** `import.meta.glob` of the project's test files, from `test/<project>/groups/`. */
  modules: Record<string, () => Promise<unknown>>,
  /** Before each member's own hooks: what a file run alone would find (a fresh database). */
  fresh?: () => Promise<void>,
): void {
  const byPath = new Map(
    Object.entries(modules).map(([key, load]) => [`test/${project}/${key.replace(/^\.\.\//, "")}`, load]),
  );
  for (const path of inject("testGroups")[project]?.[n - 1] ?? []) {
    const load = byPath.get(path);
    if (!load) throw new Error(`${path}: not among the files this group's glob finds`);
    describe(path, async () => {
      if (fresh) beforeAll(fresh);
      await load();
    });
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    testGroups: Partial<Record<"worker" | "web", string[][]>>;
  }
}
