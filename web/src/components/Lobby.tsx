import { useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import type { GameData } from "../game.ts";
import { useApp } from "../state.ts";

/** Before the start: who is in, join or leave, invite by name or link, start or cancel. */
export function Lobby({ game, invite, onChange }: { game: GameData; invite?: string; onChange: (game: GameData) => void }) {
  const { t, me } = useApp();
  const [error, setError] = useState<string>();
  const member = game.players.some((p) => p.userId === me.value?.id);
  const creator = game.createdBy === me.value?.id;
  const act = async (response: { ok: boolean; status: number; json(): Promise<unknown>; statusText: string }) => {
    if (response.ok) {
      setError(undefined);
      if (response.status === 200) onChange((await response.json()) as GameData);
    } else setError(t.value(`error.${(await errorOf(response)).code}`));
  };
  const param = { id: game.id };
  const link = game.inviteCode ? `${location.origin}/games/${game.id}?invite=${game.inviteCode}` : undefined;
  return (
    <section class="lobby">
      <h1>{t.value(`game.type.${game.type}`)}</h1>
      <p>{t.value("lobby.players", { count: game.players.length, seats: game.seatCount })}</p>
      <ul>
        {game.players.map((p) => (
          <li key={p.userId}>{p.name}</li>
        ))}
      </ul>
      {game.status === "cancelled" && <p>{t.value("lobby.cancelled")}</p>}
      {game.status === "open" && (
        <div class="actions">
          {!member && me.value && (
            <button type="button" onClick={async () => act(await api.api.games[":id"].join.$post({ param, json: { inviteCode: invite } }))}>
              {t.value("lobby.join")}
            </button>
          )}
          {member && !creator && (
            <button type="button" onClick={async () => act(await api.api.games[":id"].leave.$post({ param }))}>
              {t.value("lobby.leave")}
            </button>
          )}
          {creator && (
            <>
              <button type="button" onClick={async () => act(await api.api.games[":id"].start.$post({ param }))}>
                {t.value("lobby.start")}
              </button>
              <button type="button" onClick={async () => act(await api.api.games[":id"].cancel.$post({ param }))}>
                {t.value("lobby.cancel")}
              </button>
            </>
          )}
        </div>
      )}
      {member && game.status === "open" && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const name = String(new FormData(form).get("name") ?? "");
            const response = await api.api.games[":id"].invitations.$post({ param, json: { name } });
            if (response.status === 201) {
              form.reset();
              setError(t.value("lobby.invited", { name }));
            } else setError(t.value(`error.${(await errorOf(response)).code}`));
          }}
        >
          <label>
            {t.value("lobby.inviteByName")} <input name="name" required maxLength={32} />
          </label>
          <button type="submit">{t.value("lobby.invite")}</button>
        </form>
      )}
      {member && link && (
        <p>
          {t.value("lobby.shareLink")} <input readOnly value={link} aria-label={t.value("lobby.shareLink")} onFocus={(e) => e.currentTarget.select()} />
        </p>
      )}
      {error && <p role="status">{error}</p>}
    </section>
  );
}
