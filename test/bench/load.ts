/**
 * Simulated months on loopback (issue 29 §6; a script that prints, not a timed test): `wrangler
 * dev` with a local D1 on 127.0.0.1, hundreds of players each at several 4-player Notre Dame
 * games. Every player keeps one open tab per game that polls with its ETag (every 2 s while it is
 * the player's turn or another player sits at the table, else every 15 s) and moves a while after
 * the turn comes; the script runs the cron itself (`/__scheduled`) with a clock running fast, so
 * deadlines fall due as they would over weeks. Bounded in players, games and time. It prints
 * moves/s and polls/s, the p50/p99 latency of each, D1 rows read and written per move and per
 * poll (the development headers, worker/db/metered.ts), the archive's size per game when the
 * Worker has an R2 binding, and whether every game replays from its log to its stored state.
 *
 * `npm run build && npx tsx test/bench/load.ts [players] [seconds]` (defaults 200 and 90).
 */
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GAMES } from "../../worker/games/registry.ts";
import { rebuild } from "../../worker/match/replay.ts";
import { BENCH_SESSION_KEY, d1, json, ORIGIN, startService, timedFetch, write, type Sample } from "./service.ts";

const PLAYERS = Number(process.argv[2] ?? 200);
const SECONDS = Number(process.argv[3] ?? 90);
const SEATS = 4;
/** Games a player sits at: PLAYERS × GAMES_EACH / SEATS games in all. */
const GAMES_EACH = 3;
/** Simulated time runs this much faster than the wall clock for the cron (90 s ≈ 6 weeks). */
const SPEED = 40_000;
/** How long a player takes to move once the turn came (wall clock). */
const THINK_MS = [1_000, 6_000] as const;
const ALONE_MS = 15_000;
const IN_COMPANY_MS = 2_000;

type Player = { id: string; cookie: string };
type View = {
  version: number;
  status: string;
  mySeat?: number;
  toAct: number[];
  legalMoves: unknown[];
};

/** Players straight into the fresh D1 (the sign-in mails are rate-limited per client address), with cookies signed as the service signs them. */
function seedPlayers(persist: string): Player[] {
  const now = Date.now();
  const players = Array.from({ length: PLAYERS }, (_, i) => ({
    id: `load-${i}`,
    secret: randomBytes(16).toString("hex"),
  }));
  const rows = players.map((p, i) => `('${p.id}', '${p.id}@example.com', 'Player ${i}', 'player ${i}', ${now})`);
  const file = join(persist, "seed.sql");
  writeFileSync(file, `INSERT INTO users (id, email, name, name_key, created_at) VALUES ${rows.join(",\n")};`);
  d1(persist, ["--file", file]);
  // Checked until after the run: no session row is read, as within a real cookie's check window.
  const checkedUntil = now + 3_600_000;
  return players.map(({ id, secret }) => {
    const value = `${secret}.${id}.${checkedUntil}`;
    const signature = createHmac("sha256", BENCH_SESSION_KEY).update(value).digest("base64");
    return { id, cookie: `session=${encodeURIComponent(`${value}.${signature}`)}` };
  });
}

async function startGames(players: readonly Player[]): Promise<{ id: string; seats: Player[] }[]> {
  const games: { id: string; seats: Player[] }[] = [];
  const count = Math.floor((players.length * GAMES_EACH) / SEATS);
  for (let g = 0; g < count; g++) {
    // Each game's players a spread of the list, so every player sits at GAMES_EACH games with different company.
    const seats = Array.from(
      { length: SEATS },
      (_, s) => players[(g + s * Math.ceil(count / SEATS)) % players.length] as Player,
    );
    const [creator, ...others] = seats as [Player, ...Player[]];
    const created = await json<{ id: string }>(
      "/api/games",
      write(creator.cookie, { type: "notre-dame", seats: SEATS }),
    );
    if (created.status !== 201) throw new Error(`create answered ${created.status}`);
    for (const p of others) await fetch(`${ORIGIN}/api/games/${created.body.id}/join`, write(p.cookie, {}));
    const started = await fetch(`${ORIGIN}/api/games/${created.body.id}/start`, write(creator.cookie));
    if (started.status !== 200) throw new Error(`start answered ${started.status}: ${await started.text()}`);
    games.push({ id: created.body.id, seats });
  }
  return games;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Where the script is, on stderr (set-up and the checks take a while on a busy machine). */
const progress = (what: string) => console.error(`[load] ${new Date().toISOString().slice(11, 19)} ${what}`);
const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);

