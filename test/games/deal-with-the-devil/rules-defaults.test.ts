/** The timed-out seat's default moves (rules file, "Hidden information and correspondence play"). */
import { describe, expect, it } from "vitest";
import { dealWithTheDevil as game, timeoutMove } from "../../../worker/games/deal-with-the-devil/index.ts";
import { player, type DevilState } from "../../../worker/games/deal-with-the-devil/state.ts";
import { seatWith } from "./fixtures.ts";

function at(step: DevilState["step"], round = 2): DevilState {
  const s = game.setup(4, {}, `defaults-${step}`);
  s.step = step;
  s.round = round;
  s.done = [false, false, false, false];
  return s;
}

describe("default moves", () => {
  it("keep: the building worth most points, the first of ties; pass: the 2 new ones worth fewest, the last drawn of ties", () => {
    const s = at("keep");
    player(s, 0).hand = ["farm", "manor", "grange", "orchard"];
    expect(timeoutMove(s, 0)).toEqual({ type: "keep", card: "manor" });
    s.step = "pass";
    s.drawn[0] = ["sheepfold", "vineyard", "granary", "townHall"];
    expect(timeoutMove(s, 0)).toEqual({ type: "pass", cards: ["granary", "vineyard"] });
  });

  it("offer: an empty chest; viewing: decline; planning: nothing, the newer event kept; vote: none; wings: none", () => {
    expect(timeoutMove(at("offer", 1), 0)).toEqual({ type: "offer", goods: {}, price: null });
    expect(timeoutMove(at("view1", 1), 0)).toEqual({ type: "view", accept: false });
    const plan = at("plan");
    player(plan, 0).events = ["harvest", "tithe"];
    expect(timeoutMove(plan, 0)).toMatchObject({ type: "plan", discard: "harvest", use: [], builds: [] });
    expect(timeoutMove(at("vote"), 0)).toEqual({ type: "vote", target: null });
    expect(timeoutMove(at("wings", 3), 0)).toEqual({ type: "wings", count: 0 });
  });

  it("defence: prove innocence with 3 pieces or more, else confess; ritual: nothing, the devil puts in every piece", () => {
    const s = at("defend");
    const mortal = seatWith(s, "mortal");
    const cultist = seatWith(s, "cultist");
    s.accused = [mortal, cultist];
    expect(timeoutMove(s, mortal)).toEqual({ type: "defend", prove: true });
    expect(timeoutMove(s, cultist)).toEqual({ type: "defend", prove: false });
    const r = at("ritual", 3);
    const devil = seatWith(r, "devil");
    player(r, devil).pure = 2;
    player(r, devil).tainted = 1;
    expect(timeoutMove(r, devil)).toEqual({ type: "ritual", bribe: 0, pure: 2, tainted: 1 });
    expect(timeoutMove(r, mortal)).toEqual({ type: "ritual", bribe: 0, pure: 0, tainted: 0 });
  });

  it("answers: pieces first, where a penalty would cost most", () => {
    const s = at("answer", 5);
    s.inquisitors.gone = [true, true, false];
    s.inquisitors.red = ["speaker", "vandal", "debtCollector"];
    s.inquisitors.up = [true, false, false];
    const mortal = seatWith(s, "mortal");
    const p = player(s, mortal);
    p.pure = 1;
    p.indulgences = 0;
    p.built = ["farm", "orchard"];
    // The Friar costs 1 (2 buildings), the Speaker 2 or 4: the piece goes to the Speaker.
    expect(timeoutMove(s, mortal)).toEqual({ type: "answer", answers: ["penalty", "piece"] });
  });

  it("answers: the Libertine gets the rare held most (a rare scores 1 at the end, he takes 3), else the piece if he costs most", () => {
    const s = at("answer", 3);
    s.inquisitors.gone = [true, false, false];
    s.inquisitors.red = ["libertine", "speaker", "vandal"];
    s.inquisitors.up = [true, true, false];
    const mortal = seatWith(s, "mortal");
    const p = player(s, mortal);
    Object.assign(p, { pure: 1, tainted: 0, indulgences: 0 });
    p.goods = { wood: 0, stone: 0, grain: 0, glass: 1, marble: 2, ducats: 0 };
    // Highest reputation: the Speaker costs 2, the Libertine a marble (1 point at the end).
    s.players.forEach((x, seat) => (x.reputation = seat === mortal ? 12 : 9));
    expect(timeoutMove(s, mortal)).toEqual({ type: "answer", answers: ["penalty", "piece"] });
    // Without a rare the Libertine's 3 points cost more than the Speaker's 2: the piece goes to him.
    p.goods = { wood: 0, stone: 0, grain: 0, glass: 0, marble: 0, ducats: 0 };
    expect(timeoutMove(s, mortal)).toEqual({ type: "answer", answers: ["piece", "penalty"] });
  });

  it("answers: a house guest a penalty brings is counted as it resolves (answered at once, L1370)", () => {
    const s = at("answer", 5);
    s.inquisitors.gone = [true, true, false];
    s.inquisitors.red = ["debtCollector", "speaker", "vandal"];
    s.inquisitors.up = [true, false, false];
    const mortal = seatWith(s, "mortal");
    const p = player(s, mortal);
    Object.assign(p, { pure: 1, tainted: 0, indulgences: 0, debt: 9, demon: 2 });
    p.built = Array.from({ length: 12 }, () => "farm");
    // The Friar costs 6 (6 pairs). The Debt collector: debt 10, a third demon wing (−2, +2 at the
    // end), −5 for debt, and the guest it brings finds no piece or indulgence left: −4, 9 in all.
    expect(timeoutMove(s, mortal)).toEqual({ type: "answer", answers: ["penalty", "piece"] });
  });
});
