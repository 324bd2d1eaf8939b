import { describe, expect, it } from "vitest";
import type { Ctx } from "../../../worker/games/deal-with-the-devil/ctx.ts";
import {
  answer,
  obligations,
  resolveAnswers,
  resolveRitual,
} from "../../../worker/games/deal-with-the-devil/inquisition.ts";
import { dealWithTheDevil as game } from "../../../worker/games/deal-with-the-devil/index.ts";
import { finalTerms, outcome } from "../../../worker/games/deal-with-the-devil/scoring.ts";
import { player, type RitualChest } from "../../../worker/games/deal-with-the-devil/state.ts";
import { countVotes, defend, resolveDefences, vote } from "../../../worker/games/deal-with-the-devil/witch.ts";
import { fresh, seatWith, setGoods, types } from "./fixtures.ts";
import { playGame } from "./play-through.ts";

function ritual(ctx: Ctx, round: number, chests: Record<number, Partial<RitualChest>>): void {
  ctx.s.round = round;
  ctx.s.ritual = [0, 1, 2, 3].map((seat) => ({ bribe: 0, pure: 0, tainted: 0, ...chests[seat] }));
  resolveRitual(ctx);
}

describe("the witch hunt (L912–941)", () => {
  it("L934–939: 2 votes question a player; 3 pieces prove innocence for an angel wing (tainted ones pass as clean); confessing costs 1 reputation and a demon wing", () => {
    const ctx = fresh();
    ctx.s.round = 2;
    const cultist = seatWith(ctx.s, "cultist");
    const mortal = seatWith(ctx.s, "mortal");
    player(ctx.s, cultist).pure = 1; // 2 tainted + 1 pure: shown clean side up
    const others = [0, 1, 2, 3].filter((s) => s !== cultist && s !== mortal);
    // The cultist and a mortal name others[0]; others[0] names the cultist, others[1] the mortal.
    for (const voter of [0, 1, 2, 3])
      expect(
        vote(ctx, voter, voter === cultist || voter === mortal ? others[0]! : voter === others[0] ? cultist : mortal),
      ).toBeUndefined();
    expect(countVotes(ctx)).toBe(true);
    expect(ctx.s.accused).toEqual([others[0]]);
    player(ctx.s, others[0]!).pure = 0;
    player(ctx.s, others[0]!).tainted = 0;
    expect(defend(ctx, others[0]!, true)).toMatchObject({ code: "NOT_ENOUGH_SOULS" });
    expect(defend(ctx, others[0]!, false)).toBeUndefined();
    resolveDefences(ctx);
    const q = player(ctx.s, others[0]!);
    expect([q.reputation, q.demon, q.confessed]).toEqual([8, 1, true]);
    ctx.s.round = 3;
    expect(vote(ctx, cultist, others[0]!)).toMatchObject({ code: "CANNOT_BE_ACCUSED" });
  });

  it("proving innocence says only 'innocent', whatever the pieces", () => {
    const ctx = fresh();
    const cultist = seatWith(ctx.s, "cultist");
    player(ctx.s, cultist).pure = 1;
    ctx.s.accused = [cultist];
    expect(defend(ctx, cultist, true)).toBeUndefined();
    resolveDefences(ctx);
    expect(ctx.events.map((e) => e.event)).toContainEqual({ type: "innocent", seat: cultist });
    expect(JSON.stringify(ctx.events)).not.toContain("tainted");
    expect(player(ctx.s, cultist).angel).toBe(1);
  });
});

