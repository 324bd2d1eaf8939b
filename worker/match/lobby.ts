import * as z from "zod";
import { findUserByName } from "../db/accounts.ts";
import {
  cancelOpenGame,
  deleteSeat,
  insertGame,
  insertSeatIfRoom,
  startOpenGame,
  versionsChanged,
  type GameRow,
  type Seating,
  storeOf,
} from "../db/game-store/index.ts";
import { insertInvitationWithNote } from "../db/invitations.ts";
import { insertNotesWhen, type OutboxInsert } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import { visibleGame } from "./access.ts";
import { advanceClocks, nextDeadline, nextReminder, timeControl } from "./clock.ts";
import { BOT_ACCOUNTS, botDueAt, botPause, botUserId, people, peopleSeats } from "./bot-seats.ts";
import { gameDefinition } from "./definitions.ts";
import { refusedToGuests } from "./guest-rules.ts";
import { fail, issuesOf, ok, type Result } from "./result.ts";
import { randomId, randomOrder, randomToken } from "./tokens.ts";

export const newGame = z.strictObject({
  type: z.string().min(1).max(40),
  seats: z.int().min(1).max(10),
  options: z.record(z.string(), z.unknown()).default({}),
  visibility: z.enum(["public", "invite"]).default("public"),
  timeControl: timeControl.default({ kind: "perMove", days: 3 }),
  /** When a player's time runs out: the bot plays that one move ("bot"), or plays the seat to the end ("drop"). */
  timeoutPolicy: z.enum(["bot", "drop"]).default("bot"),
  /** Seats given to bots at once; a game of its creator and bots starts at once. Such a game is not rated. */
  bots: z.int().min(0).max(BOT_ACCOUNTS).default(0),
});
export type NewGame = z.infer<typeof newGame>;

/**
 * A new open game with its creator seated, and `bots` seats given to bots; when that fills it, it
 * starts at once (`started`).
 */
export async function createGame(
  ctx: UseCaseContext,
  userId: string,
  input: NewGame,
): Promise<Result<{ id: string; started: boolean }>> {
  const game = gameDefinition(input.type);
  if (!game) return fail("UNKNOWN_GAME_TYPE", { params: { type: input.type } });
  if (input.seats < game.players.min || input.seats > game.players.max) {
    return fail("INVALID_OPTIONS", {
      issues: [{ path: ["seats"], message: `${game.id} seats ${game.players.min} to ${game.players.max}` }],
    });
  }
  if (input.bots >= input.seats)
    return fail("INVALID_OPTIONS", { issues: [{ path: ["bots"], message: "at most one seat fewer than the game's" }] });
  // A guest plays with bots only: an invite-only game of its own and bots.
  if (input.visibility === "public" || input.bots + 1 < input.seats) {
    const refused = await refusedToGuests(ctx, userId);
    if (refused) return refused;
  }
  const options = game.options.safeParse(input.options);
  if (!options.success)
    return fail("INVALID_OPTIONS", {
      issues: issuesOf(options.error).map((i) => ({ ...i, path: ["options", ...i.path] })),
    });
  const id = randomId();
  await insertGame(
    ctx.db,
    {
      id,
      type: game.id,
      rulesVersion: game.version,
      options: options.data,
      seatCount: input.seats,
      visibility: input.visibility,
      inviteCode: randomToken(12),
      status: "open",
      createdBy: userId,
      timeControl: input.timeControl,
      timeoutPolicy: input.timeoutPolicy,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
    ctx.now,
    Array.from({ length: input.bots }, (_, i) => botUserId(i + 1)),
  );
  if (input.bots === 0 || input.bots + 1 < input.seats) return ok({ id, started: false });
  const started = await startGame(ctx, userId, id);
  return started.ok ? ok({ id, started: true }) : started;
}

export async function joinGame(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  inviteCode?: string,
): Promise<Result<true>> {
  const loaded = await visibleGame(ctx, gameId, userId, inviteCode);
  if (!loaded) return fail("NOT_FOUND");
  if (loaded.member) return fail("ALREADY_JOINED");
  const refused = await refusedToGuests(ctx, userId);
  if (refused) return refused;
  if (loaded.game.status !== "open") return fail("GAME_NOT_OPEN");
  if (await insertSeatIfRoom(ctx.db, gameId, userId, ctx.now)) return ok(true);
  // Refused in the insert itself: say why as the game stands now (a start may have come first).
  const current = await storeOf(ctx).loadGame(gameId, userId);
  if (current?.member) return fail("ALREADY_JOINED");
  return fail(current?.game.status === "open" ? "GAME_FULL" : "GAME_NOT_OPEN");
}

export async function leaveGame(ctx: UseCaseContext, userId: string, gameId: string): Promise<Result<true>> {
  const loaded = await storeOf(ctx).loadGame(gameId, userId);
  if (!loaded?.member) return fail("NOT_A_PLAYER");
  if (loaded.game.status !== "open") return fail("GAME_NOT_OPEN");
  if (loaded.game.createdBy === userId) return fail("NOT_THE_CREATOR", { params: { hint: "cancel the game instead" } });
  if (await deleteSeat(ctx.db, gameId, userId, ctx.now)) return ok(true);
  // Refused in the delete itself: a start came first, or a second leave of the same player did.
  const current = await storeOf(ctx).loadGame(gameId, userId);
  return fail(current?.member ? "GAME_NOT_OPEN" : "NOT_A_PLAYER");
}

/** The open game, when `userId` created it (a lobby change only its creator may make). */
export async function creatorsOpenGame(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
): Promise<Result<{ game: GameRow; players: Seating }>> {
  const loaded = await storeOf(ctx).loadGame(gameId, userId);
  if (!loaded || (!loaded.member && loaded.game.visibility !== "public")) return fail("NOT_FOUND");
  if (loaded.game.createdBy !== userId) return fail("NOT_THE_CREATOR");
  if (loaded.game.status !== "open") return fail("GAME_NOT_OPEN");
  return ok(loaded);
}

export async function cancelGame(ctx: UseCaseContext, userId: string, gameId: string): Promise<Result<true>> {
  const game = await creatorsOpenGame(ctx, userId, gameId);
  if (!game.ok) return game;
  const result = await cancelOpenGame(ctx.db, gameId, ctx.now).run();
  await versionsChanged(ctx.db, [gameId]);
  return result.meta.changes === 1 ? ok(true) : fail("GAME_NOT_OPEN");
}

/** How often a start reads the lobby again when joins or leaves changed it meanwhile. */
const START_ATTEMPTS = 5;

/**
 * Starts the game with the players seated at the moment its batch lands. A join or leave that
 * lands first changes the lobby under it, so the start reads it again; a cancel or another start
 * that lands first leaves it GAME_NOT_OPEN.
 */
export async function startGame(ctx: UseCaseContext, userId: string, gameId: string): Promise<Result<true>> {
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    const started = await tryStart(ctx, userId, gameId);
    if (!started.ok) return started;
    if (started.value) return ok(true);
  }
  return fail("STALE_VERSION");
}

