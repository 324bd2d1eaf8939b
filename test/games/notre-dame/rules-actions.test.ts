// Rules contract (shared/rules/notre-dame.md), phase 3: placing cubes, the nine actions, coins
// running out, the coach and message tokens, the park bonus.
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import type { Market } from "../../../worker/games/notre-dame/board.ts";
import type { Card, TokenKind } from "../../../worker/games/notre-dame/data.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { Move } from "../../../worker/games/notre-dame/moves.ts";
import { cloneState, type NotreDameState } from "../../../worker/games/notre-dame/state.ts";
import { atBribe, atPlay, canonical, fresh, mustPlay, mustRefuse, player, reveal, withPlayer } from "./fixtures.ts";

type Patch = Parameters<typeof withPlayer>[2];

/** Seat 0 to play `hand` (3 players, open scores) after applying `patch`. */
function ready(hand: Card[], patch: Patch = {}, seats = 3): NotreDameState {
  return atPlay(withPlayer(fresh(seats, "actions"), 0, patch), 0, hand);
}

/** Plays as seat 0 and returns the new state. */
const go = (s: NotreDameState, move: Move, seat: Seat = 0): NotreDameState => mustPlay(s, seat, move).state;

const withCoins = (s: NotreDameState, supply: number, coins: number[]): NotreDameState => {
  const c = cloneState(s);
  c.coins = supply;
  coins.forEach((n, seat) => ((c.players[seat] as { coins: number }).coins = n));
  return c;
};

const withTokens = (s: NotreDameState, tokens: Partial<Record<Market, TokenKind>>): NotreDameState => {
  const c = cloneState(s);
  c.tokens = { ...tokens };
  return c;
};

const legalFor = (s: NotreDameState, card: Card): string[] =>
  notreDame
    .legalMoves(s, 0)
    .filter((m) => m.type === "play" && m.card === card)
    .map(canonical);

describe("placing a cube", () => {
  it("comes from the personal supply", () => {
    const s = go(ready(["hospital", "bank", "inn"]), { type: "play", card: "hospital" });
    expect(player(s, 0).fields.hospital).toBe(1);
    expect(player(s, 0).supply).toBe(3);
    expect(player(s, 0).reserve).toBe(10);
  });

  it("`from` is refused while the supply has cubes", () => {
    mustRefuse(
      ready(["school", "bank", "inn"], { fields: { bank: 1 } }),
      0,
      { type: "play", card: "school", from: "bank" },
      "SUPPLY_NOT_EMPTY",
    );
  });

  it("empty supply: an own cube moves from another field or the cathedral, and must change place", () => {
    const s = ready(["school", "notreDame", "inn"], { supply: 0, reserve: 10, fields: { hospital: 2 }, cathedral: 1 });
    mustRefuse(s, 0, { type: "play", card: "school" }, "MISSING_PARAMETER");
    mustRefuse(s, 0, { type: "play", card: "school", from: "bank" }, "NO_CUBE_THERE");
    mustRefuse(s, 0, { type: "play", card: "notreDame", from: "cathedral", donate: 1 }, "SAME_PLACE");
    const a = go(s, { type: "play", card: "school", from: "cathedral" });
    expect(player(a, 0).cathedral).toBe(0);
    expect(player(a, 0).fields.school).toBe(1);
    expect(player(a, 0).supply).toBe(1); // school with 1 cube
    const b = go(s, { type: "play", card: "school", from: "hospital" });
    expect(player(b, 0).fields.hospital).toBe(1);
    expect(player(b, 0).fields.school).toBe(1);
    expect(legalFor(s, "school")).toEqual(
      [
        { type: "play", card: "school", skip: true },
        { type: "play", card: "school", from: "hospital" },
        { type: "play", card: "school", from: "cathedral" },
      ].map(canonical),
    );
  });

  it("the advisor is never the moved cube; with no cube anywhere only skip is legal", () => {
    const s = ready(["school", "bank", "advisor"], { supply: 0, advisor: "bank" });
    mustRefuse(s, 0, { type: "play", card: "school" }, "NO_CUBE_AVAILABLE");
    mustRefuse(s, 0, { type: "play", card: "school", from: "bank" }, "NO_CUBE_THERE");
    expect(legalFor(s, "school")).toEqual([canonical({ type: "play", card: "school", skip: true })]);
    expect(legalFor(s, "bank")).toEqual([canonical({ type: "play", card: "bank", skip: true })]);
    // The advisor card needs no cube.
    const a = go(s, { type: "play", card: "advisor", field: "residence" });
    expect(player(a, 0).advisor).toBe("residence");
    expect(player(a, 0).prestige).toBe(1);
  });

  it("a skipped card is played without its action", () => {
    const s = go(ready(["bank", "school", "inn"], { fields: { bank: 2 } }), { type: "play", card: "bank", skip: true });
    expect(player(s, 0).played).toEqual(["bank"]);
    expect(player(s, 0).fields.bank).toBe(2);
    expect(player(s, 0).coins).toBe(3);
    expect(player(s, 0).supply).toBe(4);
    mustRefuse(
      ready(["bank", "school", "inn"]),
      0,
      { type: "play", card: "bank", skip: true, from: "bank" },
      "UNEXPECTED_PARAMETER",
    );
  });
});

