import { chromium, type Browser, type BrowserContextOptions } from "playwright-core";

/** Debian's Chromium (playwright cannot download browsers here). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

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

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** The two screens every page must work on (issue 18 §7). */
export const SIZES = {
  desktop: { viewport: { width: 1366, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;
export type Size = keyof typeof SIZES;
