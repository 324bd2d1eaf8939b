import { insertChat, listChat } from "../db/games.ts";
import type { UseCaseContext } from "../context.ts";
import { visibleGame } from "./lobby.ts";
import { fail, ok, type Result } from "./result.ts";

export const CHAT_MAX_LENGTH = 1000;
const PAGE = 100;

/** Plain text only: players write, whoever may see the game reads. */
export async function postChat(ctx: UseCaseContext, userId: string, gameId: string, text: string): Promise<Result<{ id: number }>> {
  const loaded = await visibleGame(ctx, gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  if (!loaded.member) return fail("NOT_A_PLAYER");
  const [[row]] = await insertChat(ctx.db, { gameId, userId, text, createdAt: ctx.now });
  return row ? ok({ id: row.id }) : fail("NOT_FOUND");
}

export async function readChat(ctx: UseCaseContext, userId: string | undefined, gameId: string, afterId: number) {
  const loaded = await visibleGame(ctx, gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  return ok(await listChat(ctx.db, gameId, afterId, PAGE));
}
