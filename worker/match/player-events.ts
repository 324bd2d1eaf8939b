import { chatAfter, gamesChangedIn, gamesToActIn, invitationsOf, lastChatId } from "../db/player-events.ts";
import type { UseCaseContext } from "../context.ts";

/**
 * A game's change is told this long after it: a move's row carries its request's start time but
 * commits later, so a change younger than this might still be joined by an older one.
 */
export const EVENT_SETTLE_MS = 10_000;
/** How long one long poll waits at most: well inside the 100 s a proxy keeps a quiet request open. */
export const MAX_WAIT_SECONDS = 25;
/** How often a waiting long poll looks again: one indexed read each time, a few milliseconds of CPU. */
export const LOOK_EVERY_MS = 2_000;

/** Where a stream stands: games changed up to `after` and chat up to message `chat` were told. */
export type EventCursor = { after: number; chat: number };

export type PlayerEvent =
  | { type: "yourTurn"; gameId: string; gameType: string; version: number; seat: number }
  | { type: "invited"; gameId: string; gameType: string }
  | { type: "gameStarted"; gameId: string; gameType: string; seat: number }
  | { type: "gameOver"; gameId: string; gameType: string }
  | { type: "chat"; gameId: string; id: number; from: string; text: string; at: number };

export const formatCursor = (c: EventCursor): string => `${c.after}.${c.chat}`;

/** A new stream's cursor: nothing of the past but the turns waiting now (those come with every answer). */
export async function freshCursor(ctx: UseCaseContext, now: number): Promise<EventCursor> {
  return { after: now - EVENT_SETTLE_MS, chat: await lastChatId(ctx.db) };
}

/**
 * What happened since `cursor`, and the cursor to pass next. "Your turn" (and an invitation not
 * answered yet) is a state, not an edge: every answer names each game waiting on the user, so a
 * lost answer loses no turn; game starts,
 * game ends and chat are told once. Only ids and the user's own seat: the seat's view, its legal
 * moves and the chat's thread come from the routes that check what the seat may see.
 */
export async function eventsSince(
  ctx: UseCaseContext,
  userId: string,
  cursor: EventCursor,
  now: number,
): Promise<{ events: PlayerEvent[]; cursor: EventCursor }> {
  const until = Math.max(cursor.after, now - EVENT_SETTLE_MS);
  const [turns, invited, changed, said] = await Promise.all([
    gamesToActIn(ctx.db, userId),
    invitationsOf(ctx.db, userId),
    gamesChangedIn(ctx.db, userId, cursor.after, until),
    chatAfter(ctx.db, userId, cursor.chat),
  ]);
  const events: PlayerEvent[] = [];
  for (const g of changed) {
    if (g.status === "finished") events.push({ type: "gameOver", gameId: g.id, gameType: g.type });
    else if (g.moveCount === 0 && g.seat !== null)
      events.push({ type: "gameStarted", gameId: g.id, gameType: g.type, seat: g.seat });
  }
  for (const g of turns)
    if (g.seat !== null)
      events.push({ type: "yourTurn", gameId: g.id, gameType: g.type, version: g.version, seat: g.seat });
  for (const i of invited) events.push({ type: "invited", ...i });
  for (const c of said) events.push({ type: "chat", ...c });
  return { events, cursor: { after: until, chat: said.at(-1)?.id ?? cursor.chat } };
}

/**
 * A long poll: looks every `LOOK_EVERY_MS` until something happened or `waitMs` passed. Wall
 * time costs a Worker nothing; each look is one round trip of four indexed reads.
 */
export async function waitForEvents(
  ctx: UseCaseContext,
  userId: string,
  cursor: EventCursor,
  waitMs: number,
  clock: { now: () => number; sleep: (ms: number) => Promise<void> },
): Promise<{ events: PlayerEvent[]; cursor: EventCursor }> {
  const end = clock.now() + waitMs;
  for (;;) {
    const answer = await eventsSince(ctx, userId, cursor, clock.now());
    if (answer.events.length > 0 || clock.now() + LOOK_EVERY_MS > end) return answer;
    cursor = answer.cursor;
    await clock.sleep(LOOK_EVERY_MS);
  }
}
