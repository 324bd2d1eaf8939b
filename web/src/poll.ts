/**
 * Polls while the tab is visible (every `visibleMs`), backs off while it is hidden (doubling up
 * to `hiddenMaxMs`), and polls at once when the tab becomes visible again. The callback should
 * use If-None-Match so an unchanged answer costs a 304.
 */
export function startPolling(tick: () => Promise<void>, visibleMs = 15_000, hiddenMaxMs = 10 * 60_000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hiddenDelay = visibleMs;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const hidden = document.visibilityState === "hidden";
    hiddenDelay = hidden ? Math.min(hiddenDelay * 2, hiddenMaxMs) : visibleMs;
    timer = setTimeout(run, hidden ? hiddenDelay : visibleMs);
  };
  const run = async () => {
    try {
      await tick();
    } finally {
      schedule();
    }
  };
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
