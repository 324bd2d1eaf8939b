import { DurableObject } from "cloudflare:workers";

/** What a game's ETag is made of, and when its bots are due (the 304 poll's whole read). */
export type VersionParts = { version: number; chatCount: number; revision: number; botDue: number | null };

/**
 * One object per game holding what its 304 poll reads, so polls never reach D1. Every write that
 * changes those parts (and the game's creation) reads them back in its own batch, after its
 * writes, and hands them over (`update`, `versions.ts`). The version, the chat count and the revision only
 * grow, and a read after a later commit sees at least as much of each, so the object keeps
 * whichever parts are newest however the writers' calls arrive: never parts older than D1's. Kept
 * in the object's storage, so an evicted object still answers without D1. A Durable Object, not
 * KV or the Cache API: its reads see every write at once, from every location (KV takes up to
 * 60 s to spread and allows one write a second per key; the Cache API is per location, so a move
 * in one would leave polls in another stale). Only the Worker's entry imports this file:
 * `cloudflare:workers` exists in workerd only, and the app also runs in Node (test/bench/cpu.ts).
 */
export class GameVersions extends DurableObject {
  read(): Promise<VersionParts | undefined> {
    return this.ctx.storage.get<VersionParts>("parts");
  }

  /** The parts a writer read after its commit; none: the game is gone. */
  async update(parts: VersionParts | undefined): Promise<void> {
    const { storage } = this.ctx;
    if (!parts) return void (await storage.delete("parts"));
    // Storage calls hold other events off (input gates): no other update lands between this read and the put.
    const held = await storage.get<VersionParts>("parts");
    const older =
      held !== undefined &&
      (parts.version < held.version || parts.chatCount < held.chatCount || parts.revision < held.revision);
    if (!older) await storage.put("parts", parts);
  }
}