describe("the dark ritual (L960–1100)", () => {
  it("L993: bribes of 5, 10, 15 remove A, then B, then C; the rest waits for round 5", () => {
    const ctx = fresh();
    ritual(ctx, 3, { 0: { bribe: 7 } });
    expect(ctx.s.inquisitors.gone).toEqual([true, false, false]);
    expect(ctx.s.inquisitors.bribes).toBe(7);
    ritual(ctx, 5, { 1: { bribe: 8 }, 2: { bribe: 4 } });
    expect(ctx.s.inquisitors.gone).toEqual([true, true, true]);
  });

  it("L1004–1009: round 3 souls are cumulative: 0 → glass+marble, 1 → +wood+stone, 2 → +2 ducats and inquisitor 1 up, 3 → inquisitor 2 up", () => {
    for (const souls of [0, 1, 2, 3]) {
      const ctx = fresh(`souls${souls}`);
      const devil = seatWith(ctx.s, "devil");
      setGoods(ctx.s, devil, {});
      player(ctx.s, devil).pure = souls;
      ritual(ctx, 3, { [devil]: { pure: souls } });
      const g = player(ctx.s, devil).goods;
      expect([g.glass, g.marble, g.wood, g.stone, g.ducats]).toEqual([
        1,
        1,
        souls >= 1 ? 1 : 0,
        souls >= 1 ? 1 : 0,
        souls >= 2 ? 2 : 0,
      ]);
      expect(ctx.s.inquisitors.up).toEqual([souls >= 2, souls >= 3, false]);
      expect(player(ctx.s, devil).pure).toBe(souls);
    }
  });

  it("L1020: tainted pieces in the devil's chest: 1 → the cultist gets 1 grain + 1 ducat; 2 → 3 ducats more", () => {
    for (const tainted of [1, 2]) {
      const ctx = fresh(`cult${tainted}`);
      const devil = seatWith(ctx.s, "devil");
      const cultist = seatWith(ctx.s, "cultist");
      setGoods(ctx.s, cultist, {});
      ritual(ctx, 3, { [devil]: { tainted } });
      expect(player(ctx.s, cultist).goods).toMatchObject({ grain: 1, ducats: tainted === 2 ? 4 : 1 });
    }
  });

  it("L1024: no two guesses agree → the guesses go back; anyone may be guessed in round 5", () => {
    const ctx = fresh();
    const [m1, m2] = [seatWith(ctx.s, "mortal", 0), seatWith(ctx.s, "mortal", 1)];
    const cultist = seatWith(ctx.s, "cultist");
    ritual(ctx, 3, { [m1]: { devilGuess: cultist }, [m2]: { devilGuess: m1 } });
    expect(types(ctx)).toContain("guessesBack");
    expect(ctx.s.guesses).toEqual([]);
  });

  it("L1028–1038: the devil named twice, rightly → −4 reputation, inquisitor 3 up, 2 ducats per correct chest; nobody guesses the devil in round 5", () => {
    const ctx = fresh();
    const devil = seatWith(ctx.s, "devil");
    const [m1, m2] = [seatWith(ctx.s, "mortal", 0), seatWith(ctx.s, "mortal", 1)];
    setGoods(ctx.s, m1, {});
    ritual(ctx, 3, { [m1]: { devilGuess: devil }, [m2]: { devilGuess: devil } });
    expect(player(ctx.s, devil).reputation).toBe(5);
    expect(ctx.s.inquisitors.up[2]).toBe(true);
    expect(player(ctx.s, m1).goods.ducats).toBe(2);
    expect(ctx.s.devilExposed).toBe(true);
    expect(ctx.s.guesses).toHaveLength(2);
    ctx.s.round = 5;
    ctx.s.step = "ritual";
    const cultist = seatWith(ctx.s, "cultist");
    expect(game.legalMoves(ctx.s, cultist).some((m) => m.type === "ritual" && m.devil !== undefined)).toBe(false);
  });

  it("L1044–1050: the cultist named by both mortals, rightly → −3 and 2 ducats to each mortal; wrongly → only 'not the cultist', retired", () => {
    const ctx = fresh();
    const cultist = seatWith(ctx.s, "cultist");
    const devil = seatWith(ctx.s, "devil");
    const [m1, m2] = [seatWith(ctx.s, "mortal", 0), seatWith(ctx.s, "mortal", 1)];
    setGoods(ctx.s, m2, {});
    ritual(ctx, 3, { [m1]: { cultistGuess: cultist }, [m2]: { cultistGuess: cultist } });
    expect(player(ctx.s, cultist).reputation).toBe(6);
    expect(player(ctx.s, m2).goods.ducats).toBe(2);
    const wrong = fresh();
    ritual(wrong, 3, { [m1]: { cultistGuess: devil }, [m2]: { cultistGuess: devil } });
    expect(wrong.events.map((e) => e.event)).toContainEqual({ type: "notCultist", seat: devil });
    expect(wrong.s.guesses).toHaveLength(2);
  });

  it("L1074–1078: round 5, 4 souls → 6 points in all and the flips; each piece beyond 4 → +6", () => {
    const ctx = fresh();
    const devil = seatWith(ctx.s, "devil");
    ritual(ctx, 5, { [devil]: { pure: 4 } });
    expect(player(ctx.s, devil).score).toBe(6);
    expect(ctx.s.inquisitors.up).toEqual([true, true, false]);
    const more = fresh();
    ritual(more, 5, { [devil]: { pure: 5 } });
    expect(player(more.s, devil).score).toBe(12);
  });

  it("L1086–1097: round 5 scores retired and new guesses: +2 per right guess, +1 to the devil or cultist per wrong one", () => {
    const ctx = fresh();
    const devil = seatWith(ctx.s, "devil");
    const cultist = seatWith(ctx.s, "cultist");
    const [m1, m2] = [seatWith(ctx.s, "mortal", 0), seatWith(ctx.s, "mortal", 1)];
    ctx.s.guesses = [{ by: m1, role: "cultist", target: m2 }];
    ritual(ctx, 5, {
      [m1]: { devilGuess: devil },
      [m2]: { devilGuess: cultist, cultistGuess: cultist },
      [cultist]: { devilGuess: m1 },
    });
    expect(player(ctx.s, m1).score).toBe(2);
    expect(player(ctx.s, m2).score).toBe(2);
    expect(player(ctx.s, devil).score).toBe(2);
    expect(player(ctx.s, cultist).score).toBe(1);
  });
});

