/**
 * How winnable level 6 is at all (a script that prints, not a test): a search that cheats. It reads
 * the piles' real order, which no player can, and plays the whole game as a beam: each turn, from
 * each kept position, it tries the best placements by the bot's ranking (strategy.ts) with every
 * meeple choice, makes the turn's other decisions as a timed-out player would, and keeps the
 * positions the look-ahead's valuation (worth.ts) ranks highest. What this search cannot win, a
 * player who sees one tile at a time will hardly win either; it plays the balance run's seeds.
 * `tsx test/bench/carcassonne-foresight.ts [seeds] [width]` (30 seeds, width 24: about 4 min a row).
 */
import { carcassonneGhosts as game } from "../../worker/games/carcassonne-ghosts/index.ts";
import type { CarcassonneState } from "../../worker/games/carcassonne-ghosts/index.ts";
import type { Move } from "../../worker/games/carcassonne-ghosts/moves.ts";
import { rankPlacements } from "../../worker/games/carcassonne-ghosts/strategy.ts";
import { worth } from "../../worker/games/carcassonne-ghosts/worth.ts";

/** Placements tried from each kept position, best ranked first. */
const PLACEMENTS = 10;

function mustPlay(s: CarcassonneState, move: Move): CarcassonneState {
  const result = game.play(s, s.turn.seat, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
  return result.played.state;
}

/** Every way the turn can end from `s`: each meeple choice tried, the other decisions the timeout defaults. */
function turnEnds(s: CarcassonneState, out: CarcassonneState[]): void {
  if (s.phase === "place" || s.phase === "over") {
    out.push(s);
    return;
  }
  if (s.phase === "meeple") {
    for (const m of game.legalMoves(s, s.turn.seat)) turnEnds(mustPlay(s, m), out);
    return;
  }
  if (!game.timeoutMove) throw new Error("no timeout default");
  turnEnds(mustPlay(s, game.timeoutMove(s, s.turn.seat)), out);
}

type Reach = { won: boolean; dogs: number };

/** The beam over the whole game from seed: whether some line wins, and how many dogs' deadlines the best lines met. */
function search(seats: number, seed: string, width: number): Reach {
  let beam = [game.setup(seats, { level: 6 }, seed)];
  let dogs = 0;
  while (beam.length > 0) {
    const next: { s: CarcassonneState; value: number }[] = [];
    for (const s of beam) {
      for (const { m } of rankPlacements(s, s.turn.seat, game.legalMoves(s, s.turn.seat)).slice(0, PLACEMENTS)) {
        const ends: CarcassonneState[] = [];
        turnEnds(mustPlay(s, m), ends);
        for (const end of ends) {
          if (end.result?.won) return { won: true, dogs: 2 };
          dogs = Math.max(dogs, end.pile);
          if (end.phase !== "over") next.push({ s: end, value: worth(end) });
        }
      }
    }
    next.sort((a, b) => b.value - a.value);
    // Lines that differ only in a choice that changed nothing value the same: keep one of them.
    const kept = new Set<string>();
    beam = [];
    for (const { s, value } of next) {
      const key = `${value}|${s.score.join()}|${s.tiles.length}`;
      if (kept.has(key)) continue;
      kept.add(key);
      beam.push(s);
      if (beam.length === width) break;
    }
  }
  return { won: false, dogs };
}

const seeds = Number(process.argv[2] ?? 30);
const width = Number(process.argv[3] ?? 24);
console.log(
  `Carcassonne ghosts level 6, a beam of ${width} that knows the piles' order, ${seeds} seeds a row (the balance run's)`,
);
console.log("| seats | won | dog 1 / dog 2 reached | time |");
console.log("|---|---|---|---|");
for (const seats of [1, 3]) {
  const started = performance.now();
  const reach = Array.from({ length: seeds }, (_, i) => search(seats, `balance-6-${seats}-${i}`, width));
  const share = (n: number) => `${n} of ${seeds}`;
  const dogs = (k: number) => share(reach.filter((r) => r.dogs >= k).length);
  console.log(
    `| ${seats} | ${share(reach.filter((r) => r.won).length)} | ${dogs(1)} / ${dogs(2)} | ${((performance.now() - started) / 1000).toFixed(0)} s |`,
  );
}
