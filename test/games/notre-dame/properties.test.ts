import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import {
  BROWN,
  CARDS,
  COINS_IN_GAME,
  CUBES_PER_COLOUR,
  FIELDS,
  GAINS,
  PERSONS,
  RAT_MAX,
  ROUNDS,
} from "../../../worker/games/notre-dame/data.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { Move } from "../../../worker/games/notre-dame/moves.ts";
import { cloneState, type NotreDameState } from "../../../worker/games/notre-dame/state.ts";
import { runs } from "../../property-runs.ts";
import { canonical } from "./fixtures.ts";
import { playGame, replay, type Policy } from "./play-through.ts";
import { budget } from "../../budget.ts";

const seatCounts = fc.integer({ min: 2, max: 5 });
const seeds = fc.string({ minLength: 1, maxLength: 12 });
const policies = (seats: number) =>
  fc.array(fc.constantFrom<Policy>("bot", "random"), { minLength: seats, maxLength: seats });
const game = seatCounts.chain((seats) => fc.tuple(fc.constant(seats), seeds, policies(seats)));

function checkInvariants(state: NotreDameState): void {
  const seats = state.players.length;
  const coins = state.coins + state.players.reduce((sum, p) => sum + p.coins, 0);
  expect(coins).toBe(COINS_IN_GAME);
  const cards = new Map<string, number>();
  const count = (list: readonly string[]) => list.forEach((c) => cards.set(c, (cards.get(c) ?? 0) + 1));
  for (const p of state.players) {
    const cubes = p.supply + p.reserve + p.cathedral + FIELDS.reduce((sum, f) => sum + p.fields[f], 0);
    expect(cubes).toBe(CUBES_PER_COLOUR);
    expect(p.rat).toBeGreaterThanOrEqual(0);
    expect(p.rat).toBeLessThanOrEqual(RAT_MAX);
    expect(
      Math.min(p.supply, p.reserve, p.coins, p.prestige, ...FIELDS.map((f) => p.fields[f])),
    ).toBeGreaterThanOrEqual(0);
    count(p.deck);
    count(p.hand);
    count(p.played);
    if (p.discarded) count([p.discarded]);
  }
  state.draft?.offers.forEach(count);
  // Each period deals every deck out three cards a round: what is not yet on the discard pile.
  const inPeriod = state.phase === "over" ? 0 : (state.round - 1) % 3;
  const perKind = 3 - inPeriod;
  for (const card of CARDS) {
    const n = cards.get(card) ?? 0;
    expect(n).toBeLessThanOrEqual(seats);
  }
  const total = [...cards.values()].reduce((a, b) => a + b, 0);
  expect(total).toBe(state.phase === "over" ? 0 : seats * 3 * perKind);
  expect(state.brown.length + state.revealed.filter((p) => (BROWN as readonly string[]).includes(p)).length).toBe(6);
  expect(
    state.grey.length +
      state.revealed.length -
      state.revealed.filter((p) => (BROWN as readonly string[]).includes(p)).length,
  ).toBe(9);
}

/** Replaces every secret of the state by a marker naming its owner, to search views for it. */
function plantSecrets(state: NotreDameState): NotreDameState {
  const s = cloneState(state);
  const mark = (label: string) => label as never;
  s.brown = s.brown.map((_, i) => mark(`SECRET-brown-${i}`));
  s.grey = s.grey.map((_, i) => mark(`SECRET-grey-${i}`));
  s.rng = [0x5ec1e7, 0x5ec1e7, 0x5ec1e7, 0x5ec1e7];
  s.players.forEach((p, seat) => {
    p.deck = p.deck.map((_, i) => mark(`SECRET-deck-${seat}-${i}`));
    p.hand = p.hand.map((_, i) => mark(`SECRET-hand-${seat}-${i}`));
    p.passed = p.passed.map((_, i) => mark(`SECRET-passed-${seat}-${i}`));
    if (p.discarded) p.discarded = mark(`SECRET-discarded-${seat}`);
    if (s.options.hiddenScores) p.prestige = 7_770_000 + seat;
  });
  if (s.options.hiddenScores) s.history = s.history.map((row) => row.map((_, seat) => 8_880_000 + seat));
  if (s.draft)
    s.draft.offers = s.draft.offers.map((offer, seat) => offer.map((_, i) => mark(`SECRET-offer-${seat}-${i}`)));
  return s;
}