describe("the inquisitors (L1104–1140, L1356–1370)", () => {
  it("L1122–1126: C, 1, 2 face up and a house guest; 2 pieces and 1 indulgence satisfy 3, one penalty is taken", () => {
    const ctx = fresh();
    ctx.s.round = 5;
    ctx.s.step = "answer";
    ctx.s.inquisitors.gone = [true, true, false];
    ctx.s.inquisitors.red = ["speaker", "vandal", "debtCollector"];
    ctx.s.inquisitors.up = [true, true, false];
    const mortal = seatWith(ctx.s, "mortal");
    const p = player(ctx.s, mortal);
    p.pure = 2;
    p.indulgences = 1;
    p.guests = 1;
    p.built = ["farm", "orchard", "chapel"];
    expect(obligations(ctx.s, mortal)).toEqual(["friar", "speaker", "vandal", "houseGuest1"]);
    expect(answer(ctx, mortal, { type: "answer", answers: ["piece", "indulgence", "piece", "piece"] })).toMatchObject({
      code: "NOT_ENOUGH_SOULS",
    });
    expect(
      answer(ctx, mortal, { type: "answer", answers: ["penalty", "piece", "indulgence", "piece"] }),
    ).toBeUndefined();
    resolveAnswers(ctx);
    // Řeholník: −1 per pair of buildings, 3 buildings → −1 (L1366).
    expect(p.score).toBe(-1);
    expect([p.pure, p.indulgences]).toEqual([2, 0]);
  });

  it("L1368: the Vandal destroys one of two buildings tied at the top, the owner's choice", () => {
    const ctx = fresh();
    ctx.s.round = 3;
    ctx.s.inquisitors.gone = [true, false, false];
    ctx.s.inquisitors.red = ["vandal", "speaker", "debtCollector"];
    ctx.s.inquisitors.up = [true, false, false];
    const p = player(ctx.s, 0);
    p.built = ["manor", "farm", "castle", "royalStud"];
    expect(answer(ctx, 0, { type: "answer", answers: ["penalty"], destroy: 2 })).toBeUndefined();
    for (const seat of [1, 2, 3]) ctx.s.answers[seat] = [2];
    resolveAnswers(ctx);
    expect(p.built).toEqual(["manor", "farm", "royalStud"]);
  });

  it("L1370: the Debt collector's overflow → 9 and a demon wing; a third wing's house guest is answered at once", () => {
    const ctx = fresh();
    ctx.s.round = 3;
    ctx.s.inquisitors.gone = [true, false, false];
    ctx.s.inquisitors.red = ["debtCollector", "speaker", "vandal"];
    ctx.s.inquisitors.up = [true, false, false];
    const p = player(ctx.s, 0);
    p.debt = 9;
    p.demon = 2;
    p.pure = 0;
    p.tainted = 0;
    p.indulgences = 0;
    ctx.s.answers = [[2], [0], [0], [0]];
    resolveAnswers(ctx);
    // 9 → 10 → overflow 9 (+1 wing = 3 → guest, −2) → 10; −1 per 2 debt = −5; the guest −4.
    expect(p.debt).toBe(10);
    expect(p.score).toBe(-2 - 5 - 4);
    expect(p.guests).toBe(0);
  });
});

