// Rules contract (shared/rules/notre-dame.md), phases 4 and 5: the 15 personalities and the plague.
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import { BROWN, type Person } from "../../../worker/games/notre-dame/data.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { Move } from "../../../worker/games/notre-dame/moves.ts";
import type { NotreDameState } from "../../../worker/games/notre-dame/state.ts";
import { atBribe, canonical, fresh, mustPlay, mustRefuse, player, reveal, withPlayer } from "./fixtures.ts";

type Patch = Parameters<typeof withPlayer>[2];

/** Seat 0 to bribe (3 players, not the last decision) with `person` revealed. */
function bribing(person: Person, patch: Patch = {}): NotreDameState {
  const isBrown = (BROWN as readonly Person[]).includes(person);
  const persons: Person[] = isBrown
    ? [person, person === "monk" ? "barmaid" : "monk", "cityGuard"]
    : ["monk", "juggler", person];
  return withPlayer(reveal(atBribe(fresh(3, "persons"), 0), persons), 0, patch);
}

const go = (s: NotreDameState, move: Move, seat: Seat = 0): NotreDameState => mustPlay(s, seat, move).state;
const bribeMoves = (s: NotreDameState, person: Person): string[] =>
  notreDame
    .legalMoves(s, 0)
    .filter((m) => m.type === "bribe" && m.person === person)
    .map(canonical);

