/**
 * Every legal decision for a seat, in a stable order. A move is accepted exactly when it is made
 * of listed parts, by these rules (test/games/deal-with-the-devil/legal-moves.test.ts checks them
 * against the engine):
 * - Market acts (`market`) are an orthogonal prefix, never listed here: each act must be listed
 *   by legal-market.ts `marketActs` in the state the acts before it left, and the rest of the move
 *   is judged in the state after all of them (legal-market.ts `afterMarket`).
 * - Free parts are accepted with any value the schema admits, so listed moves leave them out: a
 *   pass's `wishes` (shown wants, repeats counted once) and the declared choices that steer a later
 *   automatic step (the engine falls back to the default where one does not apply when it
 *   resolves): a plan's `fields` (distinct fields), `master`, `kind`, `stable`, `repay`, `dam`; an
 *   answer's `handIn` and `destroy`.
 * - An offer lists its goods one kind at a time: an offer of several kinds at a price is accepted
 *   exactly when the one-kind offer of each of its kinds, same amount and price, is listed (the
 *   whole sub-multisets of a stock run to 10^5 and more).
 * - A plan has two listed parts: its event part (`discard`, `event`, nothing else planned) and its
 *   token part (`use`, `builds`, `hire`, no event); it is accepted exactly when both are listed.
 * - An answer has two listed parts: its `answers` (no `rare`) and its `rare` (with every answer a
 *   penalty); it is accepted exactly when both are listed (the splits alone run to 3^8).
 * Every other move (keep, pass's cards, view, vote, defend, wings, ritual) is accepted exactly
 * when it is listed as it stands.
 */
import type { Seat } from "../contract.ts";
import { hireable, isActionBuilding, tokenCount, usable } from "./actions.ts";
import { canProve, canVoteFor } from "./witch.ts";
import { guessAllowed, obligations, WING_PRICE } from "./inquisition.ts";
import { GOODS, RARES } from "./cards/types.ts";
import type { AnswerMove, Move, PlanMove } from "./moves.ts";
import { player, type DevilState, type Price } from "./state.ts";
import { chestFor, priceAllowed } from "./trading.ts";
import { toAct } from "./turns.ts";

/** Every price the schema admits; `priceAllowed` keeps a role's own. */
const PRICES: readonly Price[] = [1, 2, 3, 4, 5, 6, 7]
  .map((ducats): Price => ({ ducats }))
  .concat([{ souls: 1 }, { souls: 2 }]);
/** The schema's caps (moves.ts). */
const MAX_WINGS = 20;
const MAX_BRIBE = 99;

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** Ordered picks of at most `max` different items (by position). */
function arrangements<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  const grow = (prefix: T[], used: number[]) => {
    if (prefix.length === max) return;
    items.forEach((item, i) => {
      if (used.includes(i)) return;
      out.push([...prefix, item]);
      grow([...prefix, item], [...used, i]);
    });
  };
  grow([], []);
  return out;
}

/** Distinct by JSON, first kept: equal cards at different positions make equal moves. */
function distinct<T>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function legalMoves(state: DevilState, seat: Seat): Move[] {
  const s = state;
  if (!toAct(s).includes(seat)) return [];
  const p = player(s, seat);
  switch (s.step) {
    case "keep":
      return [...new Set(p.hand)].map((card) => ({ type: "keep", card }));
    case "pass":
      return distinct(arrangements(s.drawn[seat] ?? [], 2).filter((pair) => pair.length === 2)).map(
        (pair): Move => ({ type: "pass", cards: pair as [string, string] }),
      );
    case "offer": {
      const out: Move[] = [{ type: "offer", goods: {}, price: null }];
      for (const price of PRICES) {
        if (!priceAllowed(p.role, price)) continue;
        for (const g of GOODS)
          for (const n of range(1, p.goods[g])) out.push({ type: "offer", goods: { [g]: n }, price });
      }
      return out;
    }
    case "view1":
    case "view2":
      return views(s, seat, s.step === "view1" ? 1 : 2);
    case "plan":
      return plans(s, seat);
    case "vote":
      return [
        { type: "vote", target: null },
        ...[0, 1, 2, 3].filter((t) => canVoteFor(s, seat, t)).map((target): Move => ({ type: "vote", target })),
      ];
    case "defend":
      return canProve(s, seat)
        ? [
            { type: "defend", prove: true },
            { type: "defend", prove: false },
          ]
        : [{ type: "defend", prove: false }];
    case "wings":
      return range(0, Math.min(MAX_WINGS, Math.floor(p.goods.ducats / WING_PRICE))).map(
        (count): Move => ({ type: "wings", count }),
      );
    case "ritual":
      return rituals(s, seat);
    case "answer":
      return answers(s, seat);
    case "over":
      return [];
  }
}

