import { storedGamesAfter, type Archived } from "../db/game-store/index.ts";
import type { Db } from "../db/index.ts";
import { replayArchived } from "./archive.ts";

/** A stored game that its log no longer rebuilds: why, in words for the person running the check. */
export type Differs = { id: string; type: string; rulesVersion: number; why: string };

/** Games read per page: one D1 read of rows, one of their logs, and an R2 read per archived game. */
const PAGE = 100;

/** Why the game's log does not rebuild its stored state under the current rules, if it does not. */
function differs(game: Archived): string | undefined {
  try {
    const replayed = replayArchived(game);
    if (replayed === undefined) return `rules version ${game.rulesVersion} has no engine in this code`;
    return JSON.stringify(replayed) === JSON.stringify(game.state) ? undefined : "replays to another state";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Replays every started game's log, live in D1 or archived in R2, under the current code and
 * compares it with the stored state (Snellman's check before a rules change ships). Answers how
 * many games it replayed and those that differ.
 */
export async function verifyStoredGames(db: Db, bucket: R2Bucket): Promise<{ games: number; differ: Differs[] }> {
  const differ: Differs[] = [];
  let games = 0;
  for (let after = ""; ; ) {
    const page = await storedGamesAfter(db, bucket, after, PAGE);
    for (const game of page) {
      const why = differs(game);
      if (why) differ.push({ id: game.id, type: game.type, rulesVersion: game.rulesVersion, why });
    }
    games += page.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return { games, differ };
    after = last.id;
  }
}
