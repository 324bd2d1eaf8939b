import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { BASE, storedState } from "./browser.ts";
import { call } from "./scenes.ts";
import type { DevilState } from "../../worker/games/deal-with-the-devil/index.ts";
import { composeParts, type DevilParts } from "../../worker/games/deal-with-the-devil/table.ts";
import { view as viewOf } from "../../worker/games/deal-with-the-devil/view.ts";
import { budget } from "../budget.ts";

/** Which option of a step to take (its tokens as the controls name them); undefined: the first. */
export type Chooser = (step: string, tokens: readonly string[]) => string | undefined;

/** The game answer as the page reads it. */
export type DevilAnswer = {
  mySeat?: number;
  version: number;
  view: ReturnType<typeof viewOf>;
  /** The game sends its legal moves in parts (legal.ts). */
  legalParts?: DevilParts;
};

/** The game answer the page itself gets (same cookie, same route): what its table is drawn from. */
export async function answerOf(page: Page, gameId: string): Promise<DevilAnswer> {
  return page.evaluate(async (id) => (await fetch(`/api/games/${id}`)).json(), gameId) as Promise<DevilAnswer>;
}

/** The cards a seat holds now (hand, events, drawn to pass). */
const cardsOf = (state: DevilState, seat: number): string[] => [
  ...(state.players[seat]?.hand ?? []),
  ...(state.players[seat]?.events ?? []),
  ...(state.drawn[seat] ?? []),
];

/**
 * Whether this seat has a decision to make, read from the live table (it polls; no reload): waits
 * until its controls offer options, false when they offer none within `timeout`.
 */
