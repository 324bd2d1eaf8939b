import { useEffect, useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import { useApp } from "../state.ts";
import { TokenOnce } from "./ApiTokens.tsx";

type Bot = { id: string; name: string; tokens: { id: number; name: string }[] };

/**
 * The bot accounts the player owns: register one, make a token for it (shown once) to run it with
 * (worker/match/README.md has a complete bot), revoke its tokens.
 */
export function MyBots() {
  const { t } = useApp();
  const { bots, fresh, message, register, makeToken, revoke } = useBots();
  return (
    <section class="my-bots" aria-labelledby="bots-title">
      <h2 id="bots-title">{t.value("bots.title")}</h2>
      <p>{t.value("bots.intro")}</p>
      {fresh && <TokenOnce {...fresh} />}
      <ul>
        {bots?.map((bot) => (
          <li key={bot.id}>
            <strong>{bot.name}</strong>{" "}
            <button type="button" onClick={() => void makeToken(bot)}>
              {t.value("bots.token")}
            </button>
            {bot.tokens.map((token) => (
              <span key={token.id}>
                {" "}
                · {token.name}{" "}
                <button type="button" onClick={() => void revoke(bot.id, token.id)}>
                  {t.value("tokens.revoke")}
                </button>
              </span>
            ))}
          </li>
        ))}
      </ul>
      {bots && <NewBot register={register} />}
      {message && <p role="alert">{message}</p>}
    </section>
  );
}

function useBots() {
  const { t } = useApp();
  const [bots, setBots] = useState<Bot[]>();
  const [fresh, setFresh] = useState<{ name: string; token: string }>();
  const [message, setMessage] = useState<string>();
  const sayError = async (response: Parameters<typeof errorOf>[0]) =>
    setMessage(t.value(`error.${(await errorOf(response)).code}`));
  const load = async () => {
    const response = await api.api.me.bots.$get();
    if (response.status === 200) setBots((await response.json()).bots);
    else await sayError(response);
  };
  useEffect(() => void load(), []);

  const register = async (name: string): Promise<boolean> => {
    const response = await api.api.me.bots.$post({ json: { name } });
    if (response.status !== 201) {
      await sayError(response);
      return false;
    }
    setMessage(undefined);
    await load();
    return true;
  };
  const makeToken = async (bot: Bot) => {
    const name = `${bot.name} #${bot.tokens.length + 1}`;
    const json = { name, scopes: ["read", "play", "chat"] as ("read" | "play" | "chat")[] };
    const response = await api.api.me.bots[":id"].tokens.$post({ param: { id: bot.id }, json });
    if (response.status !== 201) return sayError(response);
    const made = await response.json();
    setFresh({ name: made.item.name, token: made.token });
    await load();
  };
  const revoke = async (botId: string, tokenId: number) => {
    const param = { id: botId, tokenId: String(tokenId) };
    const response = await api.api.me.bots[":id"].tokens[":tokenId"].$delete({ param });
    if (response.status !== 200) return sayError(response);
    setFresh(undefined);
    await load();
  };
  return { bots, fresh, message, register, makeToken, revoke };
}

function NewBot({ register }: { register: (name: string) => Promise<boolean> }) {
  const { t } = useApp();
  const [name, setName] = useState("");
  const submit = async (event: Event) => {
    event.preventDefault();
    if (await register(name.trim())) setName("");
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <label>
        {t.value("bots.name")}{" "}
        <input required minLength={2} maxLength={32} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>{" "}
      <button type="submit">{t.value("bots.register")}</button>
    </form>
  );
}
