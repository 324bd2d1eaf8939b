import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";

export type Db = DrizzleD1Database;

/** A Drizzle handle per request; without the relational schema (unused here), which costs CPU to build each time. */
export function openDb(d1: D1Database): Db {
  return drizzle(d1);
}

/** SQLite reports constraint failures in the message only; D1 passes them through. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(text) && (index === undefined || text.includes(index));
}
