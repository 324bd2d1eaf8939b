/** Final scoring (L1144–1160; rules file "Final scoring"). */
import type { Outcome, Seat } from "../contract.ts";
import { BUILDING_BY_ID } from "./cards/index.ts";
import { COMMONS, RARES } from "./cards/types.ts";
import { emit, type Ctx } from "./ctx.ts";
import { ongoing } from "./effects.ts";
import { player, type DevilState } from "./state.ts";

/** One seat's final terms; `fifths` is the leftover that breaks ties. */
export function finalTerms(s: DevilState, seat: Seat) {
  const p = player(s, seat);
  const buildings = p.built.reduce((n, id) => n + (BUILDING_BY_ID.get(id)?.points ?? 0), 0);
  const loose = p.goods.ducats + COMMONS.reduce((n, c) => n + p.goods[c], 0);
  const terms = {
    game: p.score,
    buildings,
    debt: -Math.ceil(p.debt / 2),
    large: p.role === "devil" ? 0 : 2 * p.large.filter(Boolean).length,
    angel: p.angel,
    demon: -p.demon,
    indulgences: 2 * p.indulgences,
    masters: Object.values(p.masters).filter((m) => m === "held").length,
    tainted: -p.tainted,
    rares: RARES.reduce((n, r) => n + p.goods[r], 0),
    converted: Math.floor(loose / 5),
  };
  const total = Object.values(terms).reduce((a, b) => a + b, 0);
  return { terms, total, fifths: loose % 5 };
}

/** The end: every "at final scoring" building first (it may change goods), then the terms. */
export function scoreFinal(ctx: Ctx): void {
  const s = ctx.s;
  const start = s.players.map((p) => p.reputation);
  s.players.forEach((_, seat) => ongoing(ctx, seat, "final", { startReputation: start }));
  const results = s.players.map((_, seat) => finalTerms(s, seat));
  s.final = { scores: results.map((r) => r.total), fifths: results.map((r) => r.fifths) };
  results.forEach((r, seat) =>
    emit(ctx, { type: "finalScore", seat, role: player(s, seat).role, total: r.total, ...r.terms }),
  );
}

export function outcome(s: DevilState): Outcome | undefined {
  if (s.step !== "over" || !s.final) return undefined;
  const { scores, fifths } = s.final;
  const key = scores.map((sc, i) => sc * 5 + (fifths[i] ?? 0));
  const ranks = key.map((k) => 1 + key.filter((other) => other > k).length);
  return { kind: "ranked", scores: scores.slice(), ranks };
}
