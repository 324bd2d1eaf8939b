import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { CONTROLS_ID } from "../types.ts";
import type { Picks, Progress, StepId } from "./choices.ts";
import { DrawnTile } from "./DrawnTile.tsx";
import { describeMove, optionText, stepText } from "./labels.ts";
import type { CgView, Move } from "./types.ts";

type Props = {
  view: CgView;
  progress: Progress;
  picks: Picks;
  hasMoves: boolean;
  rotation: number;
  onRotate: (by: 1 | -1) => void;
  waitingFor: string;
  onPick: (step: StepId, token: string) => void;
  onMove: (move: Move) => void;
  onReset: () => void;
  disabled: boolean;
  t: Translate;
};

/** The step's options as buttons; a tile's places (many, and picked on the board) fold away under a summary. */
function Options({ view, progress, onPick, disabled, t }: Props): JSX.Element | null {
  const { step } = progress;
  if (!step) return null;
  const buttons = (
    <div class="cg-buttons">
      {step.options.map((token) => (
        <button
          type="button"
          key={token}
          data-step={step.id}
          data-token={token}
          class={step.id === "colour" ? `cg-colour cg-c-${token}` : undefined}
          disabled={disabled}
          onClick={() => onPick(step.id, token)}
        >
          {optionText(step.id, token, t, view)}
        </button>
      ))}
    </div>
  );
  if (step.id !== "at" || view.phase !== "place") return buttons;
  return (
    <details class="cg-list">
      <summary>{t("cgt.step.list", { count: step.options.length })}</summary>
      {buttons}
    </details>
  );
}

/** The step at hand: its question, its options, the last move to send, starting over. */
function Choice(props: Props): JSX.Element {
  const { view, progress, picks, onMove, onReset, disabled, t } = props;
  const { step, done } = progress;
  return (
    <div class="cg-choice" role="group" aria-label={step ? stepText(step.id, view.phase, t) : t("cgt.prompt.confirm")}>
      {step && <h3>{stepText(step.id, view.phase, t)}</h3>}
      {step?.id === "at" && <p class="cg-hint">{t("cgt.step.onBoard")}</p>}
      <Options {...props} />
      {!step && done && (
        <div class="cg-buttons">
          <button type="button" class="cg-primary" data-step="done" disabled={disabled} onClick={() => onMove(done)}>
            {describeMove(done, t, view)}
          </button>
        </div>
      )}
      {Object.keys(picks).length > 0 && (
        <button type="button" class="cg-back" disabled={disabled} onClick={onReset}>
          {t("cgt.ui.startOver")}
        </button>
      )}
    </div>
  );
}

/** The drawn tile and the controls for my decision; every option comes from the legal moves. */
export function Controls(props: Props): JSX.Element {
  const { view, hasMoves, waitingFor, rotation, onRotate, progress, disabled, t } = props;
  const placing = hasMoves && view.phase === "place";
  const places = progress.candidates.filter((m) => m.type === "place").length;
  return (
    <section class="cg-controls" id={CONTROLS_ID} tabIndex={-1} aria-label={t("cgt.ui.controls")}>
      {view.current && view.phase !== "over" && (
        <DrawnTile
          id={view.current}
          rotation={placing ? rotation : 0}
          onRotate={placing ? onRotate : undefined}
          places={places}
          disabled={disabled}
          t={t}
        />
      )}
      {!hasMoves && <p class="cg-line cg-muted">{waitingFor}</p>}
      {hasMoves && (!placing || places > 0) && <Choice {...props} />}
    </section>
  );
}
