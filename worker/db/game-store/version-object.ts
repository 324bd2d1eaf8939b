import { DurableObject } from "cloudflare:workers";

/** What a game's ETag is made of, and when its bots are due (the 304 poll's whole read). */
export type VersionParts = { version: number; chatCount: number; revision: number; botDue: number | null };

/** A read of the object: the parts if it holds them, and the generation a fill must name. */
export type Held = { parts?: VersionParts; generation: number };

/**
 * One object per game holding what its 304 poll reads, so polls never reach D1: every write that
 * changes those parts drops them (`changed`, after D1 committed), and the next poll that finds
 * none reads D1 once and fills them. The generation, bumped by every drop, refuses a fill read
 * before a drop that overtook it (a poll's read of D1 racing a move), so the object never holds
 * parts older than D1's. Kept in the object's storage, so an evicted object still answers
 * without D1. A Durable Object, not KV or the Cache API: its reads see every write at once, from
 * every location (KV takes up to 60 s to spread and allows one write a second per key; the
 * Cache API is per location, so a move in one would leave polls in another stale). Only the
 * Worker's entry imports this file: `cloudflare:workers` exists in workerd only, and the app also
 * runs in Node (test/bench/cpu.ts).
 */
export class GameVersions extends DurableObject {
  async read(): Promise<Held> {
    const { storage } = this.ctx;
    const [parts, generation] = await Promise.all([
      storage.get<VersionParts>("parts"),
      storage.get<number>("generation"),
    ]);
    return { parts, generation: generation ?? 0 };
  }

  async fill(parts: VersionParts, generation: number): Promise<void> {
    const { storage } = this.ctx;
    // Storage calls hold other events off (input gates): no drop lands between this read and the put.
    if (((await storage.get<number>("generation")) ?? 0) === generation) await storage.put("parts", parts);
  }

  async changed(): Promise<void> {
    const { storage } = this.ctx;
    await storage.put("generation", ((await storage.get<number>("generation")) ?? 0) + 1);
    await storage.delete("parts");
  }
}
