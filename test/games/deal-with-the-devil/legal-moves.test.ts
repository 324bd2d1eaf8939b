/**
 * `legalMoves` against brute force: in every step of random and default-played games, a move is
 * accepted exactly when it is made of listed parts by legal.ts's rules (market acts a listed
 * prefix, declared choices free, offers one kind at a time, a plan's event and token parts, an
 * answer's split and rare), for a superset of candidates built without the engine's enumeration:
 * other seats' cards, amounts one over, other goods, every master and target, market prefixes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import { BUILDINGS, EVENTS } from "../../../worker/games/deal-with-the-devil/cards/index.ts";
import { BUY_PRICE, GOODS, MASTERS, RARES, RESOURCES } from "../../../worker/games/deal-with-the-devil/cards/types.ts";
import { dealWithTheDevil as game } from "../../../worker/games/deal-with-the-devil/index.ts";
import { marketActs } from "../../../worker/games/deal-with-the-devil/legal-market.ts";
import { DEBT_LIMIT } from "../../../worker/games/deal-with-the-devil/market.ts";
import type { MarketMove, Move } from "../../../worker/games/deal-with-the-devil/moves.ts";
import { player, type DevilState } from "../../../worker/games/deal-with-the-devil/state.ts";
import { runs } from "../../property-runs.ts";
import { json, key, listedByRule } from "./legal-rules.ts";
import { playGame, type Policy } from "./play-through.ts";
import { budget } from "../../budget.ts";

const others = (s: DevilState, seat: Seat) => s.players.filter((_, i) => i !== seat);
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

/** Market acts around the legal ones: each kind at 1, at its limit, and one over. */
function marketCandidates(s: DevilState, seat: Seat): MarketMove[] {
  const p = player(s, seat);
  const around = (n: number) => [1, n, n + 1].filter((c) => c >= 1);
  return [
    ...RESOURCES.flatMap((good) =>
      around(Math.floor(p.goods.ducats / BUY_PRICE[good])).map((count): MarketMove => ({ act: "buy", good, count })),
    ),
    ...RESOURCES.flatMap((good) => around(p.goods[good]).map((count): MarketMove => ({ act: "sell", good, count }))),
    ...around(DEBT_LIMIT - p.debt).map((count): MarketMove => ({ act: "borrow", count })),
    ...around(Math.min(p.debt, p.goods.ducats)).map((count): MarketMove => ({ act: "repay", count })),
  ];
}

/** Decisions around the legal ones, without the engine's enumeration. */
function candidates(s: DevilState, seat: Seat, rng: () => number): Record<string, unknown>[] {
  const p = player(s, seat);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
  const foreignCard =
    others(s, seat).flatMap((o) => o.hand)[0] ?? (BUILDINGS.find((b) => !p.hand.includes(b.id))?.id as string);
  switch (s.step) {
    case "keep":
      return [...p.hand, foreignCard].map((card) => ({ type: "keep", card }));
    case "pass": {
      const cards = [...(s.drawn[seat] ?? []), ...(s.drawn[(seat + 1) % 4] ?? []).slice(0, 1)];
      return cards.flatMap((a) =>
        cards.map((b) => ({
          type: "pass",
          cards: [a, b],
          ...(rng() < 0.3 ? { wishes: [pick(["rare", "common", "ducats"]), "rare"] } : {}),
        })),
      );
    }
    case "offer": {
      const prices = [
        null,
        ...[0, 1, 2, 6, 7, 8].map((ducats) => ({ ducats })),
        ...[0, 1, 2, 3].map((souls) => ({ souls })),
      ];
      const amounts = (g: (typeof GOODS)[number]) =>
        [...new Set([1, p.goods[g], p.goods[g] + 1])].filter((n) => n >= 1);
      const single = GOODS.flatMap((g) => amounts(g).map((n) => ({ [g]: n })));
      const goods = [{}, ...single, ...Array.from({ length: 40 }, () => ({ ...pick(single), ...pick(single) }))];
      return goods.flatMap((g) => prices.map((price) => ({ type: "offer", goods: g, price })));
    }
    case "view1":
    case "view2":
      return [false, true].flatMap((accept) => [
        { type: "view", accept },
        ...upTo(3).map((tainted) => ({ type: "view", accept, tainted })),
      ]);
    case "plan":
      return planCandidates(s, seat, pick);
    case "vote":
      return [null, 0, 1, 2, 3].map((target) => ({ type: "vote", target }));
    case "defend":
      return [true, false].map((prove) => ({ type: "defend", prove }));
    case "wings":
      return upTo(Math.floor(p.goods.ducats / 5) + 2).map((count) => ({ type: "wings", count }));
    case "ritual": {
      const bribes = [...new Set([0, 1, 5, p.goods.ducats, p.goods.ducats + 1])];
      const seats = [undefined, 0, 1, 2, 3];
      const out: Record<string, unknown>[] = [];
      for (const bribe of bribes)
        for (const devil of seats)
          for (const cultist of seats)
            for (const pure of upTo(p.pure + 1))
              for (const tainted of upTo(p.tainted + 1))
                if (rng() < 0.25 || bribe === 0) out.push({ type: "ritual", bribe, devil, cultist, pure, tainted });
      return out;
    }
    case "answer":
      return answerCandidates(s, seat, pick);
    case "over":
      return [];
  }
}

