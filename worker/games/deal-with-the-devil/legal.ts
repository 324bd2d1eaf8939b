/**
 * Every legal move for a seat, in a stable order. Market acts are left out (any move may carry
 * them, in unbounded combinations); offers list single resources and ducats at each allowed
 * price; plans list every combination of an event side, slot tokens, builds (in hand order) and a
 * hire within the seat's tokens, with default choices.
 */
import type { Seat } from "../contract.ts";
import { hireable, isActionBuilding, tokenCount, usable } from "./actions.ts";
import { canProve, canVoteFor } from "./witch.ts";
import { guessAllowed, obligations } from "./inquisition.ts";
import { GOODS } from "./cards/types.ts";
import type { AnswerMove, Move, PlanMove } from "./moves.ts";
import { player, type DevilState, type Price } from "./state.ts";
import { chestFor, priceAllowed } from "./trading.ts";
import { toAct } from "./turns.ts";

const PRICES: readonly Price[] = [2, 3, 4, 5, 6, 7].map((ducats): Price => ({ ducats })).concat([{ souls: 1 }, { souls: 2 }]);

function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const prev of out.slice()) if (prev.length < max) out.push([...prev, item]);
  return out;
}

export function legalMoves(state: DevilState, seat: Seat): Move[] {
  const s = state;
  if (!toAct(s).includes(seat)) return [];
  const p = player(s, seat);
  switch (s.step) {
    case "keep":
      return [...new Set(p.hand)].map((card) => ({ type: "keep", card }));
    case "pass": {
      const drawn = s.drawn[seat] ?? [];
      const out: Move[] = [];
      const seen = new Set<string>();
      drawn.forEach((a, i) =>
        drawn.forEach((b, j) => {
          const key = `${a}|${b}`;
          if (j <= i || seen.has(key)) return;
          seen.add(key);
          out.push({ type: "pass", cards: [a, b] });
        }),
      );
      return out;
    }
    case "offer": {
      const out: Move[] = [{ type: "offer", goods: {}, price: null }];
      for (const g of GOODS) {
        if (p.goods[g] < 1) continue;
        for (const price of PRICES) if (priceAllowed(p.role, price)) out.push({ type: "offer", goods: { [g]: 1 }, price });
      }
      return out;
    }
    case "view1":
    case "view2": {
      const out: Move[] = [{ type: "view", accept: false }];
      const chest = s.chests[chestFor(s, seat, s.step === "view1" ? 1 : 2)];
      if (!chest?.price || chest.paid) return out;
      if ("ducats" in chest.price) {
        if (p.goods.ducats >= chest.price.ducats) out.push({ type: "view", accept: true });
        return out;
      }
      const n = chest.price.souls;
      for (let t = 0; t <= Math.min(n, p.tainted); t++) if (n - t <= p.pure) out.push({ type: "view", accept: true, tainted: t });
      return out;
    }
    case "plan":
      return plans(s, seat);
    case "vote":
      return [{ type: "vote", target: null }, ...[0, 1, 2, 3].filter((t) => canVoteFor(s, seat, t)).map((target): Move => ({ type: "vote", target }))];
    case "defend":
      return canProve(s, seat) ? [{ type: "defend", prove: true }, { type: "defend", prove: false }] : [{ type: "defend", prove: false }];
    case "wings":
      return Array.from({ length: Math.min(3, Math.floor(p.goods.ducats / 5)) + 1 }, (_, count): Move => ({ type: "wings", count }));
    case "ritual":
      return rituals(s, seat);
    case "answer":
      return answers(s, seat);
    case "over":
      return [];
  }
}

function plans(s: DevilState, seat: Seat): Move[] {
  const p = player(s, seat);
  const discards: (string | undefined)[] = p.events.length > 1 ? [...new Set(p.events)] : [undefined];
  const hires = [undefined, ...hireable(s, seat)];
  const slotChoices = subsets(usable(s, seat), 2);
  const buildChoices: PlanMove["builds"][] = [[]];
  p.hand.forEach((a, i) => {
    const uses = isActionBuilding(a) ? [false, true] : [false];
    for (const u of uses) buildChoices.push([{ card: a, use: u }]);
    p.hand.forEach((b, j) => {
      if (j <= i) return;
      for (const u of uses) for (const v of isActionBuilding(b) ? [false, true] : [false]) buildChoices.push([{ card: a, use: u }, { card: b, use: v }]);
    });
  });
  const out: Move[] = [];
  for (const discard of discards) {
    const kept = discard === undefined ? p.events : p.events.filter((_, i) => i !== p.events.indexOf(discard));
    const events: PlanMove["event"][] = [undefined, ...kept.flatMap((id) => [{ id, side: "left" as const }, { id, side: "right" as const }])];
    for (const event of events)
      for (const use of slotChoices)
        for (const builds of buildChoices)
          for (const hire of hires) {
            if (tokenCount({ use, builds, hire }) > p.tokens) continue;
            out.push({ type: "plan", ...(discard ? { discard } : {}), ...(event ? { event } : {}), use, builds, ...(hire ? { hire } : {}), repay: 0 });
          }
  }
  return out;
}

function rituals(s: DevilState, seat: Seat): Move[] {
  const p = player(s, seat);
  const bribes = p.goods.ducats >= 5 ? [0, 5] : [0];
  const targets = [0, 1, 2, 3];
  const devils = [undefined, ...targets.filter((t) => guessAllowed(s, seat, "devil", t))];
  const cultists = [undefined, ...targets.filter((t) => guessAllowed(s, seat, "cultist", t))];
  const pieces: { pure: number; tainted: number }[] = [];
  if (p.role === "devil") {
    for (let pure = 0; pure <= p.pure; pure++) {
      if (s.round === 3) pieces.push({ pure, tainted: p.tainted });
      else for (let tainted = 0; tainted <= p.tainted; tainted++) pieces.push({ pure, tainted });
    }
  } else pieces.push({ pure: 0, tainted: 0 });
  const out: Move[] = [];
  for (const bribe of bribes)
    for (const devil of devils)
      for (const cultist of cultists) {
        if (devil !== undefined && devil === cultist) continue;
        for (const piece of pieces) out.push({ type: "ritual", bribe, ...(devil === undefined ? {} : { devil }), ...(cultist === undefined ? {} : { cultist }), ...piece });
      }
  return out;
}

function answers(s: DevilState, seat: Seat): Move[] {
  const p = player(s, seat);
  const due = obligations(s, seat).length;
  const out: Move[] = [];
  const walk = (prefix: AnswerMove["answers"], pieces: number, indulgences: number) => {
    if (prefix.length === due) {
      out.push({ type: "answer", answers: prefix.slice() });
      return;
    }
    if (pieces < p.pure + p.tainted) walk([...prefix, "piece"], pieces + 1, indulgences);
    if (indulgences < p.indulgences) walk([...prefix, "indulgence"], pieces, indulgences + 1);
    walk([...prefix, "penalty"], pieces, indulgences);
  };
  walk([], 0, 0);
  return out;
}
