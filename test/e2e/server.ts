import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/** A port nobody listens on now, so two test runs on one machine do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

let server: ChildProcess | undefined;
let persist: string | undefined;

/** Starts `wrangler dev` (development settings, a fresh local D1) for the browser tests. */
export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  persist = mkdtempSync(join(tmpdir(), "e2e-d1-"));
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], { env, stdio: "ignore" });
  server = spawn(
    "npx",
    ["wrangler", "dev", "--port", String(port), "--persist-to", persist, "--var", "ENVIRONMENT:development", "--var", "SESSION_KEY:e2e-only", "--var", `PUBLIC_URL:http://localhost:${port}`],
    { env, stdio: "ignore", detached: true },
  );
  // wrangler dev starts in seconds on an idle machine; a busy one gets three minutes.
  for (const until = Date.now() + 180_000; Date.now() < until; ) {
    try {
      await fetch(`http://localhost:${port}/api/me`);
      project.provide("e2eBase", `http://localhost:${port}`);
      project.provide("e2ePersist", persist);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error("wrangler dev did not start for the browser tests");
}

export async function teardown(): Promise<void> {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  if (persist) rmSync(persist, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eBase: string;
    e2ePersist: string;
  }
}
