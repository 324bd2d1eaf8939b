/**
 * How a role bot weighs a position, in final points: the engine's own final terms, with goods,
 * debt, reputation, buildings still to work and soul pieces valued for the rounds still to come.
 * It reads only the bot's own seat and public values of the others (bot-sight.ts).
 */
import type { Seat } from "../contract.ts";
import { BUILDING_BY_ID, LARGE_PRIVILEGES } from "./cards/index.ts";
import {
  GOODS,
  MASTERS,
  ROUNDS,
  type Building,
  type Bundle,
  type Effect,
  type Good,
  type Goods,
} from "./cards/types.ts";
import { finalTerms } from "./scoring.ts";
import { player, type DevilState, type Role } from "./state.ts";

/** What a good is worth while rounds remain: about what a building turns it into. */
export const MID: Readonly<Record<Good, number>> = {
  wood: 0.6,
  stone: 0.6,
  grain: 0.6,
  glass: 1.2,
  marble: 1.2,
  ducats: 0.3,
};
/** A reputation space, while it still moves wings. */
const REPUTATION_SPACE = 0.35;

export function goodsValue(goods: Goods, weight: Readonly<Record<Good, number>> = MID): number {
  return GOODS.reduce((n, g) => n + (goods[g] ?? 0) * weight[g], 0);
}

export function bundleValue(b: Bundle): number {
  return (
    goodsValue(b.goods ?? {}) +
    (b.points ?? 0) +
    (b.reputation ?? 0) * REPUTATION_SPACE +
    (b.angelWings ?? 0) +
    (b.demonWingsBack ?? 0) +
    2 * (b.indulgences ?? 0)
  );
}

function effectValue(e: Effect): number {
  switch (e.kind) {
    case "gain":
      return bundleValue(e.gain) * (e.per ? 2 : 1) * (e.if ? 0.5 : 1);
    case "exchange":
      return Math.max(0, bundleValue(e.gain) - goodsValue(e.pay.goods ?? {}));
    case "master":
      return 2;
    case "privilege":
      return e.act === "place" ? 2 : -0.5;
    case "skipInterest":
      return 0.3;
    case "discardAll":
      return 1;
    default:
      return 0;
  }
}

/** What a built building still brings per round to come (its immediate effect has happened). */
export function perRound(b: Building): number {
  const eff = b.effect;
  if (!eff || eff.timing === "immediate") return 0;
  const v = eff.effects.reduce((n, e) => n + effectValue(e), 0);
  if (eff.timing === "action") return 0.8 * v;
  if (eff.timing === "ongoing" && eff.phase === "final") return 0;
  return v;
}

/** A final-scoring building's gain, roughly (it reads the position at the end). */
function atEnd(b: Building): number {
  const eff = b.effect;
  return eff?.timing === "ongoing" && eff.phase === "final" ? eff.effects.reduce((n, e) => n + effectValue(e), 0) : 0;
}

/** Rounds still to come after the current one. */
export function roundsLeft(s: DevilState): number {
  return ROUNDS.length - s.round;
}

/** A building in hand, if built this round: its points and what it brings, less its price. */
export function cardWorth(s: DevilState, id: string): number {
  const b = BUILDING_BY_ID.get(id);
  if (!b) return 0;
  const left = roundsLeft(s);
  const symbols = b.symbols.filter((x) => x !== "science").length + (b.symbols.includes("science") ? 1 : 0);
  const immediate = b.effect?.timing === "immediate" ? b.effect.effects.reduce((n, e) => n + effectValue(e), 0) : 0;
  const price =
    goodsValue(b.cost.goods ?? {}) +
    (b.cost.reputation ?? 0) * (REPUTATION_SPACE + 0.25) +
    (b.cost.actionTokens ?? 0) * left;
  return b.points + perRound(b) * left + atEnd(b) + immediate + symbols * 0.45 * Math.min(1, left) - price;
}

/** A mortal's or the cultist's 0–3 soul pieces. */
const SOULS = [0, 4, 6.5, 8.5] as const;

/** What holding `n` soul pieces is worth to a role (answers to the inquisitors, proving innocence; the devil's round-5 points). */
export function soulsValue(role: Role, n: number): number {
  if (role === "devil") return [0, 3, 6, 10, 15, 21, 27, 33, 39][Math.min(n, 8)] ?? 0;
  // The first piece answers the costliest inquisitor twice over; the third mostly proves innocence.
  return (SOULS[Math.min(n, 3)] ?? 0) + Math.max(0, n - 3) * 1.2;
}

/** How many buildings this seat has fewer than the others on average (public counts). */
export function behind(s: DevilState, seat: Seat): number {
  const others = s.players.filter((_, i) => i !== seat);
  return others.reduce((n, o) => n + o.built.length, 0) / others.length - player(s, seat).built.length;
}

/** The position's worth in final points; `settled`: round 5's actions are over, goods only convert. */
export function worth(s: DevilState, seat: Seat, settled = false): number {
  const p = player(s, seat);
  const { terms, total } = finalTerms(s, seat);
  const souls = soulsValue(p.role, p.pure + p.tainted);
  if (settled && s.round === ROUNDS.length) return total + souls;
  const left = roundsLeft(s);
  const others = s.players.filter((_, i) => i !== seat).map((x) => x.reputation);
  const rank = p.reputation > Math.max(...others) ? 1 : p.reputation < Math.min(...others) ? -1.2 : 0;
  const low = p.reputation <= 4 ? (5 - p.reputation) * 0.6 : 0;
  const working = p.built.reduce((n, id) => {
    const b = BUILDING_BY_ID.get(id);
    return n + (b ? perRound(b) * left + atEnd(b) : 0);
  }, 0);
  const fields = p.small.filter((x) => x.state === "gained").length * 0.9 * left;
  const symbols = MASTERS.reduce(
    (n, m) => n + Math.min(5, p.built.filter((id) => BUILDING_BY_ID.get(id)?.symbols.includes(m)).length),
    0,
  );
  const largeOpen = LARGE_PRIVILEGES.filter((_, i) => !p.large[i]).length;
  // The devil scores nothing for a large privilege, but a devil who builds and gains them as a
  // mortal does is not the one the table names (bot-roles.ts reads few buildings as the devil).
  const cover = p.role === "devil" ? 1.5 * p.large.filter(Boolean).length - 1.2 * Math.max(0, behind(s, seat)) : 0;
  return (
    total -
    terms.rares -
    terms.converted +
    goodsValue(p.goods) -
    (left * p.debt) / 4 +
    REPUTATION_SPACE * (p.reputation - 8) +
    rank -
    low +
    working +
    fields +
    symbols * 0.12 * largeOpen +
    cover +
    souls
  );
}
