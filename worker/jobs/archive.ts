import { archiveGame, gamesToArchive, type Archived } from "../db/game-store/index.ts";
import type { UseCaseContext } from "../context.ts";
import { gameDefinition } from "../match/definitions.ts";
import { rebuild } from "../match/replay.ts";

const DAY = 24 * 3_600_000;

/**
 * How long a finished game stays whole in D1: its game-over mail and the mail's retries are done
 * within the hour and a digest holding it within a day (the sweep also waits while any mail about
 * the game is pending), and the days after the end, when its players look back at it most, read
 * no R2.
 */
export const ARCHIVE_GRACE = 7 * DAY;

/**
 * Games archived per cron run. Each costs two D1 round trips, an R2 write and read, and a replay
 * (12–64 ms of CPU for the recorded games in Node on this loaded machine: `test/games/recorded/`),
 * so a run stays well inside the cron's CPU limit; 20 a minute is 28,800 a day, near the ~33,000
 * a day a million games of a month each would finish at, the quiet hours catching up the peaks.
 */
export const ARCHIVE_PER_RUN = 20;

/** The state an archive's log rebuilds to under the current rules, or undefined when those are another version's. */
export function replayArchived(archived: Archived): unknown {
  const game = gameDefinition(archived.type);
  if (!game || game.version !== archived.rulesVersion) return undefined;
  return rebuild(game, archived.seats, archived.options, archived.seed, archived.moves);
}

/**
 * The cron's archiving: finished games past their grace go to R2, each verified by replaying what
 * was read back before D1 lets go of its rows (`archiveGame`). Safe to run twice at once or after
 * a crash midway: each game is archived whole or not at all.
 */
export async function archiveFinishedGames(ctx: UseCaseContext, limit = ARCHIVE_PER_RUN): Promise<number> {
  let archived = 0;
  for (const { id } of await gamesToArchive(ctx.db, ctx.now - ARCHIVE_GRACE, limit)) {
    const result = await archiveGame(ctx.db, ctx.env.ARCHIVE, id, replayArchived);
    if (result === "differs") console.error(`game ${id} does not replay to its stored state: left in D1`);
    else if (result !== "skipped") archived++;
  }
  return archived;
}
