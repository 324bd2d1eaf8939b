import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../worker/games/contract.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { Move } from "../../../worker/games/notre-dame/moves.ts";
import { settlePlans, type LoggedRow, type Plan } from "../../../worker/games/plans.ts";
import { runs } from "../../property-runs.ts";
import { atBribe, atPlay, fresh, mustPlay, reveal } from "./fixtures.ts";
import { playGame } from "./play-through.ts";

const planning = notreDame.planning;
if (!planning) throw new Error("Notre Dame plans ahead");
const game = notreDame as unknown as AnyGame;

/** Three seats in the action phase, seat 0 to play first: seat 1 holds school, bank and park. */
function actions() {
  const s = atPlay(fresh(3), 0, ["park", "school", "inn"]);
  const p1 = s.players[1];
  if (p1) p1.hand = ["school", "bank", "park"];
  return s;
}

const plan = (move: Move, turn: string, extra: Partial<Plan> = {}): Plan => ({
  id: `p${Math.random()}`,
  turn,
  move,
  since: 0,
  ...extra,
});

describe("Notre Dame: what a waiting seat may plan", () => {
  it("the seat's next action card from its own hand, named by the turn it comes in, with the cards before it as conditions", () => {
    const s = actions();
    const [ahead] = planning.ahead(s, 1);
    expect(ahead?.turn).toBe(`${s.round}.actions.1`);
    const cards = new Set(ahead?.moves.map((m) => (m.type === "play" ? m.card : m.type)));
    expect([...cards].sort()).toEqual(["bank", "park", "school"]);
    // Seat 0 plays before seat 1's turn: any card may be named (its hand is secret), nothing of seat 2.
    expect(ahead?.conditions.map((c) => c.seat)).toEqual(Array(ahead?.conditions.length).fill(0));
    expect(ahead?.conditions.length).toBeGreaterThan(3);
  });

  it("the rest of the round in a row: the seat's second card, then its bribe, each conditioned on the seats between", () => {
    const s = actions();
    const [, second, bribe, more] = planning.ahead(s, 1);
    // Seat 1 plays turns 1 and 4 of the actions (2 × 3), then bribes second; the round ends there.
    expect([second?.turn, bribe?.turn, more]).toEqual([`${s.round}.actions.4`, `${s.round}.bribes.1`, undefined]);
    expect(new Set(second?.moves.map((m) => (m.type === "play" ? m.card : m.type)))).toEqual(
      new Set(["bank", "park", "school"]),
    );
    expect(new Set(second?.conditions.map((c) => c.seat))).toEqual(new Set([0, 2]));
    expect(bribe?.moves).toContainEqual({ type: "pass" });
    // Before seat 1's bribe: seat 2's last card (turn 5) and seat 0's bribe, each in its own phase's terms.
    expect(bribe?.conditions).toContainEqual({ seat: 2, move: { type: "play", card: "inn" } });
    expect(bribe?.conditions).toContainEqual({ seat: 0, move: { type: "pass" } });
    expect(bribe?.conditions).not.toContainEqual({ seat: 0, move: { type: "play", card: "inn" } });
  });

  it("nothing while the seat must act, in the draft, or once its turns of the round are over", () => {
    const s = actions();
    expect(planning.ahead(s, 0)).toEqual([]);
    expect(planning.ahead(fresh(3), 1)).toEqual([]);
    const late = { ...s, turns: 5 };
    // Turn 5 is seat 2's, the actions' last (2 × 3 turns): seats 0 and 1 have only their bribes left.
    expect(planning.ahead(late, 0).map((a) => a.turn)).toEqual([`${s.round}.bribes.0`]);
    expect(planning.ahead(late, 1).map((a) => a.turn)).toEqual([`${s.round}.bribes.1`]);
    expect(planning.ahead(atBribe(fresh(3), 1, true), 0)).toEqual([]);
  });

  it("a bribe or a pass in the bribes, conditioned on the seats bribing before", () => {
    const s = reveal(atBribe(fresh(3), 0), ["monk", "barmaid", "mayor"]);
    const [ahead] = planning.ahead(s, 2);
    expect(ahead?.turn).toBe(`${s.round}.bribes.2`);
    expect(ahead?.moves).toContainEqual({ type: "pass" });
    expect(new Set(ahead?.conditions.map((c) => c.seat))).toEqual(new Set([0, 1]));
    expect(ahead?.conditions).toContainEqual({ seat: 1, move: { type: "bribe", person: "monk" } });
  });

  it("names a logged move by its public core and a draft pick not at all", () => {
    expect(planning.named({ type: "play", card: "inn", gains: ["coin"] })).toEqual({ type: "play", card: "inn" });
    expect(planning.named({ type: "keep", card: "inn" })).toBeUndefined();
  });
});

