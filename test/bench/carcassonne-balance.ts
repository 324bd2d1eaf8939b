/**
 * Carcassonne ghosts balance (a script that prints, not a timed test; part of `npm run bench`):
 * the bot's win rate per level over 1,000 seeds, solo and with 3 seats, the mean score reached
 * and the most common cause of loss; then the bot against a random player on level 1.
 * `tsx test/bench/carcassonne-balance.ts [seeds]` runs it alone.
 */
import { fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Seat } from "../../worker/games/contract.ts";
import { carcassonneGhosts as game } from "../../worker/games/carcassonne-ghosts/index.ts";
import type { CarcassonneState, Move } from "../../worker/games/carcassonne-ghosts/index.ts";
import { rulesOf } from "../../worker/games/carcassonne-ghosts/levels.ts";
import type { Level } from "../../worker/games/carcassonne-ghosts/state.ts";
import { randomInt, seedRng, type RngState } from "../../worker/games/rng.ts";
import { percentile } from "./stats.ts";

export type Cause = "ghosts" | "deadline" | "tiles";
export type Finish = { won: boolean; score: number; cause?: Cause; moves: number; final: CarcassonneState };

/** A move chooser: the bot, or a random legal move at every decision. */
export type Chooser = (state: CarcassonneState, seat: Seat) => Move;

export const botPlayer: Chooser = (state, seat) => game.botMove(state, seat);

export function randomPlayer(seed: string): Chooser {
  let rng: RngState = seedRng(seed);
  return (state, seat) => {
    const moves = game.legalMoves(state, seat);
    let k: number;
    [k, rng] = randomInt(rng, moves.length);
    const move = moves[k];
    if (!move) throw new Error("no legal move");
    return move;
  };
}

/**
 * Every seat played by `choose` until the game ends, each move shown to `onMove` with the state it
 * is made in; an illegal move or an endless game throws.
 */
