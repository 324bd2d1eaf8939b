import { storeOf } from "../db/game-store/index.ts";
import { isInvited } from "../db/invitations.ts";
import type { UseCaseContext } from "../context.ts";
import { OTHERS_PRESENT_MS } from "./company.ts";

/**
 * Loads a game the user may see: public games, or invite-only ones the user sits at or is invited
 * to. `openedAt`: the player's load to record (in the same round trip); a player sitting down
 * where others sit makes a new revision, so their next poll loads the game and hears of the company.
 */
export async function visibleGame(
  ctx: UseCaseContext,
  gameId: string,
  userId: string | undefined,
  inviteCode?: string,
  openedAt?: number,
) {
  const loaded =
    userId && openedAt !== undefined
      ? await storeOf(ctx).loadGameMarkingOpened(gameId, userId, openedAt, openedAt - OTHERS_PRESENT_MS)
      : await storeOf(ctx).loadGame(gameId, userId);
  if (!loaded) return undefined;
  const { game, member } = loaded;
  if (game.visibility === "public" || member) return loaded;
  if (inviteCode !== undefined && inviteCode === game.inviteCode) return loaded;
  if (userId && (await isInvited(ctx.db, gameId, userId))) return loaded;
  return undefined;
}