describe("the Libertine (L1372)", () => {
  /** Round 3, the Ascetic bribed away, the Libertine face up on place 1: seat 0 answers him alone, the others show pieces. */
  function facingLibertine(goods: Partial<Record<"glass" | "marble" | "wood", number>>) {
    const ctx = fresh();
    ctx.s.round = 3;
    ctx.s.step = "answer";
    ctx.s.inquisitors.gone = [true, false, false];
    ctx.s.inquisitors.red = ["libertine", "speaker", "vandal"];
    ctx.s.inquisitors.up = [true, false, false];
    const p = player(ctx.s, 0);
    setGoods(ctx.s, 0, goods);
    Object.assign(p, { pure: 1, tainted: 0, indulgences: 1, score: 0 });
    for (const seat of [1, 2, 3]) ctx.s.answers[seat] = [0];
    expect(obligations(ctx.s, 0)).toEqual(["libertine"]);
    return { ctx, p };
  }

  it("is answered by a rare resource for the cathedral: no points lost, the declared rare handed in", () => {
    const { ctx, p } = facingLibertine({ glass: 1, marble: 2, wood: 3 });
    expect(answer(ctx, 0, { type: "answer", answers: ["penalty"], rare: "glass" })).toBeUndefined();
    resolveAnswers(ctx);
    expect(p.score).toBe(0);
    expect(p.goods).toMatchObject({ glass: 0, marble: 2, wood: 3 });
    expect([p.pure, p.indulgences]).toEqual([1, 1]);
  });

  it("with no rare declared takes the rare held most; a rare not held is refused", () => {
    const { ctx, p } = facingLibertine({ marble: 2 });
    expect(answer(ctx, 0, { type: "answer", answers: ["penalty"], rare: "glass" })).toMatchObject({
      code: "NOT_ENOUGH_GOODS",
      good: "glass",
    });
    expect(answer(ctx, 0, { type: "answer", answers: ["penalty"] })).toBeUndefined();
    resolveAnswers(ctx);
    expect([p.score, p.goods.marble]).toEqual([0, 1]);
  });

  it("is answered by a soul piece or an indulgence like any inquisitor, the rares kept", () => {
    for (const reply of ["piece", "indulgence"] as const) {
      const { ctx, p } = facingLibertine({ glass: 1 });
      expect(answer(ctx, 0, { type: "answer", answers: [reply] })).toBeUndefined();
      resolveAnswers(ctx);
      expect([p.score, p.goods.glass, p.pure, p.indulgences]).toEqual([0, 1, 1, reply === "indulgence" ? 0 : 1]);
    }
  });

  it("costs 3 points (CHOSEN) without a rare, or when the rare is declined", () => {
    const bare = facingLibertine({ wood: 3 });
    expect(answer(bare.ctx, 0, { type: "answer", answers: ["penalty"] })).toBeUndefined();
    resolveAnswers(bare.ctx);
    expect([bare.p.score, bare.p.goods.wood]).toEqual([-3, 3]);
    const declined = facingLibertine({ marble: 1 });
    expect(answer(declined.ctx, 0, { type: "answer", answers: ["penalty"], rare: null })).toBeUndefined();
    resolveAnswers(declined.ctx);
    expect([declined.p.score, declined.p.goods.marble]).toEqual([-3, 1]);
  });

  it("after the Ascetic took the declared rare, takes the other one", () => {
    const { ctx, p } = facingLibertine({ glass: 1, marble: 1 });
    ctx.s.inquisitors.gone = [false, false, false];
    for (const seat of [1, 2, 3]) ctx.s.answers[seat] = [0, 0];
    expect(obligations(ctx.s, 0)).toEqual(["ascetic", "libertine"]);
    expect(
      answer(ctx, 0, { type: "answer", answers: ["penalty", "penalty"], handIn: { glass: 1 }, rare: "glass" }),
    ).toBeUndefined();
    resolveAnswers(ctx);
    // Ascetic: 1 of 3 handed in → −4; the Libertine gets the marble.
    expect([p.score, p.goods.glass, p.goods.marble]).toEqual([-4, 0, 0]);
  });
});

describe("final scoring (L1144–1160)", () => {
  it("counts buildings, debt, large privileges (not the devil's), wings, indulgences, hired masters, tainted pieces, rares, and converts 5:1 with fifths breaking ties", () => {
    const ctx = fresh();
    const devil = seatWith(ctx.s, "devil");
    const mortal = seatWith(ctx.s, "mortal");
    for (const seat of [devil, mortal]) {
      const p = player(ctx.s, seat);
      p.built = ["manor"];
      p.debt = 3;
      p.large = [true, false, false, false];
      p.angel = 2;
      p.demon = 1;
      p.indulgences = 1;
      p.masters.rural = "held";
      p.tainted = 1;
      setGoods(ctx.s, seat, { glass: 1, wood: 2, ducats: 4 });
    }
    expect(finalTerms(ctx.s, mortal).total).toBe(3 - 2 + 2 + 2 - 1 + 2 + 1 - 1 + 1 + 1);
    expect(finalTerms(ctx.s, devil).total).toBe(finalTerms(ctx.s, mortal).total - 2);
    expect(finalTerms(ctx.s, mortal).fifths).toBe(1);
  });

  it("a whole game ends with every seat ranked", () => {
    const result = outcome(playGame("end", ["bot", "bot", "bot", "bot"]).final);
    expect(result?.kind === "ranked" ? result.ranks.length : 0).toBe(4);
  });
});
