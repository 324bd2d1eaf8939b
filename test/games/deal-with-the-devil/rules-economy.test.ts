import { describe, expect, it } from "vitest";
import { dealWithTheDevil } from "../../../worker/games/deal-with-the-devil/index.ts";
import { applyMarket, cover } from "../../../worker/games/deal-with-the-devil/market.ts";
import { fieldYield } from "../../../worker/games/deal-with-the-devil/production.ts";
import { player } from "../../../worker/games/deal-with-the-devil/state.ts";
import {
  drift,
  gainAngel,
  gainDemon,
  moveReputation,
  payInterest,
} from "../../../worker/games/deal-with-the-devil/track.ts";
import { fresh, setGoods } from "./fixtures.ts";

describe("production (L410–426, L768–776)", () => {
  it("L426: side 0 in round 1 with every field at level 1 yields 1 glass, 1 grain, 1 stone and 2 ducats", () => {
    const ctx = fresh();
    const seat = ctx.s.players.findIndex((p) => p.side === 0);
    expect(fieldYield(ctx.s, seat)).toEqual({ glass: 1, grain: 1, stone: 1, ducats: 2 });
  });

  it("L776: Blue (side 0, both inner fields upgraded) yields 1 glass, 2 grain, 1 stone, 4 ducats; Red (side 1, fields 0, 1, 3) 2 marble, 1 grain, 2 wood, 3 ducats", () => {
    const ctx = fresh();
    const blue = ctx.s.players.findIndex((p) => p.side === 0);
    const red = ctx.s.players.findIndex((p) => p.side === 1);
    player(ctx.s, blue).fields = [1, 2, 2, 1];
    player(ctx.s, red).fields = [2, 2, 1, 2];
    expect(fieldYield(ctx.s, blue)).toEqual({ glass: 1, grain: 2, stone: 1, ducats: 4 });
    expect(fieldYield(ctx.s, red)).toEqual({ marble: 2, grain: 1, wood: 2, ducats: 3 });
  });
});

describe("the market (L462–494)", () => {
  it("L480: debt 3 → 8 gives 5 ducats, spent on a glass; debt never above 10", () => {
    const ctx = fresh();
    setGoods(ctx.s, 0, {});
    player(ctx.s, 0).debt = 3;
    expect(
      applyMarket(
        ctx,
        0,
        [
          { act: "borrow", count: 5 },
          { act: "buy", good: "glass", count: 1 },
        ],
        false,
      ),
    ).toBeUndefined();
    expect(player(ctx.s, 0).debt).toBe(8);
    expect(player(ctx.s, 0).goods).toMatchObject({ glass: 1, ducats: 0 });
    expect(applyMarket(ctx, 0, [{ act: "borrow", count: 3 }], false)).toMatchObject({ code: "DEBT_LIMIT" });
  });

  it("sells commons for 1 and rares for 2, buys for 3 and 5", () => {
    const ctx = fresh();
    setGoods(ctx.s, 0, { wood: 2, marble: 1 });
    expect(
      applyMarket(
        ctx,
        0,
        [
          { act: "sell", good: "wood", count: 2 },
          { act: "sell", good: "marble", count: 1 },
        ],
        false,
      ),
    ).toBeUndefined();
    expect(player(ctx.s, 0).goods.ducats).toBe(4);
    expect(applyMarket(ctx, 0, [{ act: "buy", good: "stone", count: 1 }], false)).toBeUndefined();
    expect(player(ctx.s, 0).goods).toMatchObject({ stone: 1, ducats: 1 });
  });

  it("repays only in the production, cards and inquisition phases (L482): a trading move carrying a repayment is refused", () => {
    const state = dealWithTheDevil.setup(4, {}, "repay");
    expect(state.step).toBe("offer");
    player(state, 0).debt = 2;
    const refused = dealWithTheDevil.play(state, 0, {
      type: "offer",
      goods: {},
      price: null,
      market: [{ act: "repay", count: 1 }],
    });
    expect(refused).toMatchObject({ ok: false, error: { code: "REPAY_NOT_NOW" } });
  });

  it("covers a compulsory payment: buys what is missing, sells what no later step needs (commons first, most-held first), then borrows", () => {
    const ctx = fresh();
    setGoods(ctx.s, 0, { wood: 3, stone: 1, glass: 1 });
    expect(cover(ctx, 0, { grain: 1 }, { stone: 1 })).toBe(true);
    // 3 ducats for the grain: 3 wood sold (1 each); the stone is kept for later, the glass is not needed.
    expect(player(ctx.s, 0).goods).toEqual({ wood: 0, stone: 1, grain: 0, glass: 1, marble: 0, ducats: 0 });
    // 5 ducats to buy the marble it pays: the stone (1) and the glass (2) are sold, 2 ducats borrowed.
    expect(cover(ctx, 0, { marble: 1 }, {})).toBe(true);
    expect(player(ctx.s, 0).goods).toEqual({ wood: 0, stone: 0, grain: 0, glass: 0, marble: 0, ducats: 0 });
    expect(player(ctx.s, 0).debt).toBe(2);
    player(ctx.s, 0).debt = 10;
    const before = JSON.stringify(ctx.s.players[0]);
    expect(cover(ctx, 0, { marble: 1 }, {})).toBe(false);
    expect(JSON.stringify(ctx.s.players[0])).toBe(before);
  });
});

