import type { Seat } from "../contract.ts";
import type { Move } from "./moves.ts";
import type { NotreDameState, Phase } from "./state.ts";

/** The move types each phase accepts. */
export const MOVES_BY_PHASE: Readonly<Record<Phase, readonly Move["type"][]>> = {
  draft: ["keep"],
  actions: ["play"],
  bribes: ["bribe", "pass"],
  plague: ["sacrifice"],
  over: [],
};

/** Seats that must act: all undecided drafters, or the one whose turn it is, or the penalised with a choice. */
export function toAct(state: NotreDameState): Seat[] {
  const seats = state.players.length;
  switch (state.phase) {
    case "draft":
      return (state.draft?.done ?? []).flatMap((done, seat) => (done ? [] : [seat]));
    case "actions":
    case "bribes":
      return [(state.bellRinger + state.turns) % seats];
    case "plague":
      return state.players.flatMap((p, seat) => (p.sacrifice ? [seat] : []));
    case "over":
      return [];
  }
}

/**
 * The draft is the one step of hidden moves: a seat's pick changes only that seat's hand and offer,
 * so the others see nothing but that it was made. (The plague's sacrifices are seen at once.)
 */
export function hiddenMoves(state: NotreDameState): number[] | undefined {
  return state.draft?.done.map((done) => (done ? 1 : 0));
}
