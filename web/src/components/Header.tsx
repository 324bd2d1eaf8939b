import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import { useApp } from "../state.ts";

/**
 * Site header: home, the "next game" button (oldest waiting first), notification settings, profile.
 * On a phone it keeps to one row: the links fold into a menu that one tap opens.
 */
export function Header() {
  const { t, me, waiting } = useApp();
  const { route, url } = useLocation();
  const [menu, setMenu] = useState<string>();
  // The menu closes when a link in it leads elsewhere.
  const open = menu === url;
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
        <button
          type="button"
          class="menu-toggle"
          aria-expanded={open}
          aria-controls="site-links"
          onClick={() => setMenu(open ? undefined : url)}
        >
          {t.value("app.menu")}
        </button>
        <div id="site-links" class={open ? "site-links open" : "site-links"}>
          <a href="/leagues">{t.value("app.leagues")}</a>
          {me.value && <a href="/settings">{t.value("app.settings")}</a>}
          {me.value && <a href="/profile">{me.value.name}</a>}
        </div>
      </nav>
    </header>
  );
}