describe("brown personalities", () => {
  it("barmaid: 3 prestige and one of coin, cube, rat back", () => {
    const s = bribing("barmaid", { rat: 2 });
    const coin = go(s, { type: "bribe", person: "barmaid", gains: ["coin"] });
    expect([player(coin, 0).prestige, player(coin, 0).coins]).toEqual([3, 3]);
    const cube = go(s, { type: "bribe", person: "barmaid", gains: ["cube"] });
    expect([player(cube, 0).prestige, player(cube, 0).supply, player(cube, 0).reserve]).toEqual([3, 5, 9]);
    const rat = go(s, { type: "bribe", person: "barmaid", gains: ["rat"] });
    expect([player(rat, 0).prestige, player(rat, 0).rat]).toEqual([3, 1]);
    mustRefuse(s, 0, { type: "bribe", person: "barmaid", gains: ["coin", "cube"] }, "WRONG_NUMBER_OF_GAINS");
    mustRefuse(s, 0, { type: "bribe", person: "barmaid" }, "MISSING_PARAMETER");
    mustRefuse(bribing("barmaid"), 0, { type: "bribe", person: "barmaid", gains: ["rat"] }, "RAT_AT_ZERO");
  });

  it("monk: 1 prestige and 2 cubes reserve → supply (as many as the reserve holds)", () => {
    const s = go(bribing("monk"), { type: "bribe", person: "monk" });
    expect([player(s, 0).prestige, player(s, 0).supply, player(s, 0).reserve, player(s, 0).coins]).toEqual([
      1, 6, 8, 2,
    ]);
    const short = go(bribing("monk", { reserve: 1 }), { type: "bribe", person: "monk" });
    expect([player(short, 0).supply, player(short, 0).reserve]).toEqual([5, 0]);
  });

  it("moneylender: 2 coins and 1 prestige", () => {
    const before = bribing("moneylender");
    const s = go(before, { type: "bribe", person: "moneylender" });
    expect([player(s, 0).coins, player(s, 0).prestige, s.coins]).toEqual([4, 1, before.coins + 1 - 2]);
  });

  it("minstrel: 1–3 pieces (advisor may be one) from one field to another, no action", () => {
    const s = bribing("minstrel", { fields: { bank: 3 }, advisor: "bank" });
    const a = go(s, { type: "bribe", person: "minstrel", from: "bank", to: "residence", cubes: 2, advisor: true });
    expect(player(a, 0).fields.bank).toBe(1);
    expect(player(a, 0).fields.residence).toBe(2);
    expect(player(a, 0).advisor).toBe("residence");
    expect([player(a, 0).prestige, player(a, 0).coins]).toEqual([0, 2]);
    const onlyAdvisor = go(s, { type: "bribe", person: "minstrel", from: "bank", to: "park", cubes: 0, advisor: true });
    expect([player(onlyAdvisor, 0).fields.bank, player(onlyAdvisor, 0).advisor]).toEqual([3, "park"]);
    const three = go(s, { type: "bribe", person: "minstrel", from: "bank", to: "school", cubes: 3 });
    expect([player(three, 0).fields.bank, player(three, 0).fields.school, player(three, 0).supply]).toEqual([0, 3, 4]);
    mustRefuse(
      s,
      0,
      { type: "bribe", person: "minstrel", from: "bank", to: "park", cubes: 3, advisor: true },
      "WRONG_NUMBER_OF_PIECES",
    );
    mustRefuse(
      s,
      0,
      { type: "bribe", person: "minstrel", from: "bank", to: "park", cubes: 0 },
      "WRONG_NUMBER_OF_PIECES",
    );
    mustRefuse(s, 0, { type: "bribe", person: "minstrel", from: "bank", to: "bank", cubes: 1 }, "SAME_PLACE");
    mustRefuse(s, 0, { type: "bribe", person: "minstrel", from: "park", to: "bank", cubes: 1 }, "NO_CUBE_THERE");
    mustRefuse(
      withPlayer(s, 0, { advisor: "inn" }),
      0,
      { type: "bribe", person: "minstrel", from: "bank", to: "park", cubes: 1, advisor: true },
      "NO_CUBE_THERE",
    );
    const cath = withPlayer(s, 0, { cathedral: 2 });
    mustRefuse(
      cath,
      0,
      { type: "bribe", person: "minstrel", from: "cathedral", to: "park", cubes: 1 },
      "UNEXPECTED_PARAMETER",
    );
    expect(
      notreDame.move.safeParse({ type: "bribe", person: "minstrel", from: "bank", to: "cathedral", cubes: 1 }).success,
    ).toBe(false);
  });

  it("minstrel with nothing on the fields has no effect and takes no parameters", () => {
    const s = bribing("minstrel", { cathedral: 2 });
    expect(bribeMoves(s, "minstrel")).toEqual([canonical({ type: "bribe", person: "minstrel" })]);
    const after = go(s, { type: "bribe", person: "minstrel" });
    expect([player(after, 0).coins, player(after, 0).cathedral]).toEqual([2, 2]);
  });

  it("juggler: a cube or the advisor from a field or the cathedral to another field, then its action", () => {
    const s = bribing("juggler", { fields: { bank: 1, residence: 1 }, cathedral: 1, advisor: "park" });
    const cube = go(s, { type: "bribe", person: "juggler", from: "bank", to: "residence" });
    expect([player(cube, 0).fields.bank, player(cube, 0).fields.residence, player(cube, 0).prestige]).toEqual([
      0, 2, 2,
    ]);
    const fromCathedral = go(s, { type: "bribe", person: "juggler", from: "cathedral", to: "school" });
    expect([
      player(fromCathedral, 0).cathedral,
      player(fromCathedral, 0).fields.school,
      player(fromCathedral, 0).supply,
    ]).toEqual([0, 1, 5]);
    const advisor = go(s, { type: "bribe", person: "juggler", from: "park", to: "residence", advisor: true });
    expect([player(advisor, 0).advisor, player(advisor, 0).fields.residence, player(advisor, 0).prestige]).toEqual([
      "residence",
      1,
      2,
    ]);
    const inn = go(s, { type: "bribe", person: "juggler", from: "bank", to: "inn", gains: ["coin"] });
    expect(player(inn, 0).coins).toBe(3);
    mustRefuse(s, 0, { type: "bribe", person: "juggler", from: "bank", to: "inn" }, "MISSING_PARAMETER");
    const coach = go(s, { type: "bribe", person: "juggler", from: "bank", to: "coach", market: "0.ol" });
    expect(player(coach, 0).carriage).toBe("0.ol");
    mustRefuse(s, 0, { type: "bribe", person: "juggler", from: "bank", to: "bank" }, "SAME_PLACE");
    mustRefuse(s, 0, { type: "bribe", person: "juggler", from: "school", to: "bank" }, "NO_CUBE_THERE");
    mustRefuse(s, 0, { type: "bribe", person: "juggler", from: "bank", to: "park", advisor: true }, "NO_CUBE_THERE");
    // The advisor alone on the park is not an ordinary cube.
    mustRefuse(s, 0, { type: "bribe", person: "juggler", from: "park", to: "bank" }, "NO_CUBE_THERE");
    expect(notreDame.move.safeParse({ type: "bribe", person: "juggler", from: "bank", to: "cathedral" }).success).toBe(
      false,
    );
    expect(bribeMoves(s, "juggler").some((m) => m.includes('"to":"cathedral"'))).toBe(false);
  });

  it("juggler with no piece anywhere has no effect", () => {
    const s = bribing("juggler");
    expect(bribeMoves(s, "juggler")).toEqual([canonical({ type: "bribe", person: "juggler" })]);
    mustRefuse(s, 0, { type: "bribe", person: "juggler", from: "bank", to: "park" }, "UNEXPECTED_PARAMETER");
  });

  it("physician: the plague counts as 0 for the briber; hospital cubes still move the rat back", () => {
    let s = reveal(atBribe(fresh(3, "phys"), 0, true), ["physician", "barmaid", "guildMaster"]);
    s = withPlayer(s, 0, { rat: 5, fields: { hospital: 2 } });
    s = withPlayer(s, 1, { rat: 1, fields: { hospital: 2 } });
    const after = go(s, { type: "bribe", person: "physician" });
    expect(after.players.map((p) => p.rat)).toEqual([3, 4, 5]);
    expect(after.players.map((p) => p.physician)).toEqual([false, false, false]);
    expect(after.round).toBe(2);
  });
});