export async function decisionShown(page: Page, timeout = 15_000): Promise<boolean> {
  const options = page.locator(".dd-controls [data-step], .dd-controls [data-market]");
  return options
    .first()
    .waitFor({ timeout })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Makes the seat's move through the same HTTP route and session as its page, without the page:
 * the first legal move its answer's parts compose (a chest with goods rather than an empty one).
 */
export async function moveByRoute(page: Page, gameId: string, answer: DevilAnswer): Promise<void> {
  const moves = answer.legalParts ? composeParts(answer.legalParts) : [];
  const move = moves.find((m) => m.type === "offer" && Object.keys(m.goods).length > 0) ?? moves[0];
  expect(move, `seat ${answer.mySeat} has a legal move at ${answer.view.step}`).toBeDefined();
  await call(page.context().request, BASE, "POST", `/api/games/${gameId}/moves`, {
    version: answer.version,
    idempotencyKey: randomUUID(),
    move,
  });
}

/**
 * Makes one Deal with the Devil move through the table's own controls: each step's option that
 * `choose` names (the first by default), a chest with a price and one good, then the page's Confirm.
 */
export async function devilMove(page: Page, choose: Chooser = () => undefined): Promise<void> {
  const controls = page.locator(".dd-controls");
  for (let guard = 0; guard < 30; guard++) {
    const confirm = page.getByRole("button", { name: "Confirm" });
    if (await confirm.isVisible()) {
      await confirm.click();
      await page.locator(".confirm").waitFor({ state: "detached" });
      return;
    }
    const done = controls.locator("[data-step=done]");
    if (await done.isVisible()) {
      await done.click();
      continue;
    }
    if (await controls.locator("[data-step=offer]").isVisible()) {
      await controls.locator('[data-delta="1"]:not([disabled])').first().click();
      await controls.locator("[data-step=offer]").click();
      continue;
    }
    const select = controls.locator("select[data-step]");
    if (await select.isVisible()) {
      const step = (await select.getAttribute("data-step")) ?? "";
      const tokens = await select.locator("option").evaluateAll((os) => os.map((o) => o.getAttribute("value") ?? ""));
      await select.selectOption(choose(step, tokens) ?? tokens[0] ?? "");
      await controls.locator("[data-choose]").click();
      continue;
    }
    const options = controls.locator("button[data-step][data-token]");
    const step = (await options.first().getAttribute("data-step", { timeout: budget(5_000) })) ?? "";
    const tokens = await options.evaluateAll((bs) => bs.map((b) => b.getAttribute("data-token") ?? ""));
    // A chest with goods by default (an empty one asks nothing of its viewer).
    const fallback = step === "price" ? (tokens.find((t) => t !== "-") ?? tokens[0]) : tokens[0];
    const token = choose(step, tokens) ?? fallback;
    await controls.locator(`button[data-step="${step}"][data-token="${token}"]`).click();
  }
  throw new Error("no move could be completed through the Devil's controls");
}

/**
 * Secrets of the other seats that this seat's page and its answer hold (none expected); `held`:
 * the cards this seat has held so far (those it passed on it may still name).
 */
export async function secretsOnPage(
  page: Page,
  gameId: string,
  state: DevilState,
  held: ReadonlySet<string>,
): Promise<string[]> {
  const answer = await answerOf(page, gameId);
  const me = answer.mySeat;
  if (me === undefined) return ["the page's answer names no seat of mine"];
  const found: string[] = [];
  const { view } = answer;
  // The step as the page has it: `state` may have been read at an earlier step with the same cards.
  const over = view.step === "over";
  view.players.forEach((p, seat) => {
    if (seat === me) return;
    if (p.role !== undefined && !(over || (view.round === 5 && view.step === "answer")))
      found.push(`seat ${seat}'s role`);
    if (p.secrets !== undefined && !over) found.push(`seat ${seat}'s wall`);
  });
  const viewing = view.me?.viewing as Record<string, unknown> | undefined;
  if (viewing)
    for (const key of Object.keys(viewing))
      if (!["mark", "accepted", "paid", "offer", "price"].includes(key)) found.push(`chest ${key}`);
  const json = JSON.stringify(answer);
  // Other seats' hands and events, by their card ids as values (a key of the same spelling is no leak).
  state.players.forEach((_, seat) => {
    if (seat === me || over) return;
    for (const card of cardsOf(state, seat))
      if (!held.has(card) && new RegExp(`"${card}"(?!\\s*:)`).test(json)) found.push(`seat ${seat}'s card ${card}`);
  });
  // The chest in front of me names nobody: no player's name in its line.
  const names = await page.locator("p.players").textContent();
  const chest = (await page.locator("[data-chest]").allTextContents()).join(" ");
  for (const name of (names ?? "")
    .split(/[,·:]/)
    .map((n) => n.trim())
    .filter((n) => n.length > 3))
    if (chest.includes(name)) found.push(`the chest names ${name}`);
  return found;
}

/**
 * Which steps of a round hold the same cards in every seat's hand, events and draw: a card moves
 * only when it is dealt, drawn or passed (cards.ts, at the round's start and after keep and pass)
 * and when a plan plays it (actions.ts, at a submission or as the plans resolve). So from the chests
 * to the plan, and from the votes to the answers, one stored state serves every search; within the
 * plan, a submission only takes a card out of its hand, so an earlier state holds more to search for.
 */
const cardTime = (round: number, step: string): string => {
  if (["offer", "view1", "view2", "plan"].includes(step)) return `${round}-trade`;
  if (["vote", "defend", "wings", "ritual", "answer"].includes(step)) return `${round}-judgement`;
  return `${round}-${step}`;
};

/**
 * A search of pages for the other seats' secrets, once per step kind and seat: each page's seat,
 * and the cards it has held so far (it may know those it passed on).
 */
export function pageSearch() {
  const seatOf = new Map<Page, number>();
  const held = new Map<Page, Set<string>>();
  const searched = new Set<string>();
  const states = new Map<string, DevilState>();
  /**
   * `state`: the stored state, read once for the step by the caller when it has it; else the one
   * read for the same cards earlier, else read now (each read is a wrangler process, seconds).
   */
  async function search(page: Page, gameId: string, state?: DevilState): Promise<void> {
    const { view } = await answerOf(page, gameId);
    const seat = seatOf.get(page) ?? -1;
    const known = held.get(page) ?? new Set<string>();
    for (const card of [...(view.me?.hand ?? []), ...(view.me?.events ?? []), ...(view.me?.drawn ?? [])])
      known.add(card);
    held.set(page, known);
    if (searched.has(`${view.step}-${seat}`)) return;
    searched.add(`${view.step}-${seat}`);
    const time = cardTime(view.round, view.step);
    const stored = state ?? states.get(time) ?? (await storedState<DevilState>(gameId));
    states.set(time, stored);
    expect(await secretsOnPage(page, gameId, stored, known), `seat ${seat} at ${view.step}`).toEqual([]);
  }
  return { seatOf, searched, search };
}
