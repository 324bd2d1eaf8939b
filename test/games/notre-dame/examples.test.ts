/**
 * The worked examples of the rulebooks, one test each (numbered as in the last section of
 * shared/rules/notre-dame.md). Plague values are built from the CHOSEN rats in data.ts.
 */
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import { parseMarket } from "../../../worker/games/notre-dame/board.ts";
import { TOKEN_PRESTIGE, type Card } from "../../../worker/games/notre-dame/data.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import { plagueValue } from "../../../worker/games/notre-dame/plague.ts";
import type { HeldToken, NotreDameState } from "../../../worker/games/notre-dame/state.ts";
import { atBribe, atPlay, fresh, mustPlay, mustRefuse, player, reveal, withPlayer } from "./fixtures.ts";

/** Message tokens of the given colours; their kinds do not matter to these examples. */
function heldTokens(colours: number[]): HeldToken[] {
  return colours.map((colour) => ({ colour, kind: "coin" }));
}

/** Colours of the tokens `seat` may take with a coach play, according to the legal moves. */
function takeableColours(state: NotreDameState, seat: Seat): number[] {
  const colours = notreDame.legalMoves(state, seat).flatMap((m) => {
    const parsed = m.type === "play" && m.take && m.market ? parseMarket(m.market) : undefined;
    return parsed ? [parsed.quarter] : [];
  });
  return [...new Set(colours)].sort();
}

/** Ends the round with `seat` passing as the last briber, so phase 5 follows at once. */
function plagueAfterPass(state: NotreDameState, seat: Seat): NotreDameState {
  return mustPlay(atBribe(state, seat, true), seat, { type: "pass" }).state;
}

/** Example 7's position: three players, plague 2 (moneylender) + 0 (juggler) + 1 (night watchman). */
function example7Start(): NotreDameState {
  let s = reveal(fresh(3), ["moneylender", "juggler", "nightWatchman"]);
  s = withPlayer(s, 0, { rat: 4, prestige: 5, fields: { hospital: 2, school: 3 } });
  s = withPlayer(s, 1, { rat: 6, prestige: 5, fields: { hospital: 0, bank: 2 } });
  return withPlayer(s, 2, { rat: 5, prestige: 5, fields: { hospital: 3 }, advisor: "hospital" });
}

