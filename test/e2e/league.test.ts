import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE, chromiumForTests, screenshotsOnFailure, signIn } from "./browser.ts";
import { SIZES } from "./chromium.ts";
import { createLeague, untilPlaying } from "./league-scenes.ts";
import { checkEveryScreen } from "./matrix.ts";
import { call, LANGUAGES, setLanguage } from "./scenes.ts";
import { ADMIN_EMAIL } from "./wrangler.ts";
import { budget } from "../budget.ts";

describe("a league in Chromium", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];

  it(
    "a player signs up, sees the division table when the season starts, and opens a league game from the dashboard",
    async () => {
      screenshotsOnFailure(() => pages, "league");
      const stamp = Date.now().toString(36);
      const name = `Cathedral ${stamp}`;
      const admin = await signIn(await browser().newContext(), ADMIN_EMAIL);
      pages.push(admin);
      const id = await createLeague(admin.context().request, BASE, name);

      const annContext = await browser().newContext({ ...SIZES.desktop, locale: "en-US" });
      const ann = await signIn(annContext, `ann.${stamp}@example.com`);
      pages.push(ann);
      // The header leads to the leagues; the page says what to do first, and the league's card has the button.
      await ann.getByRole("navigation").getByRole("link", { name: "Leagues" }).click();
      await ann.waitForURL(`${BASE}/leagues`);
      await ann.locator("[data-prompt]", { hasText: /Pick a league below and press “Sign up”/ }).waitFor();
      const card = ann.locator(".league-card", { has: ann.getByRole("heading", { name }) });
      await card.getByRole("button", { name: "Sign up" }).click();
      await card.getByText("You are signed up").waitFor();
      await card.getByRole("button", { name: "Leave the league" }).waitFor();

      const ben = await signIn(await browser().newContext(), `ben.${stamp}@example.com`);
      pages.push(ben);
      await call(ben.context().request, BASE, "PUT", `/api/leagues/${id}/membership`);

      // The season's start date has passed: the cron forms the division and starts its games.
      const started = await untilPlaying(ann.context().request, BASE, id);
      expect(started.season?.divisions.map((d) => d.standings.map((s) => s.name).sort())).toEqual([
        [`ann.${stamp}`, `ben.${stamp}`].sort(),
      ]);

      await card.getByRole("link", { name }).click();
      await ann.waitForURL(`${BASE}/leagues/${id}`);
      await ann.locator("[data-prompt]", { hasText: /You play in division 1 this season/ }).waitFor();
      const table = ann.getByRole("table", { name: "Standings of division 1" });
      await expect(table.getByRole("rowheader").allTextContents()).resolves.toEqual(
        expect.arrayContaining([`ann.${stamp} (you)`, `ben.${stamp}`]),
      );
      for (const column of ["Place", "Player", "Played", "Points", "Wins", "Score"])
        await table.getByRole("columnheader", { name: column, exact: true }).waitFor();
      await ann.getByRole("heading", { level: 4, name: /in progress/ }).waitFor();

      // The dashboard's league game waits for ann (the draft): under "Your turn" once, not again among
      // the league games (issue 25 §8); its row's league name leads back, its game opens the table.
      await ann.getByRole("link", { name: "Correspondence games" }).click();
      const section = ann.locator("section", { has: ann.getByRole("heading", { level: 2, name: "Your turn" }) });
      await section.getByRole("link", { name: `${name}, season 1` }).waitFor();
      const leagues = ann.locator("section", { has: ann.getByRole("heading", { level: 2, name: "League games" }) });
      await leagues.getByText("Every league game of yours waits for your move: see above.").waitFor();
      const game = started.season?.divisions[0]?.games.find((g) => g.status === "active");
      await section.locator(`a[href="/games/${game?.id}"]`).click();
      await ann.waitForURL(`${BASE}/games/${game?.id}`);
      // The table's page replaces the dashboard once its game is in.
      await ann.getByRole("heading", { level: 1, name: "Notre Dame", exact: true }).waitFor();
    },
    budget(55_000),
  );

  it(
    "the league pages in four languages on a desktop and a phone: the prompt on the first screen, no sideways scrolling, text ≥ 12 px, 44 px targets, no serious axe violation",
    async () => {
      const stamp = Date.now().toString(36);
      const admin = await signIn(await browser().newContext(), ADMIN_EMAIL);
      const id = await createLeague(admin.context().request, BASE, `Tower ${stamp}`);
      const players: BrowserContext[] = [];
      for (const who of ["cid", "dee"]) {
        const page = await signIn(await browser().newContext(), `${who}.${stamp}@example.com`);
        players.push(page.context());
        await call(page.context().request, BASE, "PUT", `/api/leagues/${id}/membership`);
      }
      const [player] = players as [BrowserContext];
      await untilPlaying(player.request, BASE, id);
      const session = await player.storageState();
      // A guest's list and league, a member's list, league (the division, the games) and dashboard (the league games).
      const looks = [
        { path: "/leagues", signedIn: false },
        { path: `/leagues/${id}`, signedIn: false },
        { path: "/leagues", signedIn: true },
        { path: `/leagues/${id}`, signedIn: true },
        { path: "/", signedIn: true },
      ];
      const problems: string[] = [];
      for (const language of LANGUAGES) {
        await setLanguage(player.request, BASE, language);
        const seen = looks.map((look) => ({
          name: `${look.path} ${look.signedIn ? "member" : "guest"}`,
          path: look.path,
          session: look.signedIn ? session : undefined,
        }));
        problems.push(...(await checkEveryScreen(browser(), BASE, seen, language)));
      }
      await Promise.all([admin.context(), ...players].map((c) => c.close()));
      expect(problems, problems.join("\n")).toEqual([]);
    },
    budget(195_000),
  );
});
