import { AsyncLocalStorage } from "node:async_hooks";
import { oncePer } from "./index.ts";

/**
 * Counts what every D1 statement costs (statements, rows read and written, from the result
 * meta), so the bench can report it per request. Drizzle reads selects with `raw()`, which drops
 * the meta, so `raw()` is answered from `all()` and turned into arrays the way Drizzle's own
 * batch path does (`Object.values`, column order).
 */
const RAW = Symbol("unmetered statement");

/** `roundTrips`: calls that each wait for D1 (a batch of several statements is one). */
export type D1Usage = { statements: number; roundTrips: number; rowsRead: number; rowsWritten: number; waitMs: number };

export function emptyUsage(): D1Usage {
  return { statements: 0, roundTrips: 0, rowsRead: 0, rowsWritten: 0, waitMs: 0 };
}

/**
 * What work after the answers (waitUntil: the outbox) cost D1 since the isolate started, for the
 * bench: the notifications' bookkeeping (claims, loads, outcomes) apart from what the senders
 * themselves read and write (push subscriptions, webhooks, development's copy of each mail).
 */
const background = { bookkeeping: emptyUsage(), sending: emptyUsage() };

/** The usage of the request being served: the metered binding is shared by all requests of an isolate. */
const current = new AsyncLocalStorage<D1Usage>();

/** Runs `work` (a request) with its statements counted in `usage`. */
export function metering<R>(usage: D1Usage, work: () => R): R {
  return current.run(usage, work);
}

/** Runs background work (after a response) with its statements counted in the isolate's background totals. */
export function meteringBackground<R>(work: () => R): R {
  return current.run(background.bookkeeping, work);
}

/** Inside background work, runs a sender with its statements counted as sending, apart from the bookkeeping. */
export function meteringSending<R>(work: () => R): R {
  return current.getStore() === background.bookkeeping ? current.run(background.sending, work) : work();
}

/** The development headers: this request's D1 usage, and the background totals so far. */
export function usageHeaders(usage: D1Usage): Record<string, string> {
  const { bookkeeping, sending } = background;
  return {
    "X-D1-Usage": `statements=${usage.statements}; read=${usage.rowsRead}; written=${usage.rowsWritten}`,
    "X-D1-Round-Trips": String(usage.roundTrips),
    "X-D1-Background": `round-trips=${bookkeeping.roundTrips}; statements=${bookkeeping.statements}; sending-round-trips=${sending.roundTrips}; sending-statements=${sending.statements}`,
  };
}

function record(meta: D1Meta | undefined, roundTrip = true): void {
  const usage = current.getStore();
  if (!usage) return;
  if (roundTrip) usage.roundTrips += 1;
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
export const meterD1: (db: D1Database) => D1Database = oncePer(
  (db: D1Database) =>
    new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === "prepare") return (query: string) => meterStatement(target.prepare(query));
        if (prop === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            const unwrapped = statements.map((s) => (s as unknown as { [RAW]?: D1PreparedStatement })[RAW] ?? s);
            const results = await timed(() => target.batch(unwrapped));
            results.forEach((r, i) => record(r.meta, i === 0));
            return results;
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    }),
);
