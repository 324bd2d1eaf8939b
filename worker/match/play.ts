import * as z from "zod";
import { LOST, retryLost, type Lost, storeOf } from "../db/game-store/index.ts";
import type { UseCaseContext } from "../context.ts";
import { commit, earlierAnswer, stale, tryCommit, type Answer, type Loaded } from "./commit.ts";
import { gameDefinition } from "./definitions.ts";
import { plansAfterHandMove } from "./plans.ts";
import { rebuild } from "./replay.ts";
import { fail, issuesOf, ok, type Result } from "./result.ts";
import { stillStands, type ChosenOn } from "./still-stands.ts";
import { describeGame } from "./views.ts";
import { seatEvents, waitingHidden } from "./waiting.ts";

export const moveRequest = z.strictObject({
  /** The game version the move was chosen on; a newer game answers 409 unless the seat's own legal moves are still those it had then. */
  version: z.int().min(0),
  /** Same key, same answer: a retried request is not played twice. */
  idempotencyKey: z.string().min(8).max(64),
  move: z.unknown(),
});
export type MoveRequest = z.infer<typeof moveRequest>;

async function loadActive(ctx: UseCaseContext, gameId: string, userId: string): Promise<Result<Loaded>> {
  const loaded = await storeOf(ctx).loadGameForPlay(gameId, userId);
  if (!loaded || (!loaded.member && loaded.game.visibility !== "public")) return fail("NOT_FOUND");
  if (!loaded.member || loaded.seat === undefined) {
    return loaded.member ? fail("GAME_NOT_ACTIVE", { params: { status: loaded.game.status } }) : fail("NOT_A_PLAYER");
  }
  if (loaded.game.status !== "active") return fail("GAME_NOT_ACTIVE", { params: { status: loaded.game.status } });
  const game = gameDefinition(loaded.game.type);
  if (!game) return fail("UNKNOWN_GAME_TYPE", { params: { type: loaded.game.type } });
  return ok({
    row: loaded.game,
    seat: loaded.seat,
    game,
    players: loaded.players,
    seenSeq: loaded.seenSeq,
    planned: loaded.planned,
  });
}

/**
 * A player's move: checked by the game's rules, written with the log row, or refused with nothing
 * changed. A move chosen on an older version, or one that lost the race for the next log row, is
 * checked and played again on the fresh game when the seat's own legal moves did not change
 * between (`stillStands`: other seats' choices in a simultaneous step).
 */
export async function submitMove(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  request: MoveRequest,
): Promise<Answer> {
  const chosenOn: ChosenOn = {};
  const answer = await retryLost(() => playOnce(ctx, userId, gameId, request, chosenOn));
  return answer === LOST ? stale(ctx, gameId, userId) : answer;
}

/** One try of a move request, on the game as it is now. */
async function playOnce(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  request: MoveRequest,
  chosenOn: ChosenOn,
): Promise<Answer | Lost> {
  const loaded = await loadActive(ctx, gameId, userId);
  if (!loaded.ok) {
    if (loaded.code === "GAME_NOT_ACTIVE") return (await earlierAnswer(ctx, gameId, userId, request)) ?? loaded;
    return loaded;
  }
  const { row, seat, game } = loaded.value;
  if (row.version !== request.version) {
    const earlier = await earlierAnswer(ctx, gameId, userId, request);
    if (earlier) return earlier;
    if (!(await stillStands(ctx, loaded.value, request.version, chosenOn))) {
      return fail("STALE_VERSION", {
        current: describeGame(row, loaded.value.players, userId, seat, loaded.value.seenSeq),
      });
    }
  }
  const parsed = game.move.safeParse(request.move);
  if (!parsed.success)
    return fail("INVALID_MOVE", { issues: issuesOf(parsed.error).map((i) => ({ ...i, path: ["move", ...i.path] })) });
  const played = game.play(row.state, seat, parsed.data);
  if (!played.ok) return fail("ILLEGAL_MOVE", { rule: played.error });
  return tryCommit(ctx, {
    loaded: loaded.value,
    userId,
    entry: {
      kind: "move",
      move: parsed.data,
      events: played.played.events,
      undoable: !played.played.reveals,
      idempotencyKey: request.idempotencyKey,
    },
    state: played.played.state,
    // A move by hand spends what its seat planned for this turn, and perhaps the turns after it.
    also: await plansAfterHandMove(ctx, loaded.value, parsed.data, played.played.state),
  });
}

/** Takes back the player's last move when it revealed nothing and nobody has moved since. */
export async function undoMove(ctx: UseCaseContext, userId: string, gameId: string, version: number): Promise<Answer> {
  const loaded = await loadActive(ctx, gameId, userId);
  if (!loaded.ok) return loaded;
  const { row, seat, game } = loaded.value;
  if (row.version !== version) return stale(ctx, gameId, userId);
  if (row.undoSeat !== seat || !row.seed) return fail("UNDO_NOT_ALLOWED");
  const rows = await storeOf(ctx).movesAfter(gameId);
  const undoRow = { seq: row.moveCount + 1, kind: "undo" as const, seat, move: null };
  const state = rebuild(game, loaded.value.players.length, row.options, row.seed, [...rows, undoRow]);
  const undone = rows.at(-1)?.seq ?? 0;
  const events = seatEvents({ type: "undone", seat, seq: undone }, waitingHidden(row));
  const entry = { kind: "undo" as const, move: { undo: undone }, events, undoable: false };
  return commit(ctx, { loaded: loaded.value, userId, entry, state });
}
