import { asWriter, keepVersions, versionsHanded } from "../db/game-store/index.ts";
import { openDb } from "../db/index.ts";
import { meterD1, meteringBackground } from "../db/metered.ts";
import type { UseCaseContext } from "../context.ts";
import { playBots, type Pace } from "../match/bots.ts";
import { drainOutbox } from "./drain.ts";

/**
 * Work after a response (waitUntil) on its own context. In development its D1 statements are
 * counted in the isolate's background totals (the bench reads them), apart from the request's.
 */
function inBackground(env: Env, now: number, work: (ctx: UseCaseContext) => Promise<unknown>): Promise<void> {
  // A writer of its own: it waits for its own parts only (versions.ts).
  return asWriter(() => backgroundWork(env, now, work));
}

async function backgroundWork(env: Env, now: number, work: (ctx: UseCaseContext) => Promise<unknown>): Promise<void> {
  // A macrotask later: the answer leaves before any of this work runs (its first steps need no I/O).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const run = (d1: D1Database) => work({ db: keepVersions(openDb(d1), env.GAME_VERSIONS), env, now });
  try {
    // `wrangler deploy` builds with NODE_ENV "production", which folds this test: no meter in the bundle.
    if (process.env.NODE_ENV !== "production" && env.ENVIRONMENT === "development")
      await meteringBackground(() => run(meterD1(env.DB)));
    else await run(env.DB);
  } catch (error) {
    console.error("outbox delivery failed", error);
  }
  // The bots' moves reach their games' version objects before this work ends.
  await versionsHanded();
}

/** A drain of whatever is due, after a response. */
export function drainInBackground(env: Env, now: number): Promise<void> {
  return inBackground(env, now, (ctx) => drainOutbox(ctx));
}

/** Bot moves one request's background work plays at most (each waits the bots' pause; waitUntil ends 30 s after the answer). */
const BOT_MOVES_AFTER_ANSWER = 20;

/** Waits until a bot's move is due, on the real clock: the table shows each bot move in turn. */
const waitUntilDue: Pace = async (due) => {
  const wait = due - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return Date.now();
};

/**
 * The bots' moves after a move or a start gave a bot the turn, after the response, each after the
 * bots' pause; then the notifications they wrote (a person's turn). A chain cut short here is
 * finished by the cron (`runBots`).
 */
export function botsInBackground(env: Env, now: number, gameId: string): Promise<void> {
  return inBackground(env, now, async (ctx) => {
    const played = await playBots(ctx, gameId, waitUntilDue, BOT_MOVES_AFTER_ANSWER);
    if (played > 0) await drainOutbox({ ...ctx, now: Date.now() });
  });
}
