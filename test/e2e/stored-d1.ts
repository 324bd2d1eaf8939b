/**
 * The test server's local D1 as it stands, read without touching the live file's locks: its
 * SQLite file and write-ahead log are read into memory, the log's committed frames applied
 * (sqlite.org/fileformat2.html, "The WAL File Format"), and the result opened with sql.js.
 *
 * `wrangler d1 execute` did the same job by starting wrangler and a workerd of its own: about 3 s
 * and 2 CPU-s a read, which the Devil's secret searches paid a dozen times. sql.js cannot open a
 * log beside the file, hence the few lines that apply it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import initSqlJs, { type SqlJsStatic } from "sql.js";

const MAGIC_LITTLE_ENDIAN_SUMS = 0x377f0682;
const MAGIC_BIG_ENDIAN_SUMS = 0x377f0683;
const LOG_HEADER = 32;
const FRAME_HEADER = 24;

let sqlJs: Promise<SqlJsStatic> | undefined;

/** One column of one row of the server's D1, or undefined while the row is missing. */
export async function storedValue(persist: string, sql: string, params: string[]): Promise<string | undefined> {
  const file = databaseFile(persist);
  const logBefore = readOptional(`${file}-wal`);
  const main = readFileSync(file);
  const log = readOptional(`${file}-wal`);
  // A checkpoint between the two reads moved frames from the log into the file: read again.
  if (logBefore?.subarray(0, LOG_HEADER).compare(log?.subarray(0, LOG_HEADER) ?? Buffer.alloc(0))) return undefined;
  const SQL = await (sqlJs ??= initSqlJs());
  const db = new SQL.Database(withLog(main, log));
  try {
    const [row] = db.exec(sql, params);
    const value = row?.values[0]?.[0];
    return typeof value === "string" ? value : undefined;
  } finally {
    db.close();
  }
}

/** The D1 database's SQLite file (miniflare names it by a hash; metadata.sqlite is its own). */
function databaseFile(persist: string): string {
  const dir = join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
  const name = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!name) throw new Error(`no D1 database in ${dir}`);
  return join(dir, name);
}

function readOptional(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** The file's pages with the log's committed frames over them, as a file in rollback-journal mode. */
export function withLog(main: Buffer, log: Buffer | undefined): Buffer {
  if (!log || log.length < LOG_HEADER) return main;
  const magic = log.readUInt32BE(0);
  if (magic !== MAGIC_LITTLE_ENDIAN_SUMS && magic !== MAGIC_BIG_ENDIAN_SUMS) return main;
  const bigEndian = magic === MAGIC_BIG_ENDIAN_SUMS;
  const pageSize = log.readUInt32BE(8);
  let sums = checksums(log, 0, 24, [0, 0], bigEndian);
  if (sums[0] !== log.readUInt32BE(24) || sums[1] !== log.readUInt32BE(28)) return main;
  const pending = new Map<number, Buffer>();
  let committed = new Map<number, Buffer>();
  let pages = main.length / pageSize;
  for (let at = LOG_HEADER; at + FRAME_HEADER + pageSize <= log.length; at += FRAME_HEADER + pageSize) {
    // A frame of this generation of the log carries its salts; a valid one continues the running sums.
    if (log.readUInt32BE(at + 8) !== log.readUInt32BE(16) || log.readUInt32BE(at + 12) !== log.readUInt32BE(20)) break;
    sums = checksums(log, at, 8, sums, bigEndian);
    sums = checksums(log, at + FRAME_HEADER, pageSize, sums, bigEndian);
    if (sums[0] !== log.readUInt32BE(at + 16) || sums[1] !== log.readUInt32BE(at + 20)) break;
    pending.set(log.readUInt32BE(at), log.subarray(at + FRAME_HEADER, at + FRAME_HEADER + pageSize));
    // A commit frame holds the database's size in pages after the transaction.
    const size = log.readUInt32BE(at + 4);
    if (size > 0) {
      committed = new Map(pending);
      pages = size;
    }
  }
  const out = Buffer.alloc(pages * pageSize);
  main.copy(out, 0, 0, Math.min(main.length, out.length));
  for (const [page, data] of committed) if (page <= pages) data.copy(out, (page - 1) * pageSize);
  // Bytes 18 and 19 say "WAL mode" (2); sql.js has no log beside the file, so: legacy (1).
  out[18] = 1;
  out[19] = 1;
  return out;
}

/** SQLite's log checksum: pairs of 32-bit words, each sum carried into the next. */
function checksums(
  buffer: Buffer,
  start: number,
  length: number,
  [first, second]: [number, number],
  bigEndian: boolean,
): [number, number] {
  const word = (at: number) => (bigEndian ? buffer.readUInt32BE(at) : buffer.readUInt32LE(at));
  let s0 = first;
  let s1 = second;
  for (let at = start; at < start + length; at += 8) {
    s0 = (s0 + word(at) + s1) >>> 0;
    s1 = (s1 + word(at + 4) + s0) >>> 0;
  }
  return [s0, s1];
}
