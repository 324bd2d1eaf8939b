/**
 * `npm run screens`: a screenshot of every page issue 18 §7 names (the table in each phase, a
 * finished game and its replay, the lists and settings) on a desktop and a phone in each
 * language, into screens/ (git-ignored), for a person to look at. Its own server, fresh data.
 * `npm run screens -- en ru` takes only those languages.
 */
import { mkdirSync } from "node:fs";
import { launch, SIZES, type Size } from "../e2e/chromium.ts";
import { stageLeague } from "../e2e/league-scenes.ts";
import { LANGUAGES, LOCALES, speak, stage, visit, type Language, type Scene } from "../e2e/scenes.ts";
import { startDevServer } from "../e2e/wrangler.ts";

const OUT = "screens";
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(LANGUAGES as string[]).includes(a));
if (unknown.length > 0) throw new Error(`unknown language ${unknown.join(", ")}: one of ${LANGUAGES.join(", ")}`);
const languages = asked.length > 0 ? (asked as Language[]) : LANGUAGES;
const server = await startDevServer();
const browser = await launch();
try {
  const cast = await stage(browser, server);
  for (const note of cast.unreached) console.warn(`not shown: ${note}`);
  // The league pages (issue 13): alice's and bob's league; its past season last, as ending it changes the league.
  const league = await stageLeague(browser, server, cast.sessions);
  const shoot = async (scenes: readonly Scene[]) => {
    for (const language of languages) {
      await speak(browser, server.base, cast, language);
      mkdirSync(`${OUT}/${language}`, { recursive: true });
      for (const size of Object.keys(SIZES) as Size[]) {
        for (const scene of scenes) {
          const context = await browser.newContext({
            ...SIZES[size],
            locale: LOCALES[language],
            storageState: scene.who ? cast.sessions[scene.who] : undefined,
          });
          const page = await context.newPage();
          const path = `${OUT}/${language}/${scene.name}-${size}.png`;
          try {
            await visit(page, server.base, scene);
            await page.screenshot({ path, fullPage: true });
            console.log(path);
          } catch (error) {
            console.warn(`${path}: ${String(error).split("\n")[0]}`);
          } finally {
            await context.close();
          }
        }
      }
    }
  };
  await shoot([...cast.scenes, ...league.scenes]);
  await shoot(await league.finishSeason());
} finally {
  await browser.close();
  server.stop();
}
