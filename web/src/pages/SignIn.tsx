import { useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import { useApp } from "../state.ts";

/** The browser's time zone, for a new account or guest. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Passwordless: a link by e-mail. Locally the mail shows on /dev/mail. */
export function SignIn({ nested = false }: { nested?: boolean }) {
  const { t, language } = useApp();
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();
  const local = location.hostname === "localhost" || location.hostname === "127.0.0.1";
  return (
    <section class="sign-in">
      {nested ? <h2>{t.value("signIn.title")}</h2> : <h1>{t.value("signIn.title")}</h1>}
      <p>{t.value("signIn.intro")}</p>
      <form
        data-prompt
        onSubmit={async (e) => {
          e.preventDefault();
          const email = String(new FormData(e.currentTarget).get("email") ?? "");
          // A new account starts with this browser's language and time zone.
          const response = await api.api.auth.email.$post({
            json: { email, language: language.value, timeZone: browserTimeZone() },
          });
          if (response.status === 202) {
            setSent(email);
            setError(undefined);
          } else setError(t.value(`error.${(await errorOf(response)).code}`));
        }}
      >
        <label>
          {t.value("signIn.email")} <input name="email" type="email" required autoComplete="email" />
        </label>
        <button type="submit">{t.value("signIn.send")}</button>
      </form>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {sent && (
        <p role="status">
          {t.value("signIn.sent", { email: sent })} {local && <a href="/dev/mail">{t.value("signIn.devMail")}</a>}
        </p>
      )}
    </section>
  );
}
