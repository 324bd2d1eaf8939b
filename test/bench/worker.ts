/**
 * Service figures against `wrangler dev` with a local D1 (a script that prints, not a timed
 * test): move latency and throughput, the Worker's CPU per request and D1 cost per request,
 * read from the headers the Worker adds in development.
 */
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomInt, seedRng, type RngState } from "../../worker/games/rng.ts";

const PORT = 8799;
const ORIGIN = `http://localhost:${PORT}`;
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const persist = mkdtempSync(join(tmpdir(), "bench-d1-"));

type Sample = { ms: number; cpu: number; statements: number; read: number; written: number };

function costOf(response: Response, ms: number): Sample {
  const usage = response.headers.get("X-D1-Usage") ?? "";
  const field = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(usage)?.[1] ?? NaN);
  return { ms, cpu: parseFloat(response.headers.get("X-Worker-CPU") ?? "NaN"), statements: field("statements"), read: field("read"), written: field("written") };
}

async function timedFetch(path: string, init: RequestInit = {}): Promise<{ response: Response; sample: Sample }> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${path}`, init);
  await response.arrayBuffer();
  return { response, sample: costOf(response, performance.now() - started) };
}

async function json<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${ORIGIN}${path}`, init);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

async function signIn(email: string): Promise<string> {
  await fetch(`${ORIGIN}/api/auth/email`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) });
  const page = await (await fetch(`${ORIGIN}/dev/mail`)).text();
  const link = page.split("<article>").find((a) => a.includes(email))?.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!link) throw new Error(`no mail for ${email}`);
  const verified = await fetch(`${ORIGIN}/sign-in/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ token: link }).toString(),
    redirect: "manual",
  });
  return (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const write = (cookie: string, body?: unknown): RequestInit => ({
  method: "POST",
  headers: { cookie, Origin: ORIGIN, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

type GameView = { version: number; toAct: number[]; players: { userId: string; seat?: number }[]; legalMoves: unknown[]; status: string };

type Players = { cookies: string[]; cookieOfUser: Map<string, string> };

async function signInPlayers(): Promise<Players> {
  const cookies: string[] = [];
  for (let i = 0; i < 4; i++) cookies.push(await signIn(`bench-${i}-${Date.now()}@example.com`));
  const me = await Promise.all(cookies.map((cookie) => json<{ id: string }>("/api/me", { headers: { cookie } })));
  return { cookies, cookieOfUser: new Map(me.map((m, i) => [m.body.id, cookies[i] as string])) };
}

async function playGame({ cookies, cookieOfUser }: Players, label: string, moves: Sample[], polls: Sample[]): Promise<number> {
  const [creator] = cookies as [string];
  const { body: created } = await json<{ id: string }>("/api/games", write(creator, { type: "notre-dame", seats: 4 }));
  for (const cookie of cookies.slice(1)) await fetch(`${ORIGIN}/api/games/${created.id}/join`, write(cookie, {}));
  await fetch(`${ORIGIN}/api/games/${created.id}/start`, write(creator));
  let chooser: RngState = seedRng(label);
  let count = 0;
  let view = (await json<GameView>(`/api/games/${created.id}`, { headers: { cookie: creator } })).body;
  while (view.status === "active") {
    const seat = view.toAct[0] as number;
    const cookie = cookieOfUser.get(view.players.find((p) => p.seat === seat)?.userId ?? "") ?? "";
    const mine = await json<GameView>(`/api/games/${created.id}`, { headers: { cookie } });
    const etag = mine.headers.get("ETag") ?? "";
    const poll = await timedFetch(`/api/games/${created.id}`, { headers: { cookie, "If-None-Match": etag } });
    if (poll.response.status !== 304) throw new Error(`poll answered ${poll.response.status}`);
    polls.push(poll.sample);
    let pick: number;
    [pick, chooser] = randomInt(chooser, mine.body.legalMoves.length);
    const played = await timedFetch(
      `/api/games/${created.id}/moves`,
      write(cookie, { version: mine.body.version, idempotencyKey: `${label}-${count}`, move: mine.body.legalMoves[pick] }),
    );
    if (played.response.status !== 200) throw new Error(`move answered ${played.response.status}`);
    moves.push(played.sample);
    count++;
    view = (await json<GameView>(`/api/games/${created.id}`, { headers: { cookie: creator } })).body;
  }
  return count;
}

function stats(values: number[]): { p50: number; p90: number; p99: number; mean: number; max: number } {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length, max: sorted.at(-1) ?? NaN };
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

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(`${ORIGIN}/api/me`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error("wrangler dev did not start");
}

execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], { env, stdio: "ignore" });
const server = spawn(
  "npx",
  ["wrangler", "dev", "--port", String(PORT), "--persist-to", persist, "--var", "ENVIRONMENT:development", "--var", "SESSION_KEY:bench-only"],
  { env, stdio: "ignore", detached: true },
);
try {
  await waitForServer();
  const moves: Sample[] = [];
  const polls: Sample[] = [];
  const players = await signInPlayers();
  await playGame(players, "warm-up", [], []);
  const started = performance.now();
  const cpuBefore = workerdCpuSeconds();
  let played = 0;
  for (let g = 0; g < 2; g++) played += await playGame(players, `bench-${g}`, moves, polls);
  const seconds = (performance.now() - started) / 1000;
  // Each move in playGame costs one POST and four GETs (two of them 304 polls).
  const workerdCpuPerRequest = ((workerdCpuSeconds() - cpuBefore) * 1000) / (played * 5);
  const concurrentStart = performance.now();
  const concurrent = await Promise.all([0, 1, 2, 3].map((g) => playGame(players, `parallel-${g}`, [], [])));
  const concurrentSeconds = (performance.now() - concurrentStart) / 1000;
  const latency = stats(moves.map((s) => s.ms));
  const cpu = stats(moves.map((s) => s.cpu));
  console.log("\nReferee service (wrangler dev, local D1, 4-player Notre Dame, random legal moves)");
  line("move requests measured", String(moves.length));
  line("move latency p50 / p99", `${f(latency.p50)} ms / ${f(latency.p99)} ms`);
  line("moves per second, one client (incl. 3 GETs)", f(played / seconds, 1));
  line("moves per second, 4 games in parallel", f(concurrent.reduce((a, b) => a + b, 0) / concurrentSeconds, 1));
  line("Worker CPU per move mean (in-Worker timer)", `${f(cpu.mean, 3)} ms`);
  line("Worker CPU per move p50 / p90 / p99 (in-Worker timer)", `${f(cpu.p50, 0)} / ${f(cpu.p90, 0)} / ${f(cpu.p99, 0)} ms (workerd's clock ticks in whole ms; precise percentiles above)`);
  line("workerd process CPU per request (all work)", `${f(workerdCpuPerRequest, 3)} ms (upper bound: runtime, HTTP, SQLite)`);
  line("D1 statements per move mean / max", `${f(stats(moves.map((s) => s.statements)).mean)} / ${stats(moves.map((s) => s.statements)).max} (1 read + one batch; target: batch <= 3)`);
  line("D1 rows read per move mean / max", `${f(stats(moves.map((s) => s.read)).mean)} / ${stats(moves.map((s) => s.read)).max}`);
  line("D1 rows written per move mean / max", `${f(stats(moves.map((s) => s.written)).mean)} / ${stats(moves.map((s) => s.written)).max}`);
  const pollLatency = stats(polls.map((s) => s.ms));
  line("304 poll latency p50 / p99", `${f(pollLatency.p50)} ms / ${f(pollLatency.p99)} ms`);
  line("304 poll CPU mean (in-Worker timer)", `${f(stats(polls.map((s) => s.cpu)).mean, 3)} ms`);
  line("304 poll D1 statements / rows read (max)", `${stats(polls.map((s) => s.statements)).max} / ${stats(polls.map((s) => s.read)).max} (target <= 1 row)`);
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  rmSync(persist, { recursive: true, force: true });
}
