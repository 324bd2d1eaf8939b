import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IN_COMPANY_MS } from "../../web/src/pace.ts";
import { company, startPolling, tabSignal } from "../../web/src/poll.ts";

function setVisibility(state: "visible" | "hidden"): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("polling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility("visible");
  });
  afterEach(() => vi.useRealTimers());

  it("polls at the visible pace while the tab is visible", async () => {
    const tick = vi.fn(async () => undefined);
    const stop = startPolling(tick, 1000, 60_000);
    await vi.advanceTimersByTimeAsync(3500);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
  });

  it("backs off while hidden, doubling up to the cap, and polls at once when shown again", async () => {
    const tick = vi.fn(async () => undefined);
    const stop = startPolling(tick, 1000, 8000);
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(1000); // the first tick was scheduled while visible
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 8000);
    expect(tick).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(7000);
    expect(tick).toHaveBeenCalledTimes(5);
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(6);
    stop();
  });

  it("stops when told", async () => {
    const tick = vi.fn(async () => undefined);
    startPolling(tick, 1000)();
    await vi.advanceTimersByTimeAsync(5000);
    expect(tick).not.toHaveBeenCalled();
  });
});

/** A game page's polls (every 15 s while visible) answered 304, recording what each said about its tab. */
function page(answer: () => number = () => 304) {
  const tab = tabSignal();
  const said: { at: number; tab: string | undefined }[] = [];
  const stop = startPolling(async () => {
    const shown = tab.next();
    said.push({ at: Date.now(), tab: shown });
    tab.answered(shown, answer());
  });
  return { said, stop };
}

describe("what a game page's poll says about its tab", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    setVisibility("visible");
  });
  afterEach(() => vi.useRealTimers());

  it("while visible: 'visible' about once a minute, never more than 75 s apart, and nothing on the other polls", async () => {
    const { said, stop } = page();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    stop();
    const visible = said.filter((s) => s.tab === "visible").map((s) => s.at);
    expect(said.length).toBe(240);
    expect(visible.length).toBeLessThanOrEqual(61);
    expect(visible.length).toBeGreaterThanOrEqual(48);
    const gaps = visible.slice(1).map((at, i) => at - (visible[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(60_000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(75_000);
    expect(said.every((s) => s.tab === "visible" || s.tab === undefined)).toBe(true);
  });

  it("while hidden every poll says 'hidden'; shown again, the first poll says 'visible' at once", async () => {
    const { said, stop } = page();
    await vi.advanceTimersByTimeAsync(15_000);
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    const hidden = said.filter((s) => s.at > 15_000);
    expect(hidden.length).toBeGreaterThan(2);
    expect(hidden.every((s) => s.tab === "hidden")).toBe(true);
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(0);
    expect(said.at(-1)?.tab).toBe("visible");
    stop();
  });

  it("a load a visible tab got as a 200 counts as said: the next 'visible' comes a minute after it", async () => {
    const tab = tabSignal();
    tab.answered(undefined, 200);
    expect(tab.next()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(tab.next()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.next()).toBe("visible");
    // A hidden tab's 200 says nothing.
    tab.answered("hidden", 200);
    expect(tab.next()).toBe("visible");
  });
});

describe("a game page's pace follows the company at the table", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    setVisibility("visible");
  });
  afterEach(() => vi.useRealTimers());

  const answer = (present?: number) => ({
    headers: new Headers(present === undefined ? {} : { "X-Others-Present": String(present) }),
  });

  it("every 2 s while an answer says others are there, back to 15 s when that runs out; a plain 304 changes nothing", async () => {
    const others = company();
    const at: number[] = [];
    const answers = [answer(0), answer(), answer(60)];
    const stop = startPolling(
      async () => {
        at.push(Date.now());
        others.heard(answers.shift() ?? answer());
      },
      15_000,
      60_000,
      others.pace,
    );
    await vi.advanceTimersByTimeAsync(30_000); // alone: polls at 15 s and 30 s
    expect(at).toEqual([15_000, 30_000]);
    await vi.advanceTimersByTimeAsync(15_000); // this answer says others stay 60 s
    const before = at.length;
    await vi.advanceTimersByTimeAsync(60_000);
    const gaps = at
      .slice(before - 1)
      .map((t, i, all) => (i === 0 ? 0 : t - (all[i - 1] ?? 0)))
      .slice(1);
    expect(gaps.every((gap) => gap === IN_COMPANY_MS)).toBe(true);
    expect(gaps.length).toBe(30);
    const last = at.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(at.length - last).toBe(2);
    stop();
  });

  it("company heard between two polls (a move's answer: the bots are to act) brings the next poll forward", async () => {
    const others = company();
    const tick = vi.fn(async () => undefined);
    const stop = startPolling(tick, 15_000, 60_000, others.pace, others.onJoined);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    others.heard(answer(10));
    await vi.advanceTimersByTimeAsync(IN_COMPANY_MS);
    expect(tick).toHaveBeenCalledTimes(2);
    // Still in company: no second nudge, the polls keep the company's pace.
    others.heard(answer(10));
    await vi.advanceTimersByTimeAsync(IN_COMPANY_MS);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
  });

  it("hidden, the page backs off even in company", async () => {
    const others = company();
    others.heard(answer(600));
    const tick = vi.fn(async () => undefined);
    const stop = startPolling(tick, 15_000, 60_000, others.pace);
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
  });
});