describe("Notre Dame: planned moves judged when the turn comes", () => {
  const s = actions();
  const [turn = "", second = "", bribe = ""] = planning.ahead(s, 1).map((a) => a.turn);
  const played = mustPlay(s, 0, { type: "play", card: "park", skip: true });
  const log: LoggedRow[] = [{ seq: 1, kind: "move", seat: 0, move: { type: "play", card: "park", skip: true } }];

  it("nothing while the seat need not act", () => {
    expect(settlePlans(game, s, 1, [plan({ type: "play", card: "bank", skip: true }, turn)], [])).toBeUndefined();
  });

  it("plays the first plan whose condition holds, dropping those before it", () => {
    const verdict = settlePlans(
      game,
      played.state,
      1,
      [
        plan({ type: "play", card: "school", skip: true }, turn, {
          condition: { seat: 0, move: { type: "play", card: "inn" } },
        }),
        plan({ type: "play", card: "bank", skip: true }, turn, {
          condition: { seat: 0, move: { card: "park", type: "play" } },
        }),
        plan({ type: "play", card: "park", skip: true }, turn),
      ],
      log,
    );
    expect(verdict?.play?.move).toEqual({ type: "play", card: "bank", skip: true });
    expect(verdict?.dropped.map((d) => d.reason)).toEqual(["condition"]);
  });

  it("drops a plan no longer legal, and one for a turn that passed", () => {
    const verdict = settlePlans(
      game,
      played.state,
      1,
      [plan({ type: "play", card: "inn", skip: true }, turn), plan({ type: "pass" }, "0.bribes.1")],
      log,
    );
    expect(verdict?.play).toBeUndefined();
    expect(verdict?.dropped.map((d) => d.reason)).toEqual(["illegal", "chain"]);
    const stale = plan({ type: "pass" }, "0.bribes.1");
    const played1 = settlePlans(
      game,
      played.state,
      1,
      [plan({ type: "play", card: "bank", skip: true }, turn), stale],
      log,
    );
    expect(played1?.dropped).toEqual([{ plan: stale, reason: "passed" }]);
  });

  it("keeps the plans for the seat's later turns when its turn's plan is played, and drops them all from the first that fails", () => {
    const first = plan({ type: "play", card: "bank", skip: true }, turn);
    const later = [plan({ type: "play", card: "park", skip: true }, second), plan({ type: "pass" }, bribe)];
    const verdict = settlePlans(game, played.state, 1, [first, ...later], log);
    expect(verdict?.play?.plan).toBe(first);
    expect(verdict?.kept).toEqual(later);
    const illegal = { ...first, move: { type: "play", card: "inn", skip: true } };
    const failed = settlePlans(game, played.state, 1, [illegal, ...later], log);
    expect(failed?.kept).toEqual([]);
    expect(failed?.dropped.map((d) => d.reason)).toEqual(["illegal", "chain", "chain"]);
  });

  it("reads only moves made after the plan, and none taken back", () => {
    const condition = { seat: 0, move: { type: "play", card: "park" } };
    const later = settlePlans(game, played.state, 1, [plan({ type: "pass" }, turn, { condition, since: 1 })], log);
    expect(later?.dropped.map((d) => d.reason)).toEqual(["condition"]);
    const undone: LoggedRow[] = [...log, { seq: 2, kind: "undo", seat: 0, move: { undo: 1 } }];
    const taken = settlePlans(game, played.state, 1, [plan({ type: "pass" }, turn, { condition })], undone);
    expect(taken?.dropped.map((d) => d.reason)).toEqual(["condition"]);
  });
});

describe("Notre Dame: what a seat may plan depends only on what it may see", () => {
  it("is the same whatever the other seats hold, over random games", () => {
    let checked = 0;
    for (let game = 0; game < runs(8); game++) {
      playGame(2 + (game % 4), `planning-${game}`, ["bot", "random", "bot", "random", "bot"], ({ after }) => {
        const waiting = after.players.map((_, seat) => seat).filter((seat) => !notreDame.toAct(after).includes(seat));
        for (const seat of waiting) {
          const others = structuredClone(after);
          others.players.forEach((p, s) => {
            if (s === seat) return;
            p.hand = p.hand.map(() => "advisor");
            p.deck = [...p.deck].reverse();
          });
          expect(planning.ahead(others, seat)).toEqual(planning.ahead(after, seat));
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});
