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
 *
 * The list is built from parts (`legalParts`), which `composeParts` turns back into it: the game
 * answer sends the parts (a plan's token part alone runs to 1,512 moves) and the table composes the
 * moves with this same code (worker/games/README.md, "Legal moves in parts").
 */
import type { Seat } from "../contract.ts";
import { hireable, isActionBuilding, tokenCount, usable } from "./actions.ts";
import { canProve, canVoteFor } from "./witch.ts";
import { guessAllowed, obligations, WING_PRICE } from "./inquisition.ts";
import { GOODS, RARES } from "./cards/types.ts";
import type { AnswerMove, Move, PlanMove } from "./moves.ts";
import { marketWindow } from "./legal-market.ts";
import { player, type DevilState, type MasterName, type Price, type Stock } from "./state.ts";
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

/**
 * A seat's legal moves in parts, small enough for every answer: the moves listed as they stand,
 * then the factors of the long lists, composed by `composeParts` in the list's own order. What
 * depends on the seat's goods reads `goods`, so the table composes the moves left after market
 * acts it adds by composing with the goods those acts leave (`walletActs`, `marketStep`).
 */
export type DevilParts = {
  /** Moves listed as they stand: keep, pass, an empty chest, a plan's event parts, votes, defences. */
  moves: Move[];
  /** The seat's goods: what offers, payments, wings, bribes and a rare answer are measured against. */
  goods: Stock;
  /** One-kind offers: each price the role allows × each kind × 1 up to the stock. */
  offer?: { prices: Price[] };
  /** Viewing a chest: decline, or accept at its price (null: empty or already accepted) with the soul pieces held. */
  view?: { price: Price | null; pure: number; tainted: number };
  /** A plan's token parts: slot tokens on usable buildings, builds from the hand (an action building may be used at once), a hire; at most `tokens` tokens. */
  tokens?: { usable: number[]; hand: string[]; hires: MasterName[]; tokens: number };
  /** Angel wings: any count the ducats pay for. */
  wings?: true;
  /** Rituals: every bribe the ducats allow × each devil guess × each cultist guess (not the same seat) × each soul-piece pair. */
  ritual?: { devils: Seat[]; cultists: Seat[]; pieces: { pure: number; tainted: number }[] };
  /** Answers: every split of `due` inquisitors within the pieces and indulgences held, then all penalties with each rare held (or none). */
  answer?: { due: number; pieces: number; indulgences: number };
  /** Whether the move may carry market acts, and repayments among them (legal-market.ts `marketWindow`). */
  market?: { repay: boolean };
};

type Part<K extends keyof DevilParts> = NonNullable<DevilParts[K]>;

export function legalMoves(state: DevilState, seat: Seat): Move[] {
  return composeParts(legalParts(state, seat));
}

export function legalParts(s: DevilState, seat: Seat): DevilParts {
  const goods = { ...player(s, seat).goods };
  if (!toAct(s).includes(seat)) return { moves: [], goods };
  const market = marketWindow(s.step);
  return { moves: [], goods, ...stepParts(s, seat), ...(market ? { market } : {}) };
}

/** The moves the parts stand for, in `legalMoves`' order: pure, so the table composes them too. */
export function composeParts(parts: DevilParts): Move[] {
  const { goods } = parts;
  return [
    ...parts.moves,
    ...(parts.offer ? offers(parts.offer, goods) : []),
    ...(parts.view ? views(parts.view, goods) : []),
    ...(parts.tokens ? tokenParts(parts.tokens) : []),
    ...(parts.wings ? wings(goods) : []),
    ...(parts.ritual ? rituals(parts.ritual, goods) : []),
    ...(parts.answer ? answers(parts.answer, goods) : []),
  ];
}

function stepParts(s: DevilState, seat: Seat): Partial<DevilParts> {
  const p = player(s, seat);
  switch (s.step) {
    case "keep":
      return { moves: [...new Set(p.hand)].map((card) => ({ type: "keep", card })) };
    case "pass":
      return {
        moves: distinct(arrangements(s.drawn[seat] ?? [], 2).filter((pair) => pair.length === 2)).map(
          (pair): Move => ({ type: "pass", cards: pair as [string, string] }),
        ),
      };
    case "offer":
      return {
        moves: [{ type: "offer", goods: {}, price: null }],
        offer: { prices: PRICES.filter((price) => priceAllowed(p.role, price)) },
      };
    case "view1":
    case "view2": {
      const chest = s.chests[chestFor(s, seat, s.step === "view1" ? 1 : 2)];
      const price = chest?.price && !chest.paid ? chest.price : null;
      return { view: { price, pure: p.pure, tainted: p.tainted } };
    }
    case "plan":
      return {
        moves: eventParts(s, seat),
        tokens: { usable: usable(s, seat), hand: p.hand.slice(), hires: hireable(s, seat), tokens: p.tokens },
      };
    case "vote":
      return {
        moves: [
          { type: "vote", target: null },
          ...[0, 1, 2, 3].filter((t) => canVoteFor(s, seat, t)).map((target): Move => ({ type: "vote", target })),
        ],
      };
    case "defend":
      return {
        moves: canProve(s, seat)
          ? [
              { type: "defend", prove: true },
              { type: "defend", prove: false },
            ]
          : [{ type: "defend", prove: false }],
      };
    case "wings":
      return { wings: true };
    case "ritual":
      return { ritual: ritualParts(s, seat) };
    case "answer":
      return { answer: { due: obligations(s, seat).length, pieces: p.pure + p.tainted, indulgences: p.indulgences } };
    case "over":
      return {};
  }
}

function offers({ prices }: Part<"offer">, stock: Stock): Move[] {
  const out: Move[] = [];
  for (const price of prices)
    for (const g of GOODS) for (const n of range(1, stock[g])) out.push({ type: "offer", goods: { [g]: n }, price });
  return out;
}

function views({ price, pure, tainted }: Part<"view">, goods: Stock): Move[] {
  const out: Move[] = [{ type: "view", accept: false }];
  if (price === null) return out;
  if ("ducats" in price) {
    if (goods.ducats >= price.ducats) out.push({ type: "view", accept: true });
    return out;
  }
  const n = price.souls;
  // Without `tainted` the payer lays in as many tainted pieces as it can (trading.ts).
  if (n - Math.min(tainted, n) <= pure) out.push({ type: "view", accept: true });
  for (let t = 0; t <= Math.min(n, tainted); t++)
    if (n - t <= pure) out.push({ type: "view", accept: true, tainted: t });
  return out;
}

const wings = (goods: Stock): Move[] =>
  range(0, Math.min(MAX_WINGS, Math.floor(goods.ducats / WING_PRICE))).map((count): Move => ({ type: "wings", count }));

function eventParts(s: DevilState, seat: Seat): Move[] {
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
  return out;
}

/** Every token part but the empty one (an event part is the empty plan). */
function tokenParts({ usable, hand, hires, tokens }: Part<"tokens">): Move[] {
  const out: Move[] = [];
  const uses = arrangements(usable, 2);
  const builds: PlanMove["builds"][] = distinct(
    arrangements(hand, 2).flatMap((cards) =>
      cards.reduce<PlanMove["builds"][]>(
        (acc, card) =>
          acc.flatMap((prefix) =>
            (isActionBuilding(card) ? [false, true] : [false]).map((use) => [...prefix, { card, use }]),
          ),
        [[]],
      ),
    ),
  );
  for (const use of uses)
    for (const build of builds)
      for (const hire of [undefined, ...hires]) {
        if (use.length + build.length === 0 && !hire) continue;
        if (tokenCount({ use, builds: build, hire }) > tokens) continue;
        out.push({ type: "plan", use, builds: build, ...(hire ? { hire } : {}), repay: 0 });
      }
  return out;
}

function ritualParts(s: DevilState, seat: Seat): Part<"ritual"> {
  const p = player(s, seat);
  const targets = [0, 1, 2, 3];
  const pieces: { pure: number; tainted: number }[] = [];
  if (p.role === "devil") {
    // Round 3: every tainted piece the devil holds goes in (L971).
    for (const pure of range(0, p.pure))
      for (const tainted of s.round === 3 ? [p.tainted] : range(0, p.tainted)) pieces.push({ pure, tainted });
  } else pieces.push({ pure: 0, tainted: 0 });
  return {
    devils: targets.filter((t) => guessAllowed(s, seat, "devil", t)),
    cultists: targets.filter((t) => guessAllowed(s, seat, "cultist", t)),
    pieces,
  };
}

function rituals({ devils, cultists, pieces }: Part<"ritual">, goods: Stock): Move[] {
  const out: Move[] = [];
  for (const bribe of range(0, Math.min(MAX_BRIBE, goods.ducats)))
    for (const devil of [undefined, ...devils])
      for (const cultist of [undefined, ...cultists]) {
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
function answers({ due, pieces: held, indulgences: kept }: Part<"answer">, goods: Stock): Move[] {
  const splits: AnswerMove["answers"][] = [];
  const walk = (prefix: AnswerMove["answers"], pieces: number, indulgences: number) => {
    if (prefix.length === due) {
      splits.push(prefix.slice());
      return;
    }
    if (pieces < held) walk([...prefix, "piece"], pieces + 1, indulgences);
    if (indulgences < kept) walk([...prefix, "indulgence"], pieces, indulgences + 1);
    walk([...prefix, "penalty"], pieces, indulgences);
  };
  walk([], 0, 0);
  const penalties = Array.from({ length: due }, () => "penalty" as const);
  const rares: AnswerMove["rare"][] = [null, ...RARES.filter((r) => goods[r] > 0)];
  return [
    ...splits.map((answers): Move => ({ type: "answer", answers })),
    ...rares.map((rare): Move => ({ type: "answer", answers: penalties, rare })),
  ];
}
