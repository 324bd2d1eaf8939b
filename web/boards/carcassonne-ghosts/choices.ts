import { firstOpenStep, narrowBy, type ChoiceStep, type StepOrder, type StepPicks } from "../step-choice.ts";
import type { Move } from "./types.ts";

/**
 * A move is built by answering steps in this order; each step reads one token from a move.
 * Legality stays with the engine: a step's options are only the tokens the remaining legal
 * moves carry. One order serves every decision: a meeple asks its spot then its colour, an
 * evaluation its feature, points or ghosts, the tile and the count, a dog its guard and two
 * removals, and a burial the guard's tile or a colour.
 */
export const STEPS = ["feature", "choice", "spot", "at", "colour", "count", "first", "second"] as const;
export type StepId = (typeof STEPS)[number];

/** The token of a step that a move leaves out. */
export const NONE = "-";

export type Picks = StepPicks<StepId>;

const at = (m: { x?: number; y?: number }): string => (m.x === undefined ? NONE : `${m.x},${m.y}`);

/** A dog's removal as a token: "x,y,count". */
function removal(move: Move, i: number): string {
  if (move.type !== "dog") return NONE;
  const r = move.remove[i];
  return r ? `${r.x},${r.y},${r.count}` : NONE;
}

/** A move's token for a step: what this move answers there. */
export function tokenOf(move: Move, step: StepId): string {
  switch (step) {
    case "feature":
      return move.type === "score" || move.type === "appease" ? String(move.feature) : NONE;
    case "choice":
      return move.type === "score" || move.type === "appease" ? move.type : NONE;
    case "spot":
      if (move.type === "noMeeple") return "none";
      return move.type === "meeple" ? `${move.kind}:${move.index}` : NONE;
    case "at":
      return move.type === "meeple" || move.type === "noMeeple" || move.type === "score" ? NONE : at(move);
    case "colour":
      return move.type === "meeple" || move.type === "bury" ? (move.colour ?? NONE) : NONE;
    case "count":
      return move.type === "appease" ? String(move.count) : NONE;
    case "first":
      return removal(move, 0);
    case "second":
      return removal(move, 1);
  }
}

const ORDER: StepOrder<Move, StepId> = { steps: STEPS, tokenOf };

/** The legal moves that agree with every pick so far. */
export const narrow = (moves: readonly Move[], picks: Picks): Move[] => narrowBy(ORDER, moves, picks);

export type Step = ChoiceStep<StepId>;

/** The first step on which the candidates still differ, with its options in legal-move order. */
export const nextStep = (candidates: readonly Move[]): Step | undefined => firstOpenStep(ORDER, candidates);

/** Where the choice stands: the step to answer, or the one move left. */
export type Progress = { step?: Step; done?: Move; candidates: Move[] };

export function progress(moves: readonly Move[], picks: Picks): Progress {
  const candidates = narrow(moves, picks);
  const step = nextStep(candidates);
  return step ? { step, candidates } : { done: candidates[0], candidates };
}

/** The rotations the drawn tile has a legal place in, in order. */
export function rotations(moves: readonly Move[]): (0 | 1 | 2 | 3)[] {
  const found = new Set(moves.flatMap((m) => (m.type === "place" ? [m.r] : [])));
  return ([0, 1, 2, 3] as const).filter((r) => found.has(r));
}

/** The moves for the tile turned `r` (a placement at another turn is not on offer until the tile is turned). */
export const forRotation = (moves: readonly Move[], r: number): Move[] =>
  moves.filter((m) => m.type !== "place" || m.r === r);
