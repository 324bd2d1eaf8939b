import { useEffect, useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import { useApp } from "../state.ts";
import { formatWhen } from "../time.ts";

/** The scopes a token can have (the Worker's TOKEN_SCOPES), in the order the form offers them. */
const SCOPES = ["read", "play", "chat", "bot"] as const;
type Scope = (typeof SCOPES)[number];
type Token = { id: number; name: string; scopes: Scope[]; createdAt: number; lastUsedAt: number | null };

/**
 * Personal API tokens for programs and bots: each named, with its scopes, when it was last used,
 * revocable. A new token is shown once, here, and never again.
 */
export function ApiTokens() {
  const { t } = useApp();
  const { tokens, fresh, message, create, revoke } = useApiTokens();
  return (
    <section class="api-tokens" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t.value("tokens.title")}</h2>
      <p>
        {t.value("tokens.intro")} <a href="/api/docs">{t.value("tokens.docs")}</a>
      </p>
      {fresh && <TokenOnce {...fresh} />}
      {tokens && (
        <>
          {tokens.length === 0 && <p>{t.value("tokens.none")}</p>}
          <ul>
            {tokens.map((token) => (
              <TokenItem key={token.id} token={token} revoke={revoke} />
            ))}
          </ul>
          <NewToken create={create} />
        </>
      )}
      {message && <p role="alert">{message}</p>}
    </section>
  );
}

/** A token just made, with the warning that this is the only time it shows. */
export function TokenOnce({ name, token }: { name: string; token: string }) {
  const { t } = useApp();
  return (
    <div role="status" class="token-once">
      <p>{t.value("tokens.once", { name })}</p>
      <code>{token}</code>
    </div>
  );
}

function TokenItem({ token, revoke }: { token: Token; revoke: (id: number) => Promise<void> }) {
  const { t, me } = useApp();
  const when = (at: number) => formatWhen(at, t.value.language, me.value?.timeZone);
  return (
    <li>
      <strong>{token.name}</strong> · {token.scopes.map((s) => t.value(`tokens.scope.${s}`)).join(", ")} ·{" "}
      {token.lastUsedAt === null
        ? t.value("tokens.neverUsed")
        : t.value("tokens.lastUsed", { when: when(token.lastUsedAt) })}{" "}
      <button type="button" onClick={() => void revoke(token.id)}>
        {t.value("tokens.revoke")}
      </button>
    </li>
  );
}

/** The tokens as the server lists them, the one just made (shown once), and what the last answer said. */
function useApiTokens() {
  const { t } = useApp();
  const [tokens, setTokens] = useState<Token[]>();
  const [fresh, setFresh] = useState<{ name: string; token: string }>();
  const [message, setMessage] = useState<string>();
  const sayError = async (response: Parameters<typeof errorOf>[0]) =>
    setMessage(t.value(`error.${(await errorOf(response)).code}`));

  useEffect(() => {
    void (async () => {
      const response = await api.api.me.tokens.$get();
      if (response.status === 200) setTokens((await response.json()).tokens);
      else await sayError(response);
    })();
  }, []);

  const create = async (name: string, scopes: Scope[]): Promise<boolean> => {
    const response = await api.api.me.tokens.$post({ json: { name, scopes } });
    if (response.status !== 201) {
      await sayError(response);
      return false;
    }
    const made = await response.json();
    setTokens((list) => [...(list ?? []), made.item]);
    setFresh({ name: made.item.name, token: made.token });
    setMessage(undefined);
    return true;
  };

  const revoke = async (id: number) => {
    const response = await api.api.me.tokens[":id"].$delete({ param: { id: String(id) } });
    if (response.status !== 200) return sayError(response);
    setTokens((list) => list?.filter((token) => token.id !== id));
    setFresh(undefined);
  };

  return { tokens, fresh, message, create, revoke };
}

/** The form for one more token: its name and scopes (reading and playing ticked to begin with). */
function NewToken({ create }: { create: (name: string, scopes: Scope[]) => Promise<boolean> }) {
  const { t } = useApp();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<Scope[]>(["read", "play"]);
  const toggle = (scope: Scope, on: boolean) =>
    setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));
  const submit = async (event: Event) => {
    event.preventDefault();
    if (
      await create(
        name.trim(),
        SCOPES.filter((s) => scopes.includes(s)),
      )
    )
      setName("");
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <label>
        {t.value("tokens.name")}{" "}
        <input required maxLength={60} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <fieldset>
        <legend>{t.value("tokens.scopes")}</legend>
        {SCOPES.map((scope) => (
          <label key={scope}>
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.currentTarget.checked)}
            />{" "}
            {t.value(`tokens.scope.${scope}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={scopes.length === 0}>
        {t.value("tokens.create")}
      </button>
    </form>
  );
}