export function playOut(
  level: Level,
  seats: number,
  seed: string,
  choose: Chooser,
  onMove: (state: CarcassonneState, seat: Seat, move: Move) => void = () => undefined,
): Finish {
  let state = game.setup(seats, { level }, seed);
  let moves = 0;
  while (state.phase !== "over") {
    const seat = game.toAct(state)[0] ?? 0;
    const move = choose(state, seat);
    onMove(state, seat, move);
    const result = game.play(state, seat, move);
    if (!result.ok)
      throw new Error(`seed ${seed}: move ${moves} ${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
    state = result.played.state;
    if (++moves > 2000) throw new Error(`seed ${seed}: no end after 2000 moves`);
  }
  const outcome = game.outcome(state);
  const won = state.result?.won === true;
  const cause: Cause | undefined = won
    ? undefined
    : state.result?.reason === "ghosts"
      ? "ghosts"
      : state.pile < state.piles.length - 1
        ? "deadline"
        : "tiles";
  return { won, score: outcome?.kind === "shared" ? (outcome.score ?? 0) : 0, cause, moves, final: state };
}

/** `dogs[i]`: games in which dog i+1's number was reached before its pile ran out (levels 3–6). */
export type Row = {
  level: Level;
  seats: number;
  games: number;
  wins: number;
  meanScore: number;
  causes: Record<Cause, number>;
  dogs: [number, number];
};

export function balanceRow(
  level: Level,
  seats: number,
  games: number,
  choose: (i: number) => Chooser = () => botPlayer,
): Row {
  const causes: Record<Cause, number> = { ghosts: 0, deadline: 0, tiles: 0 };
  let wins = 0;
  let score = 0;
  const dogs: [number, number] = [0, 0];
  for (let i = 0; i < games; i++) {
    const finish = playOut(level, seats, `balance-${level}-${seats}-${i}`, choose(i));
    // A dog's pile deadline is met when the tiles moved on to the next pile (or the game was won).
    if (finish.won || finish.final.pile > 0) dogs[0]++;
    if (finish.won || finish.final.pile > 1) dogs[1]++;
    if (finish.won) wins++;
    else if (finish.cause) causes[finish.cause]++;
    score += finish.score;
  }
  return { level, seats, games, wins, meanScore: score / games, causes, dogs };
}

const CAUSE_WORDS: Record<Cause, string> = {
  ghosts: "ghost bank empty",
  deadline: "pile deadline missed",
  tiles: "tiles ran out",
};

function commonestLoss(row: Row): string {
  const [cause, count] = (Object.entries(row.causes) as [Cause, number][]).sort((a, b) => b[1] - a[1])[0] ?? [
    "ghosts",
    0,
  ];
  return count === 0 ? "–" : `${CAUSE_WORDS[cause]} (${Math.round((100 * count) / row.games)} %)`;
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

/** One row of the table, or the random player's level-1 row. */
type Job = { level: Level; seats: number; random: boolean };

/** Runs the rows in child processes, as many at once as there are cores (each row is one process's work), level 6's look-ahead rows first (the longest). */
async function runRows(jobs: readonly Job[], seeds: number): Promise<Row[]> {
  const rows: Row[] = new Array<Row>(jobs.length);
  const order = jobs.map((_, i) => i).sort((a, b) => Number(jobs[b]?.level === 6) - Number(jobs[a]?.level === 6));
  let next = 0;
  const script = fileURLToPath(import.meta.url);
  const lane = async (): Promise<void> => {
    while (next < order.length) {
      const i = order[next++] ?? 0;
      const job = jobs[i];
      if (!job) return;
      rows[i] = await new Promise<Row>((resolve, reject) => {
        const child = fork(script, [
          "--row",
          String(job.level),
          String(job.seats),
          String(seeds),
          job.random ? "random" : "bot",
        ]);
        child.once("message", (row) => resolve(row as Row));
        child.once("exit", (code) =>
          code === 0 ? undefined : reject(new Error(`row ${JSON.stringify(job)} failed (${code})`)),
        );
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, lane));
  return rows;
}

/** botMove for a placement with 50+ tiles on the board, over whole bot games on level 2. */
function lateMoveTimes(games: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < games; i++) {
    let state = game.setup(1, { level: 2 }, `late-${i}`);
    while (state.phase !== "over") {
      const seat = game.toAct(state)[0] ?? 0;
      const started = performance.now();
      const move = game.botMove(state, seat);
      if (state.phase === "place" && state.tiles.length >= 50) times.push(performance.now() - started);
      const result = game.play(state, seat, move);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      state = result.played.state;
    }
  }
  return times.sort((a, b) => a - b);
}

/** Every botMove of whole level-6 games (the look-ahead's decisions and the defaults'), solo and with 3 seats. */
function levelSixDecisionTimes(games: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < games; i++) {
    for (const seats of [1, 3]) {
      playOut(6, seats, `decision-${seats}-${i}`, (state, seat) => {
        const started = performance.now();
        const move = game.botMove(state, seat);
        times.push(performance.now() - started);
        return move;
      });
    }
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const seeds = Number(process.argv[2] ?? 1000);
  const started = performance.now();
  const jobs: Job[] = [1, 2, 3, 4, 5, 6].flatMap((level) =>
    [1, 3].map((seats) => ({ level: level as Level, seats, random: false })),
  );
  jobs.push({ level: 1, seats: 1, random: true });
  const rows = await runRows(jobs, seeds);
  console.log(`\nCarcassonne ghosts balance: the bot on every seat, ${seeds} seeds a row`);
  console.log("| level | seats | won | dog 1 / dog 2 reached | mean score | commonest loss |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows.slice(0, -1)) {
    const dogs = rulesOf(row.level).dogs.length > 0 ? `${pct(row.dogs[0], seeds)} / ${pct(row.dogs[1], seeds)}` : "–";
    console.log(
      `| ${row.level} | ${row.seats} | ${pct(row.wins, seeds)} | ${dogs} | ${row.meanScore.toFixed(1)} | ${commonestLoss(row)} |`,
    );
  }
  const [bot, random] = [rows[0], rows.at(-1)];
  if (bot && random) {
    console.log(
      `level 1 solo, the same ${seeds} seeds: bot wins ${pct(bot.wins, seeds)} (mean score ${bot.meanScore.toFixed(1)}), a random player ${pct(random.wins, seeds)} (mean score ${random.meanScore.toFixed(1)})`,
    );
  }
  console.log(
    `balance run: ${((performance.now() - started) / 1000).toFixed(0)} s on ${Math.min(availableParallelism(), jobs.length)} processes`,
  );
  lateMoveTimes(5);
  const times = lateMoveTimes(100);
  const at = (p: number) => percentile(times, p).toFixed(2);
  console.log(
    `bot placement with 50+ tiles on the board (${times.length} moves): p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`,
  );
  const six = levelSixDecisionTimes(20);
  const atSix = (p: number) => percentile(six, p).toFixed(2);
  console.log(
    `level-6 bot decision, look-ahead included (${six.length} decisions, solo and 3 seats): p50 ${atSix(0.5)} ms, p90 ${atSix(0.9)} ms, p99 ${atSix(0.99)} ms, max ${(six.at(-1) ?? 0).toFixed(2)} ms`,
  );
}

function row(): void {
  const [level, seats, seeds, who] = process.argv.slice(3);
  const result = balanceRow(
    Number(level) as Level,
    Number(seats),
    Number(seeds),
    who === "random" ? (i) => randomPlayer(`random-${i}`) : () => botPlayer,
  );
  process.send?.(result, () => process.exit(0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv[2] === "--row") row();
  else
    main().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
