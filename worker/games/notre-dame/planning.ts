import type { Json, PlanAhead, PlanCondition, Planning, Seat } from "../contract.ts";
import { CARDS } from "./data.ts";
import { legalMoves } from "./legal.ts";
import type { Move } from "./moves.ts";
import type { NotreDameState } from "./state.ts";
import { toAct } from "./turns.ts";

/*
 * Moves planned ahead in Notre Dame: the round's turns in order (its action cards, then its bribes).
 * A seat waiting there queues its coming turns of the round: the action cards from the hand it
 * keeps (nobody else's card changes it), then its bribe or pass, each played only if still legal
 * then (the coins, the coach's tokens and the fields may have moved, an earlier plan may have
 * played the card). A condition names what a seat playing between the planner's turn before and
 * that turn does in the open: the card it plays, the personality it bribes, or its pass. The draft
 * plans nothing (the cards passed on are not seen yet), nor the plague (its choices follow it).
 */

/** One turn of the round's sequence of turns: the phase and its index there. */
type Slot = { readonly phase: "actions" | "bribes"; readonly index: number; readonly seat: Seat };

/** The round's turns from the one in progress on: two cards each in the actions, then one bribe or pass each. */
function slotsFromNow(state: NotreDameState): Slot[] {
  const seats = state.players.length;
  const slot = (phase: Slot["phase"], index: number) => ({ phase, index, seat: (state.bellRinger + index) % seats });
  const bribes = Array.from({ length: seats }, (_, i) => slot("bribes", i));
  if (state.phase === "actions")
    return [...Array.from({ length: 2 * seats }, (_, i) => slot("actions", i)).slice(state.turns), ...bribes];
  if (state.phase === "bribes") return bribes.slice(state.turns);
  return [];
}

const slotName = (state: NotreDameState, slot: Slot) => `${state.round}.${slot.phase}.${slot.index}`;

/** What a seat's turn in that phase may be named doing: any card (hands are secret), a revealed personality, a pass. */
function choicesIn(state: NotreDameState, phase: Slot["phase"]): Json[] {
  if (phase === "actions") return CARDS.map((card) => ({ type: "play", card }));
  return [{ type: "pass" }, ...[...new Set(state.revealed)].map((person) => ({ type: "bribe", person }))];
}

/** The others' conditions for a turn: each seat's last turn in `gap` (the turns since the planner's turn before), in order. */
function conditionsOf(state: NotreDameState, gap: readonly Slot[], seat: Seat): PlanCondition[] {
  const last = gap.filter((s, i) => s.seat !== seat && !gap.slice(i + 1).some((later) => later.seat === s.seat));
  return last.flatMap((s) => choicesIn(state, s.phase).map((move) => ({ seat: s.seat, move })));
}

function ahead(state: NotreDameState, seat: Seat): PlanAhead<Move>[] {
  if (toAct(state).includes(seat)) return [];
  const slots = slotsFromNow(state);
  const turns: PlanAhead<Move>[] = [];
  let from = 0;
  for (const [i, slot] of slots.entries()) {
    if (slot.seat !== seat) continue;
    const moves = legalMoves({ ...state, phase: slot.phase, turns: slot.index }, seat);
    // A turn with nothing to play now ends the chain: the turns after it would be blind guesses.
    if (moves.length === 0) break;
    turns.push({ turn: slotName(state, slot), moves, conditions: conditionsOf(state, slots.slice(from, i), seat) });
    from = i + 1;
  }
  return turns;
}

function turn(state: NotreDameState, seat: Seat): string | undefined {
  const [now] = slotsFromNow(state);
  if (!now || !toAct(state).includes(seat)) return undefined;
  return slotName(state, now);
}

function named(move: Move): Json | undefined {
  if (move.type === "play") return { type: "play", card: move.card };
  if (move.type === "bribe") return { type: "bribe", person: move.person };
  if (move.type === "pass") return { type: "pass" };
  return undefined;
}

export const planning: Planning<NotreDameState, Move> = { ahead, turn, named };
