import type { Seat } from "../../../worker/games/contract.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { Move } from "../../../worker/games/notre-dame/moves.ts";
import type { NotreDameState } from "../../../worker/games/notre-dame/state.ts";
import { randomInt, seedRng, type RngState } from "../../../worker/games/rng.ts";

export type Policy = "bot" | "random";

export type Step = { seat: Seat; move: Move; before: NotreDameState; after: NotreDameState };

/**
 * Plays a whole game: seats listed in `bots` use the bot, the others pick uniformly among their
 * legal moves (driven by `chooser`, so a game is reproducible). Calls `onStep` after every move.
 */
export function playGame(
  seats: number,
  seed: string,
  policies: readonly Policy[],
  onStep: (step: Step) => void = () => undefined,
  hiddenScores = true,
): { final: NotreDameState; log: { seat: Seat; move: Move }[] } {
  let state = notreDame.setup(seats, { hiddenScores }, seed);
  let chooser: RngState = seedRng(`chooser:${seed}`);
  const log: { seat: Seat; move: Move }[] = [];
  for (let guard = 0; state.phase !== "over"; guard++) {
    if (guard > 10_000) throw new Error("game does not end");
    const waiting = notreDame.toAct(state);
    let pick: number;
    [pick, chooser] = randomInt(chooser, waiting.length);
    const seat = waiting[pick] ?? 0;
    let move: Move;
    if (policies[seat] === "bot") move = notreDame.botMove(state, seat);
    else {
      const legal = notreDame.legalMoves(state, seat);
      let index: number;
      [index, chooser] = randomInt(chooser, legal.length);
      move = legal[index] as Move;
    }
    const result = notreDame.play(state, seat, move);
    if (!result.ok) throw new Error(`legal move ${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
    onStep({ seat, move, before: state, after: result.played.state });
    log.push({ seat, move });
    state = result.played.state;
  }
  return { final: state, log };
}

/** Rebuilds a game from its seed and move log. */
export function replay(
  seats: number,
  seed: string,
  log: readonly { seat: Seat; move: Move }[],
  hiddenScores = true,
): NotreDameState {
  let state = notreDame.setup(seats, { hiddenScores }, seed);
  for (const { seat, move } of log) {
    const result = notreDame.play(state, seat, move);
    if (!result.ok) throw new Error(`replay refused ${JSON.stringify(move)}: ${JSON.stringify(result.error)}`);
    state = result.played.state;
  }
  return state;
}