describe("actions", () => {
  it("school: n cubes reserve → supply, as many as the reserve holds", () => {
    const s = go(ready(["school", "bank", "inn"], { fields: { school: 1 } }), { type: "play", card: "school" });
    expect(player(s, 0).supply).toBe(4 - 1 + 2);
    expect(player(s, 0).reserve).toBe(8);
    const short = go(ready(["school", "bank", "inn"], { fields: { school: 2 }, reserve: 1 }), {
      type: "play",
      card: "school",
    });
    expect(player(short, 0).supply).toBe(4 - 1 + 1);
    expect(player(short, 0).reserve).toBe(0);
  });

  it("the advisor counts as one cube (school with 1 cube + advisor, placing a 2nd → 3)", () => {
    const s = go(ready(["school", "bank", "inn"], { fields: { school: 1 }, advisor: "school" }), {
      type: "play",
      card: "school",
    });
    expect(player(s, 0).supply).toBe(4 - 1 + 3);
  });

  it("bank: n coins from the supply", () => {
    const before = ready(["bank", "school", "inn"], { fields: { bank: 1 } });
    const s = go(before, { type: "play", card: "bank" });
    expect(player(s, 0).coins).toBe(5);
    expect(s.coins).toBe(before.coins - 2);
  });

  it("residence: n prestige", () => {
    const s = go(ready(["residence", "bank", "inn"], { fields: { residence: 3 } }), {
      type: "play",
      card: "residence",
    });
    expect(player(s, 0).prestige).toBe(4);
  });

  it("hospital and park: rat marker 1 back, not below 0; park gives no prestige itself", () => {
    for (const card of ["hospital", "park"] as const) {
      const s = go(ready([card, "bank", "inn"], { rat: 3, fields: { park: 1 } }), { type: "play", card });
      expect(player(s, 0).rat).toBe(2);
      expect(player(s, 0).prestige).toBe(0);
      const zero = go(ready([card, "bank", "inn"]), { type: "play", card });
      expect(player(zero, 0).rat).toBe(0);
      expect(player(zero, 0).fields[card]).toBe(1);
    }
  });

  it("notreDame: cube on the cathedral, donation 1 → 1, 2 → 3, 3 → 6 prestige; coins to the supply", () => {
    for (const [donate, prestige] of [
      [1, 1],
      [2, 3],
      [3, 6],
    ] as const) {
      const before = ready(["notreDame", "bank", "inn"], { cathedral: 1 });
      const s = go(before, { type: "play", card: "notreDame", donate });
      expect(player(s, 0).cathedral).toBe(2);
      expect(player(s, 0).supply).toBe(3);
      expect(player(s, 0).coins).toBe(3 - donate);
      expect(s.coins).toBe(before.coins + donate);
      expect(player(s, 0).prestige).toBe(prestige);
    }
    const s = ready(["notreDame", "bank", "inn"], { coins: 2 });
    mustRefuse(s, 0, { type: "play", card: "notreDame" }, "MISSING_PARAMETER");
    mustRefuse(s, 0, { type: "play", card: "notreDame", donate: 3 }, "NOT_ENOUGH_COINS");
    const skipped = go(s, { type: "play", card: "notreDame", skip: true });
    expect(player(skipped, 0).cathedral).toBe(0);
    expect(player(skipped, 0).coins).toBe(2);
  });

  it("advisor: first use on any field, then must change field; counts as a cube; never the cathedral", () => {
    const s = ready(["advisor", "advisor", "inn"], { fields: { residence: 2, bank: 1 } });
    mustRefuse(s, 0, { type: "play", card: "advisor" }, "MISSING_PARAMETER");
    mustRefuse(s, 0, { type: "play", card: "advisor", field: "bank", from: "residence" }, "UNEXPECTED_PARAMETER");
    const a = go(s, { type: "play", card: "advisor", field: "residence" });
    expect(player(a, 0).advisor).toBe("residence");
    expect(player(a, 0).prestige).toBe(3);
    expect(player(a, 0).supply).toBe(4);
    expect(player(a, 0).fields.residence).toBe(2);
    const again = cloneState(a);
    again.turns = 0;
    mustRefuse(again, 0, { type: "play", card: "advisor", field: "residence" }, "ADVISOR_ALREADY_THERE");
    const b = go(again, { type: "play", card: "advisor", field: "bank" });
    expect(player(b, 0).advisor).toBe("bank");
    expect(player(b, 0).coins).toBe(5);
    expect(notreDame.move.safeParse({ type: "play", card: "advisor", field: "cathedral" }).success).toBe(false);
    expect(legalFor(again, "advisor").some((m) => m.includes('"field":"residence"'))).toBe(false);
  });
});

