/**
 * The archive's figures (a script that prints, not a timed test): `npx tsx test/bench/archive.ts`,
 * part of `npm run bench`. Each recorded whole game (test/games/recorded/, the bots' games of the
 * current rules) is replayed into the log rows the service writes (events included, a user id
 * per seat, a random UUID per move as the web client's idempotency key) and packed as the
 * archiver packs it: the bytes of its R2 object, and of the log rows it takes out of D1. What D1 keeps of an archived
 * game is measured on real rows by test/worker/archive.test.ts (worker/db/game-store/README.md).
 */
import { packArchive, type Archived } from "../../worker/db/game-store/archive.ts";
import { GAMES } from "../../worker/games/registry.ts";
import { recordedGames } from "../games/recorded/recorded.ts";

const fmt = (n: number) => n.toLocaleString("en-US");
const utf8 = (value: unknown) =>
  new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value)).length;
const START = Date.parse("2026-11-02T10:00:00Z");

for (const { file, game } of recordedGames()) {
  const engine = GAMES[game.type];
  if (!engine || engine.version !== game.rulesVersion) continue;
  const players = Array.from({ length: game.seats }, () => crypto.randomUUID());
  let state = engine.setup(game.seats, engine.options.parse(game.options), game.seed);
  const moves: Archived["moves"] = game.moves.map(({ seat, move }, i) => {
    const played = engine.play(state, seat, move);
    if (!played.ok) throw new Error(`${file}: move ${i + 1} refused`);
    state = played.played.state;
    return {
      seq: i + 1,
      kind: "move",
      seat,
      userId: players[seat] ?? null,
      move,
      events: [...played.played.events],
      undoable: false,
      idempotencyKey: crypto.randomUUID(),
      createdAt: START + i * 3_600_000,
    };
  });
  const archived: Archived = {
    format: 1,
    id: crypto.randomUUID(),
    type: game.type,
    rulesVersion: game.rulesVersion,
    options: game.options,
    seats: game.seats,
    seed: game.seed,
    state,
    moves,
  };
  const logBytes = moves.reduce(
    (sum, m) =>
      sum +
      Object.values(m).reduce<number>((s, v) => s + (typeof v === "number" || typeof v === "boolean" ? 8 : utf8(v)), 0),
    0,
  );
  console.log(
    `${`archive ${file.replace(/\.json$/, "")}`.padEnd(52)} ${fmt((await packArchive(archived)).length)} B gzipped (${moves.length} moves; log ${fmt(logBytes)} B and state ${fmt(utf8(state))} B out of D1)`,
  );
}
