/**
 * Just enough of D1's API over an in-memory SQLite (sql.js) for Drizzle and the Worker's code, as
 * the CPU benches' stand-in for D1. sql.js runs synchronously, so the time spent inside it is
 * exactly the database's share, which the benches subtract.
 */
import initSqlJs, { type Database, type SqlValue } from "sql.js";

/** This process's CPU time in ms, all its threads (V8's GC and compiler helpers too). */
export const processCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Time inside the database since the last `reset`: on the clock, and in the process's CPU time. */
export type DatabaseTime = { wall: number; cpu: number; reset(): void };

/** An empty in-memory database (`db`, for direct set-up), the D1 over it, and the time spent inside it. */
export async function sqlJsD1(): Promise<{ db: Database; d1: D1Database; inDatabase: DatabaseTime }> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  const inDatabase: DatabaseTime = {
    wall: 0,
    cpu: 0,
    reset() {
      this.wall = 0;
      this.cpu = 0;
    },
  };
  function timed<T>(work: () => T): T {
    const started = { wall: performance.now(), cpu: processCpu() };
    try {
      return work();
    } finally {
      inDatabase.wall += performance.now() - started.wall;
      inDatabase.cpu += processCpu() - started.cpu;
    }
  }
  const meta = () => ({
    duration: 0,
    rows_read: 0,
    rows_written: 0,
    changes: db.getRowsModified(),
    last_row_id: 0,
    changed_db: true,
    size_after: 0,
  });

  class Statement {
    constructor(
      readonly query: string,
      readonly params: SqlValue[] = [],
    ) {}
    bind(...params: unknown[]) {
      return new Statement(
        this.query,
        params.map((p) => (typeof p === "boolean" ? Number(p) : (p as SqlValue))),
      );
    }
    rows(): { columns: string[]; values: SqlValue[][] } {
      const stmt = db.prepare(this.query);
      try {
        stmt.bind(this.params);
        const values: SqlValue[][] = [];
        while (stmt.step()) values.push(stmt.get());
        return { columns: stmt.getColumnNames(), values };
      } finally {
        stmt.free();
      }
    }
    objects() {
      const { columns, values } = this.rows();
      return values.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])));
    }
    async all() {
      return timed(() => ({ results: this.objects(), success: true, meta: meta() }));
    }
    async run() {
      return this.all();
    }
    async raw() {
      return timed(() => this.rows().values);
    }
    async first(column?: string) {
      const [row] = (await this.all()).results;
      return row === undefined ? null : column ? row[column] : row;
    }
  }

  const d1 = {
    prepare: (query: string) => new Statement(query),
    async batch(statements: Statement[]) {
      return timed(() => {
        db.run("BEGIN");
        try {
          const results = statements.map((s) => ({ results: s.objects(), success: true, meta: meta() }));
          db.run("COMMIT");
          return results;
        } catch (error) {
          db.run("ROLLBACK");
          throw error;
        }
      });
    },
  } as unknown as D1Database;
  return { db, d1, inDatabase };
}
