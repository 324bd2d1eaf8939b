import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import { GAME_TYPES } from "../../boards/index.ts";
import { api, errorOf } from "../api.ts";
import { useApp } from "../state.ts";

const DAYS = [1, 2, 3, 5, 7, 10, 14] as const;

/** A new game with its options; the server checks them with the game's own schema. */
export function CreateGame() {
  const { t } = useApp();
  const { route } = useLocation();
  const [error, setError] = useState<string>();
  return (
    <section>
      <h2>{t.value("create.title")}</h2>
      <form
        class="create-game"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const response = await api.api.games.$post({
            json: {
              type: String(form.get("type")),
              seats: Number(form.get("seats")),
              visibility: form.get("visibility") === "invite" ? "invite" : "public",
              options: { hiddenScores: form.get("hiddenScores") === "on" },
              timeControl: { kind: "perMove", days: Number(form.get("days")) as (typeof DAYS)[number] },
              timeoutPolicy: form.get("timeout") === "drop" ? "drop" : "bot",
            },
          });
          if (response.status === 201) route(`/games/${((await response.json()) as { id: string }).id}`);
          else setError(t.value(`error.${(await errorOf(response)).code}`));
        }}
      >
        <label>
          {t.value("create.game")}
          <select name="type">
            {GAME_TYPES.map((type) => (
              <option value={type} key={type}>
                {t.value(`game.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.value("create.seats")}
          <select name="seats" defaultValue="4">
            {[2, 3, 4, 5].map((n) => (
              <option value={n} key={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" name="hiddenScores" defaultChecked /> {t.value("create.hiddenScores")}
        </label>
        <label>
          {t.value("create.visibility")}
          <select name="visibility">
            <option value="public">{t.value("create.public")}</option>
            <option value="invite">{t.value("create.invite")}</option>
          </select>
        </label>
        <label>
          {t.value("create.days")}
          <select name="days" defaultValue="3">
            {DAYS.map((d) => (
              <option value={d} key={d}>
                {t.value("time.days", { count: d })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.value("create.timeout")}
          <select name="timeout">
            <option value="bot">{t.value("create.timeoutBot")}</option>
            <option value="drop">{t.value("create.timeoutDrop")}</option>
          </select>
        </label>
        <button type="submit">{t.value("create.submit")}</button>
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
