import { describe, expect, it } from "vitest";
import { resolvePlans } from "../../../worker/games/deal-with-the-devil/actions.ts";
import type { Ctx } from "../../../worker/games/deal-with-the-devil/ctx.ts";
import { dealWithTheDevil as game } from "../../../worker/games/deal-with-the-devil/index.ts";
import { stepDone } from "../../../worker/games/deal-with-the-devil/flow.ts";
import { player, type Plan } from "../../../worker/games/deal-with-the-devil/state.ts";
import { fresh, setGoods } from "./fixtures.ts";

function plan(p: Partial<Plan>): Plan {
  return { use: [], builds: [], fields: [], repay: 0, ...p };
}

/** Resolves plans for the given seats (the others plan nothing). */
function resolve(ctx: Ctx, plans: Record<number, Partial<Plan>>): void {
  ctx.s.plans = [0, 1, 2, 3].map((seat) => plan(plans[seat] ?? {}));
  resolvePlans(ctx);
}

describe("planning (L566–700)", () => {
  it("L625/L639: 3 tokens cost 1 grain at the end; a building may be planned before it is affordable (the market covers it)", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.hand = ["farm", "market"];
    p.built = ["mill"];
    setGoods(ctx.s, 0, { wood: 1, grain: 2, ducats: 10 });
    // farm: wood + grain; market: wood + stone (not held: bought); mill: grain → 3 ducats.
    resolve(ctx, {
      0: {
        use: [0],
        builds: [
          { card: "farm", use: false },
          { card: "market", use: false },
        ],
      },
    });
    expect(p.built).toEqual(["mill", "farm", "market"]);
    expect(p.hand).toEqual([]);
    // 4 tokens? no: use + 2 builds = 3 tokens → 1 grain at step 10.
    expect(p.goods.grain).toBe(0);
    expect(p.reputation).toBe(9);
  });

  it("a plan is refused when it needs more tokens than the player has, or builds a card not in hand", () => {
    const state = game.setup(4, {}, "plan");
    state.step = "plan";
    state.done = [false, false, false, false];
    const p = player(state, 0);
    p.hand = ["farm", "mill"];
    p.events = [];
    p.built = ["market"];
    const tooMany = game.play(state, 0, {
      type: "plan",
      use: [0],
      builds: [
        { card: "mill", use: true },
        { card: "farm", use: false },
      ],
      hire: "rural",
      repay: 0,
    });
    expect(tooMany).toMatchObject({ ok: false, error: { code: "TOO_MANY_TOKENS" } });
    expect(
      game.play(state, 0, { type: "plan", use: [], builds: [{ card: "castle", use: false }], repay: 0 }),
    ).toMatchObject({ ok: false, error: { code: "CARD_NOT_IN_HAND" } });
    expect(
      game.play(state, 0, { type: "plan", use: [], builds: [{ card: "farm", use: true }], repay: 0 }),
    ).toMatchObject({ ok: false, error: { code: "NOT_AN_ACTION_BUILDING" } });
  });

  it("L704–706: what cannot be paid is skipped at −1 reputation, and a skipped build voids its action token", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.hand = ["mill"];
    p.debt = 10;
    setGoods(ctx.s, 0, {});
    resolve(ctx, { 0: { builds: [{ card: "mill", use: true }] } });
    expect(p.built).toEqual([]);
    expect(p.reputation).toBe(8);
  });

  it("L658: a building's action used at once when a token is planned on its 'use' space", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.hand = ["market"];
    setGoods(ctx.s, 0, { wood: 1, stone: 1 });
    resolve(ctx, { 0: { builds: [{ card: "market", use: true }] } });
    expect(p.goods.ducats).toBe(2);
  });

  it("a science building costs 4 reputation as part of its price", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.hand = ["apothecary"];
    setGoods(ctx.s, 0, { grain: 1 });
    resolve(ctx, { 0: { builds: [{ card: "apothecary", use: false }] } });
    expect(p.built).toEqual(["apothecary"]);
    expect(p.reputation).toBe(5);
  });

  it("hiring: 2 ducats the first time, 3 after the master was used (L672)", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    setGoods(ctx.s, 0, { ducats: 5 });
    resolve(ctx, { 0: { hire: "rural" } });
    expect(p.masters.rural).toBe("held");
    expect(p.goods.ducats).toBe(3);
    p.masters.urban = "three";
    resolve(ctx, { 0: { hire: "urban" } });
    expect(p.goods.ducats).toBe(0);
  });
});