describe("interest (L794–826)", () => {
  it("L802: debt 4 moves one lap, debt 5", () => {
    const ctx = fresh();
    player(ctx.s, 0).debt = 4;
    payInterest(ctx, 0);
    expect(player(ctx.s, 0).debt).toBe(5);
  });

  it("L810–822: debt 8 → 10; then debt 10 with the marker 2 before start → 9 and 2 demon wings", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.debt = 8;
    payInterest(ctx, 0);
    expect(p.debt).toBe(10);
    p.interest = 2;
    payInterest(ctx, 0);
    expect(p.debt).toBe(9);
    expect(p.demon).toBe(2);
  });

  it("debt 2 rises or not depending on where the marker stands", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.debt = 2;
    p.interest = 0;
    payInterest(ctx, 0);
    expect(p.debt).toBe(2);
    payInterest(ctx, 0);
    expect(p.debt).toBe(3);
  });
});

describe("reputation and wings (L830–898)", () => {
  it("L850–856: a science building's 4 reputation from 2 above the bottom stops at the bottom; one move down to it gives 3 demon wings", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.reputation = 4;
    moveReputation(ctx, 0, -4);
    expect(p.reputation).toBe(1);
    expect(p.demon).toBe(0);
    expect(p.guests).toBe(1);
    expect(p.score).toBe(-2);
    moveReputation(ctx, 0, 3);
    expect(p.demon).toBe(0);
  });

  it("reaching the top gives an angel wing; moving up while there gives none (CHOSEN, L880)", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.reputation = 13;
    moveReputation(ctx, 0, 5);
    expect([p.reputation, p.angel]).toEqual([15, 1]);
    moveReputation(ctx, 0, 1);
    expect(p.angel).toBe(1);
  });

  it("three angel wings become an indulgence; three demon wings a house guest and −2 points", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    gainAngel(ctx, 0, 3);
    expect([p.angel, p.indulgences]).toEqual([0, 1]);
    gainDemon(ctx, 0, 4);
    expect([p.demon, p.guests, p.score]).toEqual([1, 1, -2]);
  });

  it("L890–898: a marker on a high space drifts 2 down, the knot (one below start) stays", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.reputation = 14;
    drift(ctx, 0);
    expect(p.reputation).toBe(12);
    p.reputation = 9;
    drift(ctx, 0);
    expect(p.reputation).toBe(8);
    drift(ctx, 0);
    expect(p.reputation).toBe(8);
    p.reputation = 2;
    drift(ctx, 0);
    expect(p.reputation).toBe(4);
  });
});
