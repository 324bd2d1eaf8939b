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
  /** The coming turn (its index in `ahead`) whose plan the table's controls choose now (the board shows its moves). */
  planning: number | undefined;
  onPlanning: (turn: number | undefined) => void;
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
  const { table, state, picked, onPicked, onPlanning, planning, game, t } = props;
  const turn = planning === undefined ? undefined : state.plans?.ahead[planning];
  const conditions = turn?.conditions ?? [];
  const [chosen, setChosen] = useState(-1);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    await state.plan(turn?.turn ?? "", picked, conditions[chosen]);
    setBusy(false);
    onPicked(undefined);
    onPlanning(undefined);
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

type Plan = NonNullable<PlansState["plans"]>["plans"][number];

/** My plans grouped by turn, in the order the turns come (a turn no longer offered first, as stored). */
function byTurn(plans: readonly Plan[], turns: readonly string[]): { turn: string; plans: Plan[] }[] {
  const order = (turn: string) => turns.indexOf(turn);
  const sorted = [...plans].sort((a, b) => order(a.turn) - order(b.turn));
  const groups: { turn: string; plans: Plan[] }[] = [];
  for (const plan of sorted) {
    const last = groups.at(-1);
    if (last?.turn === plan.turn) last.plans.push(plan);
    else groups.push({ turn: plan.turn, plans: [plan] });
  }
  return groups;
}

/** My plans turn by turn, each with its condition and a cancel button, in the order they are tried; another choice may be added to a turn. */
function PlanList(props: PlanAheadProps): JSX.Element | null {
  const { state, table, game, planning, picked, onPlanning, t } = props;
  const plans = state.plans?.plans ?? [];
  if (!plans.length) return null;
  const turns = (state.plans?.ahead ?? []).map((a) => a.turn);
  const idle = planning === undefined && picked === undefined;
  return (
    <>
      <p>{t("plan.mine")}</p>
      {byTurn(plans, turns).map((group, i) => (
        <div key={group.turn} class="plan-turn">
          <div class="plan-turn-head">
            <h3>{i === 0 ? t("plan.turn.next") : t("plan.turn.after", { n: i + 1 })}</h3>
            {idle && turns.includes(group.turn) && (
              <button type="button" onClick={() => onPlanning(turns.indexOf(group.turn))}>
                {t("plan.alternative")}
              </button>
            )}
          </div>
          <ol class="plan-list">
            {group.plans.map((p) => (
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
        </div>
      ))}
    </>
  );
}

/** The first coming turn I have no plan for (a chain is planned in a row); undefined when every offered turn has one. */
function nextToPlan(state: PlansState): number | undefined {
  const { ahead = [], plans = [] } = state.plans ?? {};
  const index = ahead.findIndex((a) => !plans.some((p) => p.turn === a.turn));
  return index < 0 ? undefined : index;
}

/** What the panel offers when nothing is being planned, or while the table's controls choose. */
function Start(props: PlanAheadProps): JSX.Element | null {
  const { state, planning, onPlanning, t } = props;
  const next = nextToPlan(state);
  if (planning !== undefined)
    return (
      <p>
        {t(planning === 0 ? "plan.choose" : "plan.chooseLater")}{" "}
        <button type="button" onClick={() => onPlanning(undefined)}>
          {t("plan.stop")}
        </button>
      </p>
    );
  if (next === undefined) return null;
  return (
    <>
      {state.plans?.plans.length === 0 && <p>{t("plan.intro")}</p>}
      <button type="button" onClick={() => onPlanning(next)}>
        {t(next === 0 ? "plan.start" : "plan.startLater")}
      </button>
    </>
  );
}

/**
 * Moves planned ahead (issue 30), for a seat that need not act in a game whose rules plan: the
 * plans dropped at this turn, my plans turn by turn with their conditions, and planning one for
 * the next turn without a plan, or another choice for a planned one, with the table's own
 * controls. Nothing here is shown to anybody else.
 */
export function PlanAhead(props: PlanAheadProps): JSX.Element | null {
  const { state, table, planning, picked, t } = props;
  const { plans, error } = state;
  const region = useRef<HTMLElement>(null);
  // The board's controls choose the plan, and this panel then asks for its condition: each comes into view in turn.
  useEffect(() => {
    if (planning !== undefined && picked === undefined)
      document.getElementById(CONTROLS_ID)?.scrollIntoView({ block: "center" });
    if (picked !== undefined) region.current?.scrollIntoView({ block: "center" });
  }, [planning, picked]);
  if (!plans || (!plans.ahead.length && !plans.plans.length && !plans.dropped.length)) return null;
  return (
    <section class="plan-ahead" aria-labelledby="plan-title" ref={region}>
      <h2 id="plan-title">{t("plan.title")}</h2>
      {plans.dropped.map((d, i) => (
        <p key={i} class="plan-dropped" role="status">
          {t(d.reasons.includes("hand") ? "plan.droppedHand" : "plan.dropped", {
            moves: d.moves.map((m) => table.describeMove(m, t, undefined, props.game.players)).join("; "),
            reason: droppedReason(d.reasons, t),
          })}
        </p>
      ))}
      <PlanList {...props} />
      {error && <p role="alert">{t(`error.${error.code}`)}</p>}
      {planning !== undefined && picked !== undefined ? <PickedPlan {...props} /> : <Start {...props} />}
    </section>
  );
}

/** Why plans were dropped: the one reason they share, else "none of them applied". */
function droppedReason(reasons: readonly string[], t: Translate): string {
  const [first] = reasons;
  return first !== undefined && reasons.every((r) => r === first) ? t(`plan.reason.${first}`) : t("plan.reason.none");
}