describe("events (L586–612, L706–710)", () => {
  it("left side gains and costs reputation; an unmet 'if' costs 1 reputation", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.events = ["harvest", "education"];
    setGoods(ctx.s, 0, {});
    resolve(ctx, { 0: { event: { id: "harvest", side: "left" } } });
    expect(p.goods.grain).toBe(2);
    expect(p.reputation).toBe(8);
    resolve(ctx, { 0: { event: { id: "education", side: "right" } } });
    expect(p.reputation).toBe(7);
  });

  it("L1284: Forest's right side needs the hired rural master back on the 3-ducat space", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.events = ["forest"];
    p.masters.rural = "held";
    resolve(ctx, { 0: { event: { id: "forest", side: "right" } } });
    expect(p.masters.rural).toBe("three");
    expect(p.reputation).toBe(12);
  });
});

describe("privileges (L740–790)", () => {
  it("3 rural symbols upgrade an inner field first; a master stands in where buildings fall short and goes to the 3-ducat space", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.built = ["farm", "orchard"];
    p.masters.rural = "held";
    resolve(ctx, {});
    expect(p.small[0]?.state).toBe("gained");
    expect(p.fields).toEqual([1, 2, 1, 1]);
    expect(p.masters.rural).toBe("three");
  });

  it("a science building is a wildcard, once per privilege, and a building serves several privileges", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.built = ["villageGreen", "pilgrimHostel", "apothecary"];
    resolve(ctx, {});
    // rural+urban, urban+church, science: 1 of each (the 4th small) is met; 3 urban (2 + science) too.
    expect(p.small.map((x) => x.state)).toEqual(["open", "gained", "open", "gained"]);
  });

  it("2 of each symbol brings the alchemist, usable at once", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.built = ["villageGreen", "pilgrimHostel", "monasteryGarden"];
    resolve(ctx, {});
    expect(p.large[3]).toBe(true);
  });
});

describe("card notes (L1276–1354)", () => {
  it("L1302: Bank with debt ≤ 6 leaves the interest marker still", () => {
    const ctx = fresh();
    ctx.s.step = "plan";
    const p = player(ctx.s, 0);
    p.built = ["bank"];
    p.debt = 6;
    ctx.s.plans = [0, 1, 2, 3].map(() => plan({}));
    stepDone(ctx);
    expect([p.debt, p.interest]).toEqual([6, 0]);
  });

  it("L1310: Guild house leaves 1 free token from the next round; this round keeps its two", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.hand = ["guildHouse"];
    setGoods(ctx.s, 0, { stone: 2, ducats: 2 });
    resolve(ctx, { 0: { builds: [{ card: "guildHouse", use: false }] } });
    expect([p.tokens, p.free]).toEqual([3, 1]);
    expect(p.small.filter((x) => x.state === "gained")).toHaveLength(1);
  });

  it("L1334–1338: Stables with no action building is a plain 1-point rural building; with one, it acts at once", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.hand = ["stables"];
    setGoods(ctx.s, 0, { wood: 2, grain: 1 });
    resolve(ctx, { 0: { builds: [{ card: "stables", use: false }] } });
    expect(p.stabled).toBeUndefined();
    const other = player(ctx.s, 1);
    other.built = ["market"];
    other.hand = ["stables"];
    setGoods(ctx.s, 1, { wood: 2, grain: 1 });
    resolve(ctx, { 1: { builds: [{ card: "stables", use: false }], stable: 0 } });
    expect(other.stabled).toBe(0);
    expect(other.goods.ducats).toBe(2);
  });

  it("L1330: Dam with all 4 small privileges gained takes one off its field (back to level 1)", () => {
    const ctx = fresh();
    const p = player(ctx.s, 0);
    p.small = [0, 1, 2, 3].map((field) => ({ state: "gained" as const, field }));
    p.fields = [2, 2, 2, 2];
    p.hand = ["dam"];
    setGoods(ctx.s, 0, { stone: 3, wood: 2 });
    resolve(ctx, { 0: { builds: [{ card: "dam", use: false }], dam: 2 } });
    expect(p.fields).toEqual([2, 2, 1, 2]);
    expect(p.small[2]?.state).toBe("void");
  });
});
