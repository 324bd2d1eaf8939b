import { eq, sql } from "drizzle-orm";
import { prepared, type Db } from "../index.ts";
import { games } from "../schema.ts";
import type { GameVersions, VersionParts } from "./version-object.ts";

export type { VersionParts };

type Versions = DurableObjectNamespace<GameVersions>;

/**
 * The games' version objects, isolate-wide like the binding itself: set by every request, cron run
 * and background job as it opens D1 (`keepVersions`), so any handle's writes drop what they change
 * (a use case called with a handle of its own too). Unset where the app runs without them (Node).
 */
let versionObjects: Versions | undefined;

/** Hands the store the games' version objects (the handle passes through). */
export function keepVersions(db: Db, versions: Versions | undefined): Db {
  versionObjects = versions ?? versionObjects;
  return db;
}

const objectOf = (versions: Versions, gameId: string) => versions.get(versions.idFromName(gameId));

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
  const versions = versionObjects;
  const held = versions && (await objectOf(versions, gameId).read());
  return held ?? (await gameVersion(db).get({ gameId }));
}

/**
 * After a write to these games committed (or created or deleted them): their objects take the
 * parts as D1 has them now, a row by key each, read where the write went (the primary), so the
 * next polls, the writer's own first, read no D1 row.
 */
export async function versionsChanged(db: Db, gameIds: readonly string[]): Promise<void> {
  const versions = versionObjects;
  if (!versions) return;
  await Promise.all(
    gameIds.map(async (id) => objectOf(versions, id).update(await gameVersion(db).get({ gameId: id }))),
  );
}

/** The ids a write's `RETURNING id` gave: the games it changed. */
export function changedIds(result: D1Result | undefined): string[] {
  return ((result?.results ?? []) as { id: string }[]).map((row) => row.id);
}
