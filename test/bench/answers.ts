/**
 * The largest game answer (`GET /api/games/{id}`, a move's and an undo's answer: all are
 * `describeGame`), in JSON, over whole bot games of every game: each seat's answer (view and legal
 * moves or parts) after every move that may have changed it (every seat's after a move that showed
 * something; only the mover's after a hidden move, which changes nothing another seat sees). A script that prints: `npx tsx test/bench/answers.ts [games]` (default 1,000 Deal
 * with the Devil games played by its default bot, `timeoutMove`, which is fast where the role bots
 * take ~0.15 s a game; 20 of each other game with its bot). Goal: no answer over 32 KB.
 */
import type { AnyGame } from "../../worker/games/contract.ts";
import { GAMES } from "../../worker/games/registry.ts";
import type { GameRow, Seating } from "../../worker/db/game-store/index.ts";
import { describeGame } from "../../worker/match/views.ts";

const LIMIT = 32 * 1024;
const SAMPLES: Readonly<Record<string, { games: number; seats: number; options: unknown }>> = {
  "deal-with-the-devil": { games: Number(process.argv[2] ?? 1000), seats: 4, options: {} },
  "notre-dame": { games: 20, seats: 5, options: { hiddenScores: false } },
  "carcassonne-ghosts": { games: 20, seats: 5, options: { level: 6 } },
};

const seating = (seats: number): Seating =>
  Array.from({ length: seats }, (_, seat) => ({ userId: `u${seat}`, name: `player ${seat + 1}`, seat })) as Seating;

/** A stored game row as the store would load it: only what `describeGame` reads matters. */
function row(game: AnyGame, state: unknown, seats: number, moves: number): GameRow {
  const over = game.outcome(state) !== undefined;
  return {
    id: "bench",
    type: game.id,
    status: over ? "finished" : "active",
    version: moves,
    visibility: "public",
    seatCount: seats,
    createdBy: "u0",
    timeControl: { kind: "perMove", days: 3 },
    timeoutPolicy: "bot",
    options: {},
    clocks: Object.fromEntries(
      Array.from({ length: seats }, (_, s) => [String(s), { deadline: 1e12, late: 0, dropped: false }]),
    ),
    createdAt: 0,
    updatedAt: 0,
    inviteCode: "x",
    state,
    toAct: over ? [] : [...game.toAct(state)],
    moveCount: moves,
    chatCount: 0,
    undoSeat: null,
    outcome: game.outcome(state) ?? null,
  } as unknown as GameRow;
}

type Largest = { bytes: number; at: string; answers: number };

/** Plays `count` bot games and measures every seat's answer after every move. */
function measure(game: AnyGame, count: number, seats: number, options: unknown): Largest {
  const largest: Largest = { bytes: 0, at: "", answers: 0 };
  const people = seating(seats);
  for (let i = 0; i < count; i++) {
    let state = game.setup(seats, game.options.parse(options), `answers-${i}`);
    let movers: readonly number[] = Array.from({ length: seats }, (_, seat) => seat);
    for (let moves = 0; game.outcome(state) === undefined; moves++) {
      const stored = row(game, state, seats, moves);
      for (const seat of movers) {
        const bytes = JSON.stringify(describeGame(stored, people, `u${seat}`, seat, 0)).length;
        largest.answers++;
        if (bytes > largest.bytes) Object.assign(largest, { bytes, at: `move ${moves}, seat ${seat + 1}` });
      }
      const seat = game.toAct(state)[0] ?? 0;
      const played = game.play(state, seat, (game.timeoutMove ?? game.botMove)(state, seat));
      if (!played.ok) throw new Error(`${game.id}: the bot's move was refused: ${played.error.code}`);
      state = played.played.state;
      // A hidden move changes only its mover's answer; a move that shows something may change everybody's.
      movers = played.played.reveals || !game.hiddenMoves?.(state) ? people.map((_, s) => s) : [seat];
    }
  }
  return largest;
}

const started = performance.now();
for (const [id, { games, seats, options }] of Object.entries(SAMPLES)) {
  const game = GAMES[id];
  if (!game) throw new Error(`no game ${id}`);
  const { bytes, at, answers } = measure(game, games, seats, options);
  const verdict = bytes <= LIMIT ? "≤ 32 KB" : "OVER 32 KB";
  console.log(
    `${`largest game answer, ${id}`.padEnd(52)} ${(bytes / 1024).toFixed(1)} KB of JSON at ${at} (${verdict}; ${games} bot games, ${seats} seats, ${answers.toLocaleString("en-US")} answers)`,
  );
}
console.log(`${"answers measured in".padEnd(52)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
