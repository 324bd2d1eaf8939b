import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { Help } from "../Help.tsx";
import { NONE, type Picks, type Progress, type StepId } from "./choices.ts";
import { describeMove, optionText, stepText } from "./labels.ts";
import type { Missing } from "./missing.ts";
import type { Market, Move, NdView } from "./types.ts";
import { CONTROLS_ID } from "../types.ts";
import { words } from "../../../worker/games/notre-dame/table.ts";

type Props = {
  view: NdView;
  progress: Progress;
  picks: Picks;
  hasMoves: boolean;
  /** Options the rules refuse now, with the reason. */
  missing: readonly Missing[];
  waitingFor: string;
  onPick: (step: StepId, token: string) => void;
  onMove: (move: Move) => void;
  onReset: () => void;
  marketLabel: (m: Market) => string;
  disabled: boolean;
  t: Translate;
};

type OptionProps = {
  step: StepId;
  token: string;
  /** The personality being bribed, whose advisor question reads its own way. */
  person: string | undefined;
  onPick: (step: StepId, token: string) => void;
  marketLabel: (m: Market) => string;
  disabled: boolean;
  t: Translate;
};

/** One option of the step as a button; a card or a personality says under it what it does. */
function OptionButton({ step, token, person, onPick, marketLabel, disabled, t }: OptionProps): JSX.Element {
  const help = step === "what" ? optionHelp(token, t) : undefined;
  const id = `nd-option-help-${token.replace(/\W/g, "-")}`;
  const button = (
    <button
      type="button"
      data-step={step}
      data-token={token}
      disabled={disabled}
      aria-describedby={help ? id : undefined}
      onClick={() => onPick(step, token)}
    >
      {optionText(step, token, t, { person, market: marketLabel })}
    </button>
  );
  return help ? (
    <span class="nd-option">
      {button}
      <small id={id}>{help}</small>
    </span>
  ) : (
    button
  );
}

/** The options the rules refuse now, each with the engine's reason. */
function Unavailable(props: {
  missing: readonly Missing[];
  person: string | undefined;
  marketLabel: (m: Market) => string;
  t: Translate;
}): JSX.Element {
  const { missing, person, marketLabel, t } = props;
  return (
    <div class="nd-why">
      <p class="nd-why-title">{t("nd.ui.unavailableTitle")}</p>
      <ul>
        {missing.map((m) => (
          <li key={`${m.step}:${m.token}`}>
            {t("nd.ui.unavailable", {
              option: missingText(m, t, person, marketLabel),
              reason: words.describeError(m.error, t),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

type ChoiceProps = Pick<Props, "progress" | "picks" | "missing" | "onPick" | "onMove" | "onReset" | "marketLabel"> & {
  disabled: boolean;
  t: Translate;
};

/** The step at hand: its options, the finished move to send, skipping the action, why options are missing, starting over. */
function Choice({ progress, picks, missing, onPick, onMove, onReset, marketLabel, disabled, t }: ChoiceProps) {
  const person = picks.what?.startsWith("person:") ? picks.what.slice("person:".length) : undefined;
  const { step, skip, done } = progress;
  return (
    <div class="nd-choice" role="group" aria-label={step ? stepText(step.id, t, person) : t("nd.ui.confirmTitle")}>
      {step && <h3>{stepText(step.id, t, person)}</h3>}
      <div class="nd-buttons">
        {step?.options.map((token) => (
          <OptionButton
            key={token}
            step={step.id}
            token={token}
            person={person}
            onPick={onPick}
            marketLabel={marketLabel}
            disabled={disabled}
            t={t}
          />
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
      {missing.length > 0 && <Unavailable missing={missing} person={person} marketLabel={marketLabel} t={t} />}
      {Object.keys(picks).length > 0 && (
        <button type="button" class="nd-back" disabled={disabled} onClick={onReset}>
          {t("nd.ui.startOver")}
        </button>
      )}
    </div>
  );
}

/** My hand and the buttons for the step at hand; every option comes from the legal moves. */
export function Controls(props: Props): JSX.Element {
  const { view, hasMoves, waitingFor, t } = props;
  const me = view.me;
  return (
    <section class="nd-controls" id={CONTROLS_ID} tabIndex={-1} aria-label={t("nd.ui.controls")}>
      {me && view.phase === "draft" && me.offer && (
        <p class="nd-line">
          {t(me.draftStep === 2 ? "nd.ui.offer2" : "nd.ui.offer1", { count: me.offer.length })}{" "}
          <Cards cards={me.offer} t={t} />
        </p>
      )}
      {me && (
        <p class="nd-line">
          {t("nd.ui.hand")} {me.hand.length > 0 ? <Cards cards={me.hand} t={t} /> : t("nd.ui.none")}
        </p>
      )}
      {!hasMoves && <p class="nd-line nd-muted">{waitingFor}</p>}
      {hasMoves && <Choice {...props} />}
    </section>
  );
}

/** Cards by name, each explaining itself. */
function Cards({ cards, t }: { cards: readonly string[]; t: Translate }): JSX.Element {
  return (
    <span class="nd-cards">
      {cards.map((c, i) => (
        <Help key={`${c}-${i}`} help={t(`nd.cardHelp.${c}`)}>
          {t(`nd.card.${c}`)}
        </Help>
      ))}
    </span>
  );
}

/** What a card or a personality on an option button does (shown under it, not on hover). */
function optionHelp(token: string, t: Translate): string | undefined {
  const [kind, value] = token.split(":");
  if (kind === "card") return t(`nd.cardHelp.${value}`);
  if (kind === "person") return t(`nd.personHelp.${value}`);
  return undefined;
}

/** The refused option in words: as its button would read, or the token at a market. */
function missingText(m: Missing, t: Translate, person: string | undefined, marketLabel: (m: Market) => string): string {
  if (m.step === "take") return t("nd.ui.takeTokenAt", { market: marketLabel(m.token as Market) });
  if (m.step === "skip") return t("nd.opt.act");
  return optionText(m.step, m.token === NONE ? NONE : m.token, t, { person, market: marketLabel });
}
