import {
  divisionLabel,
  gamesByStatus,
  isMine,
  placeOf,
  type Division,
  type LeagueGame,
  type LeagueSummary,
  type SeasonView,
} from "../leagues.ts";
import { formatWhen } from "../time.ts";
import { useApp } from "../state.ts";
import { names, type Translate } from "../../../worker/i18n/translate.ts";

/** Whose move it is in a league game: mine first, by name otherwise (nothing when the game hides it). */
function whoseMove(t: Translate, game: LeagueGame, myName: string | undefined): string | undefined {
  if (game.toAct.length === 0) return undefined;
  const others = game.toAct.filter((n) => n !== myName);
  if (others.length < game.toAct.length)
    return others.length === 0
      ? t("lists.yourMove")
      : t("lists.youAndOthersMove", { names: names(t.language, others) });
  return t("lists.theirMove", { names: names(t.language, others), count: others.length });
}

/** A finished game's players in their order: "1. bob, 2. alice, …" (ties share a place). */
function ranking(game: LeagueGame): string {
  const ranks = game.ranks ?? [];
  return game.players
    .map((p, i) => ({ name: p.name, rank: ranks[i] ?? game.players.length }))
    .sort((a, b) => a.rank - b.rank)
    .map((p) => `${p.rank}. ${p.name}`)
    .join(", ");
}

function GameItem({ game, timeZone }: { game: LeagueGame; timeZone: string | undefined }) {
  const { t, me } = useApp();
  const players = names(
    t.value.language,
    game.players.map((p) => p.name),
  );
  const myName = game.players.some((p) => p.userId === me.value?.id) ? me.value?.name : undefined;
  const when = formatWhen(game.startsAt, t.value.language, timeZone);
  if (game.status === "scheduled") {
    return (
      <li>
        <span class="league-game-players">{players}</span>{" "}
        <span class="league-game-detail">{t.value("league.startsAt", { date: when })}</span>
      </li>
    );
  }
  const move = game.status === "active" ? whoseMove(t.value, game, myName) : undefined;
  return (
    <li>
      <a href={`/games/${game.id}`}>{game.status === "finished" ? ranking(game) : players}</a>{" "}
      <span class="league-game-detail">
        {game.status === "active" && (move ? <strong class="whose-move">{move}</strong> : t.value("league.inProgress"))}
        {game.status === "active" && <> · {t.value("league.startedAt", { date: when })}</>}
        {game.status === "finished" && game.adjudicated && (
          <em class="league-adjudicated">{t.value("league.adjudicated")}</em>
        )}
      </span>
    </li>
  );
}

/** The table's columns; on a phone the numbers' headers shrink to their short forms (the long ones stay for screen readers). */
const COLUMNS = ["rank", "player", "played", "points", "wins", "score"] as const;
type Column = (typeof COLUMNS)[number];

/** Labels of the table's next-season column. */
const PLACE_KEYS = {
  promoted: "league.promoted",
  relegated: "league.relegated",
  promotionPlace: "league.promotionPlace",
  relegationPlace: "league.relegationPlace",
} as const;

/**
 * One division: its table (place, player, games played, points, the tie-breaks, where each player
 * goes next season), then its games in progress, scheduled and finished. The table scrolls inside
 * its own box on a narrow screen, never the page.
 */
export function LeagueDivision({
  division,
  season,
  league,
}: {
  division: Division;
  season: SeasonView;
  league: Pick<LeagueSummary, "promote" | "relegate">;
}) {
  const { t, me } = useApp();
  const label = divisionLabel(division, season.divisions);
  const mine = isMine(division);
  const id = `division-${division.tier}-${division.index}`;
  return (
    <section class={mine ? "league-division mine" : "league-division"} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {t.value("league.division", { division: label })}
        {mine && <span class="league-badge">{t.value("league.yourDivision")}</span>}
      </h3>
      <Standings id={id} label={label} division={division} season={season} league={league} />
      {division.games.length > 0 && <DivisionGames games={division.games} timeZone={me.value?.timeZone} />}
    </section>
  );
}

/** The division's table, in a box of its own that scrolls sideways on a narrow screen, and what its short headers mean. */
function Standings({
  id,
  label,
  division,
  season,
  league,
}: {
  id: string;
  label: string;
  division: Division;
  season: SeasonView;
  league: Pick<LeagueSummary, "promote" | "relegate">;
}) {
  const { t } = useApp();
  return (
    <>
      <div class="league-table-box" role="region" tabindex={0} aria-labelledby={`${id}-caption`}>
        <table class="league-table">
          <caption id={`${id}-caption`}>{t.value("league.tableCaption", { division: label })}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  <span class="col-long">{t.value(`league.col.${column}`)}</span>
                  {column !== "player" && (
                    <span class="col-short" aria-hidden="true">
                      <Short column={column} />
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {division.standings.map((s) => {
              const place = placeOf(s, division, season, league);
              return (
                <tr key={s.userId} class={s.me ? "me" : undefined}>
                  <td>{s.rank}</td>
                  <th scope="row">
                    {s.name}
                    {s.me && <span class="league-you"> ({t.value("league.you")})</span>}
                    {place && <span class={`league-place ${place}`}>{t.value(PLACE_KEYS[place])}</span>}
                  </th>
                  <td>{s.played}</td>
                  <td>
                    <strong>{s.points}</strong>
                  </td>
                  <td>{s.tiebreaks.wins}</td>
                  <td>{s.tiebreaks.score}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ColumnLegend />
    </>
  );
}

/** A column's short header: its word where it is short, else an abbreviation that names it. */
function Short({ column }: { column: Column }) {
  const { t } = useApp();
  const [word, short] = [t.value(`league.col.${column}`), t.value(`league.col.${column}Short`)];
  return short === word ? <>{short}</> : <abbr title={word}>{short}</abbr>;
}

/** What the abbreviated headers a phone shows stand for, under the table (hidden where the words fit). */
function ColumnLegend() {
  const { t } = useApp();
  const abbreviated = COLUMNS.filter(
    (column) => column !== "player" && t.value(`league.col.${column}Short`) !== t.value(`league.col.${column}`),
  );
  if (abbreviated.length === 0) return null;
  return (
    <p class="league-legend" aria-hidden="true">
      {t.value("league.col.legend")}{" "}
      {abbreviated.map((column, i) => (
        <span key={column}>
          {i > 0 && " · "}
          <Short column={column} /> = {t.value(`league.col.${column}`).toLocaleLowerCase(t.value.language)}
        </span>
      ))}
    </p>
  );
}

/** The division's games in progress, scheduled and finished. */
function DivisionGames({ games, timeZone }: { games: readonly LeagueGame[]; timeZone: string | undefined }) {
  const { t } = useApp();
  const byStatus = gamesByStatus(games);
  return (
    <div class="league-division-games">
      {(["active", "scheduled", "finished"] as const).map((status) =>
        byStatus[status].length === 0 ? null : (
          <div key={status}>
            <h4>{t.value(`league.games.${status}`, { count: byStatus[status].length })}</h4>
            <ul class="league-games">
              {byStatus[status].map((g) => (
                <GameItem key={g.id} game={g} timeZone={timeZone} />
              ))}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}