describe("Notre Dame rulebook examples", () => {
  it("example 1: school with 2 cubes, a third gives 3 cubes, the next school play gives 4", () => {
    const start = atPlay(withPlayer(fresh(), 0, { fields: { school: 2 } }), 0, ["school", "bank", "inn"]);
    const first = mustPlay(start, 0, { type: "play", card: "school" }).state;
    expect(player(first, 0).fields.school).toBe(3);
    expect(player(first, 0).supply).toBe(4 - 1 + 3);
    expect(player(first, 0).reserve).toBe(10 - 3);

    const again = atPlay(first, 0, ["school", "bank", "inn"]);
    const second = mustPlay(again, 0, { type: "play", card: "school" }).state;
    expect(player(second, 0).fields.school).toBe(4);
    expect(player(second, 0).supply).toBe(6 - 1 + 4);
    expect(player(second, 0).reserve).toBe(7 - 4);
  });

  it("example 2: inn with 3 cubes gives one option, the 4th cube two (2 coins, or 1 coin + 1 cube)", () => {
    const start = atPlay(withPlayer(fresh(), 0, { fields: { inn: 2 } }), 0, ["inn", "bank", "school"]);
    mustRefuse(start, 0, { type: "play", card: "inn", gains: ["coin", "coin"] }, "WRONG_NUMBER_OF_GAINS");
    const first = mustPlay(start, 0, { type: "play", card: "inn", gains: ["coin"] }).state;
    expect(player(first, 0).fields.inn).toBe(3);
    expect(player(first, 0).coins).toBe(3 + 1);

    const again = atPlay(first, 0, ["inn", "bank", "school"]);
    const twoCoins = mustPlay(again, 0, { type: "play", card: "inn", gains: ["coin", "coin"] }).state;
    expect(player(twoCoins, 0).fields.inn).toBe(4);
    expect(player(twoCoins, 0).coins).toBe(4 + 2);
    expect(player(twoCoins, 0).supply).toBe(4 - 2);

    const coinAndCube = mustPlay(again, 0, { type: "play", card: "inn", gains: ["coin", "cube"] }).state;
    expect(player(coinAndCube, 0).coins).toBe(4 + 1);
    expect(player(coinAndCube, 0).supply).toBe(4 - 2 + 1);
    expect(player(coinAndCube, 0).reserve).toBe(10 - 1);
  });

  it("example 3: the advisor joins 2 cubes in the bank and gives 3 coins", () => {
    const start = atPlay(withPlayer(fresh(), 0, { fields: { bank: 2 } }), 0, ["advisor", "inn", "school"]);
    const after = mustPlay(start, 0, { type: "play", card: "advisor", field: "bank" }).state;
    expect(player(after, 0).advisor).toBe("bank");
    expect(player(after, 0).fields.bank).toBe(2);
    expect(player(after, 0).coins).toBe(3 + 3);
    expect(player(after, 0).supply).toBe(4);
    expect(after.coins).toBe(start.coins - 3);
  });

  it("example 4: park bonus: 2nd park cube 0, residence 3 + 1, lawyer 6 + 1, Notre Dame 3 + 2, cathedral 6 + 3", () => {
    let s = reveal(fresh(3), ["moneylender", "juggler", "lawyer"]);
    s = withPlayer(s, 0, { rat: 3, fields: { park: 1, residence: 2 }, tokens: heldTokens([0, 1, 2, 0, 1]) });
    s = atPlay(s, 0, ["park", "residence", "school"]);

    s = mustPlay(s, 0, { type: "play", card: "park" }).state;
    expect(player(s, 0).fields.park).toBe(2);
    expect(player(s, 0).rat).toBe(2);
    expect(player(s, 0).prestige).toBe(0);

    s = mustPlay(s, 1, { type: "play", card: "park", skip: true }).state;
    s = mustPlay(s, 2, { type: "play", card: "park", skip: true }).state;
    s = mustPlay(s, 0, { type: "play", card: "residence" }).state;
    expect(player(s, 0).fields.residence).toBe(3);
    expect(player(s, 0).prestige).toBe(3 + 1);

    s = mustPlay(s, 1, { type: "play", card: "school", skip: true }).state;
    s = mustPlay(s, 2, { type: "play", card: "school", skip: true }).state;
    expect(s.phase).toBe("bribes");
    s = mustPlay(s, 0, { type: "bribe", person: "lawyer" }).state;
    expect(player(s, 0).prestige).toBe(4 + 6 + 1);

    const donating = atPlay(withPlayer(fresh(3), 0, { fields: { park: 5 } }), 0, ["notreDame", "inn", "school"]);
    const donated = mustPlay(donating, 0, { type: "play", card: "notreDame", donate: 2 }).state;
    expect(player(donated, 0).prestige).toBe(3 + 2);
    expect(player(donated, 0).coins).toBe(3 - 2);
    expect(player(donated, 0).cathedral).toBe(1);

    // Two players: the cathedral's 6 prestige over 2 cubes is 3 per cube.
    const lastRound = withPlayer({ ...fresh(2), round: 9 }, 0, { reserve: 2, cathedral: 2, fields: { park: 6 } });
    const over = plagueAfterPass(lastRound, 0);
    expect(over.phase).toBe("over");
    expect(player(over, 0).prestige).toBe(6 + 3);
    expect(player(over, 0).cathedral).toBe(0);
    expect(player(over, 0).reserve).toBe(2 + 2);
  });

  it("example 5: cathedral with 4 players: 2 green + 1 blue cubes, 3 per cube: green 6 + 1 park, blue 3; cubes go home", () => {
    let s = reveal({ ...fresh(4), round: 3 }, ["barmaid", "juggler", "cityGuard"]);
    s = withPlayer(s, 0, { reserve: 6, cathedral: 2, fields: { park: 2 } });
    s = withPlayer(s, 1, { reserve: 9, cathedral: 1 });
    const after = plagueAfterPass(s, 3);
    expect(after.round).toBe(4);
    expect(after.players.map((p) => p.prestige)).toEqual([7, 3, 0, 0]);
    expect(after.players.map((p) => p.cathedral)).toEqual([0, 0, 0, 0]);
    expect(player(after, 0).reserve).toBe(6 + 2);
    expect(player(after, 1).reserve).toBe(9 + 1);
  });

  it("example 6: with an empty supply, Notre Dame moves a cube from the hospital to the cathedral, then donates", () => {
    const start = atPlay(withPlayer(fresh(), 0, { supply: 0, reserve: 13, fields: { hospital: 1 } }), 0, [
      "notreDame",
      "inn",
      "school",
    ]);
    mustRefuse(start, 0, { type: "play", card: "notreDame", donate: 2 }, "MISSING_PARAMETER");
    const after = mustPlay(start, 0, { type: "play", card: "notreDame", from: "hospital", donate: 2 }).state;
    expect(player(after, 0).fields.hospital).toBe(0);
    expect(player(after, 0).cathedral).toBe(1);
    expect(player(after, 0).supply).toBe(0);
    expect(player(after, 0).coins).toBe(3 - 2);
    expect(after.coins).toBe(start.coins + 2);
    expect(player(after, 0).prestige).toBe(3);
  });

  it("example 7: plague 2 + 0 + 1 = 3 with three players", () => {
    const start = example7Start();
    expect(plagueValue(start)).toBe(3);
    const after = plagueAfterPass(start, 0);
    expect(after.players.map((p) => p.rat)).toEqual([5, 9, 4]);
    expect(after.players.map((p) => p.prestige)).toEqual([5, 5, 5]);
    expect(after.players.map((p) => p.fields)).toEqual(start.players.map((p) => p.fields));
    expect(after.players.map((p) => p.reserve)).toEqual([10, 10, 10]);
  });

  it("example 8: next round plague 7: 10 and 16 both cost 2 prestige and a cube, exactly 9 costs nothing", () => {
    let s = reveal(plagueAfterPass(example7Start(), 0), ["physician", "moneylender", "beggarKing"]);
    s = withPlayer(s, 2, { fields: { hospital: 1 } });
    expect(plagueValue(s)).toBe(7);
    expect(s.players.map((p) => p.rat)).toEqual([5, 9, 4]);

    const after = plagueAfterPass(s, 0);
    expect(after.players.map((p) => p.rat)).toEqual([9, 9, 9]);
    expect(after.players.map((p) => p.prestige)).toEqual([3, 3, 5]);
    expect(player(after, 0).fields).toEqual({ ...player(s, 0).fields, school: 2 });
    expect(player(after, 1).fields).toEqual({ ...player(s, 1).fields, bank: 1 });
    expect(player(after, 2).fields).toEqual(player(s, 2).fields);
    expect(player(after, 2).advisor).toBe("hospital");
    expect(after.players.map((p) => p.reserve)).toEqual([11, 11, 10]);
  });

  it("example 9: juggler moves a bank cube into the coach house with 2: the carriage goes up to 3 markets", () => {
    let s = reveal(fresh(5), ["juggler", "moneylender", "lawyer"]);
    s = atBribe(withPlayer(s, 0, { fields: { bank: 1, coach: 2 } }), 0);
    const jiggle = { type: "bribe", person: "juggler", from: "bank", to: "coach" } as const;
    mustRefuse(s, 0, { ...jiggle, market: "2.il" }, "MARKET_OUT_OF_REACH");
    const kind = s.tokens["1.ir"];
    if (kind === undefined) throw new Error("setup leaves a token on every edge market");
    const after = mustPlay(s, 0, { ...jiggle, market: "1.ir", take: true }).state;
    expect(player(after, 0).fields.bank).toBe(0);
    expect(player(after, 0).fields.coach).toBe(3);
    expect(player(after, 0).carriage).toBe("1.ir");
    expect(player(after, 0).tokens).toEqual([{ colour: 1, kind }]);
    expect(player(after, 0).prestige).toBe(TOKEN_PRESTIGE[kind]);
    expect(after.tokens["1.ir"]).toBeUndefined();
  });

  it("example 10: physician: plague 2 + 3 + 1 = 6, hospital 1 + advisor, rat 7 → 5; without the bribe rat 9, −2, −1 cube", () => {
    let s = reveal(fresh(3), ["moneylender", "physician", "lawyer"]);
    s = withPlayer(s, 0, { rat: 7, prestige: 5, fields: { hospital: 1, bank: 3 }, advisor: "hospital" });
    expect(plagueValue(s)).toBe(6);

    const bribed = mustPlay(atBribe(s, 0, true), 0, { type: "bribe", person: "physician" }).state;
    expect(player(bribed, 0).rat).toBe(5);
    expect(player(bribed, 0).prestige).toBe(5);
    expect(player(bribed, 0).fields.bank).toBe(3);
    expect(player(bribed, 0).coins).toBe(3 - 1);

    const passed = plagueAfterPass(s, 0);
    expect(player(passed, 0).rat).toBe(9);
    expect(player(passed, 0).prestige).toBe(5 - 2);
    expect(player(passed, 0).fields.bank).toBe(2);
    expect(player(passed, 0).fields.hospital).toBe(1);
  });

  it("example 11: beggar king: rat on 4 gives 5 prestige (Slovak text: rat on 3 gives 6)", () => {
    const s = reveal(fresh(3), ["moneylender", "juggler", "beggarKing"]);
    const bribe = { type: "bribe", person: "beggarKing" } as const;
    expect(player(mustPlay(atBribe(withPlayer(s, 0, { rat: 4 }), 0), 0, bribe).state, 0).prestige).toBe(5);
    expect(player(mustPlay(atBribe(withPlayer(s, 0, { rat: 3 }), 0), 0, bribe).state, 0).prestige).toBe(6);
  });

  it("example 12: lawyer with 5 messages gives 6; court lady with 5 in the coach house and 5 in the inn gives 5", () => {
    const lawyer = reveal(fresh(3), ["moneylender", "juggler", "lawyer"]);
    const withMessages = atBribe(withPlayer(lawyer, 0, { tokens: heldTokens([0, 1, 2, 0, 1]) }), 0);
    expect(player(mustPlay(withMessages, 0, { type: "bribe", person: "lawyer" }).state, 0).prestige).toBe(6);

    const courtLady = reveal(fresh(3), ["moneylender", "juggler", "courtLady"]);
    const twoFullest = atBribe(withPlayer(courtLady, 0, { fields: { coach: 5, inn: 5, bank: 2 } }), 0);
    expect(player(mustPlay(twoFullest, 0, { type: "bribe", person: "courtLady" }).state, 0).prestige).toBe(5);
  });

  it("example 13: messages: holding 3 of 4 colours the next must be the 4th; a full set lets any follow; 2 players need 4 colours", () => {
    const hand = ["coach", "school", "inn"] as const;
    const coachAt = (state: NotreDameState): NotreDameState =>
      atPlay(withPlayer(state, 0, { carriage: "0.c" }), 0, [...hand]);

    const missingBlue = coachAt(withPlayer(fresh(4), 0, { fields: { coach: 3 }, tokens: heldTokens([1, 2, 3]) }));
    expect(takeableColours(missingBlue, 0)).toEqual([0]);
    mustRefuse(missingBlue, 0, { type: "play", card: "coach", market: "1.il", take: true }, "TOKEN_COLOUR_BLOCKED");
    const fullSet = coachAt(
      mustPlay(missingBlue, 0, { type: "play", card: "coach", market: "0.il", take: true }).state,
    );
    expect(player(fullSet, 0).tokens.map((t) => t.colour)).toEqual([1, 2, 3, 0]);

    expect(takeableColours(fullSet, 0)).toEqual([0, 1, 2, 3]);
    const blueAgain = coachAt(mustPlay(fullSet, 0, { type: "play", card: "coach", market: "0.ir", take: true }).state);
    expect(takeableColours(blueAgain, 0)).toEqual([1, 2, 3]);
    mustRefuse(blueAgain, 0, { type: "play", card: "coach", market: "0.ol", take: true }, "TOKEN_COLOUR_BLOCKED");

    const twoPlayers = coachAt(withPlayer(fresh(2), 0, { fields: { coach: 3 }, tokens: heldTokens([0, 2]) }));
    expect(takeableColours(twoPlayers, 0)).toEqual([1, 3]);
    mustRefuse(twoPlayers, 0, { type: "play", card: "coach", market: "2.ol", take: true }, "TOKEN_COLOUR_BLOCKED");
  });

  it("example 14: draft: 3 players hold one own card, one from the right and one from two seats right; 2 players two own and one of the opponent's", () => {
    const drafting = (seats: number, offers: Card[][]): NotreDameState => ({
      ...fresh(seats),
      draft: { step: 1, offers, done: offers.map(() => false) },
    });
    const keep = (state: NotreDameState, cards: Card[]): NotreDameState =>
      cards.reduce((s, card, seat) => mustPlay(s, seat, { type: "keep", card }).state, state);

    let three = drafting(3, [
      ["hospital", "residence", "school"],
      ["inn", "bank", "coach"],
      ["park", "notreDame", "advisor"],
    ]);
    three = keep(three, ["hospital", "inn", "park"]);
    expect(three.draft?.offers).toEqual([
      ["notreDame", "advisor"],
      ["residence", "school"],
      ["bank", "coach"],
    ]);
    three = keep(three, ["notreDame", "residence", "bank"]);
    expect(three.phase).toBe("actions");
    expect(three.players.map((p) => p.hand)).toEqual([
      ["hospital", "notreDame", "coach"],
      ["inn", "residence", "advisor"],
      ["park", "bank", "school"],
    ]);

    let two = drafting(2, [
      ["hospital", "residence", "school"],
      ["inn", "bank", "coach"],
    ]);
    two = keep(two, ["hospital", "inn"]);
    expect(two.draft?.offers).toEqual([
      ["bank", "coach"],
      ["residence", "school"],
    ]);
    two = keep(two, ["bank", "school"]);
    expect(two.phase).toBe("actions");
    expect(two.players.map((p) => p.hand)).toEqual([
      ["hospital", "bank", "residence"],
      ["inn", "school", "coach"],
    ]);
  });
});
