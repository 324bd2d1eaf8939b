import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { Picks, Progress, StepId } from "./choices.ts";
import { describeMove, optionText, stepText } from "./labels.ts";
import type { Market, Move, NdView } from "./types.ts";

type Props = {
  view: NdView;
  progress: Progress;
  picks: Picks;
  hasMoves: boolean;
  waitingFor: string;
  onPick: (step: StepId, token: string) => void;
  onMove: (move: Move) => void;
  onReset: () => void;
  marketLabel: (m: Market) => string;
  disabled: boolean;
  t: Translate;
};

/** My hand and the buttons for the step at hand; every option comes from the legal moves. */
export function Controls({ view, progress, picks, hasMoves, waitingFor, onPick, onMove, onReset, marketLabel, disabled, t }: Props): JSX.Element {
  const me = view.me;
  const person = picks.what?.startsWith("person:") ? picks.what.slice("person:".length) : undefined;
  const { step, skip, done } = progress;
  const started = Object.keys(picks).length > 0;
  return (
    <section class="nd-controls" aria-label={t("nd.ui.controls")}>
      {me && view.phase === "draft" && me.offer && (
        <p class="nd-line">
          {t(me.draftStep === 2 ? "nd.ui.offer2" : "nd.ui.offer1", { cards: me.offer.map((c) => t(`nd.card.${c}`)).join(", ") })}
        </p>
      )}
      {me && (
        <p class="nd-line">{t("nd.ui.hand", { list: me.hand.map((c) => t(`nd.card.${c}`)).join(", ") || t("nd.ui.none") })}</p>
      )}
      {!hasMoves && <p class="nd-line nd-muted">{waitingFor}</p>}
      {hasMoves && (
        <div class="nd-choice" role="group" aria-label={step ? stepText(step.id, t, person) : t("nd.ui.confirmTitle")}>
          {step && <h3>{stepText(step.id, t, person)}</h3>}
          <div class="nd-buttons">
            {step?.options.map((token) => (
              <button type="button" key={token} data-step={step.id} data-token={token} disabled={disabled} onClick={() => onPick(step.id, token)}>
                {optionText(step.id, token, t, { person, market: marketLabel })}
              </button>
            ))}
            {!step && done && (
              <button type="button" class="nd-primary" data-step="done" disabled={disabled} onClick={() => onMove(done)}>
                {describeMove(done, t)}
              </button>
            )}
            {skip && (
              <button type="button" data-step="skip-action" disabled={disabled} onClick={() => onMove(skip)}>
                {t("nd.opt.skip")}
              </button>
            )}
          </div>
          {started && (
            <button type="button" class="nd-back" disabled={disabled} onClick={onReset}>
              {t("nd.ui.startOver")}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