describe("coin supply running out", () => {
  it("missing coins come from the other player with most coins, ties nearest clockwise", () => {
    const s = withCoins(ready(["bank", "school", "inn"], { fields: { bank: 2 } }), 1, [0, 12, 12]);
    const { state, events } = mustPlay(s, 0, { type: "play", card: "bank" });
    expect(state.coins).toBe(0);
    expect(state.players.map((p) => p.coins)).toEqual([3, 11, 11]);
    expect(events.filter((e) => e.event.type === "coinTaken").map((e) => e.event.from)).toEqual([1, 2]);
  });

  it("ties go to the seat nearest clockwise from the taker (wrapping)", () => {
    const base = atPlay(fresh(3, "wrap"), 2, ["bank", "school", "inn"]);
    const s = go(withCoins(base, 0, [5, 5, 0]), { type: "play", card: "bank" }, 2);
    expect(s.players.map((p) => p.coins)).toEqual([4, 5, 1]);
  });

  it("most coins beats nearness", () => {
    const s = go(withCoins(ready(["bank", "school", "inn"], { fields: { bank: 1 } }), 0, [0, 3, 6]), {
      type: "play",
      card: "bank",
    });
    expect(s.players.map((p) => p.coins)).toEqual([2, 3, 4]);
  });

  it("coins are lost when nobody else has any", () => {
    const s = go(withCoins(ready(["bank", "school", "inn"], { fields: { bank: 2 } }), 0, [0, 1, 0]), {
      type: "play",
      card: "bank",
    });
    expect(s.players.map((p) => p.coins)).toEqual([1, 0, 0]);
    expect(s.coins).toBe(0);
  });

  it("the inn's coins follow the same rule", () => {
    const s = go(withCoins(ready(["inn", "school", "bank"], { fields: { inn: 3 } }), 0, [0, 2, 4]), {
      type: "play",
      card: "inn",
      gains: ["coin", "coin"],
    });
    expect(s.players.map((p) => p.coins)).toEqual([2, 2, 2]);
  });

  it("the moneylender's and the barmaid's coins follow the same rule (the bribe coin refills the supply first)", () => {
    const base = reveal(atBribe(fresh(3, "lend"), 0), ["moneylender", "barmaid", "cityGuard"]);
    const lent = go(withCoins(base, 0, [1, 0, 5]), { type: "bribe", person: "moneylender" });
    // paid 1 → supply 1; gains 1 from the supply and 1 from seat 2
    expect(lent.players.map((p) => p.coins)).toEqual([2, 0, 4]);
    expect(lent.coins).toBe(0);
    const bar = go(withCoins(base, 0, [1, 3, 3]), { type: "bribe", person: "barmaid", gains: ["coin"] });
    expect(bar.players.map((p) => p.coins)).toEqual([1, 3, 3]);
    expect(bar.coins).toBe(0);
  });
});

