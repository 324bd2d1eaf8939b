import { env } from "cloudflare:test";

type Rows = { table: string; rows: Record<string, unknown>[] }[];
let migrated: Rows | undefined;

async function tables(): Promise<string[]> {
  return (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'sqlite_sequence')",
    ).all<{ name: string }>()
  ).results.map((t) => t.name);
}

/**
 * Puts every table back as the migrations left it (their seeded rows, such as the bot accounts),
 * as a file run alone finds its database: a member of a group (test/groups.ts) reads no row
 * another left. The first call keeps those rows. One atomic batch; foreign keys count at its end.
 */
export async function freshDatabase(): Promise<void> {
  if (!migrated) {
    const names = await tables();
    const read = await env.DB.batch(names.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)));
    migrated = names.map((table, i) => ({ table, rows: (read[i]?.results ?? []) as Record<string, unknown>[] }));
    return;
  }
  const refill = migrated.flatMap(({ table, rows }) =>
    rows.map((row) => {
      const columns = Object.keys(row);
      return env.DB.prepare(
        `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      ).bind(...Object.values(row));
    }),
  );
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
    ...migrated.map(({ table }) => env.DB.prepare(`DELETE FROM "${table}"`)),
    env.DB.prepare("DELETE FROM sqlite_sequence"),
    ...refill,
  ]);
}
