import fc from "fast-check";
import * as openskill from "openskill";
import { describe, expect, it } from "vitest";
import { rate, rating } from "../../worker/match/weng-lin.ts";
import { runs } from "../property-runs.ts";

/** A rating as stored: any μ, a σ that has shrunk or not. */
const skill = fc.record({
  mu: fc.double({ min: -20, max: 80, noNaN: true }),
  sigma: fc.double({ min: 0.5, max: 25 / 3, noNaN: true }),
});

/** 2 to 6 teams of 1 to 5 players (a cooperative team against its level's seats, a free-for-all), ranks with ties. */
const game = fc.integer({ min: 2, max: 6 }).chain((teams) =>
  fc.record({
    teams: fc.array(fc.array(skill, { minLength: 1, maxLength: 5 }), { minLength: teams, maxLength: teams }),
    rank: fc.array(fc.integer({ min: 1, max: teams }), { minLength: teams, maxLength: teams }),
  }),
);

describe("the Weng–Lin ratings, written out (worker/match/weng-lin.ts)", () => {
  it("a newcomer is the package's newcomer", () => {
    expect(rating()).toStrictEqual(openskill.rating());
  });

  it("rates every game as openskill's `rate` with its defaults does, to the last bit", () => {
    fc.assert(
      fc.property(game, ({ teams, rank }) => {
        expect(rate(teams, { rank })).toStrictEqual(openskill.rate(teams, { rank }));
      }),
      { numRuns: runs(1000) },
    );
  });

  it("rates the games the site rates as the package does: a tie of four, a team of three against its level", () => {
    const players = [rating(), { mu: 31.2, sigma: 4.1 }, { mu: 18.7, sigma: 6.6 }, { mu: 25.02, sigma: 2.3 }];
    const ffa = players.map((p) => [p]);
    expect(rate(ffa, { rank: [2, 1, 2, 4] })).toStrictEqual(openskill.rate(ffa, { rank: [2, 1, 2, 4] }));
    const level = players[3]!;
    const coop = [players.slice(0, 3), [level, level, level]];
    expect(rate(coop, { rank: [2, 1] })).toStrictEqual(openskill.rate(coop, { rank: [2, 1] }));
    expect(rate(coop, { rank: [1, 2] })[0]![0]!.mu).toBeGreaterThan(players[0]!.mu);
  });
});