describe("inn", () => {
  const inn = (n: number, patch: Patch = {}) => ready(["inn", "bank", "school"], { ...patch, fields: { inn: n - 1 } });

  it("with n ≤ 3: one of coin, cube, rat back; rat not at 0; two gains refused", () => {
    expect(player(go(inn(3), { type: "play", card: "inn", gains: ["coin"] }), 0).coins).toBe(4);
    const cube = go(inn(1), { type: "play", card: "inn", gains: ["cube"] });
    expect([player(cube, 0).supply, player(cube, 0).reserve]).toEqual([4, 9]);
    expect(player(go(inn(2, { rat: 2 }), { type: "play", card: "inn", gains: ["rat"] }), 0).rat).toBe(1);
    mustRefuse(inn(2), 0, { type: "play", card: "inn", gains: ["rat"] }, "RAT_AT_ZERO");
    mustRefuse(inn(3), 0, { type: "play", card: "inn", gains: ["coin", "cube"] }, "WRONG_NUMBER_OF_GAINS");
    mustRefuse(inn(3), 0, { type: "play", card: "inn" }, "MISSING_PARAMETER");
  });

  it("with n ≥ 4: two choices, the same twice allowed; rat twice needs rat ≥ 2", () => {
    expect(player(go(inn(4), { type: "play", card: "inn", gains: ["coin", "coin"] }), 0).coins).toBe(5);
    const mixed = go(inn(5), { type: "play", card: "inn", gains: ["coin", "cube"] });
    expect([player(mixed, 0).coins, player(mixed, 0).supply]).toEqual([4, 4]);
    expect(player(go(inn(4), { type: "play", card: "inn", gains: ["coin"] }), 0).coins).toBe(4);
    mustRefuse(inn(4, { rat: 1 }), 0, { type: "play", card: "inn", gains: ["rat", "rat"] }, "RAT_AT_ZERO");
    expect(player(go(inn(4, { rat: 2 }), { type: "play", card: "inn", gains: ["rat", "rat"] }), 0).rat).toBe(0);
    expect(notreDame.move.safeParse({ type: "play", card: "inn", gains: ["coin", "coin", "coin"] }).success).toBe(
      false,
    );
  });

  it("the advisor counts toward the 4 (inn 2 + advisor, place a 3rd)", () => {
    const s = ready(["inn", "bank", "school"], { fields: { inn: 2 }, advisor: "inn" });
    expect(player(go(s, { type: "play", card: "inn", gains: ["cube", "cube"] }), 0).supply).toBe(5);
  });

  it("legal inn moves: 11 choices with n ≥ 4 and rat 1 (no rat twice), 6 with rat 0", () => {
    const withRat = legalFor(inn(4, { rat: 1 }), "inn");
    expect(withRat).toHaveLength(1 + 11);
    expect(withRat).toContain(canonical({ type: "play", card: "inn", gains: ["coin", "coin"] }));
    expect(withRat).not.toContain(canonical({ type: "play", card: "inn", gains: ["rat", "rat"] }));
    expect(legalFor(inn(4), "inn")).toHaveLength(1 + 6);
    expect(legalFor(inn(3, { rat: 1 }), "inn")).toHaveLength(1 + 3);
  });
});

