/**
 * How long another player counts as sitting at the table after their last load or visible tab's
 * signal. Both sides' signals come about once a minute (the web client's `tabSignal`), a slow
 * poll up to 15 s late: 3 minutes bridge one signal to the next without a gap.
 */
export const OTHERS_PRESENT_MS = 180_000;

/**
 * Seconds a game whose bots are to act counts as in company: the table polls at the company's
 * pace and shows each bot move in turn (they come `BOT_PAUSE_MS` apart); the load that finds them
 * done says how long people will still be there.
 */
export const BOTS_AT_WORK_S = 10;

/** `seconds` of others' presence, at least `BOTS_AT_WORK_S` while a bot's move is due (`botDue`). */
export function withBotsAtWork(seconds: number | undefined, botDue: number | null): number | undefined {
  return botDue === null ? seconds : Math.max(seconds ?? 0, BOTS_AT_WORK_S);
}

/** Seconds another player will still count as present, from their latest presence (0: nobody else is there). */
export function othersPresentFor(latest: number | null | undefined, now: number): number {
  return latest ? Math.max(0, Math.ceil((latest + OTHERS_PRESENT_MS - now) / 1000)) : 0;
}
