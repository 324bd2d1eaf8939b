// Rules contract (shared/rules/notre-dame.md): setup, market graph, round structure, draft,
// end of round / period / game, outcome, hidden information.
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import { reachable, roads, type Market } from "../../../worker/games/notre-dame/board.ts";
import {
  BROWN,
  CARDS,
  GREY_A,
  GREY_B,
  GREY_C,
  RATS,
  TOKEN_KINDS,
  type Person,
} from "../../../worker/games/notre-dame/data.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import { cloneState, type NotreDameState } from "../../../worker/games/notre-dame/state.ts";
import { atBribe, atPlay, fresh, mustPlay, mustRefuse, player, reveal, withPlayer } from "./fixtures.ts";

const viewOf = (s: NotreDameState, seat: Seat | undefined): any => notreDame.view(s, seat);
const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort();
const totalCoins = (s: NotreDameState): number => s.coins + s.players.reduce((a, p) => a + p.coins, 0);

/** Plays a whole game choosing pseudo-random legal moves; returns the final state and each round's reveal. */
function playOut(seats: number, seed: string) {
  let s = fresh(seats, seed);
  const rounds: { round: number; revealed: Person[] }[] = [{ round: 1, revealed: s.revealed.slice() }];
  let rnd = 7;
  for (let i = 0; i < 5000 && s.phase !== "over"; i++) {
    const seat = notreDame.toAct(s)[0] as Seat;
    const moves = notreDame.legalMoves(s, seat);
    rnd = (rnd * 1103515245 + 12345) % 2147483648;
    const move = moves[rnd % moves.length];
    if (!move) throw new Error("no legal move");
    const before = s.round;
    s = mustPlay(s, seat, move).state;
    expect(totalCoins(s)).toBe(25);
    // 14 cubes per colour: supply + reserve + fields + cathedral (the advisor is not a cube)
    for (const p of s.players) {
      expect(p.supply + p.reserve + p.cathedral + Object.values(p.fields).reduce((a, b) => a + b, 0)).toBe(14);
    }
    if (s.round !== before) rounds.push({ round: s.round, revealed: s.revealed.slice() });
  }
  return { final: s, rounds };
}

