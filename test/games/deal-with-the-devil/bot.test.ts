/**
 * The role bots (issue 11 §3): they finish games with moves the engine accepts, they decide only
 * from what their seat sees, and each beats the timed-out seat's default at its own role's goal.
 */
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import { roleBotMove } from "../../../worker/games/deal-with-the-devil/bot-roles.ts";
import { BUILDINGS, EVENTS } from "../../../worker/games/deal-with-the-devil/cards/index.ts";
import { dealWithTheDevil as game, timeoutMove } from "../../../worker/games/deal-with-the-devil/index.ts";
import type { Move } from "../../../worker/games/deal-with-the-devil/moves.ts";
import {
  cloneState,
  emptyStock,
  seatOf,
  type DevilState,
  type Role,
} from "../../../worker/games/deal-with-the-devil/state.ts";
import { rolesRevealed, view } from "../../../worker/games/deal-with-the-devil/view.ts";
import { budget } from "../../budget.ts";

type Chooser = (state: DevilState, seat: Seat) => Move;

/** Plays a game to the end, every seat choosing with `choose(seat)`; a refused move throws. */
function playOut(
  seed: string,
  choose: (seat: Seat) => Chooser,
  onDecision: (state: DevilState, seat: Seat) => void = () => undefined,
): { final: DevilState; moves: number } {
  let state = game.setup(4, {}, seed);
  let moves = 0;
  while (state.step !== "over") {
    const seat = game.toAct(state)[0] as Seat;
    onDecision(state, seat);
    const move = choose(seat)(state, seat);
    const result = game.play(state, seat, move);
    if (!result.ok)
      throw new Error(`${seed}: ${state.step} ${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
    state = result.played.state;
    if (++moves > 1_000) throw new Error(`${seed}: no end after 1000 moves`);
  }
  return { final: state, moves };
}

const roleBots = () => roleBotMove;

/**
 * Every value view.ts hides from `seat` changed: the others' goods, soul pieces, indulgences,
 * hands, events, drawn cards, plans, votes, defences, wings, ritual chests, answers, unlogged
 * market acts, the deck orders, the routing's future rounds and the PRNG, and — where no view
 * shows a mark — which of the others holds which role.
 */
function disguise(state: DevilState, seat: Seat): DevilState {
  const s = cloneState(state);
  const others = [0, 1, 2, 3].filter((i) => i !== seat);
  const ids = BUILDINGS.map((b) => b.id);
  s.rng = [7, 7, 7, 7];
  s.buildings = s.buildings.map((deck) => deck.slice().reverse());
  s.eventDeck = s.eventDeck.slice().reverse();
  for (const i of others) {
    const p = s.players[i]!;
    p.goods = { ...emptyStock(), wood: 5 + i, glass: 3, marble: i, ducats: 20 + i };
    p.pure = 4 - i;
    p.tainted = i % 2;
    p.indulgences = i;
    // How many cards a hand holds is public; which ones is not.
    p.hand = p.hand.map((_, j) => ids[10 * i + j] as string);
    p.events = p.events.map((_, j) => EVENTS[(i + j) % EVENTS.length]?.id as string);
    s.drawn[i] = ids.slice(40 + i, 44 + i);
    s.plans[i] = s.done[i] ? { use: [], builds: [], fields: [], repay: 0 } : null;
    if (s.votes[i] !== undefined) s.votes[i] = s.done[i] ? seat : null;
    s.ritual[i] = s.done[i] ? { bribe: 3, pure: 1, tainted: 0, devilGuess: seat } : null;
    s.answers[i] = null;
    s.defences[i] = s.done[i] ? false : null;
    s.wings[i] = s.done[i] ? 1 : 0;
    s.acts[i] = [];
    if (s.step !== "view1" && s.step !== "view2") s.chests[i] = { offer: { stone: 2 }, price: { ducats: 3 } };
  }
  // Which other seat holds which role, while nothing the seat is shown carries a mark.
  const marksShown = ["view1", "view2"].includes(s.step) || s.guesses.length > 0 || rolesRevealed(s);
  if (!marksShown) {
    const a = others[0] as Seat;
    const b = others.find((i) => s.players[i]!.role !== s.players[a]!.role);
    if (b !== undefined) {
      const pa = s.players[a]!;
      const pb = s.players[b]!;
      [pa.role, pb.role] = [pb.role, pa.role];
      [pa.mark, pb.mark] = [pb.mark, pa.mark];
    }
  }
  return s;
}

describe("Deal with the Devil role bots", () => {
  it(
    "finish games for many seeds, every move accepted by the engine",
    () => {
      for (let i = 0; i < 12; i++) {
        const { final, moves } = playOut(`bots-${i}`, roleBots);
        expect(final.step).toBe("over");
        expect(game.outcome(final)?.kind).toBe("ranked");
        expect(moves).toBeGreaterThan(100);
      }
    },
    budget(15_000),
  );

  it("are deterministic: the same state gives the same move", () => {
    const seen: string[] = [];
    const again: string[] = [];
    playOut("bots-same", roleBots, (state, seat) => {
      seen.push(JSON.stringify(roleBotMove(state, seat)));
      again.push(JSON.stringify(roleBotMove(cloneState(state), seat)));
    });
    expect(again).toEqual(seen);
  });

  it("cannot cheat: the move is the same when every other seat's hidden values are changed", () => {
    let checked = 0;
    let rolesSwapped = 0;
    for (const seed of ["sight-1", "sight-2", "sight-3"]) {
      playOut(seed, roleBots, (state, seat) => {
        const other = disguise(state, seat);
        // The disguise touches only hidden values: the seat is shown exactly the same.
        expect(JSON.stringify(view(other, seat))).toBe(JSON.stringify(view(state, seat)));
        expect(roleBotMove(other, seat), `${seed} round ${state.round} ${state.step} seat ${seat}`).toEqual(
          roleBotMove(state, seat),
        );
        checked++;
        if (other.players.some((p, i) => p.role !== state.players[i]?.role)) rolesSwapped++;
      });
    }
    expect(checked).toBeGreaterThan(300);
    expect(rolesSwapped).toBeGreaterThan(50);
  });

  /** Mean over seeds of `measure` for the seat of `role` played by `who`, the other seats by the role bots. */
  function mean(
    role: Role,
    who: "role" | "default",
    measure: (final: DevilState, seat: Seat) => number,
    seeds = 10,
  ): number {
    let total = 0;
    for (let i = 0; i < seeds; i++) {
      const seed = `goal-${role}-${i}`;
      const target = seatOf(game.setup(4, {}, seed), role)[0] as Seat;
      const { final } = playOut(seed, (seat) => (seat === target && who === "default" ? timeoutMove : roleBotMove));
      total += measure(final, target);
    }
    return total / seeds;
  }
  const score = (final: DevilState, seat: Seat) => final.final?.scores[seat] ?? 0;

  it("the devil bot collects more souls and scores more than the default devil", { timeout: budget(15_000) }, () => {
    const souls = (final: DevilState, seat: Seat) => final.players[seat]!.pure + final.players[seat]!.tainted;
    expect(mean("devil", "role", souls)).toBeGreaterThan(mean("devil", "default", souls) + 1);
    expect(mean("devil", "role", score)).toBeGreaterThan(mean("devil", "default", score));
  });

  it("the mortal bot scores more than the default mortal", () => {
    expect(mean("mortal", "role", score)).toBeGreaterThan(mean("mortal", "default", score) + 5);
  });

  it("the cultist bot scores more than the default cultist and gets rid of its tainted pieces", {
    timeout: budget(15_000),
  }, () => {
    const tainted = (final: DevilState, seat: Seat) => final.players[seat]!.tainted;
    expect(mean("cultist", "role", score)).toBeGreaterThan(mean("cultist", "default", score) + 5);
    expect(mean("cultist", "role", tainted)).toBeLessThan(mean("cultist", "default", tainted));
  });
});
