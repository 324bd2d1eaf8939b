import { useEffect, useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import { PushDevice } from "../components/PushDevice.tsx";
import { WEBHOOK_KINDS, Webhooks } from "../components/Webhooks.tsx";
import { useApp } from "../state.ts";

/** The kinds a player can switch, in the order the page lists them (the Worker's NOTIFICATION_KINDS). */
export const KINDS = [
  "yourTurn",
  "gameStarted",
  "gameOver",
  "invited",
  "reminder",
  "timedOut",
  "chatMention",
  "league",
  "planDropped",
] as const;
type Kind = (typeof KINDS)[number];
type Channel = "email" | "push" | "webhook";
type Kinds = Record<Kind, Channel[]>;
/** The reminder levels, hours before a deadline (the Worker's REMINDER_HOURS). */
export const REMINDER_HOURS = [24, 4, 1] as const;
type ReminderHour = (typeof REMINDER_HOURS)[number];
/** Minutes a "your turn" e-mail may wait for the player to open the game (the Worker's TURN_MAIL_GRACES). */
export const TURN_MAIL_GRACES = [0, 5, 10, 30, 60] as const;
type TurnMailGrace = (typeof TURN_MAIL_GRACES)[number];
type Preferences = { kinds: Kinds; reminders: ReminderHour[]; digestHour: number | null; turnMailGrace: number };
type Change = {
  kinds?: Partial<Kinds>;
  reminders?: ReminderHour[];
  digestHour?: number | null;
  turnMailGrace?: TurnMailGrace;
};
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Notification settings, each change saved at once: per kind a checkbox per channel, the
 * reminders, the digest hour, the "your turn" e-mail's grace; this device's push, the webhooks,
 * and a test button.
 */
export function Settings() {
  const { t } = useApp();
  const { prefs, message, setMessage, save } = usePreferences();
  const kinds = prefs?.kinds;

  const toggle = async (kind: Kind, channel: Channel, on: boolean) => {
    if (!kinds) return;
    const channels = on ? [...new Set([...kinds[kind], channel])] : kinds[kind].filter((c) => c !== channel);
    await save({ kinds: { [kind]: channels } });
  };

  const remind = async (hours: ReminderHour, on: boolean) => {
    if (!prefs) return;
    await save({ reminders: REMINDER_HOURS.filter((h) => (h === hours ? on : prefs.reminders.includes(h))) });
  };

  const test = async () => {
    const response = await api.api.me.notifications.test.$post();
    if (response.status !== 200)
      return setMessage({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
    const { status } = await response.json();
    setMessage(
      status === "sent"
        ? { text: t.value("settings.testSent"), error: false }
        : { text: t.value("settings.testFailed"), error: true },
    );
  };

  return (
    <section class="settings">
      <h1>{t.value("settings.title")}</h1>
      <p>{t.value("settings.intro")}</p>
      {kinds && <KindsTable kinds={kinds} toggle={(kind, channel, on) => void toggle(kind, channel, on)} />}
      {prefs && <Reminders reminders={prefs.reminders} remind={(hours, on) => void remind(hours, on)} />}
      {prefs && <DigestHour hour={prefs.digestHour} save={(change) => void save(change)} />}
      {prefs && <TurnGrace grace={prefs.turnMailGrace} save={(change) => void save(change)} />}
      {/* Shown with the preferences, not before: arriving above them, the table would push them down. */}
      {prefs && (
        <>
          <PushDevice />
          <Webhooks />
          <button type="button" onClick={() => void test()}>
            {t.value("settings.test")}
          </button>
        </>
      )}
      {message && <p role={message.error ? "alert" : "status"}>{message.text}</p>}
    </section>
  );
}

/** The player's preferences, loaded once and saved change by change, and what the last answer said. */
function usePreferences() {
  const { t } = useApp();
  const [prefs, setPrefs] = useState<Preferences>();
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const take = (answer: {
    kinds: Kinds;
    reminders?: ReminderHour[];
    digestHour?: number | null;
    turnMailGrace?: number;
  }) =>
    setPrefs({
      kinds: answer.kinds,
      reminders: answer.reminders ?? [...REMINDER_HOURS],
      digestHour: answer.digestHour ?? null,
      turnMailGrace: answer.turnMailGrace ?? 10,
    });
  useEffect(() => {
    void (async () => {
      const response = await api.api.me.notifications.$get();
      if (response.status === 200) take(await response.json());
      else setMessage({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
    })();
  }, []);
  const save = async (json: Change) => {
    const response = await api.api.me.notifications.$put({ json });
    if (response.status === 200) {
      take(await response.json());
      setMessage({ text: t.value("settings.saved"), error: false });
    } else setMessage({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
  };
  return { prefs, message, setMessage, save };
}

/** Per kind a row, per channel a checkbox (webhooks only for the kinds they carry). */
function KindsTable({ kinds, toggle }: { kinds: Kinds; toggle: (kind: Kind, channel: Channel, on: boolean) => void }) {
  const { t } = useApp();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t.value("settings.kind")}</th>
          <th scope="col">{t.value("settings.email")}</th>
          <th scope="col" id="channel-push">
            {t.value("settings.push")}
          </th>
          <th scope="col" id="channel-webhook">
            {t.value("webhooks.title")}
          </th>
        </tr>
      </thead>
      <tbody>
        {KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row" id={`kind-${kind}`}>
              {t.value(`settings.kind.${kind}`)}
            </th>
            {/* Each cell is a label around its checkbox: the whole cell is the target. */}
            <td>
              <ChannelBox
                labelledBy={`kind-${kind}`}
                checked={kinds[kind].includes("email")}
                change={(on) => toggle(kind, "email", on)}
              />
            </td>
            <td>
              <ChannelBox
                labelledBy={`kind-${kind} channel-push`}
                checked={kinds[kind].includes("push")}
                change={(on) => toggle(kind, "push", on)}
              />
            </td>
            <td>
              {WEBHOOK_KINDS.includes(kind) && (
                <ChannelBox
                  labelledBy={`kind-${kind} channel-webhook`}
                  checked={kinds[kind].includes("webhook")}
                  change={(on) => toggle(kind, "webhook", on)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One kind's checkbox for one channel, named by its row and (but e-mail's) its column. */
function ChannelBox({
  labelledBy,
  checked,
  change,
}: {
  labelledBy: string;
  checked: boolean;
  change: (on: boolean) => void;
}) {
  return (
    <label class="check-target">
      <input
        type="checkbox"
        aria-labelledby={labelledBy}
        checked={checked}
        onChange={(e) => change(e.currentTarget.checked)}
      />
    </label>
  );
}

/** The reminder levels, each on or off. */
function Reminders({
  reminders,
  remind,
}: {
  reminders: readonly ReminderHour[];
  remind: (hours: ReminderHour, on: boolean) => void;
}) {
  const { t } = useApp();
  return (
    <fieldset>
      <legend>{t.value("settings.reminders")}</legend>
      {REMINDER_HOURS.map((hours) => (
        <label key={hours} class="check-row">
          <input
            type="checkbox"
            checked={reminders.includes(hours)}
            onChange={(e) => remind(hours, e.currentTarget.checked)}
          />{" "}
          {t.value("settings.reminderHours", { count: hours })}
        </label>
      ))}
    </fieldset>
  );
}

/** The hour of the daily digest, or none. */
function DigestHour({ hour, save }: { hour: number | null; save: (change: Change) => void }) {
  const { t } = useApp();
  return (
    <p>
      <label>
        {t.value("settings.digest")}{" "}
        <select
          value={hour === null ? "" : String(hour)}
          onChange={(e) => save({ digestHour: e.currentTarget.value === "" ? null : Number(e.currentTarget.value) })}
        >
          <option value="">{t.value("settings.digestNone")}</option>
          {HOURS.map((h) => (
            <option key={h} value={String(h)}>
              {t.value("settings.digestAt", { hour: String(h).padStart(2, "0") })}
            </option>
          ))}
        </select>
      </label>
      <br />
      <small>{t.value("settings.digestNote")}</small>
    </p>
  );
}

/** How long a "your turn" e-mail waits for the player to open the game. */
function TurnGrace({ grace, save }: { grace: number; save: (change: Change) => void }) {
  const { t } = useApp();
  return (
    <p>
      <label>
        {t.value("settings.turnGrace")}{" "}
        <select
          value={String(grace)}
          onChange={(e) => save({ turnMailGrace: Number(e.currentTarget.value) as TurnMailGrace })}
        >
          {TURN_MAIL_GRACES.map((m) => (
            <option key={m} value={String(m)}>
              {m === 0 ? t.value("settings.turnGraceNone") : t.value("settings.turnGraceAfter", { count: m })}
            </option>
          ))}
        </select>
      </label>
      <br />
      <small>{t.value("settings.turnGraceNote")}</small>
    </p>
  );
}

export default Settings;