type Tally = { moves: Sample[]; polls: Sample[]; loads: Sample[]; refused: number };

/** One player's open tab at one game, until `end`: polls with its ETag, moves when its turn has waited long enough. */
async function tab(game: string, player: Player, end: number, tally: Tally): Promise<void> {
  let etag = "";
  let view: View | undefined;
  let turnSince: number | undefined;
  let think = between(THINK_MS);
  // Tabs open at different moments, as people do.
  await sleep(Math.random() * ALONE_MS);
  while (Date.now() < end) {
    const { response, sample, text } = await timedFetch(`/api/games/${game}?tab=hidden`, {
      headers: { cookie: player.cookie, ...(etag ? { "If-None-Match": etag } : {}) },
    });
    if (response.status === 304) tally.polls.push(sample);
    else if (response.status === 200) {
      tally.loads.push(sample);
      etag = response.headers.get("ETag") ?? "";
      view = JSON.parse(text) as View;
    }
    const mine = view?.status === "active" && view.mySeat !== undefined && view.toAct.includes(view.mySeat);
    if (!mine) turnSince = undefined;
    else turnSince ??= Date.now();
    if (view && mine && turnSince !== undefined && Date.now() - turnSince >= think && view.legalMoves.length) {
      const move = view.legalMoves[Math.floor(Math.random() * view.legalMoves.length)];
      const played = await timedFetch(
        `/api/games/${game}/moves`,
        write(player.cookie, { version: view.version, idempotencyKey: randomBytes(8).toString("hex"), move }),
      );
      if (played.response.status === 200) tally.moves.push(played.sample);
      else tally.refused += 1;
      etag = "";
      turnSince = undefined;
      think = between(THINK_MS);
      continue;
    }
    if (view?.status === "finished") return;
    const company = Number(response.headers.get("X-Others-Present") ?? 0) > 0;
    await sleep(Math.min(mine || company ? IN_COMPANY_MS : ALONE_MS, end - Date.now()));
  }
}

/** The cron, driven by the script: one tick every 2 s of wall clock, its clock running `SPEED` times faster. */
async function cron(start: number, end: number): Promise<number> {
  let ticks = 0;
  while (Date.now() < end) {
    const simulated = start + (Date.now() - start) * SPEED;
    const tick = await fetch(`${ORIGIN}/__scheduled?cron=*+*+*+*+*&time=${simulated}`);
    if (!tick.ok) throw new Error(`the cron answered ${tick.status}: ${await tick.text()}`);
    ticks += 1;
    await sleep(2_000);
  }
  return ticks;
}

function stats(values: number[]): { p50: number; p99: number; mean: number } {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1) };
}

/** Every game replayed from its seed and log to the state stored for it: the ids of those that differ. */
function lostGames(persist: string): { games: number; moves: number; timeouts: number; differ: string[] } {
  const read = <T>(query: string) =>
    (JSON.parse(d1(persist, ["--json", "--command", query])) as { results: T[] }[])[0]?.results ?? [];
  const games = read<{ id: string; type: string; options: string; seat_count: number; seed: string; state: string }>(
    "SELECT id, type, options, seat_count, seed, state FROM games WHERE seed IS NOT NULL",
  );
  const moves = read<{
    game_id: string;
    seq: number;
    kind: "move" | "undo" | "timeout";
    seat: number | null;
    move: string;
  }>("SELECT game_id, seq, kind, seat, move FROM moves ORDER BY game_id, seq");
  const differ = games.filter((g) => {
    const game = GAMES[g.type];
    if (!game) return true;
    const rows = moves.filter((m) => m.game_id === g.id).map((m) => ({ ...m, move: JSON.parse(m.move) as unknown }));
    const replayed = rebuild(game, g.seat_count, game.options.parse(JSON.parse(g.options)), g.seed, rows);
    return JSON.stringify(replayed) !== JSON.stringify(JSON.parse(g.state));
  });
  const timeouts = moves.filter((m) => m.kind === "timeout").length;
  return { games: games.length, moves: moves.length, timeouts, differ: differ.map((g) => g.id) };
}

