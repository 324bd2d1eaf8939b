import type { Seat } from "../contract.ts";
import type { Move } from "./moves.ts";
import type { DevilState, Step } from "./state.ts";

/** The move type each step accepts. */
export const MOVES_BY_STEP: Readonly<Record<Step, Move["type"] | undefined>> = {
  keep: "keep",
  pass: "pass",
  offer: "offer",
  view1: "view",
  view2: "view",
  plan: "plan",
  vote: "vote",
  defend: "defend",
  wings: "wings",
  ritual: "ritual",
  answer: "answer",
  over: undefined,
};

/** Steps whose moves may repay debt (L406, L482: production, cards, inquisition). */
export const REPAY_STEPS: readonly Step[] = ["keep", "pass", "wings", "ritual", "answer"];

/** Seats due in the current step: only the questioned in a defence, everyone otherwise. */
export function dueSeats(state: DevilState): Seat[] {
  if (state.step === "over") return [];
  if (state.step === "defend") return state.accused.slice();
  return state.players.map((_, seat) => seat);
}

/** Every step is simultaneous: the due seats that have not yet submitted. */
export function toAct(state: DevilState): Seat[] {
  return dueSeats(state).filter((seat) => !state.done[seat]);
}

/**
 * Every step's moves are hidden until the step resolves: a submission changes only the mover's
 * own secrets (its goods, its chest, its plan…) and the fact that it was made.
 */
export function hiddenMoves(state: DevilState): number[] | undefined {
  if (state.step === "over") return undefined;
  const due = dueSeats(state);
  return state.players.map((_, seat) => (due.includes(seat) && state.done[seat] ? 1 : 0));
}
