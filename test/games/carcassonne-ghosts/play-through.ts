import type { LogEvent, Seat } from "../../../worker/games/contract.ts";
import type { Move } from "../../../worker/games/carcassonne-ghosts/moves.ts";
import type { CarcassonneState, Level } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { carcassonneGhosts as game } from "../../../worker/games/carcassonne-ghosts/index.ts";

export type Policy = "bot" | "random";

/** One game of the property tests: `choices` drive every random seat's pick among its legal moves. */
export type GamePlan = {
  seats: number;
  level: Level;
  seed: string;
  policies: readonly Policy[];
  choices: readonly number[];
};

export type Logged = { seat: Seat; move: Move };

export type Step = Logged & {
  before: CarcassonneState;
  after: CarcassonneState;
  events: readonly LogEvent[];
  reveals: boolean;
};

/** Land tiles per level (rules file, "Levels"): level 1 leaves out the 5 castles and 5 cemeteries. */
export const LEVEL_TILES: Readonly<Record<Level, number>> = { 1: 50, 2: 60, 3: 60, 4: 60, 5: 60, 6: 60 };
const CEMETERIES = 5;
const DOGS = 2;

/**
 * The most decisions a game can ask for, from its tile count T. Every turn draws a tile, so there
 * are at most T turns, each with one placement, at most one extra cemetery ghost, one meeple
 * decision and one face-down tile. Every evaluation but a winning one sends a meeple home, and at
 * most one meeple a turn comes onto the board. Each cemetery closes once (one burial), and there
 * are two dogs.
 */
export function moveBound(level: Level): number {
  return 5 * LEVEL_TILES[level] + 1 + CEMETERIES + DOGS;
}

/** A random seat's pick: the fast-check numbers, used in turn (and again from the start when they run out). */
export function pick<T>(items: readonly T[], choices: readonly number[], k: number): T {
  const n = choices.length === 0 ? 0 : (choices[k % choices.length] ?? 0);
  const item = items[n % items.length];
  if (item === undefined) throw new Error("nothing to pick from");
  return item;
}

/**
 * Plays a whole game from `start` (default: the plan's setup), each seat by its policy, calling
 * `onStep` after every move. Throws when a listed move is refused or the game outlasts `moveBound`.
 */
export function playGame(
  plan: GamePlan,
  onStep: (step: Step) => void = () => undefined,
  start?: CarcassonneState,
): { final: CarcassonneState; log: Logged[] } {
  let state = start ?? game.setup(plan.seats, { level: plan.level }, plan.seed);
  const log: Logged[] = [];
  const bound = moveBound(plan.level);
  let picks = 0;
  while (state.phase !== "over") {
    if (log.length >= bound) throw new Error(`no end after ${bound} moves`);
    const [seat] = game.toAct(state);
    if (seat === undefined) throw new Error(`nobody to act in phase ${state.phase}`);
    const move =
      plan.policies[seat] === "bot"
        ? game.botMove(state, seat)
        : pick(game.legalMoves(state, seat), plan.choices, picks++);
    const result = game.play(state, seat, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
    const { events, reveals } = result.played;
    onStep({ seat, move, before: state, after: result.played.state, events, reveals });
    log.push({ seat, move });
    state = result.played.state;
  }
  return { final: state, log };
}

/** Rebuilds a game from its setup and move log; `parse` sends every move through JSON and the zod schema first, as the server stores and reads them. */
export function replay(
  plan: Pick<GamePlan, "seats" | "level" | "seed">,
  log: readonly Logged[],
  parse: boolean,
  start?: CarcassonneState,
): CarcassonneState {
  let state = start ?? game.setup(plan.seats, { level: plan.level }, plan.seed);
  for (const { seat, move } of log) {
    const sent: Move = parse ? game.move.parse(JSON.parse(JSON.stringify(move))) : move;
    const result = game.play(state, seat, sent);
    if (!result.ok) throw new Error(`replay refused ${JSON.stringify(move)}: ${JSON.stringify(result.error)}`);
    state = result.played.state;
  }
  return state;
}
