import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { statement, type Db } from "../index.ts";
import { games, moves, outbox, seats, users } from "../schema.ts";
import type { GameRow, MoveRow } from "./load.ts";

/**
 * What R2 keeps of a finished game: all a replay needs on its own (type, rules version, options,
 * seats, seed, log) and the final state, which every read of the game serves as before.
 */
export type Archived = {
  format: 1;
  id: string;
  type: string;
  rulesVersion: number;
  options: unknown;
  seats: number;
  seed: string;
  state: unknown;
  moves: Omit<MoveRow, "gameId">[];
};

/** One object per game; the D1 row keeps the key (`games.archive_key`). */
const archiveKeyOf = (gameId: string) => `games/${gameId}.json.gz`;

/** The bytes out of a (de)compression stream: the runtime's own zlib, so the Worker bundles none. */
const through = (bytes: Uint8Array, stream: CompressionStream | DecompressionStream) =>
  new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer().then((b) => new Uint8Array(b));

/** Gzip by the runtime (no time in the header), so a second run writes the very same bytes and `zcat` reads them. */
export const packArchive = (archived: Archived) =>
  through(new TextEncoder().encode(JSON.stringify(archived)), new CompressionStream("gzip"));
const unpackArchive = async (bytes: Uint8Array) =>
  JSON.parse(new TextDecoder().decode(await through(bytes, new DecompressionStream("gzip")))) as Archived;

/** The archive under `key`, read from R2 and unpacked; missing is a bug (the D1 row names it only once it is there). */
export async function readArchive(bucket: R2Bucket, key: string): Promise<Archived> {
  const object = await bucket.get(key);
  if (!object) throw new Error(`the archive ${key} is missing`);
  return unpackArchive(new Uint8Array(await object.arrayBuffer()));
}

/** Archives never change once written: an isolate keeps the last few it read, so a game's page and its log read R2 once. */
const KEPT = 16;

/** `readArchive` through a small cache of the latest archives read. */
export function archiveReader(bucket: R2Bucket): (key: string) => Promise<Archived> {
  const kept = new Map<string, Promise<Archived>>();
  return (key) => {
    const known = kept.get(key);
    if (known) return known;
    const read = readArchive(bucket, key);
    read.catch(() => kept.delete(key));
    kept.set(key, read);
    const oldest = kept.keys().next().value;
    if (kept.size > KEPT && oldest !== undefined) kept.delete(oldest);
    return read;
  };
}

/** The archive key of a game, if it is archived: read after a log read came back empty. */
export async function archiveKeyOfGame(db: Db, gameId: string): Promise<string | undefined> {
  const row = await db.select({ key: games.archiveKey }).from(games).where(eq(games.id, gameId)).get();
  return row?.key ?? undefined;
}

/**
 * Finished games whose grace ended before `finishedBefore` and that no mail still waiting concerns
 * (a game-over mail held for a digest reads the log), oldest first, by the partial index
 * `games_to_archive`. A guest's games wait for the guest to sign in (a merge rewrites the log's
 * user ids, which an archive would keep) or to go with them (`deleteGuest`).
 */
export function gamesToArchive(db: Db, finishedBefore: number, limit: number) {
  const mailWaiting = sql`EXISTS (SELECT 1 FROM ${outbox} WHERE ${outbox.status} IN ('pending', 'sending') AND ${outbox.gameId} = ${games.id})`;
  const guestSeated = sql`EXISTS (SELECT 1 FROM ${seats} JOIN ${users} ON ${users.id} = ${seats.userId} WHERE ${seats.gameId} = ${games.id} AND ${users.guest} = 1)`;
  return db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.status, "finished"),
        isNull(games.archiveKey),
        lt(games.updatedAt, finishedBefore),
        sql`NOT ${mailWaiting}`,
        sql`NOT ${guestSeated}`,
      ),
    )
    .orderBy(asc(games.updatedAt))
    .limit(limit)
    .all();
}

