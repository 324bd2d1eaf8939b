import type { Json, PlanAhead, PlanCondition, Planning, Seat } from "../contract.ts";
import { CARDS } from "./data.ts";
import { legalMoves } from "./legal.ts";
import type { Move } from "./moves.ts";
import type { NotreDameState } from "./state.ts";
import { toAct } from "./turns.ts";

/*
 * Moves planned ahead in Notre Dame: the phases of turns in order (action cards, bribes). A seat
 * waiting there plans its next turn of the phase: an action card from the hand it keeps (nobody
 * else's card changes it) or a bribe or pass, each played only if still legal then (the coins,
 * the coach's tokens and the fields may have moved). A condition names what a seat playing before
 * that turn does in the open: the card it plays, the personality it bribes, or its pass. The draft
 * plans nothing (the cards passed on are not seen yet), nor the plague (its choices follow it).
 */

/** How many turns the phase has: two cards each in the actions, one bribe or pass each. */
function phaseTurns(state: NotreDameState): number | undefined {
  const seats = state.players.length;
  if (state.phase === "actions") return 2 * seats;
  if (state.phase === "bribes") return seats;
  return undefined;
}

const seatOfTurn = (state: NotreDameState, turn: number) => (state.bellRinger + turn) % state.players.length;

/** The index of the seat's next turn in the phase, counting the one in progress; undefined when it has none left. */
function nextTurn(state: NotreDameState, seat: Seat): number | undefined {
  const end = phaseTurns(state);
  if (end === undefined) return undefined;
  for (let turn = state.turns; turn < end; turn++) if (seatOfTurn(state, turn) === seat) return turn;
  return undefined;
}

const turnName = (state: NotreDameState, turn: number) => `${state.round}.${state.phase}.${turn}`;

/** What a seat playing before the planner's turn may be named doing: any card (hands are secret), a revealed personality, a pass. */
function choicesOf(state: NotreDameState): Json[] {
  if (state.phase === "actions") return CARDS.map((card) => ({ type: "play", card }));
  return [{ type: "pass" }, ...[...new Set(state.revealed)].map((person) => ({ type: "bribe", person }))];
}

function ahead(state: NotreDameState, seat: Seat): PlanAhead<Move> | undefined {
  const turn = nextTurn(state, seat);
  if (turn === undefined || turn === state.turns) return undefined;
  const moves = legalMoves({ ...state, turns: turn }, seat);
  if (moves.length === 0) return undefined;
  const conditions: PlanCondition[] = [];
  for (let before = state.turns; before < turn; before++) {
    const other = seatOfTurn(state, before);
    for (const move of choicesOf(state)) conditions.push({ seat: other, move });
  }
  return { turn: turnName(state, turn), moves, conditions };
}

function turn(state: NotreDameState, seat: Seat): string | undefined {
  if (phaseTurns(state) === undefined || !toAct(state).includes(seat)) return undefined;
  return turnName(state, state.turns);
}

function named(move: Move): Json | undefined {
  if (move.type === "play") return { type: "play", card: move.card };
  if (move.type === "bribe") return { type: "bribe", person: move.person };
  if (move.type === "pass") return { type: "pass" };
  return undefined;
}

export const planning: Planning<NotreDameState, Move> = { ahead, turn, named };
