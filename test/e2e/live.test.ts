import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Seat } from "../../worker/games/contract.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import type { NotreDameState } from "../../worker/games/notre-dame/table.ts";
import { BASE, chromiumForTests, screenshotsOnFailure, signIn, storedState } from "./browser.ts";
import { SIZES } from "./chromium.ts";
import { call } from "./scenes.ts";

type Answer = { version: number; players: { userId: string; seat?: number }[] };

/** The text of a page's prompt, once its table has drawn. */
async function prompt(page: Page): Promise<string> {
  return (await page.locator("[data-prompt]").first().textContent({ timeout: 30_000 })) ?? "";
}

/** How long after `since` the page's prompt stops saying `before` (at most `within` ms, else the wait fails). */
async function shown(page: Page, before: string, since: number, within: number): Promise<number> {
  await page.waitForFunction(
    `document.querySelector("[data-prompt]")?.textContent !== ${JSON.stringify(before)}`,
    undefined,
    {
      timeout: within,
      polling: 100,
    },
  );
  return Date.now() - since;
}

describe("while two players sit at the table", () => {
  const browser = chromiumForTests();
  const pages: Page[] = [];

  it("each sees the other's move within 3 s, on a desktop and on a phone", async () => {
    screenshotsOnFailure(() => pages, "live");
    const stamp = Date.now().toString(36);
    const people = await Promise.all(
      ["alice", "bob"].map(async (name) => {
        const context = await browser().newContext();
        await signIn(context, `live.${name}.${stamp}@example.com`);
        const { id } = await call<{ id: string }>(context.request, BASE, "GET", "/api/me");
        return { id, request: context.request, session: await context.storageState() };
      }),
    );
    const [alice, bob] = people as [(typeof people)[0], (typeof people)[0]];
    const { id } = await call<{ id: string }>(alice.request, BASE, "POST", "/api/games", {
      type: notreDame.id,
      seats: 2,
    });
    await call(bob.request, BASE, "POST", `/api/games/${id}/join`, {});
    const started = await call<Answer>(alice.request, BASE, "POST", `/api/games/${id}/start`);
    const person = (seat: Seat) => (started.players.find((p) => p.seat === seat)?.userId === alice.id ? alice : bob);

    // The draft through the API, up to the first card played in turn.
    let state = await storedState<NotreDameState>(id);
    let version = started.version;
    const play = async (request: APIRequestContext, seat: Seat) => {
      const move = notreDame.botMove(state, seat);
      const played = notreDame.play(state, seat, move);
      if (!played.ok) throw new Error(`the bot's move was refused: ${played.error.code}`);
      const answer = await call<{ game: Answer }>(request, BASE, "POST", `/api/games/${id}/moves`, {
        version,
        idempotencyKey: randomUUID(),
        move,
      });
      state = played.played.state;
      version = answer.game.version;
    };
    while (state.phase === "draft") {
      const seat = notreDame.toAct(state)[0] ?? 0;
      await play(person(seat).request, seat);
    }
    const first = notreDame.toAct(state)[0] ?? 0;
    const second = 1 - first;

    // Both have just moved, so each counts as at the table: the first mover on a phone, the other on a desktop.
    const open = async (seat: Seat, size: keyof typeof SIZES) => {
      const context = await browser().newContext({ ...SIZES[size], storageState: person(seat).session });
      const page = await context.newPage();
      pages.push(page);
      await page.goto(`${BASE}/games/${id}`);
      return page;
    };
    const phone = await open(first, "phone");
    const phoneBefore = await prompt(phone);
    const desktop = await open(second, "desktop");
    const desktopBefore = await prompt(desktop);

    await play(person(first).request, first);
    expect(await shown(desktop, desktopBefore, Date.now(), 3_000)).toBeLessThanOrEqual(3_000);
    await shown(phone, phoneBefore, Date.now(), 3_000);
    const phoneNow = await prompt(phone);
    const since = Date.now();
    await play(person(second).request, second);
    expect(await shown(phone, phoneNow, since, 3_000)).toBeLessThanOrEqual(3_000);
  }, 45_000);
});