describe("coach and message tokens", () => {
  const coach = (patch: Patch = {}, tokens?: Partial<Record<Market, TokenKind>>) => {
    const s = ready(["coach", "bank", "inn"], patch);
    return tokens ? withTokens(s, tokens) : s;
  };

  it("moves the carriage 1..n steps; farther is refused; staying put means no market", () => {
    const one = coach();
    expect(player(go(one, { type: "play", card: "coach", market: "0.ol" }), 0).carriage).toBe("0.ol");
    mustRefuse(one, 0, { type: "play", card: "coach", market: "2.or" }, "MARKET_OUT_OF_REACH");
    mustRefuse(one, 0, { type: "play", card: "coach", market: "0.c" }, "SAME_PLACE");
    mustRefuse(one, 0, { type: "play", card: "coach", market: "7.c" }, "UNKNOWN_MARKET");
    mustRefuse(one, 0, { type: "play", card: "coach", take: true }, "MISSING_PARAMETER");
    const stay = go(one, { type: "play", card: "coach" });
    expect(player(stay, 0).carriage).toBe("0.c");
    expect(player(stay, 0).fields.coach).toBe(1);
    const two = coach({ fields: { coach: 1 } });
    expect(player(go(two, { type: "play", card: "coach", market: "2.or" }), 0).carriage).toBe("2.or");
    mustRefuse(two, 0, { type: "play", card: "coach", market: "1.c" }, "MARKET_OUT_OF_REACH");
    const withAdvisor = coach({ fields: { coach: 1 }, advisor: "coach" });
    expect(player(go(withAdvisor, { type: "play", card: "coach", market: "1.c" }), 0).carriage).toBe("1.c");
  });

  it("crosses into other quarters and may share a market with other carriages", () => {
    let s = coach({ carriage: "0.ir" });
    s = withPlayer(s, 1, { carriage: "1.il" });
    const moved = go(s, { type: "play", card: "coach", market: "1.il" });
    expect(moved.players.map((p) => p.carriage)).toEqual(["1.il", "1.il", "2.c"]);
  });

  it("legal coach moves with n = 1 from the centre: stay, or each edge market with or without its token", () => {
    expect(legalFor(coach(), "coach")).toHaveLength(1 + 1 + 8);
  });

  it("token rewards: coin 1 + coin, cube 2 + cube, rat 3 + rat back, prestige 4; token leaves the board", () => {
    const tokens = { "0.ol": "coin", "0.or": "cube", "0.il": "rat", "0.ir": "prestige" } as const;
    const base = coach({ rat: 2 }, tokens);
    const take = (m: Market) => go(base, { type: "play", card: "coach", market: m, take: true });
    const c = take("0.ol");
    expect([player(c, 0).prestige, player(c, 0).coins, c.coins]).toEqual([1, 4, base.coins - 1]);
    expect(c.tokens["0.ol"]).toBeUndefined();
    expect(player(c, 0).tokens).toEqual([{ colour: 0, kind: "coin" }]);
    const q = take("0.or");
    expect([player(q, 0).prestige, player(q, 0).supply, player(q, 0).reserve]).toEqual([2, 4, 9]);
    const r = take("0.il");
    expect([player(r, 0).prestige, player(r, 0).rat]).toEqual([3, 1]);
    const p = take("0.ir");
    expect(player(p, 0).prestige).toBe(4);
    // Moving without taking leaves the token.
    expect(go(base, { type: "play", card: "coach", market: "0.ir" }).tokens["0.ir"]).toBe("prestige");
    mustRefuse(withTokens(base, {}), 0, { type: "play", card: "coach", market: "0.ir", take: true }, "NO_TOKEN_THERE");
  });

  it("a coin token with an empty supply takes the coin from the richest other player", () => {
    const s = withCoins(coach({}, { "0.ol": "coin" }), 0, [0, 2, 1]);
    const after = go(s, { type: "play", card: "coach", market: "0.ol", take: true });
    expect(after.players.map((p) => p.coins)).toEqual([1, 1, 1]);
  });

  it("set rule: no more of colour c than of every other colour still on the board", () => {
    const tokens = { "0.il": "coin", "1.il": "cube", "2.ol": "rat" } as const;
    const s = coach({ carriage: "0.ir", tokens: [{ colour: 0, kind: "prestige" }] }, tokens);
    mustRefuse(s, 0, { type: "play", card: "coach", market: "0.il", take: true }, "TOKEN_COLOUR_BLOCKED");
    const ok = go(s, { type: "play", card: "coach", market: "1.il", take: true });
    expect(player(ok, 0).tokens).toHaveLength(2);
    expect(legalFor(s, "coach")).not.toContain(canonical({ type: "play", card: "coach", market: "0.il", take: true }));
    expect(legalFor(s, "coach")).toContain(canonical({ type: "play", card: "coach", market: "1.il", take: true }));
    // With a complete set, any colour may follow.
    const full = withPlayer(s, 0, {
      tokens: [
        { colour: 0, kind: "prestige" },
        { colour: 1, kind: "coin" },
        { colour: 2, kind: "coin" },
      ],
    });
    expect(player(go(full, { type: "play", card: "coach", market: "0.il", take: true }), 0).tokens).toHaveLength(4);
  });

  it("set rule: a colour with no tokens left on the board no longer blocks", () => {
    const held = [
      { colour: 0, kind: "prestige" },
      { colour: 1, kind: "prestige" },
    ] as const;
    const blocked = coach({ carriage: "0.ir", tokens: held.slice() }, { "0.il": "coin", "2.ol": "rat" });
    mustRefuse(blocked, 0, { type: "play", card: "coach", market: "0.il", take: true }, "TOKEN_COLOUR_BLOCKED");
    const exhausted = withTokens(blocked, { "0.il": "coin" });
    const s = go(exhausted, { type: "play", card: "coach", market: "0.il", take: true });
    expect(player(s, 0).tokens).toHaveLength(3);
    expect(player(s, 0).prestige).toBe(1);
  });
});

