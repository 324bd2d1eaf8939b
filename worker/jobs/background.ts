import { openDb } from "../db/index.ts";
import { drainOutbox } from "./drain.ts";

/**
 * A drain for after a response (waitUntil) or for the cron: its own, unmetered database handle,
 * so the request's D1 usage figures count the request alone.
 */
export function drainInBackground(env: Env, now: number): Promise<unknown> {
  return drainOutbox({ db: openDb(env.DB), env, now }).catch((error: unknown) => console.error("outbox drain failed", error));
}
