import { useLocation } from "preact-iso";
import { useApp } from "../state.ts";

/** Site header: home, the "next game" button (oldest waiting first), notification settings, profile. */
export function Header() {
  const { t, me, waiting } = useApp();
  const { route } = useLocation();
  const next = waiting.value[0];
  return (
    <header class="site-header">
      <a class="skip" href="#main">
        {t.value("app.skip")}
      </a>
      <a href="/" class="brand">
        {t.value("app.title")}
      </a>
      <nav>
        {next && (
          <button type="button" class="next-game" onClick={() => route(`/games/${next}`)}>
            {t.value("app.nextGame", { count: waiting.value.length })}
          </button>
        )}
        <a href="/leagues">{t.value("app.leagues")}</a>
        {me.value && <a href="/settings">{t.value("app.settings")}</a>}
        {me.value && <a href="/profile">{me.value.name}</a>}
      </nav>
    </header>
  );
}
