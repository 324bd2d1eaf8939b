/** What became of an incoming mail, for the log and the development page. */
export type InboundReport =
  | { outcome: "played" | "refused"; detail: string }
  | { outcome: "dropped"; reason: string }
  | { outcome: "duplicate" };

/** A mail dropped unanswered, logged. */
export function dropped(reason: string): InboundReport {
  console.warn(`inbound mail dropped: ${reason}`);
  return { outcome: "dropped", reason };
}