function secretsIn(text: string): string[] {
  return [...text.matchAll(/SECRET-[a-z]+(?:-(\d+))?(?:-\d+)?|7770+(\d)|8880+(\d)/g)].map((m) => m[0]);
}

function ownerOf(secret: string): Seat | undefined {
  const byName = /SECRET-(?:deck|hand|passed|discarded|offer)-(\d+)/.exec(secret);
  if (byName) return Number(byName[1]);
  const byNumber = /^(?:777|888)0*(\d)$/.exec(secret);
  return byNumber ? Number(byNumber[1]) : undefined;
}

function checkSecrecy(state: NotreDameState): void {
  if (state.phase === "over") return;
  const planted = plantSecrets(state);
  const seats = state.players.length;
  for (const viewer of [undefined, ...Array.from({ length: seats }, (_, i) => i)]) {
    const text = JSON.stringify(notreDame.view(planted, viewer));
    for (const secret of secretsIn(text)) expect(ownerOf(secret), `${secret} seen by ${viewer}`).toBe(viewer);
    if (viewer !== undefined && state.players[viewer]?.hand.length) expect(text).toContain(`SECRET-hand-${viewer}-0`);
  }
}

const markets = fc
  .tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom("c", "il", "ir", "ol", "or"))
  .map(([q, m]) => `${q}.${m}`);
const place = fc.constantFrom(...FIELDS, "cathedral" as const);
const optional = { requiredKeys: [] as never[] };
const junkMove: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ type: fc.constant("keep" as const), card: fc.constantFrom(...CARDS) }),
  fc.record({ type: fc.constant("pass" as const) }),
  fc.record({ type: fc.constant("sacrifice" as const), field: fc.constantFrom(...FIELDS) }),
  fc
    .tuple(
      fc.constantFrom(...CARDS),
      fc.record(
        {
          skip: fc.constant(true as const),
          from: place,
          field: fc.constantFrom(...FIELDS),
          donate: fc.constantFrom(1 as const, 2 as const, 3 as const),
          market: markets,
          take: fc.constant(true as const),
          gains: fc.array(fc.constantFrom(...GAINS), { minLength: 1, maxLength: 2 }),
        },
        optional,
      ),
    )
    .map(([card, rest]) => ({ type: "play" as const, card, ...rest }) as Move),
  fc
    .tuple(
      fc.constantFrom(...PERSONS),
      fc.record(
        {
          from: place,
          to: fc.constantFrom(...FIELDS),
          field: fc.constantFrom(...FIELDS),
          cubes: fc.integer({ min: 0, max: 3 }),
          advisor: fc.constant(true as const),
          market: markets,
          take: fc.constant(true as const),
          gains: fc.array(fc.constantFrom(...GAINS), { minLength: 1, maxLength: 2 }),
        },
        optional,
      ),
    )
    .map(([person, rest]) => ({ type: "bribe" as const, person, ...rest }) as Move),
);

/** A legal move with one parameter dropped, changed or added: the near misses a client may send. */
function mutations(move: Move, junk: Move): Move[] {
  const entries = Object.entries(move).filter(([key]) => key !== "type");
  const out: Move[] = entries.map(
    ([key]) => Object.fromEntries(Object.entries(move).filter(([k]) => k !== key)) as Move,
  );
  for (const [key, value] of Object.entries(junk)) if (key !== "type") out.push({ ...move, [key]: value } as Move);
  return out;
}

