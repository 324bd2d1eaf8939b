/**
 * How long another player counts as sitting at the table after their last load or visible tab's
 * signal. Both sides' signals come about once a minute (the web client's `tabSignal`), a slow
 * poll up to 15 s late: 3 minutes bridge one signal to the next without a gap.
 */
export const OTHERS_PRESENT_MS = 180_000;

/** Seconds another player will still count as present, from their latest presence (0: nobody else is there). */
export function othersPresentFor(latest: number | null | undefined, now: number): number {
  return latest ? Math.max(0, Math.ceil((latest + OTHERS_PRESENT_MS - now) / 1000)) : 0;
}
