/**
 * Service figures against `wrangler dev` with a local D1 (a script that prints, not a timed
 * test): move latency and throughput, the Worker's CPU per request and D1 cost per request,
 * read from the headers the Worker adds in development.
 */
import { readFileSync, readdirSync } from "node:fs";
import { randomInt, seedRng, type RngState } from "../../worker/games/rng.ts";
import {
  field,
  json,
  ORIGIN,
  signInPlayers,
  startGame,
  startService,
  timedFetch,
  write,
  type Players,
  type Sample,
  type Started,
} from "./service.ts";

/** What work after the answers (the notifications) cost D1 so far in the Worker's isolate: bookkeeping, and the senders' own statements. */
type Background = { roundTrips: number; statements: number; sendingRoundTrips: number; sendingStatements: number };

async function background(): Promise<Background> {
  const header = (await fetch(`${ORIGIN}/api/me`)).headers.get("X-D1-Background") ?? "";
  return {
    roundTrips: field(header, "round-trips"),
    statements: field(header, "statements"),
    sendingRoundTrips: field(header, "sending-round-trips"),
    sendingStatements: field(header, "sending-statements"),
  };
}

/** The background totals once the work behind the last answers has finished (they stop changing). */
async function settledBackground(): Promise<Background> {
  let last = await background();
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await background();
    if (now.roundTrips === last.roundTrips && now.sendingRoundTrips === last.sendingRoundTrips) return now;
    last = now;
  }
  throw new Error("the background work never settled");
}

type GameView = {
  version: number;
  toAct: number[];
  players: { userId: string; seat?: number }[];
  legalMoves: unknown[];
  status: string;
};

async function playGame(
  { cookieOfUser }: Players,
  { id, creator }: Started,
  label: string,
  moves: Sample[],
  polls: Sample[],
): Promise<number> {
  let chooser: RngState = seedRng(label);
  let count = 0;
  let view = (await json<GameView>(`/api/games/${id}`, { headers: { cookie: creator } })).body;
  while (view.status === "active") {
    const seat = view.toAct[0] as number;
    const cookie = cookieOfUser.get(view.players.find((p) => p.seat === seat)?.userId ?? "") ?? "";
    const mine = await json<GameView>(`/api/games/${id}`, { headers: { cookie } });
    const etag = mine.headers.get("ETag") ?? "";
    const poll = await timedFetch(`/api/games/${id}`, { headers: { cookie, "If-None-Match": etag } });
    if (poll.response.status !== 304) throw new Error(`poll answered ${poll.response.status}`);
    polls.push(poll.sample);
    let pick: number;
    [pick, chooser] = randomInt(chooser, mine.body.legalMoves.length);
    const played = await timedFetch(
      `/api/games/${id}/moves`,
      write(cookie, {
        version: mine.body.version,
        idempotencyKey: `${label}-${count}`,
        move: mine.body.legalMoves[pick],
      }),
    );
    if (played.response.status !== 200) throw new Error(`move answered ${played.response.status}`);
    moves.push(played.sample);
    count++;
    view = (await json<GameView>(`/api/games/${id}`, { headers: { cookie: creator } })).body;
  }
  return count;
}

function stats(values: number[]): { p50: number; p90: number; p99: number; mean: number; max: number } {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    max: sorted.at(-1) ?? NaN,
  };
}

/** CPU seconds used so far by the workerd processes (user + system, from /proc): all the runtime's work, D1's SQLite included. */
function workerdCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd")) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks / 100;
}

const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
const f = (n: number, d = 2) => n.toFixed(d);

