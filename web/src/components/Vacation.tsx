import { useEffect, useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import { useApp } from "../state.ts";
import { formatWhen } from "../time.ts";

const DAY = 86_400_000;

type Status = { days: number; until: number | null; auto: boolean };

/** An answer of the vacation API, taken as the new status or shown as an error. */
type Take = (response: { status: number; json(): Promise<unknown>; statusText: string }) => Promise<void>;

/** Banked vacation days: go away (every clock stops), come back early, or let them be spent before a timeout. */
export function Vacation() {
  const { t } = useApp();
  const [status, setStatus] = useState<Status>();
  const [error, setError] = useState<string>();
  const take: Take = async (response) => {
    if (response.status === 200) {
      setStatus((await response.json()) as Status);
      setError(undefined);
    } else setError(t.value(`error.${(await errorOf(response)).code}`));
  };
  useEffect(() => {
    void api.api.me.vacation.$get().then(take);
  }, []);
  if (!status) return null;
  return (
    <section class="vacation-settings">
      <h2>{t.value("vacation.title")}</h2>
      <p>{t.value("vacation.balance", { count: Math.floor(status.days) })}</p>
      {status.until ? <OnVacation until={status.until} take={take} /> : <GoAway days={status.days} take={take} />}
      <label class="check-row">
        <input
          type="checkbox"
          checked={status.auto}
          onChange={async (e) => take(await api.api.me.vacation.auto.$put({ json: { auto: e.currentTarget.checked } }))}
        />{" "}
        {t.value("vacation.auto")}
      </label>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

/** Away until `until`: come back now. */
function OnVacation({ until, take }: { until: number; take: Take }) {
  const { t, me } = useApp();
  return (
    <>
      <p>
        {t.value("vacation.until", { date: formatWhen(until, t.value.language, me.value?.timeZone) })}{" "}
        <button
          type="button"
          aria-describedby="vacation-return-rule"
          onClick={async () => take(await api.api.me.vacation.end.$post())}
        >
          {t.value("vacation.end")}
        </button>
      </p>
      {/* The rule, before the button is pressed: whole days not begun come back, deadlines already moved stay. */}
      <p id="vacation-return-rule" class="hint">
        {t.value("lists.vacationReturnRule", { count: Math.max(0, Math.floor((until - Date.now()) / DAY)) })}
      </p>
    </>
  );
}

/** Going on vacation for some of the `days` banked. */
function GoAway({ days, take }: { days: number; take: Take }) {
  const { t } = useApp();
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const chosen = Number(new FormData(e.currentTarget).get("days"));
        await take(await api.api.me.vacation.$post({ json: { days: chosen } }));
      }}
    >
      <label>
        {t.value("vacation.days")}{" "}
        <input name="days" type="number" min={1} max={Math.max(1, Math.floor(days))} defaultValue="1" required />
      </label>
      <button type="submit" disabled={days < 1}>
        {t.value("vacation.start")}
      </button>
      <p class="hint">{t.value("lists.vacationStartRule")}</p>
    </form>
  );
}
