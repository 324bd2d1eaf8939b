import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

export type Db = DrizzleD1Database<typeof schema>;

export function openDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}

/** SQLite reports constraint failures in the message only; D1 passes them through. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(text) && (index === undefined || text.includes(index));
}