describe("Notre Dame properties over many seeds", () => {
  it(
    "games end after nine rounds with every invariant kept, and replay byte for byte",
    () => {
      fc.assert(
        fc.property(game, ([seats, seed, players]) => {
          const shown = new Map<string, number>();
          const count = (revealed: readonly string[]) => revealed.forEach((p) => shown.set(p, (shown.get(p) ?? 0) + 1));
          count(notreDame.setup(seats, { hiddenScores: true }, seed).revealed);
          const { final, log } = playGame(seats, seed, players, ({ before, after }) => {
            checkInvariants(after);
            expect(JSON.stringify(before)).not.toBe(JSON.stringify(after));
            if (after.round !== before.round) count(after.revealed);
          });
          expect(final.phase).toBe("over");
          expect(final.round).toBe(ROUNDS);
          expect(final.history).toHaveLength(ROUNDS);
          for (const person of PERSONS)
            expect(shown.get(person) ?? 0, person).toBe((BROWN as readonly string[]).includes(person) ? 3 : 1);
          expect(JSON.stringify(replay(seats, seed, log))).toBe(JSON.stringify(final));
          const outcome = notreDame.outcome(final);
          expect(outcome?.kind).toBe("ranked");
        }),
        { numRuns: runs(40) },
      );
      // 40 whole games: ~3.5 s on an idle machine.
    },
    budget(15_000),
  );

  it("accepts exactly the legal moves: anything else is refused with a code and changes nothing", () => {
    fc.assert(
      fc.property(game, fc.array(junkMove, { minLength: 40, maxLength: 40 }), ([seats, seed, players], junk) => {
        let j = 0;
        playGame(seats, seed, players, ({ before }) => {
          const frozen = JSON.stringify(before);
          for (let seat = 0; seat < seats; seat++) {
            const legal = notreDame.legalMoves(before, seat);
            const allowed = new Set(legal.map(canonical));
            const some = junk[j++ % junk.length] as Move;
            const tries = [some, ...(legal.length ? mutations(legal[j % legal.length] as Move, some) : [])];
            for (const attempt of tries) {
              if (!notreDame.move.safeParse(attempt).success) continue;
              const result = notreDame.play(before, seat, attempt);
              if (allowed.has(canonical(attempt))) expect(result.ok, JSON.stringify(attempt)).toBe(true);
              else {
                expect(result.ok, `${JSON.stringify(attempt)} accepted though not legal`).toBe(false);
                if (!result.ok) expect(typeof result.error.code).toBe("string");
              }
            }
            for (const move of legal.slice(0, 30)) expect(notreDame.play(before, seat, move).ok).toBe(true);
          }
          expect(JSON.stringify(before)).toBe(frozen);
        });
      }),
      { numRuns: runs(16) },
    );
  });

  it("no view and no public log event holds another seat's secrets", () => {
    fc.assert(
      fc.property(game, fc.boolean(), ([seats, seed, players], hiddenScores) => {
        playGame(seats, seed, players, ({ after }) => checkSecrecy(after), hiddenScores);
      }),
      { numRuns: runs(16) },
    );
  });

  it("public log events never carry hidden cards or, with hidden scores, prestige", () => {
    fc.assert(
      fc.property(game, ([seats, seed]) => {
        let state = notreDame.setup(seats, { hiddenScores: true }, seed);
        while (state.phase !== "over") {
          const seat = notreDame.toAct(state)[0] ?? 0;
          const result = notreDame.play(state, seat, notreDame.botMove(state, seat));
          if (!result.ok) throw new Error(result.error.code);
          for (const { to, event } of result.played.events) {
            if (to) continue;
            expect(event).not.toHaveProperty("cards");
            if (event.type !== "played") expect(event).not.toHaveProperty("card");
            if (event.type !== "gameOver") expect(event).not.toHaveProperty("prestige");
          }
          state = result.played.state;
        }
      }),
      { numRuns: runs(12) },
    );
  });
});