function planCandidates(s: DevilState, seat: Seat, pick: <T>(items: readonly T[]) => T): Record<string, unknown>[] {
  const p = player(s, seat);
  const foreignEvent =
    others(s, seat).flatMap((o) => o.events)[0] ?? (EVENTS.find((e) => !p.events.includes(e.id))?.id as string);
  const events = [...p.events, foreignEvent];
  const discards = [undefined, ...events];
  const plays = [
    undefined,
    ...events.flatMap((id) => [
      { id, side: "left" },
      { id, side: "right" },
    ]),
  ];
  const indices = [...upTo(p.built.length), 40];
  const uses = [[], ...indices.map((i) => [i]), ...indices.flatMap((i) => indices.map((j) => [i, j]))];
  const cards = [...p.hand, others(s, seat).flatMap((o) => o.hand)[0] as string];
  const build = (card: string) => [
    { card, use: false },
    { card, use: true },
  ];
  const builds = [
    [],
    ...cards.flatMap(build).map((b) => [b]),
    ...cards.flatMap((a) => cards.flatMap((b) => build(a).flatMap((x) => build(b).map((y) => [x, y])))),
  ];
  const hires = [undefined, ...MASTERS, "alchemist"];
  const out: Record<string, unknown>[] = [];
  for (const discard of discards) for (const event of plays) out.push({ type: "plan", discard, event });
  for (const use of uses) for (const hire of hires) out.push({ type: "plan", use, hire });
  for (const b of builds) for (const hire of hires) out.push({ type: "plan", builds: b, hire });
  for (let i = 0; i < 400; i++) {
    const declared =
      i % 4 === 0
        ? {
            fields: pick([
              [0, 1],
              [1, 1],
              [3, 2, 1, 0],
            ]),
            master: pick(MASTERS),
            stable: pick(indices),
            repay: pick([0, 3, 10]),
            dam: pick([0, 3]),
          }
        : {};
    out.push({
      type: "plan",
      discard: pick(discards),
      event: pick(plays),
      use: pick(uses),
      builds: pick(builds),
      hire: pick(hires),
      ...declared,
    });
  }
  return out;
}

function answerCandidates(s: DevilState, seat: Seat, pick: <T>(items: readonly T[]) => T): Record<string, unknown>[] {
  const due = game.legalMoves(s, seat).reduce((n, m) => Math.max(n, m.type === "answer" ? m.answers.length : 0), 0);
  const kinds = ["piece", "indulgence", "penalty"] as const;
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < 300; i++) {
    const length = pick([due, due, due, due - 1, due + 1].filter((n) => n >= 0));
    const answers = Array.from({ length }, () => pick(kinds));
    const rare = pick([undefined, undefined, null, ...RARES]);
    const declared =
      i % 3 === 0 ? { handIn: pick([{ wood: 1 }, { glass: 9 }, { ducats: 2 }]), destroy: pick([0, 2, 40]) } : {};
    out.push({ type: "answer", answers, rare, ...declared });
  }
  return out;
}

