/**
 * Engine figures (a script that prints, not a timed test): `npm run bench`.
 * Games are played by the same drivers the property tests use.
 */
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import type { NotreDameState } from "../../worker/games/notre-dame/state.ts";
import { playGame, type Policy } from "../games/notre-dame/play-through.ts";
import { percentile } from "./stats.ts";
import { carcassonneFigures } from "./carcassonne.ts";
import { devilLegalFigures } from "./devil-legal.ts";

const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

function randomGames(
  seats: number,
  count: number,
): { seconds: number; moves: number; logs: ReturnType<typeof playGame>[] } {
  const started = performance.now();
  let moves = 0;
  const logs: ReturnType<typeof playGame>[] = [];
  for (let i = 0; i < count; i++) {
    const game = playGame(seats, `bench-${seats}-${i}`, Array<Policy>(seats).fill("random"));
    moves += game.log.length;
    logs.push(game);
  }
  return { seconds: (performance.now() - started) / 1000, moves, logs };
}

function validateAndApply(seats: number, games: ReturnType<typeof playGame>[]): number {
  // Replays recorded games: every move is parsed by the zod schema, then applied.
  const started = performance.now();
  let moves = 0;
  games.forEach((game, i) => {
    let state = notreDame.setup(seats, { hiddenScores: true }, `bench-${seats}-${i}`);
    for (const { seat, move } of game.log) {
      const parsed = notreDame.move.parse(JSON.parse(JSON.stringify(move)));
      const result = notreDame.play(state, seat, parsed);
      if (!result.ok) throw new Error(result.error.code);
      state = result.played.state;
      moves++;
    }
  });
  return moves / ((performance.now() - started) / 1000);
}

/**
 * The engine's share of one move request, as the Worker does it: parse the stored state, parse
 * and play the move, serialize the new state, build the mover's view with its legal moves and
 * serialize the answer. Timed per move in Node, whose clock is precise (deployed Workers' is not).
 */
function requestWork(seats: number, games: ReturnType<typeof playGame>[]): void {
  const times: number[] = [];
  games.forEach((game, i) => {
    let stored = JSON.stringify(notreDame.setup(seats, { hiddenScores: true }, `bench-${seats}-${i}`));
    for (const { seat, move } of game.log) {
      const started = performance.now();
      const state = JSON.parse(stored) as NotreDameState;
      const result = notreDame.play(state, seat, notreDame.move.parse(JSON.parse(JSON.stringify(move))));
      if (!result.ok) throw new Error(result.error.code);
      const next = result.played.state;
      stored = JSON.stringify(next);
      const legal = notreDame.toAct(next).includes(seat) ? notreDame.legalMoves(next, seat) : [];
      JSON.stringify({ view: notreDame.view(next, seat), legalMoves: legal, events: result.played.events });
      times.push(performance.now() - started);
    }
  });
  times.sort((a, b) => a - b);
  line(
    "engine work per move request (p50 / p99 / max)",
    `${fmt(percentile(times, 0.5), 3)} ms / ${fmt(percentile(times, 0.99), 3)} ms / ${fmt(times.at(-1) ?? 0, 3)} ms`,
  );
}

function botFigures(): void {
  const times: number[] = [];
  let largest = 0;
  let largestState: NotreDameState | undefined;
  for (let i = 0; i < 20; i++) {
    let state = notreDame.setup(5, { hiddenScores: true }, `bot-${i}`);
    while (state.phase !== "over") {
      const seat = notreDame.toAct(state)[0] ?? 0;
      const started = performance.now();
      const move = notreDame.botMove(state, seat);
      times.push(performance.now() - started);
      const result = notreDame.play(state, seat, move);
      if (!result.ok) throw new Error(result.error.code);
      state = result.played.state;
      const size = JSON.stringify(state).length;
      if (size > largest) [largest, largestState] = [size, state];
    }
  }
  times.sort((a, b) => a - b);
  line(
    "bot move time, 5 players (mean / p99)",
    `${fmt(times.reduce((a, b) => a + b, 0) / times.length, 3)} ms / ${fmt(percentile(times, 0.99), 3)} ms`,
  );
  line("largest 5-player state, JSON", `${fmt(largest)} bytes (target < 16,384)`);
  if (largestState)
    line("largest 5-player seat view, JSON", `${fmt(JSON.stringify(notreDame.view(largestState, 0)).length)} bytes`);
}

function winRates(): void {
  for (const seats of [2, 4]) {
    const games = 200;
    let wins = 0;
    let shared = 0;
    for (let i = 0; i < games; i++) {
      const botSeat = i % seats;
      const policies = Array<Policy>(seats).fill("random");
      policies[botSeat] = "bot";
      const outcome = notreDame.outcome(playGame(seats, `duel-${seats}-${i}`, policies).final);
      const ranks = outcome?.kind === "ranked" ? outcome.ranks : [];
      if (ranks[botSeat] === 1) {
        wins++;
        if (ranks.filter((r) => r === 1).length > 1) shared++;
      }
    }
    line(
      `bot win rate, 1 bot vs ${seats - 1} random (${games} games)`,
      `${fmt((100 * wins) / games, 1)} %${shared ? ` (${shared} shared)` : ""}`,
    );
  }
  const scores: number[] = [];
  for (let i = 0; i < 50; i++) {
    const outcome = notreDame.outcome(playGame(4, `bots-${i}`, Array<Policy>(4).fill("bot")).final);
    if (outcome?.kind === "ranked") scores.push(...outcome.scores);
  }
  scores.sort((a, b) => a - b);
  line(
    "4 bots: prestige per player (min / median / max)",
    `${scores[0]} / ${percentile(scores, 0.5)} / ${scores[scores.length - 1]}`,
  );
}

console.log("Notre Dame engine");
randomGames(4, 20); // warm-up for the JIT
const run = randomGames(4, 200);
line("random 4-player games per second", fmt(200 / run.seconds, 1));
line("moves per 4-player random game (mean)", fmt(run.moves / 200, 1));
line("moves validated (zod) and applied per second", `${fmt(validateAndApply(4, run.logs))} (target >= 20,000)`);
requestWork(4, run.logs);
botFigures();
winRates();

console.log("\nCarcassonne ghosts engine");
carcassonneFigures(line, fmt);

console.log("\nDeal with the Devil engine");
devilLegalFigures(line, fmt);