describe("setup", () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`${seats} players: pieces, coins, tokens, decks`, () => {
      const s = fresh(seats, `setup-${seats}`);
      const quarters = seats === 2 ? 4 : seats;
      expect(s.quarters).toBe(quarters);
      expect(s.round).toBe(1);
      expect(s.phase).toBe("draft");
      expect(s.players).toHaveLength(seats);
      s.players.forEach((p, seat) => {
        const q = seats === 2 ? seat * 2 : seat;
        expect(p.quarter).toBe(q);
        expect(p.carriage).toBe(`${q}.c`);
        expect(p.supply).toBe(4);
        expect(p.reserve).toBe(10);
        expect(Object.values(p.fields)).toEqual([0, 0, 0, 0, 0, 0, 0]);
        expect(p.cathedral).toBe(0);
        expect(p.advisor).toBeUndefined();
        expect(p.coins).toBe(3);
        expect(p.rat).toBe(0);
        expect(p.prestige).toBe(0);
        expect(p.tokens).toEqual([]);
        // Nine action cards, one of each: six still in the deck, three offered in the draft.
        expect(p.deck).toHaveLength(6);
        expect(sorted([...p.deck, ...(s.draft?.offers[seat] ?? [])])).toEqual(sorted(CARDS));
      });
      // 25 coins in all, players' coins included.
      expect(s.coins).toBe(25 - 3 * seats);
      expect(totalCoins(s)).toBe(25);
      // 14 cubes per colour: supply + reserve + fields + cathedral (the advisor is not a cube)
      for (const p of s.players) {
        expect(p.supply + p.reserve + p.cathedral + Object.values(p.fields).reduce((a, b) => a + b, 0)).toBe(14);
      }
      // One token of each kind on the four edge markets of every quarter (unowned ones too).
      expect(Object.keys(s.tokens)).toHaveLength(4 * quarters);
      for (let q = 0; q < quarters; q++) {
        const kinds = ["il", "ir", "ol", "or"].map((spot) => s.tokens[`${q}.${spot}` as Market]);
        expect(sorted(kinds as string[])).toEqual(sorted(TOKEN_KINDS));
        expect(s.tokens[`${q}.c` as Market]).toBeUndefined();
      }
      // Cathedral prestige per player count.
      expect(viewOf(s, 0).cathedralPrestige).toBe({ 2: 6, 3: 8, 4: 10, 5: 12 }[seats]);
      expect(s.bellRinger).toBeGreaterThanOrEqual(0);
      expect(s.bellRinger).toBeLessThan(seats);
    });
  }

  it("2 players sit in opposite quarters of the 4-quarter board; the other two are unowned but hold tokens", () => {
    const s = fresh(2, "two");
    expect(s.players.map((p) => p.quarter)).toEqual([0, 2]);
    expect(s.players.map((p) => p.carriage)).toEqual(["0.c", "2.c"]);
    for (const q of [1, 3]) {
      for (const spot of ["il", "ir", "ol", "or"]) expect(s.tokens[`${q}.${spot}` as Market]).toBeDefined();
    }
    expect(s.players.some((p) => p.carriage.startsWith("1.") || p.carriage.startsWith("3."))).toBe(false);
  });

  it("personality decks: 2 brown + 1 grey revealed; grey stacked A on B on C", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const s = fresh(3, seed);
      expect(s.revealed).toHaveLength(3);
      expect(BROWN).toContain(s.revealed[0]);
      expect(BROWN).toContain(s.revealed[1]);
      expect(GREY_A).toContain(s.revealed[2]);
      expect(s.brown).toHaveLength(4);
      expect(sorted([...s.brown, ...s.revealed.slice(0, 2)])).toEqual(sorted(BROWN));
      expect(s.grey).toHaveLength(8);
      expect(sorted([s.revealed[2] as Person, ...s.grey.slice(0, 2)])).toEqual(sorted(GREY_A));
      expect(sorted(s.grey.slice(2, 5))).toEqual(sorted(GREY_B));
      expect(sorted(s.grey.slice(5, 8))).toEqual(sorted(GREY_C));
    }
  });

  it("the start player and the decks are random (depend on the seed)", () => {
    const starts = new Set<number>();
    const decks = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = fresh(4, `seed-${i}`);
      starts.add(s.bellRinger);
      decks.add(JSON.stringify(s.players[0]?.deck));
    }
    expect(starts.size).toBeGreaterThan(1);
    expect(decks.size).toBeGreaterThan(1);
  });

  it("seats outside 2–5 are refused; hiddenScores defaults on", () => {
    expect(() => notreDame.setup(1, { hiddenScores: true }, "x")).toThrow();
    expect(() => notreDame.setup(6, { hiddenScores: true }, "x")).toThrow();
    expect(notreDame.options.parse({})).toEqual({ hiddenScores: true });
  });

  it("the personality rats are the CHOSEN table and make the plague value", () => {
    expect(RATS).toEqual({
      barmaid: 1,
      monk: 1,
      moneylender: 2,
      minstrel: 2,
      juggler: 0,
      physician: 3,
      cityGuard: 0,
      nightWatchman: 1,
      bishop: 0,
      guildMaster: 1,
      beggarKing: 2,
      lawyer: 1,
      courtLady: 1,
      mayor: 2,
      carpenter: 1,
    });
    const s = reveal(fresh(3), ["physician", "moneylender", "mayor"]);
    const v = viewOf(s, 0);
    expect(v.plague).toBe(7);
    expect(v.revealed).toEqual([
      { person: "physician", rats: 3 },
      { person: "moneylender", rats: 2 },
      { person: "mayor", rats: 2 },
    ]);
  });
});

describe("market graph", () => {
  const expected = (Q: number, q: number, spot: string): string[] => {
    const prev = (q + Q - 1) % Q;
    const next = (q + 1) % Q;
    switch (spot) {
      case "c":
        return [`${q}.il`, `${q}.ir`, `${q}.ol`, `${q}.or`];
      case "il":
        return [`${q}.c`, `${q}.ir`, `${prev}.ir`];
      case "ir":
        return [`${q}.c`, `${q}.il`, `${next}.il`];
      case "ol":
        return [`${q}.c`, `${q}.or`, `${prev}.or`];
      default:
        return [`${q}.c`, `${q}.ol`, `${next}.ol`];
    }
  };
  for (const Q of [3, 4, 5]) {
    it(`Q=${Q}: spokes, inner ring, outer ring and nothing else`, () => {
      const graph = roads(Q);
      expect(graph.size).toBe(5 * Q);
      let ends = 0;
      for (let q = 0; q < Q; q++) {
        for (const spot of ["c", "il", "ir", "ol", "or"]) {
          const neighbours = graph.get(`${q}.${spot}` as Market) ?? [];
          expect(sorted(neighbours)).toEqual(sorted(expected(Q, q, spot)));
          ends += neighbours.length;
        }
      }
      expect(ends / 2).toBe(8 * Q);
      // One step from an inner edge market never reaches the wall (no il–ol road).
      expect(reachable(Q, "0.il", 1)).toEqual(sorted(["0.c", "0.ir", `${Q - 1}.ir`]));
    });
  }

  it("Q=4: two steps from a centre", () => {
    expect(reachable(4, "0.c", 2)).toEqual(sorted(["0.il", "0.ir", "0.ol", "0.or", "3.ir", "1.il", "3.or", "1.ol"]));
    expect(reachable(4, "0.c", 1)).toEqual(["0.il", "0.ir", "0.ol", "0.or"]);
    expect(reachable(4, "0.c", 3)).toContain("1.c");
    expect(reachable(4, "0.c", 3)).not.toContain("2.c");
  });
});

