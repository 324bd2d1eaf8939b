import { asWriter, keepVersions, versionsHanded } from "./db/game-store/index.ts";
import { openDb } from "./db/index.ts";
import { archiveFinishedGames } from "./jobs/archive.ts";
import { drainOutbox } from "./jobs/drain.ts";
import { runLeagues } from "./leagues/cron.ts";
import { runBots } from "./match/bots.ts";
import { cleanUpGuests } from "./match/guests.ts";
import { runTimeouts, sendReminders } from "./match/timeouts.ts";

/**
 * The cron's composition root, the one place that knows every sweep (so jobs and leagues need
 * not know each other). The every-minute run: timeouts first (their moves write notifications),
 * then the bots' overdue moves, then reminders, then the leagues, the outbox drain, which sends what they all wrote, and last the archiving of games long finished.
 * `now` is the run's scheduled time, so tests drive the clock.
 */
export function runCron(env: Env, now: number): Promise<void> {
  // A writer of its own: it waits for its own parts only (versions.ts).
  return asWriter(() => sweeps(env, now));
}

async function sweeps(env: Env, now: number): Promise<void> {
  const ctx = { db: keepVersions(openDb(env.DB), env.GAME_VERSIONS), env, now };
  await runTimeouts(ctx);
  // The safety net of the bot chains: whatever the requests' background work left undone.
  await runBots(ctx);
  await sendReminders(ctx);
  await runLeagues(ctx);
  await cleanUpGuests(ctx);
  await drainOutbox(ctx);
  await archiveFinishedGames(ctx);
  await versionsHanded();
}
