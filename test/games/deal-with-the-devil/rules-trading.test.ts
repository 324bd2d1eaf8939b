import { describe, expect, it } from "vitest";
import { dealWithTheDevil } from "../../../worker/games/deal-with-the-devil/index.ts";
import { drawRoutes } from "../../../worker/games/deal-with-the-devil/routing.ts";
import { player, type Role } from "../../../worker/games/deal-with-the-devil/state.ts";
import { chestFor } from "../../../worker/games/deal-with-the-devil/trading.ts";
import { seedRng, shuffle } from "../../../worker/games/rng.ts";
import { mustPlay, mustRefuse, seatWith, setGoods } from "./fixtures.ts";

const game = dealWithTheDevil;

describe("the chest routing (L1189–1193), over many seeds", () => {
  it("every pass is a derangement, no chest meets a viewer twice, and the role constraints hold", () => {
    for (let i = 0; i < 400; i++) {
      const [roles] = shuffle<Role>(["mortal", "mortal", "cultist", "devil"], seedRng(`roles${i}`));
      const [routes] = drawRoutes(roles, seedRng(`route${i}`));
      const devil = roles.indexOf("devil");
      const cultist = roles.indexOf("cultist");
      const firstOnDevil = new Map<number, number>();
      let devilSawCultist = 0;
      routes.forEach(([first, second], r) => {
        const round = r + 1;
        for (const pass of [first, second]) {
          expect([...pass].sort()).toEqual([0, 1, 2, 3]);
          pass.forEach((viewer, owner) => expect(viewer).not.toBe(owner));
        }
        first.forEach((viewer, owner) => expect(second[owner]).not.toBe(viewer));
        expect([first[devil], second[devil]]).toContain(cultist);
        if (round === 3) expect(first[devil]).toBe(cultist);
        else {
          expect(roles[first[devil] as number]).toBe("mortal");
          firstOnDevil.set(first[devil] as number, (firstOnDevil.get(first[devil] as number) ?? 0) + 1);
        }
        expect(first[cultist]).not.toBe(devil);
        if (second[cultist] === devil) {
          expect([2, 4]).toContain(round);
          devilSawCultist++;
        }
      });
      expect([...firstOnDevil.values()]).toEqual([2, 2]);
      expect(devilSawCultist).toBe(1);
    }
  });
});

describe("offers and their prices (L496–506, L548–552)", () => {
  it("L506, L550–552: the cultist's 2 stone for 4 ducats, and 1 wood for 2, 1 glass for 4, stone and grain for 5 are legal offers", () => {
    const state = game.setup(4, {}, "offers");
    const cultist = seatWith(state, "cultist");
    const mortal = seatWith(state, "mortal");
    setGoods(state, cultist, { stone: 2 });
    setGoods(state, mortal, { wood: 1, glass: 1, stone: 1, grain: 1 });
    expect(game.play(state, cultist, { type: "offer", goods: { stone: 2 }, price: { ducats: 4 } }).ok).toBe(true);
    for (const [goods, ducats] of [
      [{ wood: 1 }, 2],
      [{ glass: 1 }, 4],
      [{ stone: 1, grain: 1 }, 5],
    ] as const) {
      expect(game.play(state, mortal, { type: "offer", goods, price: { ducats } }).ok).toBe(true);
    }
  });

  it("prices by role: mortal 2–7 ducats, devil 1–2 soul pieces, cultist 2–6 ducats or 1 piece; an empty chest asks nothing", () => {
    const state = game.setup(4, {}, "prices");
    const mortal = seatWith(state, "mortal");
    const devil = seatWith(state, "devil");
    const cultist = seatWith(state, "cultist");
    for (const seat of [mortal, devil, cultist]) setGoods(state, seat, { wood: 3 });
    const ok = (seat: number, price: { ducats: number } | { souls: number }) =>
      game.play(state, seat, { type: "offer", goods: { wood: 1 }, price }).ok;
    expect([
      ok(mortal, { ducats: 7 }),
      ok(mortal, { souls: 1 }),
      ok(devil, { souls: 2 }),
      ok(devil, { ducats: 3 }),
      ok(cultist, { ducats: 7 }),
      ok(cultist, { souls: 1 }),
      ok(cultist, { souls: 2 }),
    ]).toEqual([true, false, true, false, false, true, false]);
    mustRefuse(state, mortal, { type: "offer", goods: {}, price: { ducats: 3 } }, "EMPTY_OFFER_PRICED");
  });
});