describe("round structure", () => {
  it("phase 2 draft, 3 players: keep one, pass two left, keep one, take the last", () => {
    let s = fresh(3, "draft3");
    const o = (s.draft?.offers ?? []).map((x) => x.slice());
    expect(notreDame.toAct(s)).toEqual([0, 1, 2]);
    mustRefuse(s, 0, { type: "keep", card: CARDS.find((c) => !o[0]?.includes(c)) ?? "advisor" }, "CARD_NOT_OFFERED");
    s = mustPlay(s, 0, { type: "keep", card: o[0]?.[0] ?? "park" }).state;
    mustRefuse(s, 0, { type: "keep", card: o[0]?.[1] ?? "park" }, "NOT_YOUR_TURN");
    s = mustPlay(s, 1, { type: "keep", card: o[1]?.[0] ?? "park" }).state;
    // Nothing passes until everyone has chosen.
    expect(s.draft?.step).toBe(1);
    expect(s.draft?.offers[2]).toEqual(o[2]);
    expect(notreDame.toAct(s)).toEqual([2]);
    const played = mustPlay(s, 2, { type: "keep", card: o[2]?.[0] ?? "park" });
    s = played.state;
    expect(played.reveals).toBe(true);
    expect(s.draft?.step).toBe(2);
    for (const seat of [0, 1, 2]) expect(s.draft?.offers[seat]).toEqual(o[(seat + 2) % 3]?.slice(1));
    // Received cards are shown to the receiver only.
    const received = played.events.filter((e) => e.event.type === "received");
    expect(received.map((e) => e.to)).toEqual([[0], [1], [2]]);
    for (const seat of [0, 1, 2])
      s = mustPlay(s, seat, { type: "keep", card: s.draft?.offers[seat]?.[0] ?? "park" }).state;
    expect(s.phase).toBe("actions");
    expect(s.draft).toBeUndefined();
    for (const seat of [0, 1, 2]) {
      // own card, one from the right neighbour, one from two seats to the right
      expect(player(s, seat).hand).toEqual([o[seat]?.[0], o[(seat + 2) % 3]?.[1], o[(seat + 1) % 3]?.[2]]);
      expect(player(s, seat).passed).toEqual([o[seat]?.[1], o[seat]?.[2], o[(seat + 2) % 3]?.[2]]);
    }
    expect(notreDame.toAct(s)).toEqual([s.bellRinger]);
  });

  it("phase 2 draft, 2 players: two own cards and one of the opponent's", () => {
    let s = fresh(2, "draft2");
    const o = (s.draft?.offers ?? []).map((x) => x.slice());
    for (const seat of [0, 1]) s = mustPlay(s, seat, { type: "keep", card: o[seat]?.[0] ?? "park" }).state;
    expect(s.draft?.offers[0]).toEqual(o[1]?.slice(1));
    for (const seat of [0, 1])
      s = mustPlay(s, seat, { type: "keep", card: s.draft?.offers[seat]?.[0] ?? "park" }).state;
    expect(player(s, 0).hand).toEqual([o[0]?.[0], o[1]?.[1], o[0]?.[2]]);
    expect(player(s, 1).hand).toEqual([o[1]?.[0], o[0]?.[1], o[1]?.[2]]);
  });

  it("draft offers and hands are private in views", () => {
    const s = fresh(3, "private");
    const v1 = viewOf(s, 1);
    expect(v1.me.offer).toEqual(s.draft?.offers[1]);
    expect(JSON.stringify(v1.players)).not.toContain('"hand":[');
    expect(JSON.stringify(v1.players)).not.toContain('"deck":[');
    expect(v1.players[0].cards.deck).toBe(6);
    expect(viewOf(s, undefined).me).toBeUndefined();
  });

  it("phase 3: start player first, two rounds of plays, the third card is discarded face down", () => {
    let s = atPlay(fresh(3, "p3"), 1, ["bank", "school", "park"]);
    const order: Seat[] = [];
    for (let i = 0; i < 6; i++) {
      const seat = notreDame.toAct(s)[0] as Seat;
      order.push(seat);
      const card = player(s, seat).hand[0] ?? "park";
      const played = mustPlay(s, seat, { type: "play", card, skip: true });
      s = played.state;
      if (i === 5) {
        const discards = played.events.filter((e) => e.event.type === "discarded");
        expect(discards.map((e) => e.to)).toEqual([[0], [1], [2]]);
      }
    }
    expect(order).toEqual([1, 2, 0, 1, 2, 0]);
    expect(s.phase).toBe("bribes");
    expect(notreDame.toAct(s)).toEqual([1]);
    expect(player(s, 1).played).toEqual(["bank", "school"]);
    expect(player(s, 1).discarded).toBe("park");
    expect(player(s, 1).hand).toEqual([]);
    expect(viewOf(s, 0).players[1].cards.discarded).toBe(true);
    expect(JSON.stringify(viewOf(s, 0).players)).not.toContain('discarded":"');
    expect(viewOf(s, 1).me.discarded).toBe("park");
    expect(viewOf(s, 0).players[1].played).toEqual(["bank", "school"]);
    // A card not in hand, a wrong turn, a wrong phase.
    mustRefuse(s, 1, { type: "play", card: "bank" }, "WRONG_PHASE");
  });

  it("phase 3 refusals: not in hand, not your turn; the same action twice is fine", () => {
    let s = atPlay(fresh(3), 0, ["school", "school", "inn"]);
    mustRefuse(s, 0, { type: "play", card: "bank" }, "CARD_NOT_IN_HAND");
    mustRefuse(s, 1, { type: "play", card: "park" }, "NOT_YOUR_TURN");
    s = mustPlay(s, 0, { type: "play", card: "school" }).state;
    s.turns = 0;
    s = mustPlay(s, 0, { type: "play", card: "school" }).state;
    expect(player(s, 0).fields.school).toBe(2);
    expect(player(s, 0).supply).toBe(4 - 1 + 1 - 1 + 2);
  });

  it("phase 4: from the start player, one bribe or pass each; several may bribe the same person", () => {
    let s = reveal(atBribe(fresh(3, "p4"), 2), ["monk", "barmaid", "cityGuard"]);
    expect(notreDame.toAct(s)).toEqual([2]);
    mustRefuse(s, 2, { type: "bribe", person: "moneylender" }, "PERSON_NOT_REVEALED");
    mustRefuse(s, 0, { type: "pass" }, "NOT_YOUR_TURN");
    const poor = withPlayer(s, 2, { coins: 0 });
    mustRefuse(poor, 2, { type: "bribe", person: "monk" }, "NOT_ENOUGH_COINS");
    expect(notreDame.legalMoves(poor, 2)).toEqual([{ type: "pass" }]);
    s = mustPlay(s, 2, { type: "bribe", person: "monk" }).state;
    mustRefuse(s, 2, { type: "bribe", person: "monk" }, "NOT_YOUR_TURN");
    expect(notreDame.toAct(s)).toEqual([0]);
    s = mustPlay(s, 0, { type: "bribe", person: "monk" }).state;
    expect(player(s, 0).coins).toBe(2);
    expect(player(s, 2).coins).toBe(2);
    expect(s.coins).toBe(16 + 2);
    s = mustPlay(s, 1, { type: "pass" }).state;
    // Plague followed (value 1 + 1 + 0 = 2), then the next round.
    expect(s.players.map((p) => p.rat)).toEqual([2, 2, 2]);
    expect(s.round).toBe(2);
    expect(s.phase).toBe("draft");
  });
});

