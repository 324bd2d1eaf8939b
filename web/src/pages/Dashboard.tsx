import { useEffect, useState } from "preact/hooks";
import { api } from "../api.ts";
import { showAttention } from "../attention.ts";
import { CreateGame } from "../components/CreateGame.tsx";
import { startPolling } from "../poll.ts";
import { useApp } from "../state.ts";
import type { MyGame, OpenGame } from "../../../worker/http/client.ts";

const HOUR = 3_600_000;

function Since({ at }: { at: number }) {
  const { t } = useApp();
  const hours = Math.floor((Date.now() - at) / 3_600_000);
  return <span class="since">{hours < 1 ? t.value("time.justNow") : hours < 48 ? t.value("time.hours", { count: hours }) : t.value("time.daysAgo", { count: Math.floor(hours / 24) })}</span>;
}

/** How long until a deadline, in whole days or hours; under a day it is urgent. The full date is in the tooltip. */
function TimeLeft({ deadline, mine }: { deadline: number; mine: boolean }) {
  const { t } = useApp();
  const left = deadline - Date.now();
  const hours = Math.floor(left / HOUR);
  const text =
    left <= 0 ? t.value("time.left.over") : hours < 1 ? t.value("time.left.soon") : hours < 48 ? t.value("time.left.hours", { count: hours }) : t.value("time.left.days", { count: Math.floor(hours / 24) });
  const date = new Date(deadline).toLocaleString(t.value.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <span class={mine && left < 24 * HOUR ? "time-left urgent" : "time-left"} title={date}>
      {mine ? text : t.value("dashboard.theirTime", { time: text })}
    </span>
  );
}

function GameList({ title, games }: { title: string; games: MyGame[] }) {
  const { t } = useApp();
  if (games.length === 0) return null;
  return (
    <section>
      <h2>{title}</h2>
      <ul class="game-list">
        {games.map((g) => (
          <li key={g.id}>
            <a href={`/games/${g.id}`}>{t.value(`game.type.${g.type}`)}</a> · {t.value("lobby.seats", { count: g.seatCount })} · <Since at={g.updatedAt} />
            {g.deadline !== null && (
              <>
                {" · "}
                <TimeLeft deadline={g.deadline} mine={g.myTurn === 1} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** My turn first (longest waiting first), then games waiting for others, lobbies, finished; games to join; a new game. */
export function Dashboard() {
  const app = useApp();
  const { t } = app;
  const [mine, setMine] = useState<MyGame[]>([]);
  const [open, setOpen] = useState<OpenGame[]>([]);
  const refresh = async () => {
    const [m, o] = await Promise.all([api.api.games.$get({ query: { list: "mine" } }), api.api.games.$get({ query: { list: "open" } })]);
    if (m.status === 200) setMine(((await m.json()) as { games: MyGame[] }).games);
    if (o.status === 200) setOpen(((await o.json()) as { games: OpenGame[] }).games);
  };
  useEffect(() => {
    void refresh();
    return startPolling(refresh, 30_000);
  }, []);
  const myTurn = mine.filter((g) => g.myTurn === 1);
  useEffect(() => {
    app.waiting.value = myTurn.map((g) => g.id);
    showAttention(t.value("app.title"), myTurn.length, t.value("app.yourTurn"));
  }, [mine, t.value]);
  const joinable = open.filter((g) => !mine.some((m) => m.id === g.id));
  return (
    <div class="dashboard">
      <GameList title={t.value("dashboard.yourTurn")} games={myTurn} />
      {myTurn.length === 0 && <p>{t.value("dashboard.nothingToDo")}</p>}
      <GameList title={t.value("dashboard.waiting")} games={mine.filter((g) => g.status === "active" && g.myTurn === 0)} />
      <GameList title={t.value("dashboard.lobbies")} games={mine.filter((g) => g.status === "open")} />
      <GameList title={t.value("dashboard.finished")} games={mine.filter((g) => g.status === "finished")} />
      <section>
        <h2>{t.value("dashboard.openGames")}</h2>
        {joinable.length === 0 ? (
          <p>{t.value("dashboard.noOpenGames")}</p>
        ) : (
          <ul class="game-list">
            {joinable.map((g) => (
              <li key={g.id}>
                <a href={`/games/${g.id}`}>{t.value(`game.type.${g.type}`)}</a> · {t.value("lobby.createdBy", { name: g.createdBy })} ·{" "}
                {t.value("lobby.players", { count: g.players, seats: g.seatCount })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateGame />
    </div>
  );
}
