/**
 * Carcassonne ghosts' engine figures, printed by test/bench/engine.ts: moves parsed and applied
 * per second over whole random games (every level, 1–5 seats), `legalMoves` for a tile placement
 * late in a game, the largest state.
 */
import type { Seat } from "../../worker/games/contract.ts";
import { carcassonneGhosts as game, type CarcassonneState } from "../../worker/games/carcassonne-ghosts/index.ts";
import type { Level } from "../../worker/games/carcassonne-ghosts/state.ts";
import { replay, type Logged } from "../games/carcassonne-ghosts/play-through.ts";
import { botPlayer, playOut, randomPlayer, type Chooser } from "./carcassonne-balance.ts";
import { percentile } from "./stats.ts";

type Line = (label: string, value: string) => void;
type Game = { seats: number; level: Level; seed: string; log: Logged[] };

const LEVELS = [1, 2, 3, 4, 5, 6] as const;
/** "Late in a game": at least this many tiles on the board (the start board's 4 quarters included). */
const LATE = 50;

/** A whole game played by `choose` on every seat, logged; every state passes `visit`. */
function logGame(
  seats: number,
  level: Level,
  seed: string,
  choose: Chooser,
  visit: (s: CarcassonneState, seat: Seat) => void,
): Game {
  const log: Logged[] = [];
  const { final } = playOut(level, seats, seed, choose, (state, seat, move) => {
    visit(state, seat);
    log.push({ seat, move });
  });
  visit(final, 0);
  return { seats, level, seed, log };
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
  const games: Game[] = [];
  for (const level of LEVELS)
    for (let i = 0; i < 40; i++) {
      const seats = 1 + (i % 5);
      const seed = `bench-cg-${level}-${i}`;
      games.push(logGame(seats, level, seed, randomPlayer(seed), visit(`random, level ${level}, ${seats} seats`)));
    }
  // Random players lose early; the bot's games reach the late board.
  for (const level of LEVELS)
    for (let i = 0; i < 20; i++) {
      const seats = 1 + (i % 5);
      logGame(seats, level, `bench-cg-bot-${level}-${i}`, botPlayer, visit(`bot, level ${level}, ${seats} seats`));
    }

  // Replays the random games: every move parsed by the zod schema (from JSON), then applied.
  let moves = 0;
  const started = performance.now();
  for (const g of games) {
    replay(g, g.log, true);
    moves += g.log.length;
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
    positions.push(
      percentile(
        own.sort((a, b) => a - b),
        0.5,
      ),
    );
  }
  calls.sort((a, b) => a - b);
  positions.sort((a, b) => a - b);
  line(
    `legalMoves, placement with ${LATE}+ tiles`,
    `${fmt(late.length)} positions, ${fmt(choices / Math.max(1, calls.length), 0)} legal moves each (mean)`,
  );
  // A position's cost is the median of its 21 calls; a single call's p99 also holds whatever the machine did meanwhile (GC, other processes).
  line(
    "  p50 / p99 over positions (target < 1 ms)",
    `${fmt(percentile(positions, 0.5), 3)} ms / ${fmt(percentile(positions, 0.99), 3)} ms`,
  );
  line("  p50 / p99 over single calls", `${fmt(percentile(calls, 0.5), 3)} ms / ${fmt(percentile(calls, 0.99), 3)} ms`);
  line("largest state, JSON", `${fmt(largest)} bytes (${largestAt}; target < 32,768)`);
}
