import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import { api, errorOf } from "../api.ts";
import type { GameData } from "../game.ts";
import { minPlayers } from "../games.ts";
import { useApp } from "../state.ts";
import { GameSettings } from "./GameSettings.tsx";
import { Rules } from "./Rules.tsx";

/** Before the start: the settings, who is in and who is invited, join or leave, invite by name or link, start or cancel. */
export function Lobby({
  game,
  invite,
  onChange,
}: {
  game: GameData;
  invite?: string;
  onChange: (game: GameData) => void;
}) {
  const { t, me } = useApp();
  const { route } = useLocation();
  const [error, setError] = useState<string>();
  const [invitedNow, setInvitedNow] = useState<string[]>([]);
  const [copied, setCopied] = useState(false);
  const member = game.players.some((p) => p.userId === me.value?.id);
  const creator = game.createdBy === me.value?.id;
  const full = game.players.length >= game.seatCount;
  const need = minPlayers(game.type);
  const seatedNames = new Set(game.players.map((p) => p.name.toLowerCase()));
  // Invitations this page just sent show at once; the server's list comes with the next answer.
  const invited = [...new Set([...(game.invited ?? []), ...invitedNow])].filter(
    (name) => !seatedNames.has(name.toLowerCase()),
  );
  const act = async (response: { ok: boolean; status: number; json(): Promise<unknown>; statusText: string }) => {
    if (response.ok) {
      setError(undefined);
      if (response.status === 200) onChange((await response.json()) as GameData);
      // 204: I left a game I may no longer see (invite-only): back to my games.
      else if (response.status === 204) route("/");
    } else setError(t.value(`error.${(await errorOf(response)).code}`));
  };
  const param = { id: game.id };
  const link = game.inviteCode ? `${location.origin}/games/${game.id}?invite=${game.inviteCode}` : undefined;
  return (
    <section class="lobby">
      <h1>{t.value(`game.type.${game.type}`)}</h1>
      <Rules gameType={game.type} t={t.value} />
      <p class="lobby-settings">
        <GameSettings t={t.value} game={game} />
      </p>
      <h2>{t.value("lobby.players", { count: game.players.length, seats: game.seatCount })}</h2>
      <ul class="lobby-players">
        {game.players.map((p) => (
          <li key={p.userId}>
            {p.name}
            {p.userId === game.createdBy && <small> · {t.value("lists.host")}</small>}
          </li>
        ))}
        {invited.map((name) => (
          <li key={`invited-${name}`} class="invited">
            {t.value("lists.invitedPlayer", { name })}
          </li>
        ))}
      </ul>
      {game.status === "cancelled" && <p>{t.value("lobby.cancelled")}</p>}
      {game.status === "open" && (
        <div class="actions" data-prompt>
          {!member && me.value && !full && (
            <button
              type="button"
              class="primary"
              onClick={async () => act(await api.api.games[":id"].join.$post({ param, json: { inviteCode: invite } }))}
            >
              {t.value("lobby.join")}
            </button>
          )}
          {!member && full && <p>{t.value("error.GAME_FULL")}</p>}
          {member && !creator && (
            <button type="button" onClick={async () => act(await api.api.games[":id"].leave.$post({ param }))}>
              {t.value("lobby.leave")}
            </button>
          )}
          {creator && (
            <>
              <button
                type="button"
                class="primary"
                disabled={game.players.length < need}
                aria-describedby="start-reason"
                onClick={async () => act(await api.api.games[":id"].start.$post({ param }))}
              >
                {t.value("lobby.start")}
              </button>
              <button type="button" onClick={async () => act(await api.api.games[":id"].cancel.$post({ param }))}>
                {t.value("lobby.cancel")}
              </button>
              <p id="start-reason" class="start-reason">
                {game.players.length < need
                  ? t.value("lists.needPlayers", { count: need, have: game.players.length })
                  : full
                    ? t.value("lists.readyFull")
                    : t.value("lists.readyNotFull", { count: game.players.length, seats: game.seatCount })}
              </p>
            </>
          )}
        </div>
      )}
      {member && game.status === "open" && !full && (
        <form
          class="invite-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const name = String(new FormData(form).get("name") ?? "").trim();
            const response = await api.api.games[":id"].invitations.$post({ param, json: { name } });
            if (response.status === 201) {
              form.reset();
              setInvitedNow((list) => [...list, name]);
              setError(t.value("lobby.invited", { name }));
            } else setError(t.value(`error.${(await errorOf(response)).code}`));
          }}
        >
          <label>
            {t.value("lobby.inviteByName")} <input name="name" required maxLength={32} autoComplete="off" />
          </label>
          <button type="submit">{t.value("lobby.invite")}</button>
        </form>
      )}
      {member && link && !full && (
        <div class="share-link">
          <label for="share-link">{t.value("lobby.shareLink")}</label>
          <div class="share-link-row">
            <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <button
              type="button"
              onClick={async () => {
                // The clipboard API needs a secure context; elsewhere the selected text is for the person to copy.
                const copiedNow = await navigator.clipboard?.writeText(link).then(
                  () => true,
                  () => false,
                );
                if (!copiedNow) document.querySelector<HTMLInputElement>("#share-link")?.select();
                setCopied(copiedNow ?? false);
              }}
            >
              {t.value("lists.copy")}
            </button>
          </div>
          {copied && <p role="status">{t.value("lists.copied")}</p>}
        </div>
      )}
      {error && <p role="status">{error}</p>}
    </section>
  );
}