function views(s: DevilState, seat: Seat, pass: 1 | 2): Move[] {
  const p = player(s, seat);
  const out: Move[] = [{ type: "view", accept: false }];
  const chest = s.chests[chestFor(s, seat, pass)];
  if (!chest?.price || chest.paid) return out;
  if ("ducats" in chest.price) {
    if (p.goods.ducats >= chest.price.ducats) out.push({ type: "view", accept: true });
    return out;
  }
  const n = chest.price.souls;
  // Without `tainted` the payer lays in as many tainted pieces as it can (trading.ts).
  if (n - Math.min(p.tainted, n) <= p.pure) out.push({ type: "view", accept: true });
  for (let t = 0; t <= Math.min(n, p.tainted); t++)
    if (n - t <= p.pure) out.push({ type: "view", accept: true, tainted: t });
  return out;
}

/** The event parts first (the empty plan among them), then every token part but the empty one. */
function plans(s: DevilState, seat: Seat): Move[] {
  const p = player(s, seat);
  const out: Move[] = [];
  const discards: (string | undefined)[] = p.events.length > 1 ? [undefined, ...new Set(p.events)] : [undefined];
  for (const discard of discards) {
    const dropped = discard ?? (p.events.length > 1 ? p.events[0] : undefined);
    const kept = p.events.filter((_, i) => i !== (dropped === undefined ? -1 : p.events.indexOf(dropped)));
    const events: PlanMove["event"][] = [
      undefined,
      ...kept.flatMap((id) => [
        { id, side: "left" as const },
        { id, side: "right" as const },
      ]),
    ];
    for (const event of events)
      out.push({
        type: "plan",
        ...(discard ? { discard } : {}),
        ...(event ? { event } : {}),
        use: [],
        builds: [],
        repay: 0,
      });
  }
  const uses = arrangements(usable(s, seat), 2);
  const builds: PlanMove["builds"][] = distinct(
    arrangements(p.hand, 2).flatMap((cards) =>
      cards.reduce<PlanMove["builds"][]>(
        (acc, card) =>
          acc.flatMap((prefix) =>
            (isActionBuilding(card) ? [false, true] : [false]).map((use) => [...prefix, { card, use }]),
          ),
        [[]],
      ),
    ),
  );
  const hires = [undefined, ...hireable(s, seat)];
  for (const use of uses)
    for (const build of builds)
      for (const hire of hires) {
        if (use.length + build.length === 0 && !hire) continue;
        if (tokenCount({ use, builds: build, hire }) > p.tokens) continue;
        out.push({ type: "plan", use, builds: build, ...(hire ? { hire } : {}), repay: 0 });
      }
  return out;
}

function rituals(s: DevilState, seat: Seat): Move[] {
  const p = player(s, seat);
  const targets = [0, 1, 2, 3];
  const devils = [undefined, ...targets.filter((t) => guessAllowed(s, seat, "devil", t))];
  const cultists = [undefined, ...targets.filter((t) => guessAllowed(s, seat, "cultist", t))];
  const pieces: { pure: number; tainted: number }[] = [];
  if (p.role === "devil") {
    // Round 3: every tainted piece the devil holds goes in (L971).
    for (const pure of range(0, p.pure))
      for (const tainted of s.round === 3 ? [p.tainted] : range(0, p.tainted)) pieces.push({ pure, tainted });
  } else pieces.push({ pure: 0, tainted: 0 });
  const out: Move[] = [];
  for (const bribe of range(0, Math.min(MAX_BRIBE, p.goods.ducats)))
    for (const devil of devils)
      for (const cultist of cultists) {
        if (devil !== undefined && devil === cultist) continue;
        for (const piece of pieces)
          out.push({
            type: "ritual",
            bribe,
            ...(devil === undefined ? {} : { devil }),
            ...(cultist === undefined ? {} : { cultist }),
            ...piece,
          });
      }
  return out;
}

/** Every split of the due inquisitors into pieces, indulgences and penalties, then the `rare` part: all penalties with each rare the seat may name. */
function answers(s: DevilState, seat: Seat): Move[] {
  const p = player(s, seat);
  const due = obligations(s, seat).length;
  const splits: AnswerMove["answers"][] = [];
  const walk = (prefix: AnswerMove["answers"], pieces: number, indulgences: number) => {
    if (prefix.length === due) {
      splits.push(prefix.slice());
      return;
    }
    if (pieces < p.pure + p.tainted) walk([...prefix, "piece"], pieces + 1, indulgences);
    if (indulgences < p.indulgences) walk([...prefix, "indulgence"], pieces, indulgences + 1);
    walk([...prefix, "penalty"], pieces, indulgences);
  };
  walk([], 0, 0);
  const penalties = Array.from({ length: due }, () => "penalty" as const);
  const rares: AnswerMove["rare"][] = [null, ...RARES.filter((r) => p.goods[r] > 0)];
  return [
    ...splits.map((answers): Move => ({ type: "answer", answers })),
    ...rares.map((rare): Move => ({ type: "answer", answers: penalties, rare })),
  ];
}
