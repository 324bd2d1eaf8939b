import type { JSX } from "preact";
import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import { GAMES } from "../../boards/index.ts";
import type { AnyGameClient } from "../../boards/types.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { api, errorOf } from "../api.ts";
import { useApp } from "../state.ts";
import { readTimeControl, TimeControlFields } from "./TimeControl.tsx";

/** A new game is of a game whose table is here: the others are played through the API for now. */
const CREATABLE = GAMES.filter((game) => game.table !== undefined);
/** Four seats unless the game takes fewer or more. */
const seatsByDefault = ({ players }: AnyGameClient): number => Math.min(Math.max(4, players.min), players.max);

/** A select whose first choice is `initial`: Preact ignores defaultValue on a select, so the choice is state. */
function Choice(props: { name: string; label: string; initial: string; choices: readonly [string, string][] }) {
  const [value, setValue] = useState(props.initial);
  return (
    <label>
      {props.label}
      <select name={props.name} value={value} onChange={(e) => setValue(e.currentTarget.value)}>
        {props.choices.map(([choice, text]) => (
          <option value={choice} key={choice}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The game's seat counts, from its definition. */
function Seats({ game, t }: { game: AnyGameClient; t: Translate }): JSX.Element {
  const counts = Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) =>
    String(game.players.min + i),
  );
  return (
    <Choice
      name="seats"
      label={t("create.seats")}
      initial={String(seatsByDefault(game))}
      choices={counts.map((n) => [n, n])}
    />
  );
}

/** What every game is created with: who may join, its clock, what a timeout does. */
function TableRules({ t }: { t: Translate }): JSX.Element {
  return (
    <>
      <Choice
        name="visibility"
        label={t("create.visibility")}
        initial="public"
        choices={[
          ["public", t("create.public")],
          ["invite", t("create.invite")],
        ]}
      />
      <TimeControlFields t={t} />
      <Choice
        name="timeout"
        label={t("create.timeout")}
        initial="bot"
        choices={[
          ["bot", t("create.timeoutBot")],
          ["drop", t("create.timeoutDrop")],
        ]}
      />
    </>
  );
}

/** A new game with its options; the server checks them with the game's own schema. */
export function CreateGame() {
  const { t } = useApp();
  const { route } = useLocation();
  const [game, setGame] = useState(CREATABLE[0]);
  const [error, setError] = useState<string>();
  if (!game) return null;
  const create = async (form: FormData) => {
    const response = await api.api.games.$post({
      json: {
        type: game.id,
        seats: Number(form.get("seats")),
        visibility: form.get("visibility") === "invite" ? "invite" : "public",
        options: game.options.read(form),
        timeControl: readTimeControl(form),
        timeoutPolicy: form.get("timeout") === "drop" ? "drop" : "bot",
      },
    });
    if (response.status === 201) route(`/games/${((await response.json()) as { id: string }).id}`);
    else setError(t.value(`error.${(await errorOf(response)).code}`));
  };
  const { Fields } = game.options;
  return (
    <section>
      <h2>{t.value("create.title")}</h2>
      <form
        class="create-game"
        onSubmit={(e) => {
          e.preventDefault();
          void create(new FormData(e.currentTarget));
        }}
      >
        <label>
          {t.value("create.game")}
          <select
            name="type"
            value={game.id}
            onChange={(e) => setGame(CREATABLE.find((g) => g.id === e.currentTarget.value) ?? game)}
          >
            {CREATABLE.map((g) => (
              <option value={g.id} key={g.id}>
                {t.value(`game.type.${g.id}`)}
              </option>
            ))}
          </select>
        </label>
        {/* A game of other seat counts or options starts its fields afresh. */}
        <Seats game={game} t={t.value} key={`seats-${game.id}`} />
        {Fields && <Fields t={t.value} key={`options-${game.id}`} />}
        <TableRules t={t.value} />
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
