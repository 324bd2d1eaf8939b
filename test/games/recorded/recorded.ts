import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AnyGame } from "../../../worker/games/contract.ts";
import { rebuild } from "../../../worker/match/replay.ts";

/** A whole game as the bots played it, kept for its rules version: replayed by every later engine of that version. */
export type Recorded = {
  type: string;
  rulesVersion: number;
  seats: number;
  options: unknown;
  seed: string;
  moves: { seat: number; move: unknown }[];
  /** SHA-256 of the final state as JSON: the state itself would be most of the file. */
  finalHash: string;
};

export const RECORDED_DIR = new URL(".", import.meta.url).pathname;

/** The hash a recorded game's final state is compared by. */
export const stateHash = (state: unknown) => createHash("sha256").update(JSON.stringify(state)).digest("hex");

/** Every recorded game with its file name (`<type>.v<version>.<label>.json`). */
export function recordedGames(): { file: string; game: Recorded }[] {
  return readdirSync(RECORDED_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ file, game: JSON.parse(readFileSync(join(RECORDED_DIR, file), "utf8")) as Recorded }));
}

/** The final state's hash the recorded log replays to under `engine`, through the service's own replay. */
export function replayedHash(engine: AnyGame, game: Recorded): string {
  const rows = game.moves.map((m, i) => ({ seq: i + 1, kind: "move" as const, seat: m.seat, move: m.move }));
  return stateHash(rebuild(engine, game.seats, game.options, game.seed, rows));
}