describe("grey personalities (advisor counted, cathedral never a field)", () => {
  const gain = (person: Person, patch: Patch): number =>
    player(go(bribing(person, patch), { type: "bribe", person }), 0).prestige;

  it("cityGuard: 1 per own cube on fields and the cathedral", () => {
    expect(gain("cityGuard", { fields: { bank: 1, coach: 2 }, advisor: "school", cathedral: 2 })).toBe(6);
  });

  it("nightWatchman: 1 per empty field; a field with only the advisor is not empty", () => {
    expect(gain("nightWatchman", { fields: { bank: 1 }, advisor: "park" })).toBe(5);
    expect(gain("nightWatchman", { cathedral: 3 })).toBe(7);
  });

  it("guildMaster: 2 per field with at least 2", () => {
    expect(
      gain("guildMaster", { fields: { bank: 2, inn: 1, coach: 3, school: 1 }, advisor: "inn", cathedral: 4 }),
    ).toBe(6);
  });

  it("beggarKing: 9 − rat position", () => {
    expect(gain("beggarKing", { rat: 4 })).toBe(5);
    expect(gain("beggarKing", { rat: 0 })).toBe(9);
  });

  it("lawyer: 3 per 2 tokens held", () => {
    const t = (n: number) => Array.from({ length: n }, (_, i) => ({ colour: i % 3, kind: "coin" as const }));
    expect(gain("lawyer", { tokens: t(3) })).toBe(3);
    expect(gain("lawyer", { tokens: t(4) })).toBe(6);
  });

  it("courtLady: 1 per cube on the fullest own field", () => {
    expect(gain("courtLady", { fields: { bank: 3, coach: 3 }, advisor: "coach", cathedral: 6 })).toBe(4);
  });

  it("mayor: 3 per field with at least 3", () => {
    expect(gain("mayor", { fields: { bank: 3, coach: 2, inn: 2 }, advisor: "coach", cathedral: 5 })).toBe(6);
  });

  it("carpenter: 1 per field with at least 1", () => {
    expect(gain("carpenter", { fields: { bank: 1 }, advisor: "park", cathedral: 2 })).toBe(2);
  });

  it("bishop: a reserve cube onto an empty field, then its action", () => {
    const s = bribing("bishop", { fields: { residence: 1 }, advisor: "park" });
    const bank = go(s, { type: "bribe", person: "bishop", field: "bank" });
    expect([
      player(bank, 0).reserve,
      player(bank, 0).fields.bank,
      player(bank, 0).supply,
      player(bank, 0).coins,
    ]).toEqual([9, 1, 4, 3]);
    const inn = go(s, { type: "bribe", person: "bishop", field: "inn", gains: ["cube"] });
    expect([player(inn, 0).fields.inn, player(inn, 0).supply, player(inn, 0).reserve]).toEqual([1, 5, 8]);
    mustRefuse(s, 0, { type: "bribe", person: "bishop", field: "park" }, "FIELD_NOT_EMPTY");
    mustRefuse(s, 0, { type: "bribe", person: "bishop", field: "residence" }, "FIELD_NOT_EMPTY");
    mustRefuse(s, 0, { type: "bribe", person: "bishop" }, "MISSING_PARAMETER");
    expect(bribeMoves(s, "bishop").some((m) => m.includes('"field":"park"'))).toBe(false);
  });

  it("bishop with an empty reserve (or no empty field) has no effect and takes no parameters", () => {
    const full = { hospital: 1, residence: 1, school: 1, inn: 1, bank: 1, coach: 1, park: 1 };
    for (const patch of [{ reserve: 0 }, { fields: full }] as Patch[]) {
      const s = bribing("bishop", patch);
      expect(bribeMoves(s, "bishop")).toEqual([canonical({ type: "bribe", person: "bishop" })]);
      mustRefuse(s, 0, { type: "bribe", person: "bishop", field: "bank" }, "UNEXPECTED_PARAMETER");
      const after = go(s, { type: "bribe", person: "bishop" });
      expect(player(after, 0).coins).toBe(2);
      expect(player(after, 0).fields).toEqual(player(s, 0).fields);
      expect(player(after, 0).reserve).toBe(player(s, 0).reserve);
    }
  });
});

