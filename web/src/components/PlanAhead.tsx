import type { JSX } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { CONTROLS_ID, type AnyGameTable } from "../../boards/types.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { GameData } from "../game.ts";
import type { PlanCondition, usePlans } from "../plans.ts";

type PlansState = ReturnType<typeof usePlans>;

export type PlanAheadProps = {
  game: GameData;
  table: AnyGameTable;
  state: PlansState;
  /** Whether the table's controls choose a plan now (the board shows the moves I may plan). */
  planning: boolean;
  onPlanning: (on: boolean) => void;
  /** The move the board proposed while planning, to plan on a condition or take back. */
  picked: unknown;
  onPicked: (move: unknown) => void;
  t: Translate;
};

/** A condition in words: "only if Bob plays: Play the bank". */
function conditionText(c: PlanCondition | null, props: PlanAheadProps): string {
  const { game, table, t } = props;
  if (!c) return t("plan.always");
  const name = game.players.find((p) => p.seat === c.seat)?.name ?? "";
  return t("plan.if", { name, move: table.describeMove(c.move, t, undefined, game.players) });
}

/** The move picked on the board, with the condition to play it on, to plan or take back. */
function PickedPlan(props: PlanAheadProps): JSX.Element {
  const { table, state, picked, onPicked, onPlanning, game, t } = props;
  const conditions = state.plans?.ahead?.conditions ?? [];
  const [chosen, setChosen] = useState(-1);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    await state.plan(picked, conditions[chosen]);
    setBusy(false);
    onPicked(undefined);
    onPlanning(false);
  };
  return (
    <div class="plan-picked">
      <p>{t("plan.picked", { move: table.describeMove(picked, t, game.view, game.players) })}</p>
      {conditions.length > 0 && (
        <label>
          {t("plan.when")}{" "}
          <select value={chosen} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
            <option value={-1}>{t("plan.always")}</option>
            {conditions.map((c, i) => (
              <option key={i} value={i}>
                {conditionText(c, props)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" class="primary" disabled={busy} onClick={() => void save()}>
        {t("plan.save")}
      </button>
      <button type="button" disabled={busy} onClick={() => onPicked(undefined)}>
        {t("plan.back")}
      </button>
    </div>
  );
}

/** My plans, each with its condition and a cancel button, in the order they are tried. */
function PlanList(props: PlanAheadProps): JSX.Element | null {
  const { state, table, game, t } = props;
  const plans = state.plans?.plans ?? [];
  if (!plans.length) return null;
  return (
    <>
      <p>{t("plan.mine")}</p>
      <ol class="plan-list">
        {plans.map((p) => (
          <li key={p.id}>
            <span>
              {table.describeMove(p.move, t, game.view, game.players)} ({conditionText(p.condition, props)})
            </span>
            <button type="button" onClick={() => void state.cancel(p.id)}>
              {t("plan.cancel")}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * Moves planned ahead (issue 30), for a seat that need not act in a game whose rules plan: the
 * plans dropped at this turn, my plans with their conditions, and planning one with the table's
 * own controls. Nothing here is shown to anybody else.
 */
export function PlanAhead(props: PlanAheadProps): JSX.Element | null {
  const { state, table, planning, onPlanning, picked, t } = props;
  const { plans, error } = state;
  const region = useRef<HTMLElement>(null);
  // The board's controls choose the plan, and this panel then asks for its condition: each comes into view in turn.
  useEffect(() => {
    if (planning && picked === undefined) document.getElementById(CONTROLS_ID)?.scrollIntoView({ block: "center" });
    if (picked !== undefined) region.current?.scrollIntoView({ block: "center" });
  }, [planning, picked]);
  if (!plans || (!plans.ahead && !plans.plans.length && !plans.dropped.length)) return null;
  return (
    <section class="plan-ahead" aria-labelledby="plan-title" ref={region}>
      <h2 id="plan-title">{t("plan.title")}</h2>
      {plans.dropped.map((d, i) => (
        <p key={i} class="plan-dropped" role="status">
          {t("plan.dropped", {
            moves: d.moves.map((m) => table.describeMove(m, t, undefined, props.game.players)).join("; "),
            reason: d.reasons.length === 1 ? t(`plan.reason.${d.reasons[0]}`) : t("plan.reason.none"),
          })}
        </p>
      ))}
      <PlanList {...props} />
      {error && <p role="alert">{t(`error.${error.code}`)}</p>}
      {plans.ahead && picked !== undefined && <PickedPlan {...props} />}
      {plans.ahead && picked === undefined && !planning && (
        <>
          {plans.plans.length === 0 && <p>{t("plan.intro")}</p>}
          <button type="button" onClick={() => onPlanning(true)}>
            {t("plan.start")}
          </button>
        </>
      )}
      {plans.ahead && picked === undefined && planning && (
        <p>
          {t("plan.choose")}{" "}
          <button type="button" onClick={() => onPlanning(false)}>
            {t("plan.stop")}
          </button>
        </p>
      )}
    </section>
  );
}
