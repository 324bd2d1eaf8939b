import { openDb } from "../db/index.ts";
import { runLeagues } from "../leagues/cron.ts";
import { runTimeouts, sendReminders } from "../match/timeouts.ts";
import { drainOutbox } from "./drain.ts";

/**
 * The every-minute run: timeouts first (their moves write notifications), then reminders, then
 * the outbox. `now` is the run's scheduled time, so tests drive the clock.
 */
export async function runCron(env: Env, now: number): Promise<void> {
  const ctx = { db: openDb(env.DB), env, now };
  await runTimeouts(ctx);
  await sendReminders(ctx);
  await runLeagues(ctx);
  await drainOutbox(ctx);
}
