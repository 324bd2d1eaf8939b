import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import type { AnyGameClient } from "../../boards/types.ts";
import { api, errorOf } from "../api.ts";
import { browserTimeZone } from "../pages/SignIn.tsx";
import { useApp } from "../state.ts";

/**
 * "Play now against bots" for a game with a table: a game of one person and bots that starts at
 * once, as a new guest when nobody is signed in (the answer sets the guest's session), then its table.
 */
export function PlayNowButton({ game }: { game: AnyGameClient }) {
  const app = useApp();
  const { route } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!game.table) return null;
  const name = app.t.value(`game.type.${game.id}`);
  return (
    <span class="play-now">
      <button
        type="button"
        class="primary"
        disabled={busy}
        aria-label={app.t.value("home.playNowNamed", { game: name })}
        onClick={async () => {
          setBusy(true);
          const response = await api.api["play-now"].$post({
            json: { type: game.id, language: app.language.value, timeZone: browserTimeZone() ?? "UTC" },
          });
          setBusy(false);
          if (response.status !== 201) return setError(app.t.value(`error.${(await errorOf(response)).code}`));
          const { id } = (await response.json()) as { id: string };
          await app.loadMe();
          route(`/games/${id}`);
        }}
      >
        {app.t.value("home.playNow")}
      </button>
      {error && (
        <span role="alert" class="error">
          {error}
        </span>
      )}
    </span>
  );
}
