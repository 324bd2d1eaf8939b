import { findUser, usersByIds } from "../db/accounts.ts";
import { recordReminders, storeOf } from "../db/game-store/index.ts";
import { insertNotesWhen, type OutboxInsert } from "../db/notifications.ts";
import { spendVacationDay } from "../db/vacation.ts";
import type { UseCaseContext } from "../context.ts";
import type { Seat } from "../games/contract.ts";
import {
  dueReminders,
  dueSeats,
  nextDeadline,
  nextReminder,
  REMINDER_HOURS,
  remindersReached,
  wantedReminders,
  type Clocks,
} from "./clock.ts";
import { peopleSeats } from "./bot-seats.ts";
import { playBots } from "./bots.ts";
import { gameDefinition } from "./definitions.ts";
import { commit, type Loaded } from "./commit.ts";
import { postponed, vacationBalance } from "./vacation.ts";
import { seatEvents, waitingHidden } from "./waiting.ts";

const DAY = 24 * 3_600_000;

/** How many games one cron run handles, so a run stays short; the rest wait a minute. */
const SWEEP = 25;
/** Bot moves in a row for one game in one run (a dropped seat may have many turns to play). */
const MOVES_PER_GAME = 60;
/**
 * Bot moves in one run across all games: each costs two D1 round trips, and one invocation may
 * make 1,000 D1 queries, which a league's season end (every unfinished game played out by the
 * bots) would pass at 25 games × 60 moves.
 */
export const MOVES_PER_RUN = 250;

/** The game for the cron, by key (a timeout's move that finishes it reads the ratings then, `tryCommit`). */
async function loadForClock(ctx: UseCaseContext, gameId: string): Promise<Omit<Loaded, "seat"> | undefined> {
  const loaded = await storeOf(ctx).loadGameForPlay(gameId, undefined);
  const game = loaded && gameDefinition(loaded.game.type);
  if (!loaded || !game || loaded.game.status !== "active") return undefined;
  return { row: loaded.game, game, players: loaded.players, seenSeq: 0 };
}

/**
 * Plays for every seat of the game whose time ran out or that was dropped: the bot's move is
 * written through the same commit as a player's, as a "timeout" row, so a racing player move and
 * a timeout cannot both land (the game store lets one append through; the other is lost).
 */
export async function settleTimeouts(ctx: UseCaseContext, gameId: string, budget = MOVES_PER_GAME): Promise<number> {
  let played = 0;
  for (; played < budget; played++) {
    const loaded = await loadForClock(ctx, gameId);
    if (!loaded) break;
    const clocks = loaded.row.clocks as Clocks;
    // Bots have no clock: a bot seat is never timed out, whatever its clock row says.
    const [seat] = dueSeats(clocks, peopleSeats(loaded.players, loaded.row.toAct), ctx.now);
    // A bot seat between the timed-out ones (a league game the bots finish) moves in turn with them.
    if (seat === undefined) {
      if ((await playBots(ctx, gameId, async () => ctx.now, 1)) === 0) break;
      continue;
    }
    const wasDropped = clocks[seat]?.dropped ?? false;
    if (!wasDropped && (await spendAutoVacation(ctx, loaded, clocks, seat))) continue;
    const policy = loaded.row.timeoutPolicy;
    // The seat's first timeout gets the rules' default where they name one; a dropped seat is played by the bot.
    const move =
      !wasDropped && loaded.game.timeoutMove
        ? loaded.game.timeoutMove(loaded.row.state, seat)
        : loaded.game.botMove(loaded.row.state, seat);
    const result = loaded.game.play(loaded.row.state, seat, move);
    if (!result.ok) throw new Error(`the bot's move for seat ${seat} of ${gameId} was refused: ${result.error.code}`);
    const userId = loaded.players.find((p) => p.seat === seat)?.userId;
    const notes: OutboxInsert[] =
      wasDropped || !userId
        ? []
        : [
            {
              kind: "timedOut",
              userId,
              gameId,
              payload: { seq: loaded.row.moveCount + 1, policy },
              dueAt: ctx.now,
              createdAt: ctx.now,
            },
          ];
    const answer = await commit(ctx, {
      loaded: { ...loaded, seat: seat as Seat },
      userId: null,
      entry: {
        kind: "timeout",
        move,
        events: [...seatEvents({ type: "timedOut", seat, policy }, waitingHidden(loaded.row)), ...result.played.events],
        undoable: false,
      },
      state: result.played.state,
      extraNotes: notes,
      tweak: (clock) =>
        wasDropped ? clock : { ...clock, late: (clock.late ?? 0) + 1, dropped: policy === "drop" || undefined },
    });
    if (!answer.ok) break;
  }
  return played;
}

