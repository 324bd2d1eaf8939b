import { type ChildProcess, type ExecFileSyncOptions, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storedValue } from "./stored-d1.ts";

/** A port nobody listens on now, so two runs on one machine do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The one administrator of the test server (leagues are created by administrators). */
export const ADMIN_EMAIL = "admin@example.com";

const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** wrangler's own script, run by this Node: `npx wrangler` spends most of a second finding it, on every call. */
const WRANGLER_JS = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");

/** Runs a wrangler command to its end; its output, when `options` asks for it as text. */
export function wranglerSync(args: readonly string[], options: ExecFileSyncOptions): string | Buffer {
  return execFileSync(process.execPath, [WRANGLER_JS, ...args], { env: WRANGLER_ENV, ...options });
}

export interface DevServer {
  readonly base: string;
  /** The folder of its local D1, for reading stored state. */
  readonly persist: string;
  stop(): void;
}

/** Ends a spawned process and its children (wrangler's workerd and esbuild), if any are left. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the whole group has ended already.
  }
}

/**
 * Where the test server's output goes: what the Worker logs, an error behind a 500 among it.
 * Opened anew by each run, in the folder of the failed tests' screenshots.
 */
function serverLog(): number {
  mkdirSync("test-results", { recursive: true });
  return openSync(join("test-results", "wrangler-dev.log"), "w");
}

/** `wrangler dev` with development settings on `port`, its local D1 in `persist` (the built client in web/dist), its output to `log`. */
function spawnDev(port: number, persist: string, log: number): ChildProcess {
  return spawn(
    process.execPath,
    // --test-scheduled: a test runs the cron at a time of its choosing (GET /__scheduled?time=…); ADMIN_EMAILS: who may create leagues.
    [
      WRANGLER_JS,
      "dev",
      "--port",
      String(port),
      "--persist-to",
      persist,
      "--test-scheduled",
      // The Worker's warnings and errors only: a line per request cost a round trip from workerd
      // to wrangler's Node for each of the thousands of requests a run makes.
      "--log-level",
      "warn",
      "--var",
      "ENVIRONMENT:development",
      "--var",
      "SESSION_KEY:e2e-only",
      "--var",
      `PUBLIC_URL:http://localhost:${port}`,
      "--var",
      `ADMIN_EMAILS:${ADMIN_EMAIL}`,
      // Bots still move one at a time, a tenth of the pause a person watches (wrangler.toml): a
      // whole game against three bots waited a minute and a half on it.
      "--var",
      "BOT_PAUSE_MS:100",
    ],
    { env: WRANGLER_ENV, stdio: ["ignore", log, log], detached: true },
  );
}

/** Whether `server` answers on `base` within three minutes (wrangler dev starts in seconds on an idle machine). */
async function answers(base: string, server: ChildProcess): Promise<boolean> {
  for (const until = Date.now() + 180_000; Date.now() < until && server.exitCode === null; ) {
    try {
      await fetch(`${base}/api/me`);
      // What answered must be this server: another run's, started on the same free port a moment
      // earlier, answers too while this one exits on the taken port.
      await new Promise((r) => setTimeout(r, 1_000));
      return server.exitCode === null;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return false;
}

/**
 * Applies the migrations to a fresh local D1. Tried up to three times: once, at the start of two
 * runs side by side, it failed (exit code 1) and took the whole e2e project with it; the last
 * try's output is in the error.
 */
function migrate(persist: string, attempt = 1): void {
  try {
    wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    if (attempt < 3) return migrate(persist, attempt + 1);
    const { stderr, stdout } = error as { stderr?: unknown; stdout?: unknown };
    throw new Error(`wrangler d1 migrations apply failed three times:\n${stdout}${stderr}`);
  }
}

/**
 * Starts `wrangler dev` on a fresh local D1. Should it die mid-run (seen once beside a second
 * `npm test`, silently), it is started again on the same port and database, so the sessions and
 * games the tests hold stay valid; how it ended is printed, so a crash is never hidden.
 */
export async function startDevServer(attempt = 1): Promise<DevServer> {
  const port = await freePort();
  const persist = mkdtempSync(join(tmpdir(), "e2e-d1-"));
  migrate(persist);
  const log = serverLog();
  let server = spawnDev(port, persist, log);
  let stopping = false;
  const stop = () => {
    stopping = true;
    killGroup(server, "SIGTERM");
    rmSync(persist, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  if (!(await answers(base, server))) {
    const exited = server.exitCode !== null;
    stop();
    if (exited && attempt < 3) return startDevServer(attempt + 1);
    throw new Error("wrangler dev did not start");
  }
  let restarts = 0;
  const restartOnExit = (child: ChildProcess) =>
    child.once("exit", (code, signal) => {
      if (stopping) return;
      console.error(`wrangler dev on port ${port} ended mid-run (${signal ?? `exit code ${code}`}): starting it again`);
      if (restarts++ >= 3) return;
      // What is left of it (workerd, esbuild) goes too, freeing the port.
      killGroup(child, "SIGKILL");
      server = spawnDev(port, persist, log);
      restartOnExit(server);
    });
  restartOnExit(server);
  return { base, persist, stop };
}

/**
 * Reads a game's stored state from the server's local D1 (a test may know every secret), from the
 * file and its log read into memory (`storedValue`): a reader opening the live file locked it for
 * the dev server, whose own read then failed with SQLITE_BUSY. A read that races a write may miss
 * the newest rows or be torn: retry.
 */
export async function readStoredState<T>(persist: string, gameId: string): Promise<T> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const state = await storedValue(persist, "SELECT state FROM games WHERE id = ?", [gameId]).catch((error) => {
      if (/malformed|not a database|SQLITE_CORRUPT/i.test(String(error))) return undefined;
      throw error;
    });
    if (state) return JSON.parse(state) as T;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`game ${gameId} not found in the server's D1`);
}
