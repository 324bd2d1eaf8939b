import type { Seating } from "../db/game-store/index.ts";
import type { Seat } from "../games/contract.ts";

/** How many bots may sit at one game: the site's bot accounts `bot-1` … `bot-9` (migration 0010). */
export const BOT_ACCOUNTS = 9;

/** The account of the game's bot number `n`. */
export const botUserId = (n: number): string => `bot-${n}`;

/** Without `BOT_PAUSE_MS`: long enough to see a move land on the table, short enough not to wait for. */
const DEFAULT_PAUSE = 900;

/** How long a bot waits before its move, so the table can show each bot move in turn (`BOT_PAUSE_MS`). */
export function botPause(env: Pick<Env, "BOT_PAUSE_MS">): number {
  const ms = Number(env.BOT_PAUSE_MS);
  return env.BOT_PAUSE_MS !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_PAUSE;
}

/**
 * How long past its due time a bot's move may wait before a poll of the game takes the chain
 * over: a live chain plays each move at its due time, and its commit sets the next one.
 */
export const BOT_STALL_MS = 5_000;

/** Whether a chain whose next move fell due at `botDue` is one nobody plays (a Worker stopped, or a chain ran out of moves). */
export const botsStalled = (botDue: number | null, now: number): boolean =>
  botDue !== null && botDue < now - BOT_STALL_MS;

type Seated = Pick<Seating[number], "bot" | "seat">;

/** The people seated: bots get no notifications and are not rated. */
export const people = <P extends Seated>(players: readonly P[]): P[] => players.filter((p) => p.bot === null);

export const hasBots = (players: readonly Seated[]): boolean => players.some((p) => p.bot !== null);

/** The seats of `seats` a person plays: only they have clocks. */
export function peopleSeats(players: readonly Seated[], seats: readonly Seat[]): Seat[] {
  const bots = new Set(players.flatMap((p) => (p.bot !== null && p.seat !== null ? [p.seat] : [])));
  return seats.filter((s) => !bots.has(s));
}

/** The first bot seat among those to act, with its account; undefined when only people must act. */
export function botToAct(players: Seating, toAct: readonly Seat[]): { seat: Seat; userId: string } | undefined {
  const bot = players.find((p) => p.bot !== null && p.seat !== null && toAct.includes(p.seat));
  return bot && bot.seat !== null ? { seat: bot.seat, userId: bot.userId } : undefined;
}

/** When a bot's move falls due (`at`) if a bot seat is among those to act, else null: the game row's `botDue`. */
export const botDueAt = (players: Seating, toAct: readonly Seat[], at: number): number | null =>
  botToAct(players, toAct) ? at : null;
