import { firstOpenStep, narrowBy, type ChoiceStep, type StepOrder, type StepPicks } from "../step-choice.ts";
import type { Move } from "./types.ts";

/**
 * A move is built by answering steps in this order; each step reads one token from a move.
 * Legality stays with the engine: the options of a step are only the tokens the remaining legal
 * moves carry.
 */
export const STEPS = [
  "what",
  "from",
  "advisor",
  "field",
  "to",
  "cubes",
  "donate",
  "market",
  "take",
  "gain1",
  "gain2",
  "skip",
] as const;
export type StepId = (typeof STEPS)[number];

/** The token of a step that a move leaves out. */
export const NONE = "-";

export type Picks = StepPicks<StepId>;

/** A move's token for a step: what this move answers there. */
export function tokenOf(move: Move, step: StepId): string {
  const m: Partial<Record<string, unknown>> = move;
  switch (step) {
    case "what":
      if (move.type === "pass") return "pass";
      if (move.type === "bribe") return `person:${move.person}`;
      if (move.type === "sacrifice") return `field:${move.field}`;
      return `card:${move.card}`;
    case "gain1":
      return move.type === "play" || move.type === "bribe" ? (move.gains?.[0] ?? NONE) : NONE;
    case "gain2":
      return move.type === "play" || move.type === "bribe" ? (move.gains?.[1] ?? NONE) : NONE;
    case "from":
    case "field":
      // A sacrifice's field is its `what`; keep it out of the play/bribe `field` step.
      return move.type === "sacrifice" ? NONE : String(m[step] ?? NONE);
    default: {
      const value = m[step];
      return value === undefined ? NONE : String(value);
    }
  }
}

const ORDER: StepOrder<Move, StepId> = { steps: STEPS, tokenOf };

/** The legal moves that agree with every pick so far. */
export const narrow = (moves: readonly Move[], picks: Picks): Move[] => narrowBy(ORDER, moves, picks);

export type Step = ChoiceStep<StepId>;

/** The first step on which the candidates still differ, with its options in legal-move order. */
export const nextStep = (candidates: readonly Move[]): Step | undefined => firstOpenStep(ORDER, candidates);

/** Where the choice stands: the step to answer, the move that plays the card without its action, or the finished move. */
export type Progress = { step?: Step; skip?: Move; done?: Move; candidates: Move[] };

export function progress(moves: readonly Move[], picks: Picks): Progress {
  const candidates = narrow(moves, picks);
  // Once the card is settled, playing it without its action is a side button, not a step.
  const settled = new Set(candidates.map((m) => tokenOf(m, "what"))).size === 1;
  const skip = settled ? candidates.find((m) => m.type === "play" && m.skip) : undefined;
  const rest = skip ? candidates.filter((m) => m !== skip) : candidates;
  const step = nextStep(rest);
  if (step) return { step, skip, candidates };
  const [only] = rest;
  return { skip, done: only, candidates };
}
