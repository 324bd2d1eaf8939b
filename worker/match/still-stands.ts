import { storeOf } from "../db/game-store/index.ts";
import type { Seat } from "../games/contract.ts";
import type { UseCaseContext } from "../context.ts";
import type { Loaded } from "./commit.ts";
import { rebuild } from "./replay.ts";

/**
 * How far behind the game a move's version may be and still stand: more is a client far behind,
 * answered 409 before any read. Five seats choosing at once put a page at most four moves behind.
 */
const MAX_BEHIND = 16;

/**
 * The seat's legal moves at the version a move was chosen on, as JSON: rebuilt at most once per
 * request, so the tries after a lost append (each on a fresher game) do not read the log again.
 */
export type ChosenOn = { legalMoves?: string };

/**
 * Whether a move chosen on the older `version` still stands on the game as it is now: the seat's
 * own legal moves now are the ones it had at `version`, so nothing that came since changed what
 * it could choose (other seats' choices in a simultaneous step, hidden or public). The move must
 * still be legal now; the caller plays it. The decision compares only the seat's own legal moves
 * at two versions, which its view at each shows, so it tells the seat nothing it may not see.
 */
export async function stillStands(
  ctx: UseCaseContext,
  loaded: Loaded,
  version: number,
  chosenOn: ChosenOn,
): Promise<boolean> {
  const { row, seat, game } = loaded;
  const behind = row.version - version;
  // After the start the version moves by one per log row: a version before the start is the lobby's.
  if (behind <= 0 || behind > Math.min(row.moveCount, MAX_BEHIND) || !row.seed) return false;
  if (await onlyOthersHiddenMoves(ctx, loaded, behind)) return true;
  chosenOn.legalMoves ??= JSON.stringify(
    game.legalMoves(await stateAt(ctx, loaded, row.moveCount - behind, row.seed), seat),
  );
  return chosenOn.legalMoves === JSON.stringify(game.legalMoves(row.state, seat));
}

/** The state after the log's first `seq` rows: the seed's setup and the moves in force then. */
async function stateAt(ctx: UseCaseContext, { row, game, players }: Loaded, seq: number, seed: string) {
  return rebuild(game, players.length, row.options, seed, await storeOf(ctx).movesUpTo(row.id, seq));
}

/**
 * The shortcut for a step of hidden moves (the game's `hiddenMoves`), which reads only the rows
 * since `version` instead of the log before it: when they are all other seats' hidden moves in
 * the step still in progress, the game promises they changed none of this seat's legal moves. The
 * step began after `version` exactly when some seat has more rows since then than moves in the
 * step (the row that began it is one more), so counting rows per seat tells.
 */
async function onlyOthersHiddenMoves(ctx: UseCaseContext, { row, seat, game }: Loaded, behind: number) {
  const counts = game.hiddenMoves?.(row.state);
  const others = counts?.reduce((sum, n, s) => (s === seat ? sum : sum + n), 0) ?? 0;
  if (behind > others) return false;
  const since = await storeOf(ctx).movesAfter(row.id, row.moveCount - behind);
  const rowsBySeat = new Map<Seat, number>();
  for (const logged of since) {
    if (logged.kind === "undo" || logged.seat === null || logged.seat === seat) return false;
    rowsBySeat.set(logged.seat, (rowsBySeat.get(logged.seat) ?? 0) + 1);
  }
  return since.length === behind && [...rowsBySeat].every(([s, rows]) => rows <= (counts?.[s] ?? 0));
}
