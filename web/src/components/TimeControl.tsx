import type { JSX } from "preact";
import { useState } from "preact/hooks";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { TimeControl } from "../../../worker/http/client.ts";

/** The days a move may take, and a bank's choices: what the server's time control schema accepts (worker/match/clock.ts). */
const DAYS = [1, 2, 3, 5, 7, 10, 14] as const;
const BANK_DAYS = [3, 5, 7, 10, 14, 21, 30] as const;
const ADD_DAYS = [0, 1, 2, 3] as const;
const CAP_DAYS = [7, 10, 14, 20, 30, 45, 60] as const;

type Kind = TimeControl["kind"];

/** A select of day counts whose first choice is `initial` (Preact ignores defaultValue on a select, so the choice is state). */
function Days(props: { name: string; label: string; initial: number; days: readonly number[]; t: Translate }) {
  const [value, setValue] = useState(String(props.initial));
  return (
    <label>
      {props.label}
      <select name={props.name} value={value} onChange={(e) => setValue(e.currentTarget.value)}>
        {props.days.map((d) => (
          <option value={String(d)} key={d}>
            {props.t("time.days", { count: d })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One way of keeping time: its radio button, and under it one line on what it means. */
function Way(props: { kind: Kind; chosen: Kind; onChoose: (kind: Kind) => void; t: Translate }): JSX.Element {
  const { kind, chosen, onChoose, t } = props;
  return (
    <div class="clock-way">
      <label>
        <input
          type="radio"
          name="clock"
          value={kind}
          checked={kind === chosen}
          onChange={() => onChoose(kind)}
          aria-describedby={`clock-${kind}-help`}
        />
        {t(`create.clock.${kind}`)}
      </label>
      <p class="hint" id={`clock-${kind}-help`}>
        {t(`create.clock.${kind}Help`)}
      </p>
    </div>
  );
}

/**
 * The new-game form's clock: the three time controls the service keeps (days per move, a bank of
 * days, and with a bank the weekend pause: worker/match/README.md says why not with days per
 * move), each with a line on what it means.
 */
export function TimeControlFields({ t }: { t: Translate }): JSX.Element {
  const [kind, setKind] = useState<Kind>("perMove");
  return (
    <fieldset class="time-control">
      <legend>{t("create.clock")}</legend>
      <Way kind="perMove" chosen={kind} onChoose={setKind} t={t} />
      <Way kind="bank" chosen={kind} onChoose={setKind} t={t} />
      {kind === "perMove" ? (
        <div class="clock-days">
          <Days name="days" label={t("create.days")} initial={3} days={DAYS} t={t} />
        </div>
      ) : (
        <>
          <div class="clock-days">
            <Days name="bankDays" label={t("create.clock.bankDays")} initial={10} days={BANK_DAYS} t={t} />
            <Days name="addDays" label={t("create.clock.addDays")} initial={1} days={ADD_DAYS} t={t} />
            <Days name="capDays" label={t("create.clock.capDays")} initial={20} days={CAP_DAYS} t={t} />
          </div>
          <div class="clock-way">
            <label>
              <input type="checkbox" name="weekendPause" aria-describedby="clock-weekend-help" />
              {t("create.clock.weekendPause")}
            </label>
            <p class="hint" id="clock-weekend-help">
              {t("create.clock.weekendPauseHelp")}
            </p>
          </div>
        </>
      )}
    </fieldset>
  );
}

const oneOf = <N extends number>(choices: readonly N[], value: unknown, fallback: N): N =>
  choices.find((c) => String(c) === value) ?? fallback;

/** The time control the filled-in form stands for. */
export function readTimeControl(form: FormData): TimeControl {
  if (form.get("clock") === "bank")
    return {
      kind: "bank",
      initialDays: oneOf(BANK_DAYS, form.get("bankDays"), 10),
      addDays: oneOf(ADD_DAYS, form.get("addDays"), 1),
      capDays: oneOf(CAP_DAYS, form.get("capDays"), 20),
      weekendPause: form.get("weekendPause") === "on",
    };
  return { kind: "perMove", days: oneOf(DAYS, form.get("days"), 3) };
}
