import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPolling } from "../../web/src/poll.ts";

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
