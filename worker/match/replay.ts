import type { MoveRow } from "../db/game-store/index.ts";
import type { AnyGame, Seat } from "../games/contract.ts";

type LogRow = Pick<MoveRow, "seq" | "kind" | "seat" | "move">;

/** The moves still in force: every undo row takes back the latest move not yet taken back. */
export function effectiveMoves(rows: readonly LogRow[]) {
  const stack: LogRow[] = [];
  for (const row of rows) {
    if (row.kind === "undo") stack.pop();
    else stack.push(row);
  }
  return stack;
}

/** The state after setup, then after each move in force, in order. */
function* states(
  game: AnyGame,
  seats: number,
  options: unknown,
  seed: string,
  rows: readonly LogRow[],
): Generator<unknown> {
  let state = game.setup(seats, game.options.parse(options), seed);
  yield state;
  for (const row of effectiveMoves(rows)) {
    const result = game.play(state, row.seat as Seat, game.move.parse(row.move));
    if (!result.ok) throw new Error(`stored move ${row.seq} no longer replays: ${result.error.code}`);
    state = result.played.state;
    yield state;
  }
}

/** Rebuilds a state from its seed and move log: the log is the truth, the stored state a cache. */
export function rebuild(
  game: AnyGame,
  seats: number,
  options: unknown,
  seed: string,
  rows: readonly LogRow[],
): unknown {
  let last: unknown;
  for (const state of states(game, seats, options, seed, rows)) last = state;
  return last;
}

/**
 * What a spectator saw at the start and after each move in force: the replay of a game whose
 * secrets outlive it (`secretsAfterEnd`), rebuilt here so that neither the seed nor the states
 * leave the server.
 */
export function spectatorViews(
  game: AnyGame,
  seats: number,
  options: unknown,
  seed: string,
  rows: readonly LogRow[],
): unknown[] {
  return Array.from(states(game, seats, options, seed, rows), (state) => game.view(state, undefined));
}
