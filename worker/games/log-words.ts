import type { EngineWords, EventContext, Seat } from "./contract.ts";

type Event = Readonly<Record<string, unknown>>;

/** An event's field read as text, a number or a list of texts: stored events are JSON the words must not trust. */
export const str = (v: unknown): string => (typeof v === "string" ? v : "");
export const num = (v: unknown): number => (typeof v === "number" ? v : 0);
export const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

/** True when `more` says everything `less` says and something besides (same type, every field of `less` equal). */
function saysMore(more: Event, less: Event): boolean {
  const keys = Object.keys(less);
  return (
    more !== less &&
    more.type === less.type &&
    Object.keys(more).length > keys.length &&
    keys.every((key) => JSON.stringify(more[key]) === JSON.stringify(less[key]))
  );
}

/**
 * A log entry's events in words, each with its event: the platform's own (an undo, a timeout:
 * `log.*` keys of worker/i18n/log.ts) and the game's; events the game leaves out are dropped.
 * Of a public event and the private one that tells its reader more about the same act ("alice
 * kept a card", "you kept the bank"), only the one that says more stays. `seat` is the seat the
 * entry is for; none (another seat's row where the game hides who has acted) says "a player".
 */
export function describedEvents(
  words: EngineWords,
  seat: Seat | undefined,
  events: readonly Event[],
  ctx: EventContext,
): { event: Event; text: string }[] {
  const lines = events.flatMap((event) => {
    if (events.some((other) => saysMore(other, event))) return [];
    if (event.type === "undone")
      return [
        { event, text: seat === undefined ? ctx.t("log.someoneUndid") : ctx.t("log.undone", { name: ctx.name(seat) }) },
      ];
    if (event.type === "timedOut") {
      const drop = event.policy === "drop";
      return [
        {
          event,
          text:
            seat === undefined
              ? ctx.t(drop ? "log.someoneDropped" : "log.someoneTimedOut")
              : ctx.t(drop ? "log.dropped" : "log.timedOut", { name: ctx.name(seat) }),
        },
      ];
    }
    const text = words.describeEvent(event, ctx);
    return text ? [{ event, text }] : [];
  });
  // A row without its seat (a game hiding who has acted) that tells nothing else still says that somebody chose.
  return seat === undefined && lines.length === 0
    ? [{ event: { type: "chose" }, text: ctx.t("log.someoneChose") }]
    : lines;
}

/** A log entry's events in words (see `describedEvents`). */
export function entryLines(
  words: EngineWords,
  seat: Seat | undefined,
  events: readonly Event[],
  ctx: EventContext,
): string[] {
  return describedEvents(words, seat, events, ctx).map((line) => line.text);
}

/**
 * Where the web build puts a game's log catalog in a language with the platform's log words
 * (`GameWords.messages`, worker/games/catalogs.ts, worker/i18n/log.ts), as a static file: the
 * Worker reads it through its `ASSETS` binding for its mails.
 */
export const logWordsFile = (gameId: string, language: string) => `/log-words/${gameId}/${language}.json`;
