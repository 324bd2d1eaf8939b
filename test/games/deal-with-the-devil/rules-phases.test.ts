import { describe, expect, it } from "vitest";
import { reputationPhase } from "../../../worker/games/deal-with-the-devil/flow.ts";
import { produce } from "../../../worker/games/deal-with-the-devil/production.ts";
import { player } from "../../../worker/games/deal-with-the-devil/state.ts";
import { view } from "../../../worker/games/deal-with-the-devil/view.ts";
import { fresh, setGoods } from "./fixtures.ts";
import { playGame } from "./play-through.ts";

describe("the reputation phase (L830–898)", () => {
  it("L862–866: the highest get an angel wing each, the lowest a demon wing each; all four tied, nobody", () => {
    const ctx = fresh();
    const reps = [10, 10, 6, 8];
    reps.forEach((r, seat) => (player(ctx.s, seat).reputation = r));
    reputationPhase(ctx);
    expect(ctx.s.players.map((p) => [p.angel, p.demon])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    const tied = fresh();
    for (const p of tied.s.players) p.reputation = 9;
    reputationPhase(tied);
    expect(tied.s.players.every((p) => p.angel === 0 && p.demon === 0)).toBe(true);
    expect(tied.s.players.map((p) => p.reputation)).toEqual([8, 8, 8, 8]);
  });

  it("L1354: Blue's Bell tower (lowest) moves up 2; Red's Reliquary reads start positions (above Blue) → 1 ducat", () => {
    const ctx = fresh();
    const [blue, red] = [0, 1];
    ctx.s.players.forEach((p) => (p.reputation = 12));
    player(ctx.s, blue).reputation = 9;
    player(ctx.s, red).reputation = 10;
    player(ctx.s, blue).built = ["bellTower"];
    player(ctx.s, red).built = ["reliquary"];
    setGoods(ctx.s, red, {});
    reputationPhase(ctx);
    // Blue 9 → 11 (above Red now), but Red's ducat counts Blue below it at the phase's start.
    expect(player(ctx.s, red).goods.ducats).toBe(1);
    expect(ctx.events.map((e) => e.event)).toContainEqual({ type: "reputation", seat: blue, from: 9, to: 11 });
  });
});

describe("production buildings (L1322)", () => {
  it("Abbey resolves before Gaming house: on the top space, +1 then −1 gives no angel wing", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.reputation = 15;
    p.built = ["gamingHouse", "abbey"];
    produce(ctx);
    expect([p.reputation, p.angel]).toEqual([14, 0]);
  });
});

describe("the history of the rounds (the end's chart)", () => {
  it("adds one row of every seat's reputation and score as each round ends, keeps the rows before, shows them to every seat", () => {
    const { final } = playGame("history", ["bot", "random", "bot", "random"], ({ before, after }) => {
      const ended = after.round > before.round || after.step === "over";
      expect(after.history).toHaveLength(before.history.length + (ended ? 1 : 0));
      expect(after.history.slice(0, before.history.length)).toEqual(before.history);
      // Production follows a round's end and changes no score: the new row's scores are the new round's.
      if (after.round > before.round)
        expect(after.history.at(-1)?.map((r) => r.score)).toEqual(after.players.map((p) => p.score));
    });
    expect(final.history).toHaveLength(5);
    for (const row of final.history) expect(row).toHaveLength(4);
    for (const seat of [0, 1, 2, 3]) expect(view(final, seat).history).toEqual(final.history);
  });
});
