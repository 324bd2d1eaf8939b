import { ALONE_MS, IN_COMPANY_MS, SIGNAL_MS } from "./pace.ts";

/**
 * Polls while the tab is visible (every `visibleMs`, or what `pace` says at that moment), backs
 * off while it is hidden (doubling up to `hiddenMaxMs`), and polls at once when the tab becomes
 * visible again. The callback should use If-None-Match so an unchanged answer costs a 304.
 * `quicken` hands over a way to bring the next poll forward to the pace of the moment (the
 * company arrived between two polls: a move's answer said the bots are to act).
 */
export function startPolling(
  tick: () => Promise<void>,
  visibleMs = ALONE_MS,
  hiddenMaxMs = 10 * 60_000,
  pace: () => number = () => visibleMs,
  quicken?: (now: () => void) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hiddenDelay = visibleMs;
  let stopped = false;
  let ticking = false;
  const schedule = () => {
    if (stopped) return;
    const hidden = document.visibilityState === "hidden";
    hiddenDelay = hidden ? Math.min(hiddenDelay * 2, hiddenMaxMs) : visibleMs;
    timer = setTimeout(run, hidden ? hiddenDelay : pace());
  };
  const run = async () => {
    ticking = true;
    try {
      await tick();
    } finally {
      ticking = false;
      schedule();
    }
  };
  // A poll under way schedules the next one at the new pace itself.
  quicken?.(() => {
    if (stopped || ticking || document.visibilityState === "hidden") return;
    clearTimeout(timer);
    timer = setTimeout(run, pace());
  });
  const onVisible = () => {
    if (document.visibilityState !== "visible") return;
    clearTimeout(timer);
    hiddenDelay = visibleMs;
    void run();
  };
  document.addEventListener("visibilitychange", onVisible);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

/**
 * What a game page's poll says about its tab (`tab` of `GET /api/games/{id}`): "hidden" while
 * nobody sees it (its loads then do not count as the player looking), "visible" at most once per
 * `everyMs` while somebody does (the server then marks the player at the table even on a 304, which
 * holds back their push), nothing in between: a poll writes to D1 at most once a minute.
 */
export function tabSignal(everyMs = SIGNAL_MS) {
  let recorded = -Infinity;
  return {
    next(): "visible" | "hidden" | undefined {
      if (document.visibilityState === "hidden") return "hidden";
      return Date.now() - recorded >= everyMs ? "visible" : undefined;
    },
    /** After an answer: a visible tab's 200, or any answer to "visible", recorded the player's presence. */
    answered(sent: "visible" | "hidden" | undefined, status: number): void {
      if (sent === "visible" || (sent === undefined && status === 200)) recorded = Date.now();
    },
  };
}

/**
 * Whether other players of the game sit at the table, as the poll answers say
 * (`X-Others-Present`: seconds they still count as there; a plain 304 says nothing and changes
 * nothing): the page polls every `IN_COMPANY_MS` until that runs out, at `aloneMs` otherwise.
 */
export function company(aloneMs = ALONE_MS) {
  let until = -Infinity;
  let joined = () => {};
  return {
    heard(response: { headers: Headers }): void {
      const seconds = response.headers.get("X-Others-Present");
      if (seconds === null || !Number.isFinite(Number(seconds))) return;
      const alone = Date.now() >= until;
      until = Date.now() + Number(seconds) * 1000;
      if (alone && Date.now() < until) joined();
    },
    /** `startPolling`'s `quicken`: company arriving brings the next poll forward. */
    onJoined(listener: () => void): void {
      joined = listener;
    },
    pace(): number {
      return Date.now() < until ? IN_COMPANY_MS : aloneMs;
    },
  };
}
