import { useEffect, useState } from "preact/hooks";
import { api, errorOf, type ApiError } from "../api.ts";
import { useApp } from "../state.ts";

/** The kinds a webhook can carry (the Worker's ONLY_KINDS.webhook): the settings table offers only these. */
export const WEBHOOK_KINDS: readonly string[] = ["yourTurn", "gameOver"];

type Flavor = "discord" | "slack";
type Hook = { id: number; url: string; flavor: Flavor };
/** Discord and Slack are names, the same in every language. */
const FLAVORS: readonly [Flavor, string][] = [
  ["discord", "Discord"],
  ["slack", "Slack"],
];

/**
 * The player's webhooks: list, add (URL and flavor), delete, and a test post per webhook. The
 * server checks every URL; a refusal names its reason, which is shown in words.
 */
export function Webhooks() {
  const { t } = useApp();
  const { hooks, max, message, add, remove, test } = useWebhooks();
  return (
    <section class="webhooks" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{t.value("webhooks.title")}</h2>
      <p>{t.value("webhooks.intro")}</p>
      {hooks && (
        <>
          <p>
            {hooks.length === 0 ? t.value("webhooks.none") : t.value("webhooks.count", { count: hooks.length, max })}
          </p>
          <ul>
            {hooks.map((hook) => (
              <li key={hook.id}>
                <span>{FLAVORS.find(([f]) => f === hook.flavor)?.[1]}: </span>
                <code>{hook.url}</code>{" "}
                <button type="button" onClick={() => void test(hook.id)}>
                  {t.value("webhooks.test")}
                </button>{" "}
                <button type="button" onClick={() => void remove(hook.id)}>
                  {t.value("webhooks.delete")}
                </button>
              </li>
            ))}
          </ul>
          {hooks.length < max && <NewWebhook add={add} />}
        </>
      )}
      {message && <p role={message.error ? "alert" : "status"}>{message.text}</p>}
    </section>
  );
}

/** The webhooks as the server keeps them, what adding, deleting and testing one does, and what the last answer said. */
function useWebhooks() {
  const { t } = useApp();
  const [hooks, setHooks] = useState<Hook[]>();
  const [max, setMax] = useState(5);
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const say = (text: string, error = false) => setMessage({ text, error });
  const sayError = (e: ApiError) => {
    const reason = e.issues?.[0]?.message;
    say(
      reason && t.value.has(`webhooks.refused.${reason}`)
        ? t.value(`webhooks.refused.${reason}`)
        : t.value(`error.${e.code}`),
      true,
    );
  };

  useEffect(() => {
    void (async () => {
      const response = await api.api.me.webhooks.$get();
      if (response.status !== 200) return sayError(await errorOf(response));
      const answer = await response.json();
      setHooks(answer.webhooks);
      setMax(answer.max);
    })();
  }, []);

  const add = async (url: string, flavor: Flavor): Promise<boolean> => {
    const response = await api.api.me.webhooks.$post({ json: { url, flavor } });
    if (response.status !== 201) {
      sayError(await errorOf(response));
      return false;
    }
    const hook = await response.json();
    setHooks((list) => [...(list ?? []), hook]);
    say(t.value("webhooks.added"));
    return true;
  };

  const remove = async (id: number) => {
    const response = await api.api.me.webhooks[":id"].$delete({ param: { id: String(id) } });
    if (response.status !== 200) return sayError(await errorOf(response));
    setHooks((list) => list?.filter((h) => h.id !== id));
    say(t.value("webhooks.deleted"));
  };

  const test = async (id: number) => {
    const response = await api.api.me.webhooks[":id"].test.$post({ param: { id: String(id) } });
    if (response.status !== 200) return sayError(await errorOf(response));
    const answer = await response.json();
    if (answer.outcome === "gone") setHooks((list) => list?.filter((h) => h.id !== id));
    say(t.value(`webhooks.outcome.${answer.outcome}`, { status: answer.status }), answer.outcome !== "sent");
  };

  return { hooks, max, message, add, remove, test };
}

/** The form for one more webhook: its URL and flavor, cleared once the server took it. */
function NewWebhook({ add }: { add: (url: string, flavor: Flavor) => Promise<boolean> }) {
  const { t } = useApp();
  const [url, setUrl] = useState("");
  const [flavor, setFlavor] = useState<Flavor>("discord");
  const submit = async (event: Event) => {
    event.preventDefault();
    if (await add(url.trim(), flavor)) setUrl("");
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <label>
        {t.value("webhooks.url")}{" "}
        <input
          type="url"
          required
          inputMode="url"
          placeholder="https://"
          value={url}
          onInput={(e) => setUrl(e.currentTarget.value)}
        />
      </label>{" "}
      <label>
        {t.value("webhooks.flavor")}{" "}
        <select value={flavor} onChange={(e) => setFlavor(e.currentTarget.value as Flavor)}>
          {FLAVORS.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>{" "}
      <button type="submit">{t.value("webhooks.add")}</button>
    </form>
  );
}
