import { AsyncLocalStorage } from "node:async_hooks";
import { eq, sql } from "drizzle-orm";
import { batchedRead, prepared, type Db } from "../index.ts";
import { games } from "../schema.ts";
import type { GameVersions, VersionParts } from "./version-object.ts";

export type { VersionParts };

type Versions = DurableObjectNamespace<GameVersions>;

/**
 * The games' version objects, isolate-wide like the binding itself: set by every request, cron run
 * and background job as it opens D1 (`keepVersions`), so any handle's writes reach them (a use
 * case called with a handle of its own too). Unset where the app runs without them (Node).
 */
let versionObjects: Versions | undefined;

/** Hands the store the games' version objects (the handle passes through). */
export function keepVersions(db: Db, versions: Versions | undefined): Db {
  versionObjects = versions ?? versionObjects;
  return db;
}

const objectOf = (versions: Versions, gameId: string) => versions.get(versions.idFromName(gameId));

/**
 * Parts on their way to the objects, per writer (a request, a cron run, a background job, each run
 * by `asWriter`) and game, handed without waiting: a run of writes (the cron's bot moves) is not
 * one object call after another, and only the newest parts wait while a call is out (they only
 * grow), so a hundred moves of one game make a few calls, not a hundred. A writer waits for its
 * own calls only: workerd cancels a request that awaits another request's I/O as hung.
 */
type Writer = { newest: Map<string, VersionParts | undefined>; sending: Map<string, Promise<void>> };
const newWriter = (): Writer => ({ newest: new Map(), sending: new Map() });
const writers = new AsyncLocalStorage<Writer>();
/**
 * Where no `asWriter` runs: scripts and tests calling the store directly, never a request of the
 * deployed Worker (its every entry runs as a writer). Every writer waits for these too.
 */
const unscoped = newWriter();
const writer = () => writers.getStore() ?? unscoped;
/** Games with a call out from any writer of this isolate, and how many: their polls read D1 meanwhile. */
const out = new Map<string, number>();

/** Runs a writer's work with parts of its own to hand (`versionsHanded` waits for them). */
export function asWriter<R>(work: () => R): R {
  return writers.run(newWriter(), work);
}

function hand(gameId: string, parts: VersionParts | undefined): void {
  const versions = versionObjects;
  if (!versions) return;
  const { newest, sending } = writer();
  newest.set(gameId, parts);
  if (sending.has(gameId)) return;
  out.set(gameId, (out.get(gameId) ?? 0) + 1);
  const send = async () => {
    while (newest.has(gameId)) {
      const next = newest.get(gameId);
      newest.delete(gameId);
      try {
        await objectOf(versions, gameId).update(next);
      } catch (error) {
        // The write stands in D1; the object holds older parts until the game's next write, and a 304 poll meanwhile misses the change.
        console.error(`game ${gameId}: its version object was not updated`, error);
      }
    }
    sending.delete(gameId);
    const left = (out.get(gameId) ?? 1) - 1;
    if (left > 0) out.set(gameId, left);
    else out.delete(gameId);
  };
  sending.set(gameId, send());
}

/**
 * Waits until the objects have every part this writer handed: each request (before its answer),
 * cron run and background job ends with it, so a player told of a change polls an object that has it.
 */
export async function versionsHanded(): Promise<void> {
  await Promise.all([...writer().sending.values(), ...unscoped.sending.values()]);
}

const gameVersion = prepared((db) =>
  db
    .select({ version: games.version, chatCount: games.chatCount, revision: games.revision, botDue: games.botDue })
    .from(games)
    .where(eq(games.id, sql.placeholder("gameId")))
    .prepare(),
);

/**
 * Just what the ETag is made of, for the 304 poll: from the game's object (`GameVersions`), no D1
 * row; one row from D1 only when the object holds none (a game last written before the objects
 * existed, or a writer that died between its commit and its update).
 */
export async function loadGameVersion(db: Db, gameId: string): Promise<VersionParts | undefined> {
  // A poll never reads past a write it follows: its own request's land first, and while another
  // writer of this isolate has this game's parts on their way, D1 (which has them) answers.
  await versionsHanded();
  const versions = versionObjects;
  const held = versions && !out.has(gameId) ? await objectOf(versions, gameId).read() : undefined;
  return held ?? (await gameVersion(db).get({ gameId }));
}

/**
 * The read of a game's parts for the end of a writer's batch (same round trip, after its writes,
 * so it sees exactly what the batch committed), and the handing of what it read to the game's
 * object, once the batch is in: the next polls, the writer's own first, read no D1 row.
 */
export function versionAfter(db: Db, gameId: string) {
  const read = batchedRead(db, gameVersion(db), { gameId });
  return {
    statement: read.statement,
    hand: (result: D1Result | undefined) => hand(gameId, read.first(result)),
  };
}

/**
 * After a write to these games committed (or created or deleted them) in a batch that could not
 * read them back (`versionAfter`): their objects take the parts as D1 has them now, a row by key
 * each, read where the write went (the primary).
 */
export async function versionsChanged(db: Db, gameIds: readonly string[]): Promise<void> {
  if (!versionObjects) return;
  for (const id of gameIds) hand(id, await gameVersion(db).get({ gameId: id }));
}

/** The ids a write's `RETURNING id` gave: the games it changed. */
export function changedIds(result: D1Result | undefined): string[] {
  return ((result?.results ?? []) as { id: string }[]).map((row) => row.id);
}