describe("viewing and accepting (L510–546)", () => {
  it("a chest accepted in the first pass shows its second viewer only the amount paid, never the kind of piece; the owner gets it exactly as paid", () => {
    let state = game.setup(4, {}, "souls");
    const devil = seatWith(state, "devil");
    const cultist = seatWith(state, "cultist");
    setGoods(state, devil, { marble: 2 });
    for (let seat = 0; seat < 4; seat++)
      state = mustPlay(
        state,
        seat,
        seat === devil
          ? { type: "offer", goods: { marble: 2 }, price: { souls: 1 } }
          : { type: "offer", goods: {}, price: null },
      ).state;
    expect(state.step).toBe("view1");
    const first = state.routes[0]?.[0]?.[devil] as number;
    const second = state.routes[0]?.[1]?.[devil] as number;
    expect(chestFor(state, first, 1)).toBe(devil);
    // Give the first viewer a tainted piece to pay with: the second viewer must not learn it.
    player(state, first).tainted = 1;
    const seen = game.view(state, first) as { me: { viewing: unknown } };
    expect(seen.me.viewing).toEqual({ mark: "devil", accepted: false, offer: { marble: 2 }, price: { souls: 1 } });
    for (let seat = 0; seat < 4; seat++)
      state = mustPlay(
        state,
        seat,
        seat === first ? { type: "view", accept: true, tainted: 1 } : { type: "view", accept: false },
      ).state;
    expect(state.step).toBe("view2");
    const second_ = game.view(state, second) as { me: { viewing: unknown } };
    expect(second_.me.viewing).toEqual({ mark: "devil", accepted: true, paid: { souls: 1 } });
    expect(game.legalMoves(state, second)).toEqual([{ type: "view", accept: false }]);
    expect(player(state, first).goods.marble).toBeGreaterThanOrEqual(2);
    for (let seat = 0; seat < 4; seat++) state = mustPlay(state, seat, { type: "view", accept: false }).state;
    expect(state.step).toBe("plan");
    expect(player(state, devil).tainted).toBe(1);
    expect(cultist).not.toBe(devil);
  });

  it("a viewer cannot accept an empty chest, nor pay soul pieces it does not hold", () => {
    let state = game.setup(4, {}, "empty");
    const devil = seatWith(state, "devil");
    setGoods(state, devil, { ducats: 8 });
    for (let seat = 0; seat < 4; seat++)
      state = mustPlay(
        state,
        seat,
        seat === devil
          ? { type: "offer", goods: { ducats: 8 }, price: { souls: 2 } }
          : { type: "offer", goods: {}, price: null },
      ).state;
    const first = state.routes[0]?.[0]?.[devil] as number;
    player(state, first).pure = 1;
    player(state, first).tainted = 0;
    mustRefuse(state, first, { type: "view", accept: true }, "NOT_ENOUGH_SOULS");
    const other = [0, 1, 2, 3].find((seat) => seat !== first && seat !== devil) as number;
    mustRefuse(state, other, { type: "view", accept: true }, "CANNOT_ACCEPT");
  });

  it("a ducat price may be paid with a loan made in the same move", () => {
    let state = game.setup(4, {}, "loan");
    const mortal = seatWith(state, "mortal");
    setGoods(state, mortal, { wood: 1 });
    for (let seat = 0; seat < 4; seat++)
      state = mustPlay(
        state,
        seat,
        seat === mortal
          ? { type: "offer", goods: { wood: 1 }, price: { ducats: 7 } }
          : { type: "offer", goods: {}, price: null },
      ).state;
    const first = state.routes[0]?.[0]?.[mortal] as number;
    setGoods(state, first, {});
    const r = game.play(state, first, { type: "view", accept: true, market: [{ act: "borrow", count: 7 }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(player(r.played.state, first).debt).toBe(7);
    // Others still see the debt as it was when trading began.
    const other = [0, 1, 2, 3].find((s) => s !== first) as number;
    expect((game.view(r.played.state, other) as { players: { debt: number }[] }).players[first]?.debt).toBe(0);
  });
});
