import { useEffect, useMemo, useState } from "preact/hooks";

/**
 * A move chosen step by step from the legal moves, for any game whose moves read as tokens: each
 * step reads one token from a move, and a step's options are only the tokens the remaining legal
 * moves carry, so legality stays with the engine. A game gives its steps in order and `tokenOf`.
 */
export type StepOrder<Move, StepId extends string> = {
  steps: readonly StepId[];
  tokenOf(move: Move, step: StepId): string;
};

export type StepPicks<StepId extends string> = Partial<Record<StepId, string>>;

export type ChoiceStep<StepId extends string> = { id: StepId; options: string[] };

/** The legal moves that agree with every pick so far. */
export function narrowBy<Move, StepId extends string>(
  order: StepOrder<Move, StepId>,
  moves: readonly Move[],
  picks: StepPicks<StepId>,
): Move[] {
  return moves.filter((move) =>
    order.steps.every((step) => picks[step] === undefined || order.tokenOf(move, step) === picks[step]),
  );
}

/** The first step on which the candidates still differ, with its options in legal-move order. */
export function firstOpenStep<Move, StepId extends string>(
  order: StepOrder<Move, StepId>,
  candidates: readonly Move[],
): ChoiceStep<StepId> | undefined {
  for (const id of order.steps) {
    const options = [...new Set(candidates.map((m) => order.tokenOf(m, id)))];
    if (options.length > 1) return { id, options };
  }
  return undefined;
}

/**
 * The board's hold on the choice: each pick narrows the moves, and the move is proposed as soon as
 * one is left (or submitted whole). A new set of legal moves starts afresh.
 */
export function useStepChoice<Move, StepId extends string, Progress>(
  moves: readonly Move[],
  onMove: (move: Move) => void,
  narrow: (moves: readonly Move[], picks: StepPicks<StepId>) => Move[],
  progress: (moves: readonly Move[], picks: StepPicks<StepId>) => Progress,
) {
  const [picks, setPicks] = useState<StepPicks<StepId>>({});
  // By content, not identity: a poll that brings the same moves keeps the choice.
  const movesKey = JSON.stringify(moves);
  useEffect(() => setPicks({}), [movesKey]);
  const state = useMemo(() => progress(moves, picks), [moves, picks, progress]);
  const submit = (move: Move): void => {
    setPicks({});
    onMove(move);
  };
  const pick = (step: StepId, token: string): void => {
    const next = { ...picks, [step]: token };
    const [only, ...others] = narrow(moves, next);
    if (only && others.length === 0) submit(only);
    else setPicks(next);
  };
  return { picks, state, pick, submit, reset: () => setPicks({}) };
}
