import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Json, Seat } from "../../../worker/games/contract.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { NotreDameView } from "../../../worker/games/notre-dame/view.ts";
import { runs } from "../../property-runs.ts";
import { playGame, type Policy } from "./play-through.ts";

const games = fc
  .integer({ min: 2, max: 5 })
  .chain((seats) =>
    fc.tuple(
      fc.constant(seats),
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.array(fc.constantFrom<Policy>("bot", "random"), { minLength: seats, maxLength: seats }),
    ),
  );

/** A view without what a pick in the draft may show others: that `mover` picked (who is still to act, its flag, its hand's size). */
function withoutTheFact(view: Json, mover: Seat) {
  const { toAct: _, ...rest } = view as NotreDameView;
  return {
    ...rest,
    players: rest.players.map((p, seat) =>
      seat === mover ? { ...p, drafted: undefined, cards: { ...p.cards, hand: undefined } } : p,
    ),
  };
}

/*
 * The contract's promise behind `hiddenMoves` (worker/games/contract.ts): the platform accepts a
 * move chosen before other seats' hidden moves, so such a move must change nothing the others
 * see but the fact that it was made, nor what they may do; and the counts must tell where a step
 * began (a count grows only by the seat's own move; a new step starts at zero).
 */
describe("hidden moves (the draft)", () => {
  it("a counted move changes nothing another seat sees but that it was made, nor its legal moves", () => {
    let counted = 0;
    fc.assert(
      fc.property(games, ([seats, seed, policies]) => {
        playGame(seats, seed, policies, ({ seat, move, before, after }) => {
          const was = notreDame.hiddenMoves?.(before);
          const now = notreDame.hiddenMoves?.(after);
          expect(now === undefined || now.length === seats).toBe(true);
          const continues =
            was !== undefined && now !== undefined && now.every((n, s) => n === (was[s] ?? 0) + (s === seat ? 1 : 0));
          if (!continues) {
            // Not a hidden move of a step in progress: whatever step follows starts from nothing.
            expect(now === undefined || now.every((n) => n === 0)).toBe(true);
            return;
          }
          counted++;
          const played = notreDame.play(before, seat, move);
          if (!played.ok) throw new Error("a logged move was refused");
          for (let other = 0; other < seats; other++) {
            if (other === seat) continue;
            expect(withoutTheFact(notreDame.view(after, other), seat)).toEqual(
              withoutTheFact(notreDame.view(before, other), seat),
            );
            expect(notreDame.legalMoves(after, other)).toEqual(notreDame.legalMoves(before, other));
            for (const { to, event } of played.played.events) {
              if (!to || to.includes(other)) expect(Object.keys(event).sort()).toEqual(["seat", "type"]);
            }
          }
          expect(withoutTheFact(notreDame.view(after, undefined), seat)).toEqual(
            withoutTheFact(notreDame.view(before, undefined), seat),
          );
        });
      }),
      { numRuns: runs(15) },
    );
    expect(counted).toBeGreaterThan(0);
    // Whole games with every view compared at each pick: seconds on an idle machine.
  });

  it("counts picks in the draft only: every other phase has none", () => {
    playGame(3, "hidden-moves", ["bot", "random", "bot"], ({ before }) => {
      expect(notreDame.hiddenMoves?.(before) === undefined).toBe(before.phase !== "draft");
    });
  });
});
