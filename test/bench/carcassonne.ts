/**
 * Carcassonne ghosts' engine figures, printed by test/bench/engine.ts: moves parsed and applied
 * per second over whole random games (every level, 1–5 seats), `legalMoves` for a tile placement
 * late in a game, the largest state.
 */
import { carcassonneGhosts as game, type CarcassonneState, type Move } from "../../worker/games/carcassonne-ghosts/index.ts";
import { randomInt, seedRng, type RngState } from "../../worker/games/rng.ts";

type Line = (label: string, value: string) => void;
type Logged = { seats: number; level: 1 | 2 | 3 | 4 | 5 | 6; seed: string; log: { seat: number; move: Move }[] };

const LEVELS = [1, 2, 3, 4, 5, 6] as const;
/** "Late in a game": at least this many tiles on the board (the start board's 4 quarters included). */
const LATE = 50;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** A whole game, each move picked by `pick` from the legal ones; every state passes `visit`. */
function playOut(seats: number, level: Logged["level"], seed: string, pick: (state: CarcassonneState, seat: number, legal: readonly Move[]) => Move, visit: (s: CarcassonneState, seat: number) => void): Logged {
  let state = game.setup(seats, { level }, seed);
  const log: Logged["log"] = [];
  while (game.outcome(state) === undefined) {
    const seat = game.toAct(state)[0] ?? 0;
    visit(state, seat);
    const move = pick(state, seat, game.legalMoves(state, seat));
    const result = game.play(state, seat, move);
    if (!result.ok) throw new Error(`${result.error.code} in ${seed}`);
    state = result.played.state;
    log.push({ seat, move });
  }
  visit(state, 0);
  return { seats, level, seed, log };
}

function randomPicker(seed: string) {
  let rng: RngState = seedRng(seed);
  return (_state: CarcassonneState, _seat: number, legal: readonly Move[]): Move => {
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    const move = legal[i];
    if (!move) throw new Error("no legal move");
    return move;
  };
}

export function carcassonneFigures(line: Line, fmt: (n: number, digits?: number) => string): void {
  let largest = 0;
  let largestAt = "";
  const late: { state: CarcassonneState; seat: number }[] = [];
  const visit = (label: string) => (s: CarcassonneState, seat: number) => {
    const size = JSON.stringify(s).length;
    if (size > largest) [largest, largestAt] = [size, label];
    if (s.phase === "place" && s.tiles.length >= LATE && late.length < 2_000) late.push({ state: s, seat });
  };
  const games: Logged[] = [];
  for (const level of LEVELS)
    for (let i = 0; i < 40; i++) {
      const seats = 1 + (i % 5);
      const seed = `bench-cg-${level}-${i}`;
      games.push(playOut(seats, level, seed, randomPicker(seed), visit(`random, level ${level}, ${seats} seats`)));
    }
  // Random players lose early; the bot's games reach the late board.
  for (const level of LEVELS)
    for (let i = 0; i < 20; i++) {
      const seats = 1 + (i % 5);
      playOut(seats, level, `bench-cg-bot-${level}-${i}`, (s, seat) => game.botMove(s, seat), visit(`bot, level ${level}, ${seats} seats`));
    }

  // Replays the random games: every move parsed by the zod schema (from JSON), then applied.
  let moves = 0;
  const started = performance.now();
  for (const g of games) {
    let state = game.setup(g.seats, { level: g.level }, g.seed);
    for (const { seat, move } of g.log) {
      const result = game.play(state, seat, game.move.parse(JSON.parse(JSON.stringify(move))));
      if (!result.ok) throw new Error(result.error.code);
      state = result.played.state;
      moves++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  line("random games, all levels, 1-5 seats", `${games.length}, ${fmt(moves / games.length, 1)} moves each (mean)`);
  line("moves validated (zod) and applied per second", fmt(moves / seconds));

  for (const { state, seat } of late) game.legalMoves(state, seat); // warm-up for the JIT
  const calls: number[] = [];
  const positions: number[] = [];
  let choices = 0;
  for (const { state, seat } of late) {
    const own: number[] = [];
    for (let k = 0; k < 21; k++) {
      const t0 = performance.now();
      choices += game.legalMoves(state, seat).length;
      own.push(performance.now() - t0);
    }
    calls.push(...own);
    positions.push(percentile(own.sort((a, b) => a - b), 0.5));
  }
  calls.sort((a, b) => a - b);
  positions.sort((a, b) => a - b);
  line(`legalMoves, placement with ${LATE}+ tiles`, `${fmt(late.length)} positions, ${fmt(choices / Math.max(1, calls.length), 0)} legal moves each (mean)`);
  // A position's cost is the median of its 21 calls; a single call's p99 also holds whatever the machine did meanwhile (GC, other processes).
  line("  p50 / p99 over positions (target < 1 ms)", `${fmt(percentile(positions, 0.5), 3)} ms / ${fmt(percentile(positions, 0.99), 3)} ms`);
  line("  p50 / p99 over single calls", `${fmt(percentile(calls, 0.5), 3)} ms / ${fmt(percentile(calls, 0.99), 3)} ms`);
  line("largest state, JSON", `${fmt(largest)} bytes (${largestAt}; target < 32,768)`);
}
