import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject, onTestFailed } from "vitest";
import { connect } from "./chromium.ts";
import { signInAt } from "./scenes.ts";
import { readStoredState } from "./wrangler.ts";

export const BASE = inject("e2eBase");

/**
 * The shared Chromium (test/e2e/server.ts) for the tests of the describe block it is called in:
 * connected before them; the connection, and with it every context they opened, closed after.
 */
export function chromiumForTests(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connect(inject("e2eChromium"));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is connected before the tests");
    return browser;
  };
}

/** Saves a screenshot of every open page when the current test fails. */
export function screenshotsOnFailure(pages: () => Page[], name: string): void {
  onTestFailed(async () => {
    mkdirSync("test-results", { recursive: true });
    for (const [i, page] of pages().entries()) {
      await page.screenshot({ path: `test-results/${name}-${i}.png`, fullPage: true }).catch(() => undefined);
    }
  });
}

/** Signs in as a person does: the home page's form, the development mail page, the link's button. */
export function signIn(context: BrowserContext, email: string): Promise<Page> {
  return signInAt(context, BASE, email);
}

/** Reads a game's stored state from the local D1 of the test server (the test may know every secret). */
export function storedState<T>(gameId: string): Promise<T> {
  return readStoredState<T>(inject("e2ePersist"), gameId);
}
