import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject, onTestFailed } from "vitest";

export const BASE = inject("e2eBase");

/** Debian's Chromium, with the flags that keep it off this machine's closed network. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
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
export async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByRole("button", { name: /send me a link/i }).click();
  await page.getByRole("status").waitFor();
  await page.goto(`${BASE}/dev/mail`);
  const link = await page.locator("article", { hasText: email }).first().locator("a").first().getAttribute("href");
  if (!link) throw new Error(`no sign-in mail for ${email}`);
  await page.goto(link);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL(`${BASE}/`);
  return page;
}

/**
 * Reads a game's stored state from the local D1 of the test server (the test may know every
 * secret). Another process is writing that database, so a read may miss the newest rows: retry.
 */
export async function storedState<T>(gameId: string): Promise<T> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const out = execFileSync(
      "npx",
      ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("e2ePersist"), "--json", "--command", `SELECT state FROM games WHERE id = '${gameId}'`],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, encoding: "utf8" },
    );
    const [result] = JSON.parse(out) as { results: { state: string }[] }[];
    const state = result?.results[0]?.state;
    if (state) return JSON.parse(state) as T;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`game ${gameId} not found in the test server's D1`);
}
