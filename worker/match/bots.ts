import { deleteSeat, insertSeatIfRoom, LOST, storeOf } from "../db/game-store/index.ts";
import { gamesWithPlansDue } from "../db/plans.ts";
import type { UseCaseContext } from "../context.ts";
import { BOT_ACCOUNTS, botToAct, botUserId, people } from "./bot-seats.ts";
import { tryCommit } from "./commit.ts";
import { gameDefinition } from "./definitions.ts";
import { creatorsOpenGame } from "./lobby.ts";
import { settleDuePlans } from "./plans.ts";
import { fail, ok, type Result } from "./result.ts";

/*
 * Bots at the table. A bot seat is a seat of one of the site's bot accounts (`users.bot`). A bot
 * moves through the same `tryCommit` as a person's move (the rules check it, it is logged, its
 * idempotency key is the log row it would write), so a chain run twice at once (the request's
 * background work and the cron) still writes each move once. The move that gives a bot the turn
 * writes `games.bot_due` in its own batch: that is what keeps a chain the Worker dropped midway
 * (README: why not a Queue or an alarm).
 */

/** Bot moves in a row for one game in one run: more than any chain between two turns of a person. */
const MOVES_PER_GAME = 60;
/** Games the cron's bot sweep takes in one run; the rest wait a minute. */
const SWEEP = 25;
/** Bot moves in one cron run across all games: each costs two D1 round trips (see timeouts.ts). */
export const MOVES_PER_RUN = 250;

/** The creator fills an open seat of the lobby with a bot; a lobby then full of bots and its creator starts at once. */
export async function addBot(ctx: UseCaseContext, userId: string, gameId: string): Promise<Result<{ full: boolean }>> {
  const open = await creatorsOpenGame(ctx, userId, gameId);
  if (!open.ok) return open;
  const loaded = open.value;
  const taken = new Set(loaded.players.map((p) => p.bot));
  const n = Array.from({ length: BOT_ACCOUNTS }, (_, i) => i + 1).find((i) => !taken.has(i));
  if (n === undefined || loaded.players.length >= loaded.game.seatCount) return fail("GAME_FULL");
  if (!(await insertSeatIfRoom(ctx.db, gameId, botUserId(n), ctx.now))) return fail("GAME_FULL");
  const seated = loaded.players.length + 1;
  return ok({ full: seated >= loaded.game.seatCount && people(loaded.players).length === 1 });
}

/** The creator takes a bot back out of the open lobby. */
export async function removeBot(ctx: UseCaseContext, userId: string, gameId: string, n: number): Promise<Result<true>> {
  const open = await creatorsOpenGame(ctx, userId, gameId);
  if (!open.ok) return open;
  const loaded = open.value;
  if (!loaded.players.some((p) => p.bot === n)) return fail("NOT_FOUND");
  return (await deleteSeat(ctx.db, gameId, botUserId(n), ctx.now)) ? ok(true) : fail("GAME_NOT_OPEN");
}

/**
 * When to play a bot's move that falls due at `due`: waits (in the request's background work,
 * the bots' pause) and answers the time to play it at; the cron plays at once.
 */
export type Pace = (due: number) => Promise<number>;

/**
 * Plays the game's bot seats while one of them must act, one move at a time, each after `pace`,
 * and judges the plans of a seat that planned ahead as its turn comes (at once: `plans.ts`).
 * A move another writer landed first (a person's in a simultaneous step, or the same bot move
 * from a second chain) is read again and the chain goes on from there. Answers the moves played
 * (plans dropped count as one: the chain went on).
 */
export async function playBots(
  ctx: UseCaseContext,
  gameId: string,
  pace: Pace,
  budget = MOVES_PER_GAME,
): Promise<number> {
  let played = 0;
  for (let tries = 0; played < budget && tries < 2 * budget; tries++) {
    const loaded = await storeOf(ctx).loadGameForPlay(gameId, undefined);
    const game = loaded && gameDefinition(loaded.game.type);
    if (!loaded || !game) break;
    const planned = await settleDuePlans({ ...ctx, now: await pace(ctx.now) }, loaded, game);
    if (planned !== false) {
      if (planned === true) played++;
      continue;
    }
    if (loaded.game.status !== "active" || loaded.game.botDue === null) break;
    const bot = botToAct(loaded.players, loaded.game.toAct);
    if (!bot) break;
    const now = await pace(loaded.game.botDue);
    const move = game.botMove(loaded.game.state, bot.seat);
    const result = game.play(loaded.game.state, bot.seat, move);
    if (!result.ok)
      throw new Error(`the bot's move for seat ${bot.seat} of ${gameId} was refused: ${result.error.code}`);
    const seq = loaded.game.moveCount + 1;
    const answer = await tryCommit(
      { ...ctx, now },
      {
        loaded: {
          row: loaded.game,
          seat: bot.seat,
          game,
          players: loaded.players,
          seenSeq: 0,
        },
        userId: bot.userId,
        entry: {
          kind: "move",
          move,
          events: result.played.events,
          undoable: false,
          idempotencyKey: `bot:${seq}`,
        },
        state: result.played.state,
      },
    );
    if (answer !== LOST && answer.ok && !answer.value.replayed) played++;
  }
  return played;
}

/**
 * The cron's safety net: every game whose bot move is overdue (a chain the Worker dropped), by the
 * `bot_due` index, then every game where a seat with plans must act (or that ended with plans left).
 */
export async function runBots(ctx: UseCaseContext): Promise<number> {
  let moves = 0;
  const due = [
    ...(await storeOf(ctx).gamesDue("bot", ctx.now, SWEEP)).map((g) => g.id),
    ...(await gamesWithPlansDue(ctx.db, SWEEP)),
  ];
  for (const id of new Set(due)) {
    if (moves >= MOVES_PER_RUN) break;
    moves += await playBots(ctx, id, async () => ctx.now, Math.min(MOVES_PER_GAME, MOVES_PER_RUN - moves));
  }
  return moves;
}
