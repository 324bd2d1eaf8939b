import type { Seat } from "../contract.ts";
import { CATHEDRAL_PRESTIGE, FIELDS, RAT_MAX, ROUNDS, type Card, type Field } from "./data.ts";
import { legalMoves } from "./legal.ts";
import type { Move } from "./moves.ts";
import { plagueStep } from "./plague.ts";
import { play } from "./play.ts";
import { cloneState, fieldCount, type NotreDameState } from "./state.ts";

/** Rough prestige worth of one cube on a field for each remaining round (hand-tuned). */
const FIELD_WORTH: Readonly<Record<Field, number>> = {
  residence: 1.1,
  bank: 0.8,
  school: 0.7,
  hospital: 0.9,
  park: 0.7,
  inn: 0.5,
  coach: 0.5,
};

/** How good the position is for `seat`, in prestige points; higher is better. */
export function evaluate(state: NotreDameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  const roundsLeft = state.phase === "over" ? 0 : ROUNDS - state.round + 1;
  const future = roundsLeft / ROUNDS;
  let value = p.prestige;
  value += Math.min(p.coins, 8) * 0.9 + Math.max(0, p.coins - 8) * 0.2;
  value += future * (p.supply * 1.0 + p.reserve * 0.1) + p.tokens.length * 0.3;
  for (const f of FIELDS) value += FIELD_WORTH[f] * fieldCount(p, f) * future * 2.5;
  const cathedralCubes = state.players.reduce((sum, q) => sum + q.cathedral, 0);
  value += (p.cathedral * (CATHEDRAL_PRESTIGE[state.players.length] ?? 0)) / Math.max(2, cathedralCubes + 1);
  value -= p.rat * 0.4 * future;
  const pending = state.phase === "actions" || state.phase === "bribes";
  if (pending && p.rat + plagueStep(state, p) > RAT_MAX) value -= 4;
  return value;
}

function best(state: NotreDameState, seat: Seat, moves: readonly Move[]): { move: Move | undefined; value: number } {
  let choice: Move | undefined;
  let top = -Infinity;
  for (const m of moves) {
    const result = play(state, seat, m);
    if (!result.ok) continue;
    const value = evaluate(result.played.state, seat);
    if (value > top) {
      top = value;
      choice = m;
    }
  }
  return { move: choice, value: top };
}

/** Worth of holding `card` now: the best position reachable by playing it right away. */
function cardWorth(state: NotreDameState, seat: Seat, card: Card): number {
  const trial = cloneState(state);
  delete trial.draft;
  trial.phase = "actions";
  trial.bellRinger = seat;
  trial.turns = 0;
  const p = trial.players[seat];
  if (p) p.hand = [card];
  return best(trial, seat, legalMoves(trial, seat)).value;
}

/** A greedy one-move look-ahead: deterministic, sensible, fast. */
export function botMove(state: NotreDameState, seat: Seat): Move {
  const moves = legalMoves(state, seat);
  const [first] = moves;
  if (!first) throw new Error(`seat ${seat} has no move to make`);
  if (state.phase === "draft") {
    let choice = first;
    let top = -Infinity;
    for (const m of moves) {
      if (m.type !== "keep") continue;
      const worth = cardWorth(state, seat, m.card);
      if (worth > top) {
        top = worth;
        choice = m;
      }
    }
    return choice;
  }
  return best(state, seat, moves).move ?? first;
}