const line = (label: string, value: string) => console.log(`${label.padEnd(46)} ${value}`);
const f = (n: number, d = 1) => n.toFixed(d);
const perRequest = (samples: Sample[], key: "read" | "written") => f(stats(samples.map((s) => s[key])).mean, 2);

let persist = "";
let players: Player[] = [];
const r2 = /\[\[r2_buckets\]\]/.test(readFileSync("wrangler.toml", "utf8"));
const stop = await startService({
  seed: (dir) => {
    players = seedPlayers(dir);
    progress(`${players.length} players seeded; starting wrangler dev`);
  },
  persist: (dir) => {
    persist = dir;
  },
  vars: ["BOT_PAUSE_MS:0"],
});
try {
  progress("service up; starting games");
  const setupStarted = performance.now();
  const games = await startGames(players);
  progress(`${games.length} games started; playing`);
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const tally: Tally = { moves: [], polls: [], loads: [], refused: 0 };
  const start = Date.now();
  const end = start + SECONDS * 1000;
  const [ticks] = await Promise.all([
    cron(start, end),
    ...games.flatMap((g) => g.seats.map((p) => tab(g.id, p, end, tally))),
  ]);
  const seconds = (Date.now() - start) / 1000;
  const moveLatency = stats(tally.moves.map((s) => s.ms));
  const pollLatency = stats(tally.polls.map((s) => s.ms));
  console.log(
    `\nLoad (wrangler dev, local D1, 127.0.0.1; ${PLAYERS} players, ${games.length} four-player Notre Dame games, ${GAMES_EACH} each)`,
  );
  line("set-up (games created, joined, started)", `${f(setupSeconds)} s`);
  line(
    "run (wall clock) / simulated by the cron",
    `${f(seconds)} s / ${f((seconds * 1000 * SPEED) / 86_400_000)} days (${ticks} cron ticks)`,
  );
  line("moves per second (200) / refused (409)", `${f(tally.moves.length / seconds, 2)} / ${tally.refused}`);
  line(
    "304 polls per second / 200 loads per second",
    `${f(tally.polls.length / seconds, 2)} / ${f(tally.loads.length / seconds, 2)}`,
  );
  line("move latency p50 / p99", `${f(moveLatency.p50)} / ${f(moveLatency.p99)} ms`);
  line("304 poll latency p50 / p99", `${f(pollLatency.p50)} / ${f(pollLatency.p99)} ms`);
  line(
    "D1 rows per move: read / written",
    `${perRequest(tally.moves, "read")} / ${perRequest(tally.moves, "written")}`,
  );
  line(
    "D1 rows per 304 poll: read / written",
    `${perRequest(tally.polls, "read")} / ${perRequest(tally.polls, "written")}`,
  );
  line(
    "D1 rows per 200 load: read / written",
    `${perRequest(tally.loads, "read")} / ${perRequest(tally.loads, "written")}`,
  );
  if (!r2) line("archive size per game", "no R2 binding in wrangler.toml: no archive to measure");
  progress("replaying every game from its log");
  const lost = lostGames(persist);
  line(
    "every game replays to its stored state",
    lost.differ.length === 0
      ? `yes (${lost.games} games, ${lost.moves} log rows, ${lost.timeouts} of them the cron's timeouts)`
      : `NO: ${lost.differ.length} of ${lost.games} differ (${lost.differ.slice(0, 5).join(", ")})`,
  );
  if (lost.differ.length) process.exitCode = 1;
} finally {
  stop();
}
