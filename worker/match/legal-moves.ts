import type { UseCaseContext } from "../context.ts";
import { visibleGame } from "./access.ts";
import { gameDefinition } from "./definitions.ts";
import { fail, ok, type Result } from "./result.ts";

/**
 * A page of the user's legal moves in a game, for any game: the list the game's `legalMoves`
 * gives the seat now (empty when it need not act), even where the table gets them in parts, so
 * a program needs no game's code to choose a move. `version` is the one to move at.
 */
export async function legalMovesPage(
  ctx: UseCaseContext,
  gameId: string,
  userId: string,
  page: { offset: number; limit: number },
): Promise<Result<{ version: number; total: number; moves: unknown[] }>> {
  const loaded = await visibleGame(ctx, gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  const { game: row, seat } = loaded;
  const game = gameDefinition(row.type);
  const acting = row.status === "active" && seat !== undefined && row.toAct.includes(seat) && row.state != null;
  const all = acting && game ? game.legalMoves(row.state, seat) : [];
  return ok({ version: row.version, total: all.length, moves: all.slice(page.offset, page.offset + page.limit) });
}
