import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Answer } from "../leagues.ts";
import { useApp } from "../state.ts";

/**
 * A league page's answer, fetched again whenever `deps` change: its value once it came, else what
 * to show meanwhile (a missing league or season in words, another error, or "loading").
 * `fetch` answers null for a request not worth sending (an address that names nothing).
 */
export function useLeagueAnswer<T>(
  fetch: () => Promise<Answer<T>> | null,
  deps: unknown[],
): { value?: T; meanwhile: JSX.Element | null; reload: () => Promise<void> } {
  const { t } = useApp();
  const [value, setValue] = useState<T>();
  const [error, setError] = useState<string>();
  const notFound = () => setError(t.value("league.notFound"));
  const reload = async () => {
    const request = fetch();
    if (!request) return notFound();
    const answer = await request;
    if (answer.ok) setValue(answer.value);
    else if (answer.error.code === "NOT_FOUND") notFound();
    else setError(t.value(`error.${answer.error.code}`));
  };
  useEffect(() => {
    setValue(undefined);
    setError(undefined);
    void reload();
  }, deps);
  if (error)
    return {
      value,
      reload,
      meanwhile: (
        <p role="alert" class="error" data-prompt>
          {error}
        </p>
      ),
    };
  if (value === undefined) {
    return {
      value,
      reload,
      meanwhile: (
        <p class="lists-loading" aria-busy="true">
          {t.value("leagues.loading")}
        </p>
      ),
    };
  }
  return { value, reload, meanwhile: null };
}
