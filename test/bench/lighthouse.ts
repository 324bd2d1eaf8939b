/**
 * Lighthouse (issue 18 §10): the four category scores and the layout shift of the home page
 * (signed out), the dashboard and a Notre Dame table, on a phone and a desktop, against a local
 * `wrangler dev` with fresh data and Debian's Chromium. A measurement, not a test: the target is
 * >= 95 everywhere and CLS < 0.05. Expects `npm run build` first (npm run bench does it).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launch } from "../e2e/chromium.ts";
import { stage } from "../e2e/scenes.ts";
import { startDevServer } from "../e2e/wrangler.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The first element an audit names, to say where a failure is. */
function where(details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string } }[] } | undefined)?.items;
  const selector = items?.find((item) => item.node?.selector)?.node?.selector;
  return selector ? ` (${selector}${items && items.length > 1 ? ` and ${items.length - 1} more` : ""})` : "";
}

const server = await startDevServer();
try {
  const browser = await launch();
  const cast = await stage(browser, server, (name) => ["home", "dashboard", "table-actions"].includes(name)).finally(
    () => browser.close(),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    // alice's session cookie goes into the profile Lighthouse's tabs share (a Cookie header of
    // Lighthouse's own extraHeaders does not reach the page's fetches); signed out it is removed.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const profile = cdp.contexts()[0];
    if (!profile) throw new Error("Chromium has no default profile");
    console.log("\nLighthouse 12 (simulated throttling; target >= 95 each, CLS < 0.05)");
    console.log(
      `${"page".padEnd(22)} ${"form".padEnd(8)} ${CATEGORIES.map((c) => c.slice(0, 6).padStart(7)).join("")}     CLS  shifted`,
    );
    for (const scene of cast.scenes) {
      await profile.clearCookies();
      if (scene.who) await profile.addCookies(cast.sessions[scene.who].cookies ?? []);
      for (const form of ["mobile", "desktop"] as const) {
        const result = await lighthouse(
          `${server.base}${scene.path}`,
          { port: chrome.port, output: "json", logLevel: "error", disableStorageReset: true },
          form === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${scene.path}`);
        const { categories, audits } = result.lhr;
        const scores = CATEGORIES.map((c) => String(Math.round((categories[c]?.score ?? 0) * 100)).padStart(7)).join(
          "",
        );
        const cls = audits["cumulative-layout-shift"]?.numericValue ?? NaN;
        console.log(
          `${scene.name.padEnd(22)} ${form.padEnd(8)} ${scores} ${cls.toFixed(3).padStart(7)}  ${where(audits["layout-shifts"]?.details)}`,
        );
        for (const category of CATEGORIES) {
          const failing = (categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => `${ref.id}${where(audits[ref.id]?.details)}`);
          if (failing.length > 0) console.log(`${"".padEnd(31)} ${category}: ${failing.join(", ")}`);
        }
      }
    }
    await cdp.close();
  } finally {
    chrome.kill();
  }
} finally {
  server.stop();
}