describe("park bonus", () => {
  it("floor(park cubes / 2) on each prestige gain: 1 → 0, 2–3 → 1, 4–5 → 2; advisor counts", () => {
    for (const [park, advisor, bonus] of [
      [1, false, 0],
      [2, false, 1],
      [3, false, 1],
      [4, false, 2],
      [5, false, 2],
      [1, true, 1],
      [3, true, 2],
    ] as const) {
      const s = go(ready(["residence", "bank", "inn"], { fields: { park }, advisor: advisor ? "park" : undefined }), {
        type: "play",
        card: "residence",
      });
      expect(player(s, 0).prestige).toBe(1 + bonus);
    }
  });

  it("applies to tokens and donations", () => {
    const t = go(withTokens(ready(["coach", "bank", "inn"], { fields: { park: 4 } }), { "0.ol": "prestige" }), {
      type: "play",
      card: "coach",
      market: "0.ol",
      take: true,
    });
    expect(player(t, 0).prestige).toBe(4 + 2);
    const d = go(ready(["notreDame", "bank", "inn"], { fields: { park: 2 } }), {
      type: "play",
      card: "notreDame",
      donate: 1,
    });
    expect(player(d, 0).prestige).toBe(1 + 1);
  });

  it("applies to personalities", () => {
    const base = reveal(atBribe(fresh(3, "pb"), 0), ["monk", "barmaid", "carpenter"]);
    const s = withPlayer(base, 0, { fields: { park: 2 } });
    expect(player(go(s, { type: "bribe", person: "monk" }), 0).prestige).toBe(1 + 1);
    expect(player(go(s, { type: "bribe", person: "barmaid", gains: ["coin"] }), 0).prestige).toBe(3 + 1);
    expect(player(go(s, { type: "bribe", person: "carpenter" }), 0).prestige).toBe(1 + 1);
  });

  it("applies once to the cathedral scoring, not per cube", () => {
    let s = atBribe(fresh(3, "pc"), 0, true);
    s.round = 3;
    s = reveal(withPlayer(s, 0, { cathedral: 3, fields: { park: 4 } }), ["monk", "juggler", "bishop"]);
    // 8 / 3 = 2 per cube → 6, + 2 once
    expect(player(go(s, { type: "pass" }), 0).prestige).toBe(8);
  });

  it("not on zero gains (night watchman with no empty field, lawyer with 1 token, beggar king on 9)", () => {
    const all = { hospital: 1, residence: 1, school: 1, inn: 1, bank: 1, coach: 1, park: 2 };
    const night = withPlayer(reveal(atBribe(fresh(3), 0), ["monk", "barmaid", "nightWatchman"]), 0, { fields: all });
    expect(player(go(night, { type: "bribe", person: "nightWatchman" }), 0).prestige).toBe(0);
    const lawyer = withPlayer(reveal(atBribe(fresh(3), 0), ["monk", "barmaid", "lawyer"]), 0, {
      fields: { park: 2 },
      tokens: [{ colour: 1, kind: "coin" }],
    });
    expect(player(go(lawyer, { type: "bribe", person: "lawyer" }), 0).prestige).toBe(0);
    const beggar = withPlayer(reveal(atBribe(fresh(3), 0), ["monk", "barmaid", "beggarKing"]), 0, {
      fields: { park: 2 },
      rat: 9,
    });
    expect(player(go(beggar, { type: "bribe", person: "beggarKing" }), 0).prestige).toBe(0);
    // and not on actions without prestige (bank)
    expect(
      player(go(ready(["bank", "school", "inn"], { fields: { park: 4 } }), { type: "play", card: "bank" }), 0).prestige,
    ).toBe(0);
  });
});
