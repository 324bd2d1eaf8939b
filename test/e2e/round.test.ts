import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { NotreDameState } from "../../worker/games/notre-dame/state.ts";
import words from "../../worker/games/notre-dame/words/en.ts";
import { BASE, chromiumForTests, screenshotsOnFailure, signIn, storedState } from "./browser.ts";
import { playOneMove } from "./nd-controls.ts";
import { budget } from "../budget.ts";

const cardName = (card: string) => String(words[`nd.card.${card}`]);

/** Opens the game fresh (as a player coming back later does) and says whether it is this player's turn. */
async function myTurn(page: Page, url: string): Promise<boolean> {
  await page.goto(url);
  const status = page.locator("p.turn");
  await status.waitFor();
  return (await status.textContent())?.includes("your turn") ?? false;
}

/** What the server tells this page's player about the game: whose turn, and the public round and phase. */
async function asServed(page: Page, gameId: string): Promise<{ mine: boolean; round: number; phase: string }> {
  return page.evaluate(async (id) => {
    const game = (await (await fetch(`/api/games/${id}`)).json()) as {
      mySeat?: number;
      toAct: number[];
      view: { round: number; phase: string };
    };
    return { mine: game.mySeat !== undefined && game.toAct.includes(game.mySeat), ...game.view };
  }, gameId);
}

describe("a round of Notre Dame in three browsers", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];

  it(
    "signs in three players, starts a game and plays a whole round through the UI",
    async () => {
      screenshotsOnFailure(() => pages, "round");
      const stamp = Date.now().toString(36);
      const emails = ["ann", "ben", "cid"].map((n) => `${n}.${stamp}@example.com`);
      for (const email of emails) pages.push(await signIn(await browser().newContext(), email));
      const [ann, ben, cid] = pages as [Page, Page, Page];

      await ann.locator('select[name="seats"]').selectOption("3");
      await ann.getByRole("button", { name: "Create the game" }).click();
      await ann.waitForURL(/\/games\/[0-9a-z]{12}$/);
      const url = ann.url();
      const gameId = url.split("/").at(-1) ?? "";
      for (const page of [ben, cid]) {
        await page.goto(url);
        await page.getByRole("button", { name: "Join" }).click();
        await page.getByRole("button", { name: "Leave" }).waitFor();
      }
      await ann.reload();
      await ann.getByRole("button", { name: "Start the game" }).click();
      await ann.locator("p.turn").waitFor();

      // Draft, first step: everybody keeps a card (simultaneous).
      for (const page of [ann, ben, cid]) {
        expect(await myTurn(page, url)).toBe(true);
        await playOneMove(page);
      }
      // Second step. Ann has the game open in a second tab too; she keeps in the first one, and
      // the second, now stale, must say the game moved on instead of failing.
      const staleTab = await ann.context().newPage();
      pages.push(staleTab);
      await staleTab.goto(url);
      await staleTab.locator(".nd-controls .nd-buttons button").first().waitFor();
      // Its polls held back, it stays on this version: with others at the table a page polls every 2 s.
      await staleTab.route(
        (u) => u.pathname === `/api/games/${gameId}`,
        (route) => (route.request().method() === "GET" ? route.abort() : route.continue()),
      );
      for (const page of [ann, ben, cid]) {
        expect(await myTurn(page, url)).toBe(true);
        await playOneMove(page);
        if (page === ann) {
          await playOneMove(staleTab);
          await expect.poll(() => staleTab.getByRole("alert").textContent()).toContain("The game moved on");
        }
      }

      // Each player's page shows exactly that seat's three cards as the hand.
      const state = await storedState<NotreDameState>(gameId);
      const seats = new Set<number>();
      for (const page of [ann, ben, cid]) {
        await page.goto(url);
        const seat = await page.evaluate(
          async (id) => ((await (await fetch(`/api/games/${id}`)).json()) as { mySeat: number }).mySeat,
          gameId,
        );
        seats.add(seat);
        const hand = state.players[seat]?.hand ?? [];
        expect(hand).toHaveLength(3);
        const line = (await page.locator(".nd-controls p.nd-line", { hasText: "Your hand:" }).textContent()) ?? "";
        const shown = hand.map(cardName).sort();
        const listed = shown.map((name) => line.split(name).length - 1);
        expect(listed, `seat ${seat} sees its hand ${shown.join(", ")} in "${line}"`).toEqual(
          shown.map((name) => shown.filter((n) => n === name).length),
        );
      }
      expect(seats.size).toBe(3);

      // Both rounds of action plays, then the bribes, in turn order; the plague follows by itself.
      // The one player the server names opens the game and finds it their turn.
      const round = state.round;
      for (let turn = 0; turn < 9; turn++) {
        const served = await Promise.all([ann, ben, cid].map((page) => asServed(page, gameId)));
        const toMove = [ann, ben, cid].filter((_, i) => served[i]?.mine);
        expect(toMove, `exactly one player acts at turn ${turn}`).toHaveLength(1);
        const [page] = toMove as [Page];
        expect(await myTurn(page, url)).toBe(true);
        await playOneMove(page);
      }
      await expect.poll(async () => (await asServed(ann, gameId)).round, { timeout: budget(15_000) }).toBe(round + 1);
      expect((await asServed(ann, gameId)).phase).toBe("draft");
      await ann.goto(url);
      await expect.poll(() => ann.locator(".log").textContent(), { timeout: budget(15_000) }).toMatch(/plague/i);
    },
    budget(290_000),
  );

  it("shows the dashboard's next-game button and a your-turn title", async () => {
    const page = pages[1];
    if (!page) throw new Error("the previous test signs the players in");
    screenshotsOnFailure(() => [page], "dashboard");
    await page.goto(`${BASE}/`);
    await page.getByRole("button", { name: /Next game/ }).click();
    await page.waitForURL(/\/games\//);
    await expect.poll(() => page.title()).toContain("Your turn");
  });
});
