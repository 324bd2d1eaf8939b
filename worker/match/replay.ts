import type { MoveRow } from "../db/games.ts";
import type { AnyGame, Seat } from "../games/contract.ts";

/** The moves still in force: every undo row takes back the latest move not yet taken back. */
export function effectiveMoves(rows: readonly Pick<MoveRow, "seq" | "kind" | "seat" | "move">[]) {
  const stack: typeof rows[number][] = [];
  for (const row of rows) {
    if (row.kind === "undo") stack.pop();
    else stack.push(row);
  }
  return stack;
}

/** Rebuilds a state from its seed and move log: the log is the truth, the stored state a cache. */
export function rebuild(
  game: AnyGame,
  seats: number,
  options: unknown,
  seed: string,
  rows: readonly Pick<MoveRow, "seq" | "kind" | "seat" | "move">[],
): unknown {
  let state = game.setup(seats, game.options.parse(options), seed);
  for (const row of effectiveMoves(rows)) {
    const result = game.play(state, row.seat as Seat, game.move.parse(row.move));
    if (!result.ok) throw new Error(`stored move ${row.seq} no longer replays: ${result.error.code}`);
    state = result.played.state;
  }
  return state;
}