/** A finished game's rows as the archive keeps them: one round trip. */
async function archivedOf(db: Db, gameId: string): Promise<{ row: GameRow; archived: Archived } | undefined> {
  const [[row], [seated], log] = await db.batch([
    db.select().from(games).where(eq(games.id, gameId)),
    db
      .select({ count: sql<number>`count(*)` })
      .from(seats)
      .where(and(eq(seats.gameId, gameId), sql`${seats.seat} IS NOT NULL`)),
    db.select().from(moves).where(eq(moves.gameId, gameId)).orderBy(asc(moves.seq)),
  ]);
  if (!row || row.status !== "finished" || row.archiveKey !== null || row.seed === null) return undefined;
  const archived: Archived = {
    format: 1,
    id: row.id,
    type: row.type,
    rulesVersion: row.rulesVersion,
    options: row.options,
    seats: seated?.count ?? 0,
    seed: row.seed,
    state: row.state,
    moves: log.map(({ gameId: _, ...move }) => move),
  };
  return { row, archived };
}

/**
 * What archiving a game did: `archived` with the object's size; `skipped` (not finished, archived
 * already, or cleared by a racing run); `differs` (read back, it did not replay to the stored
 * state: the game stays in D1).
 */
export type Archiving = { archived: number } | "skipped" | "differs";

/**
 * Archives a finished game: writes it to R2, reads it back, checks it with `replay` (the state its
 * log rebuilds to under the current rules), and only then clears the state, the seed and the log
 * in D1 and names the key, in one batch guarded by the version read. A crash or a second run at
 * any point leaves either the live game or the archived one: the object's bytes depend on the
 * game alone, so writing it again changes nothing, and the second clear finds the key set.
 */
export async function archiveGame(
  db: Db,
  bucket: R2Bucket,
  gameId: string,
  replay: (archived: Archived) => unknown,
): Promise<Archiving> {
  const found = await archivedOf(db, gameId);
  if (!found) return "skipped";
  const { row, archived } = found;
  const key = archiveKeyOf(gameId);
  const bytes = await packArchive(archived);
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: "application/gzip" },
    customMetadata: { type: row.type, rulesVersion: String(row.rulesVersion) },
  });
  const back = await readArchive(bucket, key);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(back, archived) || !same(replay(back), row.state)) return "differs";
  const current = and(eq(games.id, gameId), eq(games.version, row.version), isNull(games.archiveKey));
  const [cleared] = await db.$client.batch([
    statement(db, db.update(games).set({ state: null, seed: null, archiveKey: key }).where(current)),
    statement(
      db,
      sql`DELETE FROM ${moves} WHERE ${moves.gameId} = ${gameId} AND (SELECT ${games.archiveKey} FROM ${games} WHERE ${games.id} = ${gameId}) = ${key}`,
    ),
  ]);
  return cleared?.meta.changes === 1 ? { archived: bytes.length } : "skipped";
}

/**
 * A page of started games (ids after `afterId`, in id order) as a replay needs them, whatever
 * holds them: live ones from D1 (row and log), archived ones from R2. For `npm run verify:games`.
 */
export async function storedGamesAfter(db: Db, bucket: R2Bucket, afterId: string, limit: number): Promise<Archived[]> {
  const rows = await db
    .select({
      id: games.id,
      type: games.type,
      rulesVersion: games.rulesVersion,
      options: games.options,
      seed: games.seed,
      state: games.state,
      archiveKey: games.archiveKey,
      seats: sql<number>`(SELECT count(*) FROM ${seats} WHERE ${seats.gameId} = ${games.id} AND ${seats.seat} IS NOT NULL)`,
    })
    .from(games)
    .where(and(sql`${games.id} > ${afterId}`, inArray(games.status, ["active", "finished"])))
    .orderBy(asc(games.id))
    .limit(limit)
    .all();
  const live = rows.filter((r) => r.archiveKey === null).map((r) => r.id);
  const log = live.length
    ? await db.select().from(moves).where(inArray(moves.gameId, live)).orderBy(asc(moves.gameId), asc(moves.seq)).all()
    : [];
  return Promise.all(
    rows.map(async ({ archiveKey, seed, ...row }) =>
      archiveKey !== null
        ? readArchive(bucket, archiveKey)
        : {
            format: 1 as const,
            ...row,
            seed: seed ?? "",
            moves: log.filter((m) => m.gameId === row.id).map(({ gameId: _, ...move }) => move),
          },
    ),
  );
}
