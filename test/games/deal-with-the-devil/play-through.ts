import type { LogEvent, Seat } from "../../../worker/games/contract.ts";
import { dealWithTheDevil, timeoutMove } from "../../../worker/games/deal-with-the-devil/index.ts";
import type { Move } from "../../../worker/games/deal-with-the-devil/moves.ts";
import type { DevilState } from "../../../worker/games/deal-with-the-devil/state.ts";
import { randomInt, seedRng, type RngState } from "../../../worker/games/rng.ts";

export type Policy = "bot" | "random";

export type Step = { seat: Seat; move: Move; before: DevilState; after: DevilState; events: readonly LogEvent[] };

/**
 * Plays a whole game: "bot" seats use the default moves, "random" seats pick uniformly among their
 * legal moves (driven by a chooser seeded from `seed`, so a game is reproducible).
 */
export function playGame(
  seed: string,
  policies: readonly Policy[],
  onStep: (step: Step) => void = () => undefined,
): { final: DevilState; log: { seat: Seat; move: Move }[] } {
  let state = dealWithTheDevil.setup(4, {}, seed);
  let chooser: RngState = seedRng(`chooser:${seed}`);
  const log: { seat: Seat; move: Move }[] = [];
  for (let guard = 0; state.step !== "over"; guard++) {
    if (guard > 2_000) throw new Error("game does not end");
    const waiting = dealWithTheDevil.toAct(state);
    let pick: number;
    [pick, chooser] = randomInt(chooser, waiting.length);
    const seat = waiting[pick] ?? 0;
    let move: Move;
    if (policies[seat] === "bot") move = timeoutMove(state, seat);
    else {
      const legal = dealWithTheDevil.legalMoves(state, seat);
      let index: number;
      [index, chooser] = randomInt(chooser, legal.length);
      move = legal[index] as Move;
    }
    const result = dealWithTheDevil.play(state, seat, move);
    if (!result.ok) throw new Error(`legal move ${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
    onStep({ seat, move, before: state, after: result.played.state, events: result.played.events });
    log.push({ seat, move });
    state = result.played.state;
  }
  return { final: state, log };
}

/** Rebuilds a game from its seed and move log. */
export function replay(seed: string, log: readonly { seat: Seat; move: Move }[]): DevilState {
  let state = dealWithTheDevil.setup(4, {}, seed);
  for (const { seat, move } of log) {
    const result = dealWithTheDevil.play(state, seat, move);
    if (!result.ok) throw new Error(`replay refused ${JSON.stringify(move)}: ${JSON.stringify(result.error)}`);
    state = result.played.state;
  }
  return state;
}
