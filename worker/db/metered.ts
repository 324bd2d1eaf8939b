import { AsyncLocalStorage } from "node:async_hooks";
import { oncePer } from "./index.ts";

/**
 * Counts what every D1 statement costs (statements, rows read and written, from the result
 * meta), so the bench can report it per request. Drizzle reads selects with `raw()`, which drops
 * the meta, so `raw()` is answered from `all()` and turned into arrays the way Drizzle's own
 * batch path does (`Object.values`, column order).
 */
const RAW = Symbol("unmetered statement");

export type D1Usage = { statements: number; rowsRead: number; rowsWritten: number; waitMs: number };

export function emptyUsage(): D1Usage {
  return { statements: 0, rowsRead: 0, rowsWritten: 0, waitMs: 0 };
}

/** The usage of the request being served: the metered binding is shared by all requests of an isolate. */
const current = new AsyncLocalStorage<D1Usage>();

/** Runs `work` (a request) with its statements counted in `usage`. */
export function metering<R>(usage: D1Usage, work: () => R): R {
  return current.run(usage, work);
}

function record(meta: D1Meta | undefined): void {
  const usage = current.getStore();
  if (!usage) return;
  usage.statements += 1;
  usage.rowsRead += meta?.rows_read ?? 0;
  usage.rowsWritten += meta?.rows_written ?? 0;
}

/** Time spent waiting for D1, so CPU time can be told apart from I/O (local development only: deployed Workers freeze timers while code runs). */
async function timed<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const usage = current.getStore();
    if (usage) usage.waitMs += performance.now() - started;
  }
}

function meterStatement(stmt: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(stmt, {
    get(target, prop, receiver) {
      if (prop === RAW) return target;
      if (prop === "bind") return (...values: unknown[]) => meterStatement(target.bind(...values));
      if (prop === "all" || prop === "run") {
        return async () => {
          const result = await timed(() => target[prop]());
          record(result.meta);
          return result;
        };
      }
      if (prop === "first") {
        return async (column?: string) => {
          const result = await timed(() => target.all<Record<string, unknown>>());
          record(result.meta);
          const [row] = result.results;
          return row === undefined ? null : column === undefined ? row : row[column];
        };
      }
      if (prop === "raw") {
        return async () => {
          const result = await timed(() => target.all<Record<string, unknown>>());
          record(result.meta);
          return result.results.map((row) => Object.values(row));
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

/** The binding, wrapped once per isolate, that adds every statement's cost to the current request's usage. */
export const meterD1: (db: D1Database) => D1Database = oncePer((db: D1Database) =>
  new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "prepare") return (query: string) => meterStatement(target.prepare(query));
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const unwrapped = statements.map((s) => (s as unknown as { [RAW]?: D1PreparedStatement })[RAW] ?? s);
          const results = await timed(() => target.batch(unwrapped));
          for (const r of results) record(r.meta);
          return results;
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  }),
);
