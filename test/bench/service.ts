/**
 * A local service for the bench scripts: `wrangler dev` on a fresh local D1 with development
 * settings (the `X-D1-Usage` headers), signed-in players, a started 4-player Notre Dame game, and
 * what each request cost.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Loopback only; `BENCH_PORT` lets two scripts (or two checkouts) run side by side. */
const PORT = Number(process.env.BENCH_PORT ?? 8799);
export const ORIGIN = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

export type Sample = { ms: number; cpu: number; statements: number; roundTrips: number; read: number; written: number };

export const field = (header: string, name: string) =>
  Number(new RegExp(`(?:^|; )${name}=(\\d+)`).exec(header)?.[1] ?? NaN);

function costOf(response: Response, ms: number): Sample {
  const usage = response.headers.get("X-D1-Usage") ?? "";
  return {
    ms,
    cpu: parseFloat(response.headers.get("X-Worker-CPU") ?? "NaN"),
    statements: field(usage, "statements"),
    roundTrips: Number(response.headers.get("X-D1-Round-Trips") ?? NaN),
    read: field(usage, "read"),
    written: field(usage, "written"),
  };
}

export async function timedFetch(
  path: string,
  init: RequestInit = {},
): Promise<{ response: Response; sample: Sample; text: string }> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${path}`, init);
  const text = await response.text();
  return { response, sample: costOf(response, performance.now() - started), text };
}

export async function json<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${ORIGIN}${path}`, init);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

export async function signIn(email: string): Promise<string> {
  await fetch(`${ORIGIN}/api/auth/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  const page = await (await fetch(`${ORIGIN}/dev/mail`)).text();
  const link = page
    .split("<article>")
    .find((a) => a.includes(email))
    ?.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!link) throw new Error(`no mail for ${email}`);
  const verified = await fetch(`${ORIGIN}/sign-in/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ token: link }).toString(),
    redirect: "manual",
  });
  return (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export const write = (cookie: string, body?: unknown): RequestInit => ({
  method: "POST",
  headers: { cookie, Origin: ORIGIN, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export type Players = { cookies: string[]; cookieOfUser: Map<string, string> };

export async function signInPlayers(): Promise<Players> {
  const cookies: string[] = [];
  for (let i = 0; i < 4; i++) cookies.push(await signIn(`bench-${i}-${Date.now()}@example.com`));
  const me = await Promise.all(cookies.map((cookie) => json<{ id: string }>("/api/me", { headers: { cookie } })));
  return { cookies, cookieOfUser: new Map(me.map((m, i) => [m.body.id, cookies[i] as string])) };
}

export type Started = { id: string; creator: string };

export async function startGame({ cookies }: Players): Promise<Started> {
  const [creator] = cookies as [string];
  const { body: created } = await json<{ id: string }>("/api/games", write(creator, { type: "notre-dame", seats: 4 }));
  for (const cookie of cookies.slice(1)) await fetch(`${ORIGIN}/api/games/${created.id}/join`, write(cookie, {}));
  await fetch(`${ORIGIN}/api/games/${created.id}/start`, write(creator));
  return { id: created.id, creator };
}

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

/** The key the bench's service signs its cookies with (a script may sign its own players' cookies). */
export const BENCH_SESSION_KEY = "bench-only";

/** SQL against the service's local D1 (`--json`: the rows of each statement). */
export function d1(persist: string, args: readonly string[]): string {
  return execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persist, ...args], {
    env,
    maxBuffer: 1 << 30,
  }).toString();
}

/**
 * Starts the service and waits until it answers; the function it gives back stops it and removes
 * its D1. `seed` runs on the migrated D1 before the service starts; `vars` are more `--var`s.
 * The cron runs only when asked (`/__scheduled?time=…`).
 */
export async function startService(
  options: { seed?: (persist: string) => void; vars?: readonly string[]; persist?: (dir: string) => void } = {},
): Promise<() => void> {
  const persist = mkdtempSync(join(tmpdir(), "bench-d1-"));
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
    env,
    stdio: "ignore",
  });
  options.seed?.(persist);
  options.persist?.(persist);
  const server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(PORT),
      "--test-scheduled",
      "--persist-to",
      persist,
      "--var",
      "ENVIRONMENT:development",
      "--var",
      `SESSION_KEY:${BENCH_SESSION_KEY}`,
      ...(options.vars ?? []).flatMap((v) => ["--var", v]),
    ],
    { env, stdio: "ignore", detached: true },
  );
  await waitForServer();
  return () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(persist, { recursive: true, force: true });
  };
}
