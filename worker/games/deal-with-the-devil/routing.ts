/**
 * The chest routing for all five rounds, drawn at setup (rules file, "Trading"; the app's
 * published behaviour, L1189–1193). Each round has two passes; in each pass every chest goes to
 * one viewer, never its owner, every player sees exactly one chest, and no chest meets the same
 * viewer twice. Across rounds: the cultist receives the devil's chest every round, as first viewer
 * in round 3; in rounds 1, 2, 4, 5 a mortal is the devil's first viewer, each mortal exactly twice;
 * the devil receives the cultist's chest exactly once, as second viewer in round 2 or 4.
 */
import type { Seat } from "../contract.ts";
import { randomInt, shuffle, type RngState } from "../rng.ts";
import { ROUNDS } from "./cards/types.ts";
import type { Role } from "./state.ts";

/** `route[pass][owner]` = viewer. */
export type RoundRoute = [number[], number[]];

function derangements(n: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[]) => {
    if (prefix.length === n) {
      out.push(prefix.slice());
      return;
    }
    for (let v = 0; v < n; v++) {
      if (v === prefix.length || prefix.includes(v)) continue;
      prefix.push(v);
      walk(prefix);
      prefix.pop();
    }
  };
  walk([]);
  return out;
}

/** Every pair of passes in which no chest meets the same viewer twice. */
const PAIRS: readonly RoundRoute[] = (() => {
  const all = derangements(4);
  return all.flatMap((a) => all.filter((b) => b.every((v, o) => v !== a[o])).map((b): RoundRoute => [a, b]));
})();

/** Who must see the devil's chest first in round `round`, and whether the devil gets the cultist's chest. */
type RoundNeed = { devilFirst: Seat; devilGetsCultist: boolean };

function fits(route: RoundRoute, roles: readonly Role[], need: RoundNeed): boolean {
  const devil = roles.indexOf("devil");
  const cultist = roles.indexOf("cultist");
  const [first, second] = route;
  if (first[devil] !== need.devilFirst) return false;
  if (first[devil] !== cultist && second[devil] !== cultist) return false;
  if (need.devilGetsCultist) return second[cultist] === devil;
  return first[cultist] !== devil && second[cultist] !== devil;
}

/** Draws the five rounds' routes with the game's PRNG. */
export function drawRoutes(roles: readonly Role[], rng: RngState): [RoundRoute[], RngState] {
  let s = rng;
  const mortals = roles.flatMap((r, seat) => (r === "mortal" ? [seat] : []));
  const cultist = roles.indexOf("cultist");
  // Rounds 1, 2, 4, 5: each mortal first on the devil's chest exactly twice.
  let order: Seat[];
  [order, s] = shuffle([mortals[0], mortals[0], mortals[1], mortals[1]] as Seat[], s);
  let pick: number;
  [pick, s] = randomInt(s, 2);
  const devilGetsCultistIn = pick === 0 ? 2 : 4;
  const routes: RoundRoute[] = [];
  let other = 0;
  for (let round = 1; round <= ROUNDS.length; round++) {
    const need: RoundNeed = {
      devilFirst: round === 3 ? cultist : (order[other++] as Seat),
      devilGetsCultist: round === devilGetsCultistIn,
    };
    const candidates = PAIRS.filter((r) => fits(r, roles, need));
    [pick, s] = randomInt(s, candidates.length);
    const chosen = candidates[pick] as RoundRoute;
    routes.push([chosen[0].slice(), chosen[1].slice()]);
  }
  return [routes, s];
}
