/**
 * What an open game page costs while nothing happens (a script that prints, not a timed test):
 * the 304 polls of a visible tab, measured on `wrangler dev` in a started 4-player Notre Dame
 * game, and per hour alone (every 15 s) and while others sit at the table (every 2 s). Each minute
 * one poll of them is the tab's signal: its seat's write and the others' presence.
 */
import { ALONE_MS, IN_COMPANY_MS, SIGNAL_MS } from "../../web/src/pace.ts";
import { ORIGIN, signInPlayers, startGame, startService, timedFetch, type Sample } from "./service.ts";

/** One 304 poll of each kind a visible game page sends: the plain one, and the minute's signal. */
async function tabPolls(): Promise<{ plain: Sample; signal: Sample; othersPresent: string | null }> {
  const players = await signInPlayers();
  const { id } = await startGame(players);
  const cookie = players.cookies[1] ?? "";
  const etag = (await fetch(`${ORIGIN}/api/games/${id}`, { headers: { cookie } })).headers.get("ETag") ?? "";
  const headers = { cookie, "If-None-Match": etag };
  const plain = await timedFetch(`/api/games/${id}`, { headers });
  const signal = await timedFetch(`/api/games/${id}?tab=visible`, { headers });
  if (plain.response.status !== 304 || signal.response.status !== 304) throw new Error("a tab's poll was not a 304");
  return { plain: plain.sample, signal: signal.sample, othersPresent: signal.response.headers.get("X-Others-Present") };
}

/** An hour of an open, visible page polling every `paceMs` while nothing changes. */
function hour({ plain, signal }: { plain: Sample; signal: Sample }, paceMs: number) {
  const requests = 3_600_000 / paceMs;
  const signals = 3_600_000 / SIGNAL_MS;
  return {
    requests,
    roundTrips: (requests - signals) * plain.roundTrips + signals * signal.roundTrips,
    read: (requests - signals) * plain.read + signals * signal.read,
    written: signals * signal.written,
  };
}

const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);

const stop = await startService();
try {
  const polls = await tabPolls();
  console.log("\nAn open game page (wrangler dev, local D1, 4-player Notre Dame, nothing changing)");
  for (const [label, s] of [
    ["plain 304 poll", polls.plain],
    ["the tab's minute signal (304)", polls.signal],
  ] as const)
    line(label, `${s.statements} statements, ${s.roundTrips} round trip, ${s.read} rows read, ${s.written} written`);
  line("X-Others-Present on the signal (s)", polls.othersPresent ?? "none");
  for (const [label, pace] of [
    [`per hour alone (every ${ALONE_MS / 1000} s)`, ALONE_MS],
    [`per hour with others there (every ${IN_COMPANY_MS / 1000} s)`, IN_COMPANY_MS],
  ] as const) {
    const h = hour(polls, pace);
    line(label, `${h.requests} requests, ${h.roundTrips} D1 round trips, ${h.read} rows read, ${h.written} written`);
  }
} finally {
  stop();
}
