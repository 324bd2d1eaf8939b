/**
 * The Worker's CPU per request, timed precisely: the real app (worker/app.ts) with production
 * settings runs in Node (V8, like workerd) over an in-memory SQLite (sql.js) standing in for D1,
 * and the time spent inside the database is subtracted. Deployed Workers and local workerd give
 * no sub-millisecond clock. What workerd does natively stays outside the timer: building the
 * incoming Request and streaming the response body out; WebCrypto runs inline as in workerd
 * (see workerd-crypto.ts). test/bench/worker.ts cross-checks the mean against workerd's own CPU.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createApp } from "../../worker/app.ts";
import { builtAssets } from "./assets.ts";
import { processCpu, sqlJsD1 } from "./sqljs-d1.ts";
import { installWorkerdCrypto } from "./workerd-crypto.ts";

installWorkerdCrypto();

// Work after the answer starts one macrotask later (worker/jobs/background.ts). Node holds a
// zero-delay timer for at least 1 ms of idle time, which is no CPU: here such a timer runs at
// the next turn of the event loop, so the drain's figure is its work alone.
const nodeSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((callback: () => void, delay?: number) =>
  delay ? nodeSetTimeout(callback, delay) : setImmediate(callback)) as typeof setTimeout;

const { db, d1, inDatabase } = await sqlJsD1();
for (const file of readdirSync("migrations")
  .filter((f) => f.endsWith(".sql"))
  .sort()) {
  for (const statement of readFileSync(`migrations/${file}`, "utf8").split("--> statement-breakpoint"))
    db.run(statement);
}
db.run("PRAGMA foreign_keys = ON");

let lastMail = "";
const env = {
  DB: d1,
  MAIL: {
    send: async (mail: { text: string }) => {
      lastMail = mail.text;
      return { messageId: "x" };
    },
  },
  ASSETS: builtAssets,
  ENVIRONMENT: "production",
  MAIL_FROM: "games@example.com",
  PUBLIC_URL: "http://localhost",
  ADMIN_EMAILS: "",
  SESSION_KEY: "cpu-bench",
} as unknown as Parameters<ReturnType<typeof createApp>["fetch"]>[1];

const app = createApp();
const ORIGIN = "http://localhost";
const background: Promise<unknown>[] = [];
const ctx = {
  waitUntil: (p: Promise<unknown>) => background.push(p),
  passThroughOnException: () => undefined,
  props: {},
};

/** One request; answers the response, its body, and the CPU it took (time minus database time). */
async function request(path: string, init: RequestInit = {}) {
  // workerd builds the Request and streams the response body natively; Node's undici does both
  // in JavaScript, so they stay outside the timing.
  const incoming = new Request(`${ORIGIN}${path}`, init);
  inDatabase.reset();
  const started = { wall: performance.now(), cpu: processCpu() };
  const response = await app.fetch(incoming, env, ctx as never);
  // Nothing in a request waits (the database and WebCrypto answer at once), so on an idle
  // machine the main thread's time is its CPU time, as a Worker's CPU limit counts it.
  const cpu = performance.now() - started.wall - inDatabase.wall;
  const allThreads = processCpu() - started.cpu - inDatabase.cpu;
  const text = await response.text();
  // Work the Worker does after answering (the outbox drain) is timed apart.
  inDatabase.reset();
  const after = performance.now();
  await Promise.all(background.splice(0));
  const drain = performance.now() - after - inDatabase.wall;
  return { response, text, cpu, allThreads, drain };
}

const write = (cookie: string, body?: unknown): RequestInit => ({
  method: "POST",
  headers: {
    cookie,
    Origin: ORIGIN,
    ...(body === undefined
      ? {}
      : {
          "Content-Type": "application/json",
          "Content-Length": String(new TextEncoder().encode(JSON.stringify(body)).length),
        }),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

async function signIn(email: string): Promise<string> {
  await request("/api/auth/email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  const token = /token=([\w-]+)/.exec(lastMail)?.[1] ?? "";
  const verified = await request("/api/auth/verify", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ token }),
  });
  return (verified.response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

type View = {
  version: number;
  status: string;
  toAct: number[];
  players: { userId: string; seat?: number }[];
  legalMoves: unknown[];
};

const moves: number[] = [];
const movesAllThreads: number[] = [];
const drains: number[] = [];
const invocations: number[] = [];
const gets: number[] = [];
const polls: number[] = [];
let seed = 1;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};

const cookies: string[] = [];
for (let i = 0; i < 4; i++) cookies.push(await signIn(`cpu${i}@example.com`));
const me = await Promise.all(
  cookies.map(async (cookie) => JSON.parse((await request("/api/me", { headers: { cookie } })).text) as { id: string }),
);
const cookieOf = new Map(me.map((m, i) => [m.id, cookies[i] ?? ""]));
for (let g = 0; g < 6; g++) {
  const [creator] = cookies as [string];
  const { id } = JSON.parse((await request("/api/games", write(creator, { type: "notre-dame", seats: 4 }))).text) as {
    id: string;
  };
  for (const cookie of cookies.slice(1)) await request(`/api/games/${id}/join`, write(cookie, {}));
  await request(`/api/games/${id}/start`, write(creator));
  for (let step = 0; ; step++) {
    const probe = JSON.parse((await request(`/api/games/${id}`, { headers: { cookie: creator } })).text) as View;
    if (probe.status !== "active") break;
    const seat = probe.toAct[0];
    const cookie = cookieOf.get(probe.players.find((p) => p.seat === seat)?.userId ?? "") ?? "";
    const got = await request(`/api/games/${id}`, { headers: { cookie } });
    const view = JSON.parse(got.text) as View;
    const poll = await request(`/api/games/${id}`, {
      headers: { cookie, "If-None-Match": got.response.headers.get("ETag") ?? "" },
    });
    const move = view.legalMoves[random(view.legalMoves.length)];
    const played = await request(
      `/api/games/${id}/moves`,
      write(cookie, { version: view.version, idempotencyKey: `cpu-bench-${g}-${step}`, move }),
    );
    if (played.response.status !== 200) throw new Error(`move answered ${played.response.status}: ${played.text}`);
    if (g > 0) {
      // The first game warms the JIT up.
      moves.push(played.cpu);
      movesAllThreads.push(played.allThreads);
      drains.push(played.drain);
      invocations.push(played.cpu + played.drain);
      gets.push(got.cpu);
      polls.push(poll.cpu);
    }
  }
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? NaN;
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(44)} ${pct(values, 0.5).toFixed(3)} / ${pct(values, 0.9).toFixed(3)} / ${pct(values, 0.99).toFixed(3)} ms (p50 / p90 / p99, n=${values.length})`,
  );
console.log("\nWorker CPU per request (the app in Node, database time subtracted; run it on an idle machine)");
line("move request (target p99 <= 2 ms)", moves);
line("the same in CPU of all the process's threads", movesAllThreads);
line("outbox drain after a move (waitUntil)", drains);
line("move and its drain (one invocation)", invocations);
line("GET game (200)", gets);
line("GET game (304)", polls);
