/**
 * legal.ts's composition rules, applied to the lists the engine gives: a move is accepted exactly
 * when it is made of listed parts. The specification the legal-moves and property tests hold the
 * engine to.
 */
import type { Seat } from "../../../worker/games/contract.ts";
import { dealWithTheDevil as game } from "../../../worker/games/deal-with-the-devil/index.ts";
import { afterMarket, marketActs } from "../../../worker/games/deal-with-the-devil/legal-market.ts";
import type { Move } from "../../../worker/games/deal-with-the-devil/moves.ts";
import type { DevilState } from "../../../worker/games/deal-with-the-devil/state.ts";

/** Declared choices: any value the schema admits is accepted, so they are no part of a listed move (legal.ts). */
const DECLARED: Partial<Record<Move["type"], readonly string[]>> = {
  pass: ["wishes"],
  plan: ["fields", "master", "kind", "stable", "repay", "dam"],
  answer: ["handIn", "destroy"],
};

const sorted = (v: unknown): unknown =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
    : v;
export const json = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => sorted(x));

/** A move without its market acts and declared choices: what legal.ts lists. */
export function key(move: Record<string, unknown>): string {
  const drop = new Set(["market", ...(DECLARED[move.type as Move["type"]] ?? [])]);
  return json(Object.fromEntries(Object.entries(move).filter(([k, v]) => !drop.has(k) && v !== undefined)));
}

/** legal.ts's composition rules, applied to the lists the engine gives: the specification under test. */
export function listedByRule(s: DevilState, seat: Seat, move: Move, listedNow: ReadonlySet<string>): boolean {
  let at = s;
  let listed = listedNow;
  const market = "market" in move ? (move.market ?? []) : [];
  for (const act of market) {
    if (!marketActs(at, seat).some((a) => json(a) === json(act))) return false;
    const next = afterMarket(at, seat, [act]);
    if (!next) throw new Error(`listed market act refused: ${json(act)}`);
    at = next;
  }
  if (market.length > 0) listed = new Set(game.legalMoves(at, seat).map((m) => key(m)));
  const has = (m: Record<string, unknown>) => listed.has(key(m));
  switch (move.type) {
    case "offer": {
      const kinds = Object.entries(move.goods);
      return kinds.length === 0
        ? has({ type: "offer", goods: {}, price: move.price })
        : kinds.every(([g, n]) => has({ type: "offer", goods: { [g]: n }, price: move.price }));
    }
    case "plan":
      if (move.fields && new Set(move.fields).size !== move.fields.length) return false;
      return (
        has({ type: "plan", discard: move.discard, event: move.event, use: [], builds: [] }) &&
        has({ type: "plan", use: move.use, builds: move.builds, hire: move.hire })
      );
    case "answer":
      return (
        has({ type: "answer", answers: move.answers }) &&
        (move.rare === undefined ||
          has({ type: "answer", answers: move.answers.map(() => "penalty"), rare: move.rare }))
      );
    default:
      return has(move);
  }
}
