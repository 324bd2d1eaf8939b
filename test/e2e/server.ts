import type { BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { launchServer } from "./chromium.ts";
import { startDevServer, type DevServer } from "./wrangler.ts";

let server: DevServer | undefined;
let chromium: BrowserServer | undefined;

/**
 * Starts `wrangler dev` (development settings, a fresh local D1) and one Chromium for every
 * browser test file: each file connects to it instead of launching its own.
 */
export async function setup(project: TestProject): Promise<void> {
  [server, chromium] = await Promise.all([startDevServer(), launchServer()]);
  project.provide("e2eBase", server.base);
  project.provide("e2ePersist", server.persist);
  project.provide("e2eChromium", chromium.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await chromium?.close();
  server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eBase: string;
    e2ePersist: string;
    e2eChromium: string;
  }
}
