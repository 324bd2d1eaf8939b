import {
  fillPlaceholders,
  getTableColumns,
  is,
  Param,
  Placeholder,
  sql,
  type Column,
  type Query,
  type SQL,
  type Table,
} from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";

export type Db = DrizzleD1Database & { $client: D1Database };

/** `make(key)`, made once per key and kept as long as the key lives (bindings live as long as the isolate). */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/**
 * The Drizzle handle for a D1 binding, made once per isolate (the binding outlives requests), so
 * that the queries prepared on it below are built once too. No relational schema: it is unused
 * and costs CPU to build.
 */
export const openDb: (d1: D1Database) => Db = oncePer((d1: D1Database) => drizzle(d1));

/**
 * A query prepared once per handle. Building a query's SQL costs more CPU (~0.1 ms) than D1 takes
 * to run it, so the queries on the hot paths (a move, a poll, the outbox drain) are prepared with
 * `sql.placeholder` parameters and reused by every request.
 */
export function prepared<Q>(build: (db: Db) => Q): (db: Db) => Q {
  return oncePer(build);
}

/** What `batchedRead` needs of a prepared Drizzle query (a `D1PreparedQuery`): its SQL and how Drizzle maps a batch's result. */
type PreparedRead<Get, All> = {
  getQuery(): Query;
  get(values?: Record<string, unknown>): Promise<Get>;
  all(values?: Record<string, unknown>): Promise<All>;
  mapGetResult(result: unknown, isFromBatch?: boolean): unknown;
  mapAllResult(rows: unknown, isFromBatch?: boolean): unknown;
};

/**
 * A prepared read as a statement for D1's own batch (Drizzle's batch takes query builders only,
 * which build their SQL on every call), with its result read as the query's `get` or `all` would.
 */
export function batchedRead<Get, All>(db: Db, read: PreparedRead<Get, All>, values: Record<string, unknown>) {
  const query = read.getQuery();
  return {
    statement: db.$client.prepare(query.sql).bind(...fillPlaceholders(query.params, values)),
    // Drizzle maps a batch's first row without asking whether there is one.
    first: (result: D1Result | undefined) =>
      result?.results.length ? (read.mapGetResult(result, true) as Get) : undefined,
    all: (result: D1Result | undefined) => (result ? read.mapAllResult(result, true) : []) as All,
  };
}

/** How one parameter of a prepared write gets its value: a constant, or a placeholder through its column's encoder. */
function binder(param: unknown): (values: Record<string, unknown>) => unknown {
  if (is(param, Placeholder)) return (values) => values[param.name] ?? null;
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { name } = param.value;
    const { encoder } = param;
    // NULL stays NULL (a JSON column would encode it as the text "null"); D1 refuses undefined.
    return (values) => {
      const value = values[name];
      return value === null || value === undefined ? null : encoder.mapToDriverValue(value);
    };
  }
  return () => param;
}

/**
 * A write statement for `db.$client.batch`, its SQL built once: Drizzle's batch takes only query
 * builders, which build their SQL on every call. Values go through the columns' encoders (JSON,
 * booleans) as in any Drizzle query.
 */
export function preparedWrite<V extends Record<string, unknown>>(
  build: (db: Db) => { toSQL(): Query } | { getQuery(): Query },
): (db: Db, values: V) => D1PreparedStatement {
  let built: { sql: string; binders: ((values: Record<string, unknown>) => unknown)[] } | undefined;
  return (db, values) => {
    if (!built) {
      const statement = build(db);
      const query = "toSQL" in statement ? statement.toSQL() : statement.getQuery();
      built = { sql: query.sql, binders: query.params.map(binder) };
    }
    return db.$client.prepare(built.sql).bind(...built.binders.map((bind) => bind(values)));
  };
}

/**
 * Placeholders named like the columns they fill, each with its column's encoder, for the values
 * of a prepared insert or update.
 */
export function placeholders<T extends Table, K extends keyof T["_"]["columns"] & string>(
  table: T,
  names: readonly K[],
): Record<K, SQL> {
  const columns: Record<string, Column> = getTableColumns(table);
  return Object.fromEntries(
    names.map((name) => [name, sql`${new Param(sql.placeholder(name), columns[name])}`]),
  ) as Record<K, SQL>;
}

/**
 * SQLite reports constraint failures in the message only; D1 passes them through. A foreign key's
 * failure is a bug, not a race: it says SQLITE_CONSTRAINT too, but is no unique violation.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return (
    /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(text) &&
    !text.includes("FOREIGN KEY constraint failed") &&
    (index === undefined || text.includes(index))
  );
}

/** A statement for D1's own batch from anything Drizzle builds: Drizzle's batch cannot bind raw SQL. */
export function statement(db: Db, query: { toSQL(): Query } | SQL): D1PreparedStatement {
  const built = "toSQL" in query ? query.toSQL() : db.run(query).getQuery();
  return db.$client.prepare(built.sql).bind(...built.params);
}