type Tally = { steps: Record<string, number>; accepted: number; refused: number; listed: number; prefixed: number };

function check(s: DevilState, seat: Seat, seed: number, tally: Tally): void {
  const before = JSON.stringify(s);
  const legal = game.legalMoves(s, seat);
  const listed = new Set(legal.map((m) => key(m)));
  // Every listed move, and every listed market act as a prefix of the first listed move, is accepted as it stands.
  for (const move of legal) {
    // The messages are built only on a failure: building them for every move was most of the test's time.
    if (!game.move.safeParse(move).success) expect.fail(`listed ${json(move)} does not parse`);
    const r = game.play(s, seat, move);
    if (!r.ok) throw new Error(`listed ${json(move)} refused: ${json(r.error)}`);
  }
  tally.listed += legal.length;
  for (const act of marketActs(s, seat)) {
    const r = game.play(s, seat, { ...(legal[0] as Move), market: [act] } as Move);
    if (!r.ok) throw new Error(`listed market act ${json(act)} refused: ${json(r.error)}`);
  }
  let x = seed;
  const rng = () => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return x / 2 ** 32;
  };
  const bare = candidates(s, seat, rng);
  const acts = marketCandidates(s, seat);
  const prefixed =
    bare.length && acts.length && marketActs(s, seat).length
      ? fc.sample(
          fc
            .tuple(fc.constantFrom(...bare), fc.array(fc.constantFrom(...acts), { minLength: 1, maxLength: 3 }))
            .map(([m, market]) => ({ ...m, market })),
          { seed, numRuns: 60 },
        )
      : [];
  tally.prefixed += prefixed.length;
  for (const candidate of [...bare, ...prefixed]) {
    const parsed = game.move.safeParse(candidate);
    if (!parsed.success) continue;
    const expected = listedByRule(s, seat, parsed.data, listed);
    const r = game.play(s, seat, parsed.data);
    if (r.ok !== expected)
      expect.fail(
        `${s.step} round ${s.round} seat ${seat}: ${json(parsed.data)} ${r.ok ? "accepted" : json(r.error)}, listed: ${expected}`,
      );
    if (r.ok) tally.accepted++;
    else tally.refused++;
  }
  expect(JSON.stringify(s)).toBe(before);
  tally.steps[s.step] = (tally.steps[s.step] ?? 0) + 1;
}

/** Checks every seat due at the start of every step of a whole game. */
function checkGame(seed: string, policies: readonly Policy[], tally: Tally): void {
  let n = 0;
  const visit = (s: DevilState) => {
    for (const seat of game.toAct(s)) check(s, seat, 1 + n++, tally);
  };
  visit(game.setup(4, {}, seed));
  playGame(seed, policies, ({ before, after }) => {
    if (after.step !== before.step || after.round !== before.round) visit(after);
  });
}

/** One game of each mix of players first: a run with fewer games (`runs`) keeps the first ones. */
const GAMES: [string, Policy[]][] = [
  ["legal-r1", ["random", "random", "random", "random"]],
  ["legal-m1", ["bot", "random", "bot", "random"]],
  ["legal-b1", ["bot", "bot", "bot", "bot"]],
  ["legal-r2", ["random", "random", "random", "random"]],
  ["legal-m2", ["random", "bot", "random", "bot"]],
];

