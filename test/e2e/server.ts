import type { TestProject } from "vitest/node";
import { startDevServer, type DevServer } from "./wrangler.ts";

let server: DevServer | undefined;

/** Starts `wrangler dev` (development settings, a fresh local D1) for the browser tests. */
export async function setup(project: TestProject): Promise<void> {
  server = await startDevServer();
  project.provide("e2eBase", server.base);
  project.provide("e2ePersist", server.persist);
}

export function teardown(): void {
  server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eBase: string;
    e2ePersist: string;
  }
}
