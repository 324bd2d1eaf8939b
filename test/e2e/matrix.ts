import type { Browser } from "playwright-core";
import { SIZES, type Size } from "./chromium.ts";
import { axeViolations, inspect } from "./legibility.ts";
import { LOCALES, visit, type Language, type StorageState } from "./scenes.ts";

/** A page as one person sees it: signed in with a session, or signed out. */
export interface Look {
  /** How its problems name it. */
  readonly name: string;
  readonly path: string;
  readonly session?: StorageState;
}

/** One browser tab: the looks of one session on one screen, loaded one after another. */
type Tab = { readonly size: Size; readonly session?: StorageState; readonly looks: readonly Look[] };

/** Tabs at work side by side: enough to keep both cores busy without starving the server. */
const PARALLEL = 3;

/**
 * Issue 18 §7's checks of every look on every screen in one language (the browser's locale; the
 * caller sets signed-in users' own language): no sideways scrolling, the prompt on the first
 * screen, text and touch-target sizes, no serious axe violation. One line per problem.
 *
 * Each look is a page load of its own, in a tab shared with the same session's other looks on the
 * same screen, as a person moving through the site: a fresh browser context per look cost Chromium
 * twice the CPU (a new renderer process each time, the app's scripts compiled anew), and the app
 * keeps nothing in the browser but its session cookie.
 */
export async function checkEveryScreen(
  browser: Browser,
  base: string,
  looks: readonly Look[],
  language: Language,
): Promise<string[]> {
  const sessions = [...new Set(looks.map((look) => look.session))];
  // The longest first, so that no tab is left alone at the end.
  const queue: Tab[] = (Object.keys(SIZES) as Size[])
    .flatMap((size) =>
      sessions.map((session) => ({ size, session, looks: looks.filter((l) => l.session === session) })),
    )
    .sort((a, b) => b.looks.length - a.looks.length);
  const problems: string[] = [];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let tab = queue.shift(); tab !== undefined; tab = queue.shift())
        problems.push(...(await checkTab(browser, base, tab, language)));
    }),
  );
  return problems;
}

async function checkTab(browser: Browser, base: string, tab: Tab, language: Language): Promise<string[]> {
  const problems: string[] = [];
  const context = await browser.newContext({
    ...SIZES[tab.size],
    locale: LOCALES[language],
    storageState: tab.session,
  });
  try {
    const page = await context.newPage();
    for (const look of tab.looks) {
      const where = `${look.name} ${tab.size} ${language}`;
      try {
        await visit(page, base, { name: look.name, path: look.path });
        const found = [...(await inspect(page, tab.size === "phone")), ...(await axeViolations(page))];
        problems.push(...found.map((problem) => `${where}: ${problem}`));
      } catch (error) {
        problems.push(`${where}: could not be checked: ${String(error).split("\n")[0]}`);
      }
    }
  } finally {
    await context.close();
  }
  return problems;
}