describe("end of round, period and game", () => {
  it("end of round: personalities under their decks, bell-ringer passes left, new round revealed", () => {
    const s0 = reveal(atBribe(fresh(3, "eor"), 1, true), ["monk", "juggler", "bishop"]);
    const brownBefore = s0.brown.slice();
    const greyBefore = s0.grey.slice();
    const ringer = s0.bellRinger;
    const s = mustPlay(s0, 1, { type: "pass" }).state;
    expect(s.round).toBe(2);
    expect(s.bellRinger).toBe((ringer + 1) % 3);
    expect(s.revealed).toEqual([brownBefore[0], brownBefore[1], greyBefore[0]]);
    expect(s.brown).toEqual([...brownBefore.slice(2), "monk", "juggler"]);
    expect(s.grey).toEqual([...greyBefore.slice(1), "bishop"]);
    // Not a period end: the action decks go on (3 left after offering 3).
    s.players.forEach((p) => expect(p.deck).toHaveLength(3));
    expect(s.players.map((p) => p.played)).toEqual([[], [], []]);
  });

  it("bell-ringer wraps from the last seat to seat 0", () => {
    const s0 = atBribe(fresh(4, "wrap"), 0, true);
    s0.bellRinger = 3;
    s0.turns = 3;
    const s = mustPlay(s0, 2, { type: "pass" }).state;
    expect(s.bellRinger).toBe(0);
  });

  it("end of period: cathedral scored (3 players: 8), cubes go home, brown deck and action decks reshuffled", () => {
    let s0 = atBribe(fresh(3, "eop"), 0, true);
    s0.round = 3;
    s0 = withPlayer(s0, 0, { cathedral: 2, supply: 2 });
    s0 = withPlayer(s0, 1, { cathedral: 1, supply: 3 });
    s0 = reveal(s0, ["monk", "juggler", "bishop"]);
    const s = mustPlay(s0, 0, { type: "pass" }).state;
    expect(s.round).toBe(4);
    // 8 / 3 cubes = 2 per cube
    expect(s.players.map((p) => p.prestige)).toEqual([4, 2, 0]);
    expect(s.players.map((p) => p.cathedral)).toEqual([0, 0, 0]);
    expect(s.players.map((p) => p.reserve)).toEqual([12, 11, 10]);
    s.players.forEach((p, seat) => {
      expect(p.deck).toHaveLength(6);
      expect(sorted([...p.deck, ...(s.draft?.offers[seat] ?? [])])).toEqual(sorted(CARDS));
    });
    expect(sorted([...s.brown, ...s.revealed.slice(0, 2)])).toEqual(sorted(BROWN));
  });

  it("end of period: the brown deck order is reshuffled (not just cycled)", () => {
    let differs = 0;
    for (let i = 0; i < 10; i++) {
      const s0 = atBribe(fresh(3, `shuffle-${i}`), 0, true);
      s0.round = 3;
      const cycled = [...s0.brown, s0.revealed[0], s0.revealed[1]];
      const s = mustPlay(s0, 0, { type: "pass" }).state;
      if (JSON.stringify([...s.revealed.slice(0, 2), ...s.brown]) !== JSON.stringify(cycled)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it("cathedral prestige per player count: 2p 6, 4p 10, 5p 12 shared per cube rounded down", () => {
    for (const [seats, cubes, per] of [
      [2, [3, 1], 1],
      [4, [2, 1, 0, 0], 3],
      [5, [3, 1, 1, 0, 0], 2],
    ] as const) {
      let s0 = atBribe(fresh(seats, `cath-${seats}`), 0, true);
      s0.round = 6;
      cubes.forEach((c, seat) => (s0 = withPlayer(s0, seat, { cathedral: c })));
      s0 = reveal(s0, ["monk", "juggler", "bishop"]);
      const s = mustPlay(s0, 0, { type: "pass" }).state;
      expect(s.players.map((p) => p.prestige)).toEqual(cubes.map((c) => c * per));
    }
  });

  it("the game ends after round 9's cathedral scoring", () => {
    let s0 = atBribe(fresh(3, "end"), 0, true);
    s0.round = 9;
    s0 = withPlayer(s0, 2, { cathedral: 1 });
    s0 = reveal(s0, ["monk", "juggler", "bishop"]);
    const played = mustPlay(s0, 0, { type: "pass" });
    const s = played.state;
    expect(s.phase).toBe("over");
    expect(s.round).toBe(9);
    expect(player(s, 2).prestige).toBe(8);
    expect(notreDame.toAct(s)).toEqual([]);
    expect(notreDame.legalMoves(s, 0)).toEqual([]);
    mustRefuse(s, 0, { type: "pass" }, "GAME_OVER");
    expect(notreDame.outcome(s)).toEqual({ kind: "ranked", scores: [0, 0, 8], ranks: [2, 2, 1] });
    expect(played.events.some((e) => e.event.type === "gameOver")).toBe(true);
    expect(notreDame.outcome(s0)).toBeUndefined();
  });

  it.each([2, 3, 4, 5])(
    "a whole game with %i players: 9 rounds, grey A then B then C, coins always 25, 14 cubes per colour",
    (seats) => {
      const { final, rounds } = playOut(seats, `whole-${seats}`);
      expect(final.history.flat().some((x) => x > 0)).toBe(true);
      expect(final.players.some((p) => p.tokens.length > 0 || p.rat > 0)).toBe(true);
      expect(final.phase).toBe("over");
      expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const greys = rounds.map((r) => r.revealed[2] as Person);
      expect(sorted(greys.slice(0, 3))).toEqual(sorted(GREY_A));
      expect(sorted(greys.slice(3, 6))).toEqual(sorted(GREY_B));
      expect(sorted(greys.slice(6, 9))).toEqual(sorted(GREY_C));
      expect(final.history).toHaveLength(9);
    },
  );

  it("ties: coins + personal supply cubes break them; then the rank is shared", () => {
    const base = cloneState(fresh(4, "tie"));
    base.phase = "over";
    let s = withPlayer(base, 0, { prestige: 10, coins: 3, supply: 2 });
    s = withPlayer(s, 1, { prestige: 10, coins: 1, supply: 4 });
    s = withPlayer(s, 2, { prestige: 12, coins: 0, supply: 0 });
    s = withPlayer(s, 3, { prestige: 10, coins: 4, supply: 0 });
    // 0: 5, 1: 5, 3: 4
    expect(notreDame.outcome(s)).toEqual({ kind: "ranked", scores: [10, 10, 12, 10], ranks: [2, 2, 1, 4] });
    s = withPlayer(s, 3, { supply: 2 });
    expect(notreDame.outcome(s)).toMatchObject({ ranks: [3, 3, 1, 2] });
  });
});

describe("hidden information: hiddenScores", () => {
  const residence = (hidden: boolean) => {
    const s = atPlay(withPlayer(fresh(3, "hs", hidden), 0, { fields: { residence: 2 } }), 0, [
      "residence",
      "bank",
      "inn",
    ]);
    return mustPlay(s, 0, { type: "play", card: "residence" });
  };

  it("on: others and spectators see no prestige until the end; the owner does", () => {
    const { state } = residence(true);
    expect(player(state, 0).prestige).toBe(3);
    expect(viewOf(state, 0).players[0].prestige).toBe(3);
    expect(viewOf(state, 1).players[0].prestige).toBeUndefined();
    expect(viewOf(state, 1).players[0].prestigeHistory).toBeUndefined();
    expect(viewOf(state, undefined).players[0].prestige).toBeUndefined();
    const over = cloneState(state);
    over.phase = "over";
    expect(viewOf(over, 1).players[0].prestige).toBe(3);
  });

  it("on: the public log does not show amounts of prestige gained; the gainer's private log does", () => {
    const { events } = residence(true);
    const gains = events.filter((e) => e.event.type === "gained");
    const publicOnes = gains.filter((e) => e.to === undefined);
    expect(publicOnes.every((e) => e.event.prestige === undefined)).toBe(true);
    const privateOnes = gains.filter((e) => e.to !== undefined);
    expect(privateOnes).toEqual([{ to: [0], event: { type: "gained", seat: 0, cause: "residence", prestige: 3 } }]);
  });

  it("on: a plague prestige loss is logged to the loser only", () => {
    let s = reveal(atBribe(fresh(3, "hs2", true), 0, true), ["physician", "moneylender", "mayor"]);
    s = withPlayer(s, 1, { rat: 5, prestige: 4 });
    const { events } = mustPlay(s, 0, { type: "pass" });
    const lost = events.filter((e) => e.event.type === "lost");
    expect(lost).toEqual([{ to: [1], event: { type: "lost", seat: 1, prestige: 2 } }]);
  });

  it("off: everybody sees prestige and the log shows the amounts", () => {
    const { state, events } = residence(false);
    expect(viewOf(state, 1).players[0].prestige).toBe(3);
    expect(events.filter((e) => e.event.type === "gained")).toEqual([
      { event: { type: "gained", seat: 0, cause: "residence", prestige: 3 } },
    ]);
  });
});
