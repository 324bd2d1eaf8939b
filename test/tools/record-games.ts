/**
 * Records whole games for the replay fixtures (test/games/recorded/): the bots play one game of
 * each title, Carcassonne ghosts at two levels, under the current rules, and each is written as
 * `<type>.v<version>.<label>.json`. Files of other versions stay: they are the record of those
 * rules. Run it after bumping a game's rules version: `npx tsx test/tools/record-games.ts`.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AnyGame } from "../../worker/games/contract.ts";
import { GAMES } from "../../worker/games/registry.ts";
import { RECORDED_DIR, stateHash, type Recorded } from "../games/recorded/recorded.ts";

const GAMES_TO_RECORD = [
  { type: "notre-dame", label: "3-seats", seats: 3, options: {} },
  { type: "carcassonne-ghosts", label: "1-seat-level-1", seats: 1, options: { level: 1 } },
  { type: "carcassonne-ghosts", label: "2-seats-level-5", seats: 2, options: { level: 5 } },
  { type: "deal-with-the-devil", label: "4-seats", seats: 4, options: {} },
] as const;

/** The bots' whole game from `seed`: each move by the first seat to act. */
function botGame(engine: AnyGame, seats: number, options: unknown, seed: string) {
  let state = engine.setup(seats, engine.options.parse(options), seed);
  const moves: Recorded["moves"] = [];
  while (!engine.outcome(state)) {
    const seat = engine.toAct(state)[0];
    if (seat === undefined) throw new Error("nobody acts in an unfinished game");
    const move = engine.botMove(state, seat);
    const played = engine.play(state, seat, move);
    if (!played.ok) throw new Error(`the bot's move was refused: ${played.error.code}`);
    moves.push({ seat, move });
    state = played.played.state;
  }
  return { moves, final: state };
}

const written: string[] = [];
for (const { type, label, seats, options } of GAMES_TO_RECORD) {
  const engine = GAMES[type];
  if (!engine) throw new Error(`no game ${type}`);
  const seed = `recorded-${type}-${label}`;
  const { moves, final } = botGame(engine, seats, options, seed);
  const recorded: Recorded = {
    type,
    rulesVersion: engine.version,
    seats,
    options: engine.options.parse(options),
    seed,
    moves,
    finalHash: stateHash(final),
  };
  const file = `${type}.v${engine.version}.${label}.json`;
  writeFileSync(join(RECORDED_DIR, file), JSON.stringify(recorded));
  written.push(join(RECORDED_DIR, file));
  console.log(`${file}: ${moves.length} moves`);
}
// In the formatter's shape, so `npm run format:check` passes as recorded.
execFileSync("npx", ["biome", "format", "--write", ...written], { stdio: "inherit" });
