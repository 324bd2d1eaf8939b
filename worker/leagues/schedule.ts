/**
 * The pure parts of a season: forming divisions from an order of players, the pods each
 * division plays, and when each pod's game starts. No I/O; the cron's season start calls these.
 */

import { botUserId } from "../match/bot-seats.ts";

/** Every `k`-subset of `0..n-1`, in lexicographic order. */
export function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = from; i <= n - (k - chosen.length); i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/** n choose k. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}

/**
 * How many rounds of pods a division of `n` plays with `k` seats a game: one round is every
 * k-subset of the division, in which each pair sits together C(n−2, k−2) times, so every pair
 * meets equally often; enough rounds that each pair meets at least `gamesPerPair` times.
 */
export function roundsFor(n: number, k: number, gamesPerPair: number): number {
  const together = choose(n - 2, k - 2);
  return together === 0 ? 1 : Math.ceil(gamesPerPair / together);
}

/** The pod size a division of `n` plays with: the league's seats, or the whole division when smaller. */
export const podSize = (n: number, seats: number) => Math.min(n, seats);

/** How many games a division of `n` plays in a season. */
export function gamesInDivision(n: number, seats: number, gamesPerPair: number): number {
  const k = podSize(n, seats);
  return roundsFor(n, k, gamesPerPair) * choose(n, k);
}

/**
 * The division's pods (indexes into its players), ordered so that consecutive games share as few
 * players as possible: each next pod is the one whose players have been scheduled least lately.
 */
export function pods(n: number, seats: number, gamesPerPair: number): number[][] {
  const k = podSize(n, seats);
  const round = subsets(n, k);
  const all = Array.from({ length: roundsFor(n, k, gamesPerPair) }, () => round).flat();
  const lastPlayed = new Array<number>(n).fill(-1);
  const ordered: number[][] = [];
  const left = [...all];
  for (let slot = 0; left.length > 0; slot++) {
    let best = 0;
    let bestKey = Infinity;
    left.forEach((pod, i) => {
      // The latest game any of its players was given: lower is fresher.
      const key =
        Math.max(...pod.map((p) => lastPlayed[p] ?? -1)) * 1000 + pod.reduce((s, p) => s + (lastPlayed[p] ?? -1), 0);
      if (key < bestKey) {
        bestKey = key;
        best = i;
      }
    });
    const [pod] = left.splice(best, 1);
    if (!pod) break;
    for (const p of pod) lastPlayed[p] = slot;
    ordered.push(pod);
  }
  return ordered;
}

/** Share of the season over which game starts are spread: the last game still has the final third to finish. */
export const START_SPREAD = 2 / 3;

/** Start time of game `slot` of `games` in a season: evenly spread over the first two thirds, so a player's games overlap little. */
export function startTime(startsAt: number, endsAt: number, slot: number, games: number): number {
  return startsAt + Math.floor((slot * (endsAt - startsAt) * START_SPREAD) / Math.max(1, games));
}

/**
 * Division sizes for `count` players: as few divisions as keep each at most `size` players, the
 * sizes differing by one at most (larger ones first, at the top); never a division smaller than
 * `min` (the game's fewest seats): then fewer, larger divisions.
 */
export function divisionSizes(count: number, size: number, min: number): number[] {
  let divisions = Math.ceil(count / size);
  while (divisions > 1 && Math.floor(count / divisions) < min) divisions -= 1;
  const base = Math.floor(count / divisions);
  const extra = count % divisions;
  return Array.from({ length: divisions }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Division number `i` (0-based, strongest first) as its tier and index: tier t holds 2^(t−1) divisions. */
export function tierOf(i: number): { tier: number; idx: number } {
  const tier = Math.floor(Math.log2(i + 1)) + 1;
  return { tier, idx: i + 2 - 2 ** (tier - 1) };
}

/** A previous season's player, as the next season's seeding reads them. */
export type Finisher = {
  userId: string;
  tier: number;
  rank: number;
  movement: "promoted" | "relegated" | null;
  seed: number;
};
/** A newcomer: their rating's conservative estimate (μ − 3σ, 0 without games) and sign-up time. */
export type Newcomer = { userId: string; ordinal: number; joinedAt: number };

/**
 * The next season's order, strongest first: last season's players by the tier their movement took
 * them to, then by their place there (the previous seeding breaks ties); then the newcomers by
 * rating, then by sign-up time.
 */
export function seasonOrder(finishers: readonly Finisher[], newcomers: readonly Newcomer[]): string[] {
  const tierAfter = (f: Finisher) => f.tier + (f.movement === "promoted" ? -1 : f.movement === "relegated" ? 1 : 0);
  const old = [...finishers].sort((a, b) => tierAfter(a) - tierAfter(b) || a.rank - b.rank || a.seed - b.seed);
  const fresh = [...newcomers].sort(
    (a, b) => b.ordinal - a.ordinal || a.joinedAt - b.joinedAt || (a.userId < b.userId ? -1 : 1),
  );
  return [...old.map((f) => f.userId), ...fresh.map((n) => n.userId)];
}

export type PlannedDivision = { tier: number; idx: number; players: string[] };
export type PlannedGame = { tier: number; idx: number; slot: number; players: string[]; startsAt: number };

/**
 * A pod's players with bots in the seats the game still needs: a division with fewer players than
 * the game's fewest seats (a league of three at a four-seat game) plays all the same; the
 * standings count the people only.
 */
const withBots = (pod: readonly string[], seats: number): string[] => [
  ...pod,
  ...Array.from({ length: Math.max(0, seats - pod.length) }, (_, i) => botUserId(i + 1)),
];

/** Cuts the order into divisions and schedules every division's pods. */
export function planSeason(
  order: readonly string[],
  league: { divisionSize: number; seats: number; gamesPerPair: number; minSeats: number },
  startsAt: number,
  endsAt: number,
): { divisions: PlannedDivision[]; games: PlannedGame[] } {
  const divisions: PlannedDivision[] = [];
  const games: PlannedGame[] = [];
  let at = 0;
  divisionSizes(order.length, league.divisionSize, league.minSeats).forEach((size, i) => {
    const players = order.slice(at, at + size);
    at += size;
    const { tier, idx } = tierOf(i);
    divisions.push({ tier, idx, players });
    const planned = pods(size, league.seats, league.gamesPerPair);
    planned.forEach((pod, slot) => {
      games.push({
        tier,
        idx,
        slot,
        players: withBots(
          pod.map((p) => players[p] ?? ""),
          league.minSeats,
        ),
        startsAt: startTime(startsAt, endsAt, slot, planned.length),
      });
    });
  });
  return { divisions, games };
}
