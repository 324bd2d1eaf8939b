import { useEffect, useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import { PushDevice } from "../components/PushDevice.tsx";
import { WEBHOOK_KINDS, Webhooks } from "../components/Webhooks.tsx";
import { useApp } from "../state.ts";

/** The kinds a player can switch, in the order the page lists them (the Worker's NOTIFICATION_KINDS). */
export const KINDS = ["yourTurn", "gameStarted", "gameOver", "invited", "reminder", "timedOut"] as const;
type Kind = (typeof KINDS)[number];
type Channel = "email" | "push" | "webhook";
type Kinds = Record<Kind, Channel[]>;

/**
 * Notification settings: per kind a checkbox per channel (only e-mail so far; push and webhook
 * become columns when the Worker offers them), saved at once, and a test button.
 */
export function Settings() {
  const { t } = useApp();
  const [kinds, setKinds] = useState<Kinds>();
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  useEffect(() => {
    void (async () => {
      const response = await api.api.me.notifications.$get();
      if (response.status === 200) setKinds((await response.json()).kinds);
      else setMessage({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
    })();
  }, []);

  const toggle = async (kind: Kind, channel: Channel, on: boolean) => {
    if (!kinds) return;
    const channels = on ? [...new Set([...kinds[kind], channel])] : kinds[kind].filter((c) => c !== channel);
    const response = await api.api.me.notifications.$put({ json: { kinds: { [kind]: channels } } });
    if (response.status === 200) {
      setKinds((await response.json()).kinds);
      setMessage({ text: t.value("settings.saved"), error: false });
    } else setMessage({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
  };

  const test = async () => {
    const response = await api.api.me.notifications.test.$post();
    if (response.status !== 200) return setMessage({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
    const { status } = await response.json();
    setMessage(status === "sent" ? { text: t.value("settings.testSent"), error: false } : { text: t.value("settings.testFailed"), error: true });
  };

  return (
    <section class="settings">
      <h1>{t.value("settings.title")}</h1>
      <p>{t.value("settings.intro")}</p>
      {kinds && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.value("settings.kind")}</th>
              <th scope="col">{t.value("settings.email")}</th>
              <th scope="col" id="channel-push">{t.value("settings.push")}</th>
              <th scope="col" id="channel-webhook">{t.value("webhooks.title")}</th>
            </tr>
          </thead>
          <tbody>
            {KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" id={`kind-${kind}`}>
                  {t.value(`settings.kind.${kind}`)}
                </th>
                <td>
                  <input
                    type="checkbox"
                    aria-labelledby={`kind-${kind}`}
                    checked={kinds[kind].includes("email")}
                    onChange={(e) => void toggle(kind, "email", e.currentTarget.checked)}
                  />
                </td>
                <td>
                  <input type="checkbox" aria-labelledby={`kind-${kind} channel-push`} checked={kinds[kind].includes("push")} onChange={(e) => void toggle(kind, "push", e.currentTarget.checked)} />
                </td>
                <td>{WEBHOOK_KINDS.includes(kind) && <input type="checkbox" aria-labelledby={`kind-${kind} channel-webhook`} checked={kinds[kind].includes("webhook")} onChange={(e) => void toggle(kind, "webhook", e.currentTarget.checked)} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PushDevice />
      <Webhooks />
      <button type="button" onClick={() => void test()}>
        {t.value("settings.test")}
      </button>
      {message && <p role={message.error ? "alert" : "status"}>{message.text}</p>}
    </section>
  );
}

export default Settings;
