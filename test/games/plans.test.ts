import { describe, expect, it } from "vitest";
import { GAMES } from "../../worker/games/registry.ts";

/*
 * Which games plan ahead (worker/games/contract.ts `Planning`): Notre Dame's phases of turns do
 * (test/games/notre-dame/planning.test.ts). Carcassonne ghosts draws the tile a turn places when
 * that turn begins, and every Deal with the Devil step asks all its seats at once, its next made of
 * what this one's resolution shows: a plan there would be a blind guess, so they plan nothing, and
 * their tables offer no "Plan ahead".
 */
describe("planning per game", () => {
  it("Notre Dame plans ahead; Carcassonne ghosts and Deal with the Devil do not", () => {
    const planners = Object.values(GAMES)
      .filter((g) => g.planning)
      .map((g) => g.id);
    expect(planners).toEqual(["notre-dame"]);
  });

  it("a game that plans names a turn while its seat acts, and offers no plan for it then", () => {
    for (const game of Object.values(GAMES)) {
      if (!game.planning) continue;
      const state = game.setup(game.players.max, game.options.parse({}), "plans");
      for (const seat of game.toAct(state)) expect(game.planning.ahead(state, seat)).toEqual([]);
    }
  });
});
