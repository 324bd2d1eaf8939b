import { apiTokensOf, type ApiTokenItem } from "../db/api-tokens.ts";
import { findUser } from "../db/accounts.ts";
import { botsOf, insertBotAccount, ownedBot } from "../db/bot-accounts.ts";
import { insertSeatIfRoom, storeOf } from "../db/game-store/index.ts";
import { isUniqueViolation } from "../db/index.ts";
import type { TokenScope } from "../db/schema.ts";
import { NOTIFICATION_KINDS } from "../mail/kinds.ts";
import type { UseCaseContext } from "../context.ts";
import { createApiToken, revokeApiToken } from "./api-tokens.ts";
import { fail, ok, type Result } from "./result.ts";
import { randomId } from "./tokens.ts";

/** How many bot accounts one player may own. */
export const MAX_BOTS = 5;

export type OwnedBot = { id: string; name: string; createdAt: number; tokens: ApiTokenItem[] };

/**
 * Registers a bot account the player owns. People only: a guest or a bot cannot own one. The bot
 * has no address anyone can read and no notifications: it learns of its games from the event
 * stream, through tokens its owner makes for it.
 */
export async function registerBot(ctx: UseCaseContext, ownerId: string, name: string): Promise<Result<OwnedBot>> {
  const owner = await findUser(ctx.db, ownerId);
  if (!owner) return fail("NOT_FOUND");
  if (owner.guest) return fail("GUEST_NOT_ALLOWED");
  if (owner.bot !== null || owner.ownerId !== null) return fail("FORBIDDEN");
  const bot = { id: randomId(), name, ownerId, createdAt: ctx.now };
  const notify = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, []]));
  try {
    if (!(await insertBotAccount(ctx.db, { ...bot, notify }, MAX_BOTS)))
      return fail("TOO_MANY_BOTS", { params: { max: MAX_BOTS } });
  } catch (error) {
    if (isUniqueViolation(error)) return fail("NAME_TAKEN", { params: { name } });
    throw error;
  }
  return ok({ id: bot.id, name, createdAt: ctx.now, tokens: [] });
}

/** The player's bots, each with its tokens (never the tokens themselves). */
export async function listBots(ctx: UseCaseContext, ownerId: string): Promise<OwnedBot[]> {
  const bots = await botsOf(ctx.db, ownerId);
  return Promise.all(bots.map(async (b) => ({ ...b, tokens: await apiTokensOf(ctx.db, b.id) })));
}

/** A token for one of the player's bots, shown once; its scopes stop at the bot's own games. */
export async function botToken(
  ctx: UseCaseContext,
  ownerId: string,
  botId: string,
  input: { name: string; scopes: readonly Exclude<TokenScope, "bot">[] },
) {
  if (!(await ownedBot(ctx.db, ownerId, botId))) return fail("NOT_FOUND");
  return createApiToken(ctx, botId, input);
}

/** Revokes one of a bot's tokens; false when the bot or the token is not the player's. */
export async function revokeBotToken(ctx: UseCaseContext, ownerId: string, botId: string, tokenId: number) {
  return (await ownedBot(ctx.db, ownerId, botId)) !== undefined && (await revokeApiToken(ctx, botId, tokenId));
}

/**
 * Seats one of the player's bots in a lobby the player sits in, without an invitation for the bot
 * to answer: the bot then learns of the game from its stream when it starts.
 */
export async function seatOwnBot(
  ctx: UseCaseContext,
  ownerId: string,
  gameId: string,
  botId: string,
): Promise<Result<true>> {
  if (!(await ownedBot(ctx.db, ownerId, botId))) return fail("NOT_FOUND");
  const loaded = await storeOf(ctx).loadGame(gameId, ownerId);
  if (!loaded?.member) return fail("NOT_A_PLAYER");
  if (loaded.game.status !== "open") return fail("GAME_NOT_OPEN");
  if (loaded.players.some((p) => p.userId === botId)) return fail("ALREADY_JOINED");
  return (await insertSeatIfRoom(ctx.db, gameId, botId, ctx.now)) ? ok(true) : fail("GAME_FULL");
}
