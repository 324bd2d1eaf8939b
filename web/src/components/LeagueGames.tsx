import type { JSX } from "preact";
import { leagueSections } from "../leagues.ts";
import { useApp } from "../state.ts";
import type { MyGame } from "../../../worker/http/client.ts";

/**
 * The dashboard's league games waiting for others, by league and season, each league a link to
 * its tables (those waiting for me are under "Your turn", `myTurn` of them); without any, a
 * pointer to the leagues. The rows are the dashboard's own (`row`), so a league game reads like
 * any other.
 */
export function LeagueGames(props: { games: readonly MyGame[]; myTurn: number; row: (game: MyGame) => JSX.Element }) {
  const { games, myTurn, row } = props;
  const { t } = useApp();
  const sections = leagueSections(games);
  return (
    <section class="league-games-section">
      <h2>{t.value("dashboard.leagueGames")}</h2>
      {sections.length === 0 && myTurn > 0 ? (
        <p>{t.value("dashboard.leagueGamesAbove")}</p>
      ) : sections.length === 0 ? (
        <p>
          {t.value("dashboard.noLeagueGames")} <a href="/leagues">{t.value("dashboard.toLeagues")}</a>
        </p>
      ) : (
        <>
          {sections.map(({ league, games: list }) => (
            <div key={`${league.id}/${league.season}`}>
              <h3>
                <a href={`/leagues/${league.id}`}>
                  {t.value("dashboard.leagueSeason", { name: league.name, n: league.season })}
                </a>
              </h3>
              <ul class="game-list">{list.map(row)}</ul>
            </div>
          ))}
          <p>
            <a href="/leagues">{t.value("dashboard.allLeagues")}</a>
          </p>
        </>
      )}
    </section>
  );
}
