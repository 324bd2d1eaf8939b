import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContextOptions, type BrowserServer } from "playwright-core";

/** Debian's Chromium (playwright cannot download browsers here). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's build of the same Chromium without the browser's own window layer, which drives the
 * browser tests (as playwright's own headless runs do): the same Blink lays out and draws the
 * pages, for about two thirds of the CPU (test/README.md). Where it is missing, the full browser
 * runs the tests, slower.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/** The flags that keep Chromium off this machine's closed network. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const OPTIONS = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS };

export function launch(): Promise<Browser> {
  return chromium.launch(OPTIONS);
}

/** A Chromium that other processes reach through its `wsEndpoint()` (one for every e2e file). */
export function launchServer(): Promise<BrowserServer> {
  const shell = existsSync(HEADLESS_SHELL_PATH);
  return chromium.launchServer({ ...OPTIONS, ...(shell && { executablePath: HEADLESS_SHELL_PATH }) });
}

/** Reaches a Chromium started by `launchServer`; closing the answer closes only its own contexts. */
export function connect(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/** The two screens every page must work on (issue 18 §7). */
export const SIZES = {
  desktop: { viewport: { width: 1366, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;
export type Size = keyof typeof SIZES;
