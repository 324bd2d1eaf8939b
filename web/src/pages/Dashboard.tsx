import { useEffect } from "preact/hooks";
import { showAttention } from "../attention.ts";
import { CreateGame } from "../components/CreateGame.tsx";
import { GameSettings } from "../components/GameSettings.tsx";
import { LeagueGames } from "../components/LeagueGames.tsx";
import { PlayNowButton } from "../components/PlayNow.tsx";
import { startPolling } from "../poll.ts";
import { dashboardSections, waitsForMe } from "../sections.ts";
import { withBotNames } from "../game.ts";
import { useApp } from "../state.ts";
import { GAMES } from "../../boards/index.ts";
import { SignIn } from "./SignIn.tsx";
import { names } from "../../../worker/i18n/translate.ts";
import type { MyGame, OpenGame } from "../../../worker/http/client.ts";

const HOUR = 3_600_000;

type Ranked = { kind: "ranked"; scores: number[]; ranks: number[] };
type Shared = { kind: "shared"; won: boolean; score?: number };

function Since({ at }: { at: number }) {
  const { t } = useApp();
  const hours = Math.floor((Date.now() - at) / 3_600_000);
  return (
    <span class="since">
      {hours < 1
        ? t.value("time.justNow")
        : hours < 48
          ? t.value("time.hours", { count: hours })
          : t.value("time.daysAgo", { count: Math.floor(hours / 24) })}
    </span>
  );
}

/** How long until a deadline, in whole days or hours; under a day it is urgent. The full date is in the tooltip. */
function TimeLeft({ deadline, mine }: { deadline: number; mine: boolean }) {
  const { t } = useApp();
  const left = deadline - Date.now();
  const hours = Math.floor(left / HOUR);
  const text =
    left <= 0
      ? t.value("time.left.over")
      : hours < 1
        ? t.value("time.left.soon")
        : hours < 48
          ? t.value("time.left.hours", { count: hours })
          : t.value("time.left.days", { count: Math.floor(hours / 24) });
  const date = new Date(deadline).toLocaleString(t.value.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <span class={mine && left < 24 * HOUR ? "time-left urgent" : "time-left"} title={date}>
      {mine ? text : t.value("dashboard.theirTime", { time: text })}
    </span>
  );
}

/** Whose move it is, by name: mine first. */
function WhoseMove({ game, me }: { game: MyGame; me: string | undefined }) {
  const { t } = useApp();
  const others = game.players
    .filter((p) => p.seat !== null && game.toAct.includes(p.seat) && p.userId !== me)
    .map((p) => p.name);
  const mine = game.myTurn === 1;
  // A game hiding who else is still to act lists only me: the others are counted.
  const unnamed = game.waiting - game.toAct.length;
  if (unnamed > 0) {
    if (mine) return <strong class="whose-move">{t.value("lists.youAndCountMove", { count: unnamed })}</strong>;
    return <span class="whose-move">{t.value("lists.waitingCount", { count: unnamed })}</span>;
  }
  if (mine && others.length === 0) return <strong class="whose-move">{t.value("lists.yourMove")}</strong>;
  if (mine)
    return (
      <strong class="whose-move">
        {t.value("lists.youAndOthersMove", { names: names(t.value.language, others) })}
      </strong>
    );
  return (
    <span class="whose-move">
      {t.value("lists.theirMove", { names: names(t.value.language, others), count: others.length })}
    </span>
  );
}

/** A finished game: who won, and my place and score. */
function Result({ game }: { game: MyGame }) {
  const { t } = useApp();
  const outcome = game.outcome as Ranked | Shared | null;
  if (!outcome) return null;
  if (outcome.kind === "shared")
    return <span class="result">{t.value(outcome.won ? "lists.sharedWon" : "lists.sharedLost")}</span>;
  const winners = game.players.filter((p) => p.seat !== null && outcome.ranks[p.seat] === 1);
  const place = game.seat === null ? undefined : outcome.ranks[game.seat];
  const score = game.seat === null ? undefined : outcome.scores[game.seat];
  if (place === 1) {
    return (
      <strong class="result">
        {t.value(winners.length > 1 ? "lists.youShared" : "lists.youWon", { score: score ?? 0 })}
      </strong>
    );
  }
  const best = winners[0]?.seat;
  return (
    <span class="result">
      {t.value("lists.wonBy", {
        names: names(
          t.value.language,
          winners.map((w) => w.name),
        ),
        score: best === undefined || best === null ? 0 : (outcome.scores[best] ?? 0),
      })}
      {place !== undefined && <> · {t.value("lists.myPlace", { place, of: game.players.length, score: score ?? 0 })}</>}
    </span>
  );
}