const stop = await startService();
try {
  const moves: Sample[] = [];
  const polls: Sample[] = [];
  const players = await signInPlayers();
  await playGame(players, await startGame(players), "warm-up", [], []);
  // The two rates are taken in turns, ROUNDS times, and compared round by round: a rate over a
  // few seconds on a 2-core machine swings with whatever else runs, and a ratio of two rates
  // taken minutes apart swings twice as much.
  const ROUNDS = 3;
  const rounds: { one: number; eight: number }[] = [];
  let played = 0;
  let workerdCpuPerRequest = NaN;
  let before: Background | undefined;
  let after: Background | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const games = [await startGame(players), await startGame(players)];
    const measured = round === 0;
    if (measured) before = await settledBackground();
    const started = performance.now();
    const cpuBefore = workerdCpuSeconds();
    let roundPlayed = 0;
    for (const [g, game] of games.entries())
      roundPlayed += await playGame(players, game, `bench-${round}-${g}`, measured ? moves : [], measured ? polls : []);
    const roundSeconds = (performance.now() - started) / 1000;
    if (measured) {
      // Each move in playGame costs one POST and four GETs (two of them 304 polls).
      workerdCpuPerRequest = ((workerdCpuSeconds() - cpuBefore) * 1000) / (roundPlayed * 5);
      after = await settledBackground();
      played = roundPlayed;
    }
    const parallel = await Promise.all(Array.from({ length: 8 }, () => startGame(players)));
    const concurrentStart = performance.now();
    const concurrent = await Promise.all(
      parallel.map((game, g) => playGame(players, game, `parallel-${round}-${g}`, [], [])),
    );
    const concurrentSeconds = (performance.now() - concurrentStart) / 1000;
    rounds.push({ one: roundPlayed / roundSeconds, eight: concurrent.reduce((a, b) => a + b, 0) / concurrentSeconds });
  }
  if (!before || !after) throw new Error("no measured round");
  const latency = stats(moves.map((s) => s.ms));
  const cpu = stats(moves.map((s) => s.cpu));
  const ratios = rounds.map((r) => r.eight / r.one).sort((a, b) => a - b);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const requestTrips = stats(moves.map((s) => s.roundTrips));
  const backgroundTrips = (after.roundTrips - before.roundTrips) / played;
  console.log("\nReferee service (wrangler dev, local D1, 4-player Notre Dame, random legal moves)");
  line("move requests measured", String(moves.length));
  line("move latency p50 / p99", `${f(latency.p50)} ms / ${f(latency.p99)} ms`);
  line(
    "moves per second, 1 game (incl. 3 GETs a move)",
    `${f(median(rounds.map((r) => r.one)), 1)} (median of ${ROUNDS} rounds: ${rounds.map((r) => f(r.one, 1)).join(", ")})`,
  );
  line(
    "moves per second, 8 games in parallel",
    `${f(median(rounds.map((r) => r.eight)), 1)} (${rounds.map((r) => f(r.eight, 1)).join(", ")})`,
  );
  line(
    "8 games / 1 game, each round's rates",
    `${f(median(ratios))}x median, ${ratios.map((r) => `${f(r)}x`).join(" ")} (target >= 1.5x)`,
  );
  line("D1 round trips per move: the request", `${f(requestTrips.mean)} (max ${requestTrips.max})`);
  line(
    "D1 round trips per move: its notifications",
    `${f(backgroundTrips)} (bookkeeping after the answer: the drain's claim and load 1, its outcomes 1 when it claimed any)`,
  );
  line("D1 round trips per move incl. notifications", `${f(requestTrips.mean + backgroundTrips)} (target <= 3)`);
  line(
    "D1 round trips per move by the senders",
    `${f((after.sendingRoundTrips - before.sendingRoundTrips) / played)} (development's copy of each mail on /dev/mail)`,
  );
  line("Worker CPU per move mean (in-Worker timer)", `${f(cpu.mean, 3)} ms`);
  line(
    "Worker CPU per move p50 / p90 / p99 (in-Worker timer)",
    `${f(cpu.p50, 0)} / ${f(cpu.p90, 0)} / ${f(cpu.p99, 0)} ms (workerd's clock ticks in whole ms; precise percentiles above)`,
  );
  line(
    "workerd process CPU per request (all work)",
    `${f(workerdCpuPerRequest, 3)} ms (upper bound: runtime, HTTP, SQLite)`,
  );
  line(
    "D1 statements per move mean / max",
    `${f(stats(moves.map((s) => s.statements)).mean)} / ${stats(moves.map((s) => s.statements)).max} (1 read + one batch; target: batch <= 3)`,
  );
  line(
    "D1 rows read per move mean / max",
    `${f(stats(moves.map((s) => s.read)).mean)} / ${stats(moves.map((s) => s.read)).max} (target: mean <= 15)`,
  );
  line(
    "D1 rows written per move mean / max",
    `${f(stats(moves.map((s) => s.written)).mean)} / ${stats(moves.map((s) => s.written)).max}`,
  );
  const pollLatency = stats(polls.map((s) => s.ms));
  line("304 poll latency p50 / p99", `${f(pollLatency.p50)} ms / ${f(pollLatency.p99)} ms`);
  line("304 poll CPU mean (in-Worker timer)", `${f(stats(polls.map((s) => s.cpu)).mean, 3)} ms`);
  line(
    "304 poll D1 statements / rows read (max)",
    `${stats(polls.map((s) => s.statements)).max} / ${stats(polls.map((s) => s.read)).max} (target <= 1 row)`,
  );
} finally {
  stop();
}
