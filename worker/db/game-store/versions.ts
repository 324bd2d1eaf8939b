import type { Db } from "../index.ts";
import type { GameVersions, Held, VersionParts } from "./version-object.ts";

export type { Held, VersionParts };

type Versions = DurableObjectNamespace<GameVersions>;

/** The objects of the games whose writes go through each handle: set where a request or the cron opens D1. */
const versionsOf = new WeakMap<Db, Versions>();

/** Keeps the games' version objects with the handle, so the store's writes drop what they change. */
export function keepVersions(db: Db, versions: Versions | undefined): Db {
  if (versions) versionsOf.set(db, versions);
  return db;
}

const objectOf = (versions: Versions, gameId: string) => versions.get(versions.idFromName(gameId));

/** What the game's object holds, or nothing to fill when the handle keeps no objects (a test of the store alone). */
export async function heldVersion(db: Db, gameId: string): Promise<Held | undefined> {
  const versions = versionsOf.get(db);
  return versions && (await objectOf(versions, gameId).read());
}

/** Gives the game's object the parts just read from D1, unless a write dropped them since `held` was read. */
export async function fillVersion(db: Db, gameId: string, parts: VersionParts, held: Held): Promise<void> {
  const versions = versionsOf.get(db);
  if (versions) await objectOf(versions, gameId).fill(parts, held.generation);
}

/** After a write to these games committed: their objects drop what they held. */
export async function versionsChanged(db: Db, gameIds: readonly string[]): Promise<void> {
  const versions = versionsOf.get(db);
  if (versions) await Promise.all(gameIds.map((id) => objectOf(versions, id).changed()));
}

/** The ids a write's `RETURNING id` gave: the games it changed. */
export function changedIds(result: D1Result | undefined): string[] {
  return ((result?.results ?? []) as { id: string }[]).map((row) => row.id);
}