/** Seats in random order, a secret seed from the server, the first state; all in one batch. False: the lobby changed meanwhile. */
async function tryStart(ctx: UseCaseContext, userId: string, gameId: string): Promise<Result<boolean>> {
  const loaded = await creatorsOpenGame(ctx, userId, gameId);
  if (!loaded.ok) return loaded;
  const { game: row, players } = loaded.value;
  const game = gameDefinition(row.type);
  if (!game) return fail("UNKNOWN_GAME_TYPE", { params: { type: row.type } });
  if (players.length < game.players.min)
    return fail("NOT_ENOUGH_PLAYERS", { params: { need: game.players.min, have: players.length } });
  const order = randomOrder(players.map((p) => p.userId));
  const seed = randomToken(32);
  const state = game.setup(order.length, game.options.parse(row.options), seed);
  const toAct = [...game.toAct(state)];
  const seated = order.flatMap((playerId, seat) =>
    players.filter((p) => p.userId === playerId).map((p) => ({ ...p, seat })),
  );
  // Bots are told nothing and have no clock.
  const notes: OutboxInsert[] = people(seated).map(({ userId: playerId, seat }) => ({
    kind: toAct.includes(seat) ? "yourTurn" : "gameStarted",
    userId: playerId,
    gameId,
    payload: { seq: 0 },
    dueAt: ctx.now,
    createdAt: ctx.now,
  }));
  const byUser = new Map(players.map((p) => [p.userId, { zone: p.timeZone, awayUntil: p.vacationUntil }]));
  const clocks = advanceClocks(
    timeControl.parse(row.timeControl),
    {},
    [],
    peopleSeats(seated, toAct),
    undefined,
    ctx.now,
    (seat) => byUser.get(order[seat] ?? "") ?? { zone: "UTC" },
  );
  const times = {
    clocks,
    nextDeadline: nextDeadline(clocks, ctx.now),
    nextReminder: nextReminder(clocks),
    botDue: botDueAt(seated, toAct, ctx.now + botPause(ctx.env)),
  };
  return ok(
    await startOpenGame(
      ctx.db,
      row,
      order,
      { seed, state, toAct, progress: game.progress?.(state) ?? null, ...times },
      ctx.now,
      (won) => [insertNotesWhen(ctx.db, notes, won)],
    ),
  );
}

export async function inviteUser(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  name: string,
): Promise<Result<{ userId: string }>> {
  const loaded = await storeOf(ctx).loadGame(gameId, userId);
  if (!loaded?.member) return fail("NOT_A_PLAYER");
  if (loaded.game.status !== "open") return fail("GAME_NOT_OPEN");
  const invitee = await findUserByName(ctx.db, name);
  // Guests and bots are nobody to invite: guests play with bots only, bots sit where the creator puts them.
  if (!invitee || invitee.guest || invitee.bot !== null) return fail("UNKNOWN_USER", { params: { name } });
  const inviter = loaded.players.find((p) => p.userId === userId)?.name ?? "";
  // The "invited" notification is written with the invitation (README: writes are one batch).
  await insertInvitationWithNote(
    ctx.db,
    { gameId, userId: invitee.id, invitedBy: userId, createdAt: ctx.now },
    { by: inviter },
  );
  return ok({ userId: invitee.id });
}