describe("plague", () => {
  /** Seat 0 makes the round's last bribe decision with these personalities revealed. */
  const last = (persons: Person[], patches: Patch[]): NotreDameState => {
    let s = reveal(atBribe(fresh(3, "plague"), 0, true), persons);
    patches.forEach((patch, seat) => (s = withPlayer(s, seat, patch)));
    return s;
  };

  it("rat moves by value − hospital (advisor included), not below 0; landing on 9 is no penalty", () => {
    const s = go(
      last(
        ["barmaid", "monk", "guildMaster"],
        [
          { rat: 2, fields: { hospital: 1 } },
          { rat: 1, fields: { hospital: 4 }, advisor: "hospital" },
          { rat: 6, prestige: 5, fields: { bank: 2 } },
        ],
      ),
      { type: "pass" },
    );
    expect(s.players.map((p) => p.rat)).toEqual([4, 0, 9]);
    expect([player(s, 2).prestige, player(s, 2).fields.bank]).toEqual([5, 2]);
  });

  it("passing 9: rat stays on 9, −2 prestige (not below 0), a cube from the fullest field to the reserve", () => {
    const s = go(
      last(
        ["physician", "moneylender", "mayor"],
        [
          { rat: 8, prestige: 5, fields: { bank: 3, park: 1 } },
          { rat: 3, prestige: 1, fields: { school: 1 } },
          { rat: 5, prestige: 0 },
        ],
      ),
      { type: "pass" },
    );
    expect(s.players.map((p) => p.rat)).toEqual([9, 9, 9]);
    expect(s.players.map((p) => p.prestige)).toEqual([3, 0, 0]);
    expect([player(s, 0).fields.bank, player(s, 0).fields.park, player(s, 0).reserve]).toEqual([2, 1, 11]);
    expect([player(s, 1).fields.school, player(s, 1).reserve]).toEqual([0, 11]);
    expect(s.round).toBe(2);
  });

  it("never from the cathedral; the advisor counts toward most but is never removed", () => {
    const s = go(
      last(
        ["physician", "moneylender", "mayor"],
        [
          { rat: 9, cathedral: 3 },
          { rat: 9, fields: { park: 1 }, advisor: "school" },
          { rat: 9, fields: { bank: 1, park: 1 }, advisor: "bank" },
        ],
      ),
      { type: "pass" },
    );
    expect([player(s, 0).cathedral, player(s, 0).reserve]).toEqual([3, 10]);
    expect([player(s, 1).fields.park, player(s, 1).advisor]).toEqual([0, "school"]);
    expect([player(s, 2).fields.bank, player(s, 2).fields.park, player(s, 2).advisor]).toEqual([0, 1, "bank"]);
    expect(s.phase).toBe("draft");
  });

  it("a tie among the fullest fields: phase plague, the tied players choose with `sacrifice`", () => {
    const s0 = last(
      ["physician", "moneylender", "mayor"],
      [
        { rat: 9, fields: { bank: 2, park: 1 }, advisor: "park" },
        { rat: 9, fields: { inn: 3, school: 1 } },
        { rat: 9, fields: { school: 2, coach: 2, hospital: 1 } },
      ],
    );
    let s = go(s0, { type: "pass" });
    expect(s.phase).toBe("plague");
    expect(notreDame.toAct(s)).toEqual([0, 2]);
    expect(player(s, 1).fields.inn).toBe(2);
    expect(notreDame.legalMoves(s, 0)).toEqual([
      { type: "sacrifice", field: "bank" },
      { type: "sacrifice", field: "park" },
    ]);
    mustRefuse(s, 1, { type: "sacrifice", field: "inn" }, "NOT_YOUR_TURN");
    mustRefuse(s, 2, { type: "sacrifice", field: "hospital" }, "NOT_A_FULLEST_FIELD");
    mustRefuse(s, 2, { type: "pass" }, "WRONG_PHASE");
    s = go(s, { type: "sacrifice", field: "coach" }, 2);
    expect(player(s, 2).fields.coach).toBe(1);
    expect(player(s, 2).reserve).toBe(11);
    expect(s.phase).toBe("plague");
    expect(notreDame.toAct(s)).toEqual([0]);
    s = go(s, { type: "sacrifice", field: "park" }, 0);
    expect([player(s, 0).fields.park, player(s, 0).advisor, player(s, 0).fields.bank]).toEqual([0, "park", 2]);
    expect(s.round).toBe(2);
    expect(s.phase).toBe("draft");
  });

  it("the penalty comes before the period's cathedral scoring (a lost park cube changes the bonus)", () => {
    const s0 = last(["physician", "moneylender", "mayor"], [{ rat: 8, cathedral: 1, fields: { park: 2 } }]);
    s0.round = 3;
    const s = go(s0, { type: "pass" });
    expect(player(s, 0).fields.park).toBe(1);
    // 8 for the single cathedral cube, park 1 → no bonus (it would be 9 with park 2)
    expect(player(s, 0).prestige).toBe(8);
    expect(s.round).toBe(4);
  });

  it("with a tie at a period end, the cathedral waits for the sacrifice", () => {
    const s0 = last(["physician", "moneylender", "mayor"], [{ rat: 8, cathedral: 1, fields: { park: 2, bank: 2 } }]);
    s0.round = 6;
    const s = go(s0, { type: "pass" });
    expect(s.phase).toBe("plague");
    expect(player(s, 0).cathedral).toBe(1);
    expect(player(go(s, { type: "sacrifice", field: "park" }), 0).prestige).toBe(8);
    expect(player(go(s, { type: "sacrifice", field: "bank" }), 0).prestige).toBe(9);
  });
});
