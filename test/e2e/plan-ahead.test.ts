import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import type { NotreDameState } from "../../worker/games/notre-dame/table.ts";
import { budget } from "../budget.ts";
import { BASE, chromiumForTests, screenshotsOnFailure, storedState } from "./browser.ts";
import { SIZES } from "./chromium.ts";
import { pastTheDraft } from "./drafted.ts";
import { asNewClient, call } from "./scenes.ts";

/*
 * Issue 30 §2 end to end, with one page load: bob plans his next action card on his table while
 * alice plays hers, and queues the card of his turn after that; alice moves (through the API), and
 * bob's table shows his first card played and only the second plan left; alice's answers never showed that a plan existed. Both sign in through the API (the
 * mail page's link posted by the request context), so no page is loaded for it.
 */

type Person = { id: string; context: BrowserContext; request: APIRequestContext };

/** Signs in without a page: the sign-in mail's link read from the mail page, its token posted as the link's button does. */
async function signInByApi(context: BrowserContext, email: string): Promise<Person> {
  await asNewClient(context);
  const { request } = context;
  await request.post(`${BASE}/api/auth/email`, { data: { email }, headers: { Origin: BASE } });
  const mail = await (await request.get(`${BASE}/dev/mail`)).text();
  const article = mail.split("<article>").find((a) => a.includes(email));
  const token = article?.match(/sign-in\/verify\?token=([^\s"<&]+)/)?.[1];
  if (!token) throw new Error(`no sign-in mail for ${email}`);
  await request.post(`${BASE}/sign-in/verify`, { form: { token }, headers: { Origin: BASE }, maxRedirects: 0 });
  const { id } = await call<{ id: string }>(request, BASE, "GET", "/api/me");
  return { id, context, request };
}

describe("a move planned ahead", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];

  it(
    "is planned on the table with the turn after it, played when the other player moves, and never shown to that player",
    async () => {
      screenshotsOnFailure(() => pages, "plan-ahead");
      const stamp = Date.now().toString(36);
      const alice = await signInByApi(await browser().newContext(), `plan.alice.${stamp}@example.com`);
      const bob = await signInByApi(await browser().newContext({ ...SIZES.desktop }), `plan.bob.${stamp}@example.com`);
      // The draft through the API, up to the first card played in turn.
      const { id, person, play, state } = await pastTheDraft(alice, bob);
      const first = notreDame.toAct(state())[0] ?? 0;
      const planner = person(1 - first);
      const mover = person(first);

      // What the mover's poll answers before the plan, to compare after it.
      const moverPoll = async () =>
        mover.request.get(`${BASE}/api/games/${id}`, { headers: { "If-None-Match": etag } });
      let etag = "";
      etag = (await moverPoll()).headers().etag ?? "";

      // The planner's table: plan a card without its action, on no condition.
      const page = await planner.context.newPage();
      pages.push(page);
      await page.goto(`${BASE}/games/${id}`);
      const region = page.getByRole("region", { name: "Plan ahead" });
      await region.getByRole("button", { name: "Plan my next move" }).click({ timeout: budget(30_000) });
      await page.locator('#move-controls button[data-step="what"]:not([disabled])').first().click();
      await page.locator('#move-controls button[data-step="skip-action"]').click();
      await region.getByRole("button", { name: "Plan it" }).click();
      await region.getByRole("button", { name: "Cancel plan" }).waitFor();
      // Then the planner's turn after that (its second card), queued the same way.
      await region.getByRole("button", { name: "Plan my turn after that" }).click();
      await page.locator('#move-controls button[data-step="what"]:not([disabled])').first().click();
      await page.locator('#move-controls button[data-step="skip-action"]').click();
      await region.getByRole("button", { name: "Plan it" }).click();
      await region.getByRole("heading", { name: "Your turn 2" }).waitFor();
      const cancels = region.getByRole("button", { name: "Cancel plan" });
      expect(await cancels.count()).toBe(2);

      // The mover saw nothing: its poll still matches, and it has no plans of its own.
      expect((await moverPoll()).status()).toBe(304);
      const moverPlans = await call<{ plans: unknown[] }>(mover.request, BASE, "GET", `/api/games/${id}/plans`);
      expect(moverPlans.plans).toEqual([]);

      // The mover plays its card; the server plays the plan as the planner's move.
      await play(
        first,
        notreDame.legalMoves(state(), first).find((m) => m.type === "play" && m.skip),
      );
      // The first plan is played; the second waits for its turn.
      await region.getByRole("heading", { name: "Your next turn" }).waitFor();
      await expect.poll(() => cancels.count(), { timeout: budget(30_000) }).toBe(1);
      const log = await call<{ entries: { seat?: number; kind: string }[] }>(
        planner.request,
        BASE,
        "GET",
        `/api/games/${id}/log`,
      );
      expect(log.entries.at(-1)).toMatchObject({ kind: "move", seat: 1 - first });
      const after = await storedState<NotreDameState>(id);
      expect(after.players[1 - first]?.played).toHaveLength(1);
      const moverLog = await (await mover.request.get(`${BASE}/api/games/${id}/log`)).text();
      expect(moverLog).not.toMatch(/plan/i);
    },
    budget(20_000),
  );
});
