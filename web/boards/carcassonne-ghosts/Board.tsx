import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { useStepChoice } from "../step-choice.ts";
import type { BoardProps } from "../types.ts";
import { BoardMap } from "./BoardMap.tsx";
import { forRotation, narrow, progress, rotations, tokenOf, type Progress } from "./choices.ts";
import { Controls } from "./Controls.tsx";
import { Legend } from "./Legend.tsx";
import { playerName } from "./seats.ts";
import { StatePanel } from "./StatePanel.tsx";
import type { CgView, Move } from "./types.ts";
import "./board.css";

/** The drawn tile's turn: starts at the first turn with a place, and R / Shift+R (or E) turn it. */
function useRotation(moves: readonly Move[], active: boolean) {
  const movesKey = JSON.stringify(moves);
  const [rotation, setRotation] = useState(0);
  useEffect(() => setRotation(rotations(moves)[0] ?? 0), [movesKey]);
  const rotate = (by: 1 | -1) => setRotation((r) => (r + by + 4) % 4);
  useEffect(() => {
    if (!active) return;
    const key = (e: KeyboardEvent) => {
      const typing = e.target instanceof Element && e.target.closest("input, textarea, select, [contenteditable]");
      if (typing || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === "r" || e.key === "R") rotate(e.shiftKey ? -1 : 1);
      else if (e.key === "e" || e.key === "E") rotate(-1);
    };
    window.addEventListener("keydown", key);
    return () => window.removeEventListener("keydown", key);
  }, [active]);
  return { rotation, rotate };
}

/** The spots the board offers now: every place of the turned tile, or the "at" step's spots. */
function boardTargets(state: Progress, placing: boolean): Map<string, string> {
  const tokens = placing
    ? state.candidates.map((m) => tokenOf(m, "at"))
    : state.step?.id === "at"
      ? state.step.options
      : [];
  return new Map(tokens.map((token) => [token, token]));
}

/** The Carcassonne ghosts table: the shared state, the board, the drawn tile and the controls for my decision. */
export function Board(props: BoardProps<CgView, Move>): JSX.Element {
  const { view, legalMoves, players, onMove, disabled, t, pointing } = props;
  const placing = view.phase === "place" && legalMoves.length > 0;
  const { rotation, rotate } = useRotation(legalMoves, placing);
  const moves = useMemo(() => forRotation(legalMoves, rotation), [legalMoves, rotation]);
  const { picks, state, pick, submit, reset } = useStepChoice(moves, onMove, narrow, progress);
  const targets = boardTargets(state, placing);
  const acting = playerName(players, view.active, t);
  const waitingFor =
    view.phase === "over"
      ? t("cgt.ui.over")
      : t(view.you === undefined ? "cgt.ui.watching" : "cgt.ui.waiting", { name: acting });
  return (
    <div class="cg-board">
      <StatePanel view={view} players={players} t={t} />
      <div class="cg-main">
        <Controls
          view={view}
          progress={state}
          picks={picks}
          hasMoves={legalMoves.length > 0}
          rotation={rotation}
          onRotate={rotate}
          waitingFor={waitingFor}
          onPick={pick}
          onMove={submit}
          onReset={reset}
          disabled={disabled}
          t={t}
        />
        <BoardMap
          view={view}
          targets={targets}
          onPick={(token) => pick("at", token)}
          disabled={disabled}
          t={t}
          pointing={pointing}
        />
      </div>
      <Legend t={t} />
    </div>
  );
}