/** Players on vacation: their clocks are stopped until the date. */
function Vacations({ game, me }: { game: MyGame; me: string | undefined }) {
  const { t } = useApp();
  const away = game.players.filter((p) => p.userId !== me && p.vacationUntil !== null && p.vacationUntil > Date.now());
  if (away.length === 0) return null;
  return (
    <>
      {away.map((p) => (
        <span class="vacation-note" key={p.userId}>
          {t.value("lists.onVacation", {
            name: p.name,
            date: new Date(p.vacationUntil ?? 0).toLocaleString(t.value.language, {
              dateStyle: "medium",
              timeStyle: "short",
            }),
          })}
        </span>
      ))}
    </>
  );
}

/** A line of my games; `league`: the row names the league it belongs to, a link to its tables (where no league heading does). */
function GameRow({ game, league, prompt }: { game: MyGame; league?: boolean; prompt?: boolean }) {
  const { t, me } = useApp();
  const myId = me.value?.id;
  const opponents = game.players.filter((p) => p.userId !== myId).map((p) => p.name);
  return (
    <li key={game.id} class="game-row" data-prompt={prompt || undefined}>
      <div class="game-row-title">
        <a href={`/games/${game.id}`}>{t.value(`game.type.${game.type}`)}</a>
        <span class="opponents">
          {opponents.length
            ? t.value("lists.with", { names: names(t.value.language, opponents) })
            : t.value("lists.nobodyYet")}
        </span>
        {league && game.league && (
          <a class="league-tag" href={`/leagues/${game.league.id}`}>
            {t.value("dashboard.leagueSeason", { name: game.league.name, n: game.league.season })}
          </a>
        )}
      </div>
      <div class="game-row-detail">
        {game.status === "active" && <WhoseMove game={game} me={myId} />}
        {game.status === "active" && game.deadline !== null && (
          <TimeLeft deadline={game.deadline} mine={game.myTurn === 1} />
        )}
        {game.status !== "open" && game.progress && (
          <span class="progress">
            {t.value(game.progress.unit === "tile" ? "lists.tile" : "lists.round", {
              round: game.progress.round,
              rounds: game.progress.rounds,
            })}
          </span>
        )}
        {game.status === "finished" && <Result game={game} />}
        {game.status === "open" && (
          <>
            <span>{t.value("lobby.players", { count: game.players.length, seats: game.seatCount })}</span>
            <GameSettings t={t.value} game={game} />
          </>
        )}
        <Since at={game.updatedAt} />
      </div>
      {game.status === "active" && <Vacations game={game} me={myId} />}
    </li>
  );
}

function GameList(props: { title: string; games: MyGame[]; prompt?: boolean; note?: string; league?: boolean }) {
  const { title, games, prompt, note, league } = props;
  if (games.length === 0) return null;
  return (
    <section>
      <h2>{title}</h2>
      {note && <p>{note}</p>}
      <ul class="game-list">
        {/* What to do now is the first game in the list: a long list runs past the first screen. */}
        {games.map((g, i) => (
          <GameRow game={g} key={g.id} league={league} prompt={prompt && i === 0} />
        ))}
      </ul>
    </section>
  );
}

/** A game to join: the game, who made it (or who invited me), how full it is, its settings. */
export function OpenGameRow({ game }: { game: OpenGame }) {
  const { t } = useApp();
  return (
    <li class="game-row">
      <div class="game-row-title">
        <a href={`/games/${game.id}`}>{t.value(`game.type.${game.type}`)}</a>
        <span>
          {game.invitedBy ? (
            <strong>{t.value("lists.invitedBy", { name: game.invitedBy })}</strong>
          ) : (
            t.value("lobby.createdBy", { name: game.createdBy })
          )}
        </span>
      </div>
      <div class="game-row-detail">
        <span>{t.value("lobby.players", { count: game.players, seats: game.seatCount })}</span>
        <GameSettings t={t.value} game={game} />
      </div>
    </li>
  );
}