/** Instead of timing out, a player with auto-vacation on spends a banked day: the deadline moves a day on. */
async function spendAutoVacation(
  ctx: UseCaseContext,
  loaded: Omit<Loaded, "seat">,
  clocks: Clocks,
  seat: Seat,
): Promise<boolean> {
  const userId = loaded.players.find((p) => p.seat === seat)?.userId;
  const user = userId ? await findUser(ctx.db, userId) : undefined;
  const clock = clocks[seat];
  if (!user?.autoVacation || !clock) return false;
  const balance = vacationBalance(user, ctx.now);
  if (balance < 1) return false;
  const next = { ...clocks, [seat]: postponed(clock, DAY, ctx.now) };
  return spendVacationDay(
    ctx.db,
    user.id,
    { before: user.vacationDays, after: balance - 1, now: ctx.now },
    loaded.row,
    next,
    { nextDeadline: nextDeadline(next, ctx.now), nextReminder: nextReminder(next) },
  );
}

/** The cron's deadline sweep: every game with a deadline past, by the deadline index. */
export async function runTimeouts(ctx: UseCaseContext): Promise<number> {
  let moves = 0;
  for (const { id } of await storeOf(ctx).gamesDue("deadline", ctx.now, SWEEP)) {
    if (moves >= MOVES_PER_RUN) break;
    moves += await settleTimeouts(ctx, id, Math.min(MOVES_PER_GAME, MOVES_PER_RUN - moves));
  }
  return moves;
}

/**
 * The cron's reminder sweep: 24, 4 and 1 hours before each deadline, each reminder once. Every
 * level due is counted on the clock; a message goes only for the levels the player wants.
 */
export async function sendReminders(ctx: UseCaseContext): Promise<number> {
  let sent = 0;
  for (const { id } of await storeOf(ctx).gamesDue("reminder", ctx.now, SWEEP)) {
    const loaded = await loadForClock(ctx, id);
    if (!loaded) continue;
    const clocks = { ...(loaded.row.clocks as Clocks) };
    const due = dueReminders(clocks, ctx.now).map((r) => ({
      ...r,
      userId: loaded.players.find((p) => p.seat === r.seat)?.userId,
    }));
    const wanted = new Map(
      (
        await usersByIds(
          ctx.db,
          due.flatMap((r) => (r.userId ? [r.userId] : [])),
        )
      ).map((u) => [u.id, wantedReminders(u.reminderHours)]),
    );
    const notes: OutboxInsert[] = [];
    for (const { seat, deadline, userId } of due) {
      // Several levels may fall due at once (a late sweep): one message, with the nearest.
      const reached = remindersReached(deadline, ctx.now);
      clocks[seat] = { ...clocks[seat], reminded: reached };
      const hoursLeft = REMINDER_HOURS[reached - 1];
      const wants =
        userId !== undefined && hoursLeft !== undefined && (wanted.get(userId)?.includes(hoursLeft) ?? false);
      if (wants)
        notes.push({
          kind: "reminder",
          userId,
          gameId: id,
          payload: { deadline, hoursLeft },
          dueAt: ctx.now,
          createdAt: ctx.now,
        });
    }
    const recorded = await recordReminders(ctx.db, loaded.row, clocks, nextReminder(clocks), (unchanged) =>
      notes.length ? [insertNotesWhen(ctx.db, notes, unchanged)] : [],
    );
    if (recorded) sent += notes.length;
  }
  return sent;
}