describe("legal moves", () => {
  for (const [seed, policies] of GAMES.slice(0, runs(5))) {
    it(
      `are exactly the accepted moves at every step of game ${seed} (${policies.join(", ")})`,
      () => {
        const tally: Tally = { steps: {}, accepted: 0, refused: 0, listed: 0, prefixed: 0 };
        checkGame(seed, policies, tally);
        for (const step of ["keep", "pass", "offer", "view1", "view2", "plan", "vote", "wings", "ritual", "answer"])
          expect(tally.steps[step] ?? 0, step).toBeGreaterThan(0);
        // The candidates reach both sides of the line, market prefixes included.
        expect(tally.accepted).toBeGreaterThan(1000);
        expect(tally.refused).toBeGreaterThan(1000);
        expect(tally.prefixed).toBeGreaterThan(500);
        // 4× its idle time, not 3×: one CPU-bound game, which beside a second `npm test` gets a quarter of a core.
      },
      budget(80_000),
    );
  }
});

/** The first state of a default-played game at `step` in round `round` or later. */
function reach(step: DevilState["step"], round: number): DevilState {
  let found: DevilState | undefined;
  playGame(`legal-rich-${step}`, ["bot", "bot", "bot", "bot"], ({ after }) => {
    if (!found && after.step === step && after.round >= round) found = after;
  });
  if (!found) throw new Error(`no ${step} in round ${round}+`);
  return structuredClone(found);
}

const ACTION = BUILDINGS.filter((b) => b.effect?.timing === "action").map((b) => b.id);

describe("legal moves in the richest states", () => {
  it("are exactly the accepted moves for a plan with 6 slotted action buildings, 5 in hand, every master hireable and 2 events (the longest list)", () => {
    const s = reach("plan", 4);
    const p = player(s, 0);
    p.built = ACTION.slice(0, 6);
    p.hand = ACTION.slice(6, 11);
    p.masters = { rural: "two", urban: "three", church: "two", alchemist: "three" };
    p.events = EVENTS.slice(0, 2).map((e) => e.id);
    p.tokens = 4;
    const tally: Tally = { steps: {}, accepted: 0, refused: 0, listed: 0, prefixed: 0 };
    check(s, 0, 7, tally);
    // 9 event parts and every token part: the figure the README gives as the worst plan.
    expect(game.legalMoves(s, 0)).toHaveLength(tally.listed);
    expect(tally.listed).toBeGreaterThan(3000);
    expect(tally.accepted).toBeGreaterThan(500);
  });

  it("are exactly the accepted moves for a round-5 ritual of a devil with 4 pure and 2 tainted pieces and an answer with indulgences, guests and rares", () => {
    const ritual = reach("ritual", 5);
    const devil = ritual.players.findIndex((q) => q.role === "devil");
    Object.assign(player(ritual, devil), { pure: 4, tainted: 2 });
    player(ritual, devil).goods.ducats = 12;
    const answer = reach("answer", 5);
    Object.assign(player(answer, 1), { pure: 2, tainted: 1, indulgences: 2, guests: 2 });
    Object.assign(player(answer, 1).goods, { glass: 1, marble: 2 });
    const tally: Tally = { steps: {}, accepted: 0, refused: 0, listed: 0, prefixed: 0 };
    check(ritual, devil, 11, tally);
    check(answer, 1, 13, tally);
    expect(tally.steps).toEqual({ ritual: 1, answer: 1 });
    expect(tally.refused).toBeGreaterThan(100);
  });

  it("are exactly the accepted moves for a questioned seat that can prove its innocence and one that cannot", () => {
    let s = reach("vote", 2);
    Object.assign(player(s, 0), { pure: 3, tainted: 0 });
    Object.assign(player(s, 1), { pure: 1, tainted: 1 });
    for (const [seat, target] of [
      [0, 1],
      [1, 0],
      [2, 0],
      [3, 1],
    ] as const) {
      const r = game.play(s, seat, { type: "vote", target });
      if (!r.ok) throw new Error(json(r.error));
      s = r.played.state;
    }
    expect(s.step).toBe("defend");
    const tally: Tally = { steps: {}, accepted: 0, refused: 0, listed: 0, prefixed: 0 };
    check(s, 0, 17, tally);
    check(s, 1, 19, tally);
    expect(game.legalMoves(s, 0)).toHaveLength(2);
    expect(game.legalMoves(s, 1)).toEqual([{ type: "defend", prove: false }]);
  });
});
