import { describe, expect, it } from "vitest";
import { BUILDING_BY_ID } from "../../../worker/games/deal-with-the-devil/cards/index.ts";
import { dealWithTheDevil as game, timeoutMove } from "../../../worker/games/deal-with-the-devil/index.ts";
import type { Move } from "../../../worker/games/deal-with-the-devil/moves.ts";
import type { DevilState } from "../../../worker/games/deal-with-the-devil/state.ts";
import { mustPlay, mustRefuse } from "./fixtures.ts";

/** Plays bot moves until the game reaches `step` in `round`. */
function until(state: DevilState, round: number, step: DevilState["step"]): DevilState {
  let s = state;
  for (let guard = 0; !(s.round === round && s.step === step); guard++) {
    if (guard > 400) throw new Error("never reached");
    const seat = game.toAct(s)[0] as number;
    s = mustPlay(s, seat, timeoutMove(s, seat)).state;
  }
  return s;
}

function all(state: DevilState, move: (seat: number) => Move): DevilState {
  let s = state;
  for (const seat of [0, 1, 2, 3]) s = mustPlay(s, seat, move(seat)).state;
  return s;
}

describe("the cards phase (L430–454)", () => {
  it("round 1 deals one building of each letter and an event to everybody", () => {
    const s = game.setup(4, {}, "deal");
    for (const p of s.players) {
      expect(p.hand.map((id) => BUILDING_BY_ID.get(id)?.letter).sort()).toEqual(["A", "B", "C", "D"]);
      expect(p.events).toHaveLength(1);
    }
  });

  it("L450: after a later cards phase, 4 buildings of the round and 1 older; 1 event, 2 if none was played", () => {
    let s = until(game.setup(4, {}, "hand"), 2, "keep");
    s = all(s, (seat) => ({ type: "keep", card: s.players[seat]?.hand[0] as string }));
    expect(s.step).toBe("pass");
    s = all(s, (seat) => ({ type: "pass", cards: [s.drawn[seat]?.[0] as string, s.drawn[seat]?.[1] as string] }));
    expect(s.step).toBe("offer");
    for (const p of s.players) {
      expect(p.hand.filter((id) => BUILDING_BY_ID.get(id)?.round === 2)).toHaveLength(4);
      expect(p.hand.filter((id) => BUILDING_BY_ID.get(id)?.round === 1)).toHaveLength(1);
      // The bots planned nothing in round 1, so their event stays: 2 now.
      expect(p.events).toHaveLength(2);
    }
  });

  it("passes left in even rounds: seat 0's two go to seat 1", () => {
    let s = until(game.setup(4, {}, "left"), 2, "pass");
    const given = [s.drawn[0]?.[2] as string, s.drawn[0]?.[3] as string];
    const before = s.players[1]?.hand.length ?? 0;
    s = all(s, (seat) =>
      seat === 0
        ? { type: "pass", cards: given as [string, string] }
        : { type: "pass", cards: [s.drawn[seat]?.[0] as string, s.drawn[seat]?.[1] as string] },
    );
    expect(s.players[1]?.hand.slice(before - 2)).toEqual(given);
  });

  it("a building kept must be in hand, and only the newly drawn may be passed", () => {
    const s = until(game.setup(4, {}, "refuse"), 2, "keep");
    mustRefuse(s, 0, { type: "keep", card: "castle" }, "CARD_NOT_IN_HAND");
  });

  it("L560: requirement cards chosen with the pass are shown to all once the cards phase resolves, and go back after trading", () => {
    let s = until(game.setup(4, {}, "wishes"), 2, "pass");
    const pass = (seat: number): Move => ({
      type: "pass",
      cards: [s.drawn[seat]?.[0] as string, s.drawn[seat]?.[1] as string],
    });
    s = mustPlay(s, 0, { ...pass(0), wishes: ["rare"] } as Move).state;
    expect((game.view(s, 1) as { players: { wishes: string[] }[] }).players[0]?.wishes).toEqual([]);
    for (const seat of [1, 2, 3]) {
      const played = mustPlay(s, seat, pass(seat));
      s = played.state;
      if (seat === 3)
        expect(played.events.map((e) => e.event)).toContainEqual({ type: "wishes", seat: 0, wishes: ["rare"] });
    }
    expect(s.step).toBe("offer");
    expect((game.view(s, 1) as { players: { wishes: string[] }[] }).players[0]?.wishes).toEqual(["rare"]);
    s = until(s, 2, "plan");
    expect(s.players[0]?.wishes).toEqual([]);
  });
});
