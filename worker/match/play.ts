import { z } from "zod";
import { loadGameForPlay, LOST, movesAfter, retryLost, type Lost } from "../db/game-store/index.ts";
import type { Seat } from "../games/contract.ts";
import type { UseCaseContext } from "../context.ts";
import { commit, earlierAnswer, stale, tryCommit, type Answer, type Loaded } from "./commit.ts";
import { gameDefinition } from "./definitions.ts";
import { rebuild } from "./replay.ts";
import { fail, issuesOf, ok, type Result } from "./result.ts";
import { describeGame } from "./views.ts";
import { seatEvents, waitingHidden } from "./waiting.ts";

export const moveRequest = z.strictObject({
  /** The game version the move was chosen on; a newer game answers 409 unless only other seats' hidden moves came since. */
  version: z.int().min(0),
  /** Same key, same answer: a retried request is not played twice. */
  idempotencyKey: z.string().min(8).max(64),
  move: z.unknown(),
});
export type MoveRequest = z.infer<typeof moveRequest>;

/** Moves a request may be behind the game and still stand, at most: more means a client far behind (and a longer read). */
const MAX_BEHIND = 16;

/**
 * Whether a move chosen on the older `version` still stands on the game as it is: everything
 * logged since must be hidden moves of other seats in the simultaneous step still in progress
 * (the game's `hiddenMoves`), which change nothing this seat sees but the fact that they were
 * made. The step began after `version` exactly when some seat has more rows since then than
 * moves in the step (the row that began it is one more), so counting rows per seat tells.
 * The decision reads only who moved and how often, which the seat's own view shows anyway.
 */
async function stillStands(ctx: UseCaseContext, { row, seat, game }: Loaded, version: number): Promise<boolean> {
  const behind = row.version - version;
  const counts = game.hiddenMoves?.(row.state);
  const others = counts?.reduce((sum, n, s) => (s === seat ? sum : sum + n), 0) ?? 0;
  if (behind <= 0 || behind > Math.min(others, row.moveCount, MAX_BEHIND)) return false;
  const since = await movesAfter(ctx.db, row.id, row.moveCount - behind);
  const rowsBySeat = new Map<Seat, number>();
  for (const logged of since) {
    if (logged.kind === "undo" || logged.seat === null || logged.seat === seat) return false;
    rowsBySeat.set(logged.seat, (rowsBySeat.get(logged.seat) ?? 0) + 1);
  }
  return since.length === behind && [...rowsBySeat].every(([s, rows]) => rows <= (counts?.[s] ?? 0));
}

async function loadActive(ctx: UseCaseContext, gameId: string, userId: string): Promise<Result<Loaded>> {
  const loaded = await loadGameForPlay(ctx.db, gameId, userId);
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
    ratings: loaded.ratings,
  });
}

/**
 * A player's move: checked by the game's rules, written with the log row, or refused with nothing
 * changed. A move chosen on an older version, or one that lost the race for the next log row,
 * is checked and played again on the fresh game when only other seats' hidden moves came between.
 */
export async function submitMove(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  request: MoveRequest,
): Promise<Answer> {
  const answer = await retryLost(() => playOnce(ctx, userId, gameId, request));
  return answer === LOST ? stale(ctx, gameId, userId) : answer;
}

/** One try of a move request, on the game as it is now. */
async function playOnce(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  request: MoveRequest,
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
    if (!(await stillStands(ctx, loaded.value, request.version))) {
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
  });
}

/** Takes back the player's last move when it revealed nothing and nobody has moved since. */
export async function undoMove(ctx: UseCaseContext, userId: string, gameId: string, version: number): Promise<Answer> {
  const loaded = await loadActive(ctx, gameId, userId);
  if (!loaded.ok) return loaded;
  const { row, seat, game } = loaded.value;
  if (row.version !== version) return stale(ctx, gameId, userId);
  if (row.undoSeat !== seat || !row.seed) return fail("UNDO_NOT_ALLOWED");
  const rows = await movesAfter(ctx.db, gameId);
  const undoRow = { seq: row.moveCount + 1, kind: "undo" as const, seat, move: null };
  const state = rebuild(game, loaded.value.players.length, row.options, row.seed, [...rows, undoRow]);
  const undone = rows.at(-1)?.seq ?? 0;
  const events = seatEvents({ type: "undone", seat, seq: undone }, waitingHidden(row));
  const entry = { kind: "undo" as const, move: { undo: undone }, events, undoable: false };
  return commit(ctx, { loaded: loaded.value, userId, entry, state });
}