/** My turn first (longest waiting first), then games waiting for others, lobbies, finished; invitations and games to join; a new game. */
export function Dashboard() {
  const app = useApp();
  const { t } = app;
  useEffect(() => {
    // The shell brings the lists with the first paint of the home page. Any other visit (back from a game, where they may
    // have changed) fetches them anew; the lists known from before stay on screen until the new ones replace them.
    if (!app.takeListsFromShell()) void app.loadLists();
    return startPolling(app.loadLists, 30_000);
  }, []);
  const loaded = app.lists.value !== undefined;
  const lists = app.lists.value ?? { mine: [], open: [] };
  // Bots are named when shown, in the language of the moment (the games' names may come after the lists).
  const mine = lists.mine.map((g) => withBotNames(g, t.value));
  const { open } = lists;
  const myTurn = mine.filter(waitsForMe);
  useEffect(() => {
    showAttention(t.value("app.title"), myTurn.length, t.value("app.yourTurn"));
  }, [mine, t.value]);
  return (
    <div class="dashboard">
      <h1>{t.value("lists.dashboardTitle")}</h1>
      {/* Until the lists are in (only when coming from another page), a placeholder: everything comes at once, below what is already shown. */}
      {!loaded ? (
        <p class="lists-loading" aria-busy="true">
          {t.value("lists.loading")}
        </p>
      ) : (
        <Lists mine={mine} open={open} />
      )}
    </div>
  );
}

/** The lists once in: my turn, invitations, league games, waiting, lobbies, finished, games to join, a new game. */
function Lists({ mine, open }: { mine: MyGame[]; open: OpenGame[] }) {
  const { t, me } = useApp();
  const joinable = open.filter((g) => !mine.some((m) => m.id === g.id));
  const invitations = joinable.filter((g) => g.invitedBy !== null);
  const others = joinable.filter((g) => g.invitedBy === null);
  const { myTurn, league, waiting, apiOnly, lobbies, finished } = dashboardSections(mine);
  return (
    <>
      <GameList title={t.value("dashboard.yourTurn")} games={myTurn} prompt league />
      {myTurn.length === 0 && <p data-prompt>{t.value("dashboard.nothingToDo")}</p>}
      {invitations.length > 0 && (
        <section>
          <h2>{t.value("lists.invitations")}</h2>
          <ul class="game-list">
            {invitations.map((g) => (
              <OpenGameRow game={g} key={g.id} />
            ))}
          </ul>
        </section>
      )}
      {/* League games waiting for others, by league; my turn in one is in "Your turn" (its row names the league). A guest
          joins no league: no section pointing it to them. */}
      {!me.value?.guest && (
        <LeagueGames
          games={league}
          myTurn={myTurn.filter((g) => g.league !== null).length}
          row={(g) => <GameRow game={g} key={g.id} />}
        />
      )}
      <GameList title={t.value("dashboard.waiting")} games={waiting} />
      <GameList title={t.value("dashboard.apiOnly")} note={t.value("dashboard.apiOnlyNote")} games={apiOnly} league />
      <GameList title={t.value("dashboard.lobbies")} games={lobbies} />
      <GameList title={t.value("dashboard.finished")} games={finished} />
      {me.value?.guest ? <GuestOffer /> : <Joinable others={others} />}
    </>
  );
}

/** A guest's way on: sign in by mail to keep these games and play with people, or another game against bots. */
function GuestOffer() {
  const { t } = useApp();
  return (
    <section class="guest-offer">
      <p>{t.value("home.guestNote")}</p>
      <ul class="play-now-list">
        {GAMES.filter((g) => g.table).map((g) => (
          <li key={g.id}>
            {t.value(`game.type.${g.id}`)} <PlayNowButton game={g} />
          </li>
        ))}
      </ul>
      <SignIn nested />
    </section>
  );
}

/** Open games of others to join, and a new game. */
function Joinable({ others }: { others: OpenGame[] }) {
  const { t } = useApp();
  return (
    <>
      <section>
        <h2>{t.value("dashboard.openGames")}</h2>
        {others.length === 0 ? (
          <p>{t.value("dashboard.noOpenGames")}</p>
        ) : (
          <ul class="game-list">
            {others.map((g) => (
              <OpenGameRow game={g} key={g.id} />
            ))}
          </ul>
        )}
      </section>
      <CreateGame />
    </>
  );
}
